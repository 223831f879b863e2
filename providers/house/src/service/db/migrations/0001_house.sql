-- The house provider's own tables (decision 007, "The house provider"), in schema `house` so they can
-- share the platform's database by default and move to their own with HOUSE_DATABASE_URL. The house knows
-- the platform only through the wallet API: nothing here references a platform table.

-- A player in a game: the hashed token the page holds, and the platform's wallet session it stands for.
CREATE TABLE house.sessions (
  id             bigserial PRIMARY KEY,
  token_hash     bytea NOT NULL UNIQUE,
  merchant_code  text NOT NULL CHECK (length(merchant_code) <= 32),
  player_id      text NOT NULL CHECK (length(player_id) <= 40),
  -- The platform's wallet session token: needed for every bet (wins and rollbacks never need it).
  wallet_token   text NOT NULL CHECK (length(wallet_token) <= 200),
  game_id        text NOT NULL CHECK (length(game_id) <= 64),
  vassalage      text CHECK (length(vassalage) <= 40),
  currency       text NOT NULL CHECK (length(currency) = 3),
  display_name   text NOT NULL CHECK (length(display_name) <= 64),
  language       text NOT NULL CHECK (length(language) <= 8),
  is_trial       boolean NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX sessions_expiry ON house.sessions (expires_at);

-- Provably fair seed pairs per player: one active (revealed_at null), the rest revealed.
CREATE TABLE house.seed_pairs (
  id               bigserial PRIMARY KEY,
  merchant_code    text NOT NULL,
  player_id        text NOT NULL,
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce       bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  revealed_at      timestamptz
);
CREATE UNIQUE INDEX seed_pairs_active ON house.seed_pairs (merchant_code, player_id) WHERE revealed_at IS NULL;
CREATE INDEX seed_pairs_revealed ON house.seed_pairs (merchant_code, player_id, revealed_at DESC)
  WHERE revealed_at IS NOT NULL;

-- One paid round and where it stands with the platform's wallet:
--   PLACING (outcome stored, bet sent or about to be) → PLACED (bet confirmed) → WIN_SENT → CLOSED;
--   VOID: the bet was refused (no money moved); ROLLED_BACK: an unconfirmed bet was cancelled;
--   FAILED: the platform refused a win or end-round for good (an operator looks at last_error).
-- The outcome is fixed before the bet is sent, so a crash at any point can be finished from this row.
CREATE TABLE house.rounds (
  id               bigserial PRIMARY KEY,
  round_ref        text NOT NULL UNIQUE CHECK (round_ref ~ '^[A-Za-z0-9_-]{8,40}$'),
  merchant_code    text NOT NULL,
  player_id        text NOT NULL,
  session_id       bigint,
  game_id          text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('slot', 'fish', 'baccarat', 'events')),
  currency         text NOT NULL CHECK (length(currency) = 3),
  stake_cents      bigint NOT NULL CHECK (stake_cents > 0),
  -- Null only for an event bet whose match is not settled yet.
  win_cents        bigint CHECK (win_cents >= 0),
  state            text NOT NULL CHECK (state IN ('PLACING', 'PLACED', 'WIN_SENT', 'CLOSED', 'VOID', 'ROLLED_BACK', 'FAILED')),
  seed_pair_id     bigint REFERENCES house.seed_pairs (id),
  nonce            bigint,
  -- What the platform's game recall shows (endRound detail): stake, outcome, win, provably-fair proof.
  outcome          jsonb NOT NULL,
  attempts         int NOT NULL DEFAULT 0,
  -- Whoever works on the round (the request, or the recovery loop) holds it until then.
  lease_until      timestamptz NOT NULL,
  last_error       text CHECK (length(last_error) <= 300),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  closed_at        timestamptz
);
CREATE INDEX rounds_unfinished ON house.rounds (lease_until) WHERE state IN ('PLACING', 'PLACED', 'WIN_SENT');
CREATE INDEX rounds_player ON house.rounds (merchant_code, player_id, created_at DESC);

-- The shared schedule of each event game: a match every interval, betting until kickoff, settled at the
-- end from its own committed server seed (client seed = match_ref, nonce 0).
CREATE TABLE house.event_matches (
  id               bigserial PRIMARY KEY,
  match_ref        text NOT NULL UNIQUE,
  game_id          text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('football', 'esports', 'cockfight')),
  seq              bigint NOT NULL,
  home             text NOT NULL,
  away             text NOT NULL,
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  markets          jsonb NOT NULL,
  opens_at         timestamptz NOT NULL,
  kickoff_at       timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL,
  result           jsonb,
  settled_at       timestamptz,
  UNIQUE (game_id, seq),
  CHECK (opens_at < kickoff_at AND kickoff_at < ends_at)
);
CREATE INDEX event_matches_unsettled ON house.event_matches (ends_at) WHERE settled_at IS NULL;
CREATE INDEX event_matches_board ON house.event_matches (game_id, kickoff_at DESC);

-- A bet on a match: its money lives in the round (one round per bet), this row is what was bet on.
CREATE TABLE house.event_bets (
  round_id         bigint PRIMARY KEY REFERENCES house.rounds (id),
  match_id         bigint NOT NULL REFERENCES house.event_matches (id),
  merchant_code    text NOT NULL,
  player_id        text NOT NULL,
  market           text NOT NULL CHECK (length(market) <= 30),
  selection        text NOT NULL CHECK (length(selection) <= 20),
  odds_hundredths  int NOT NULL CHECK (odds_hundredths >= 101),
  stake_cents      bigint NOT NULL CHECK (stake_cents > 0),
  result           text CHECK (result IN ('WON', 'LOST', 'REFUNDED')),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_bets_match ON house.event_bets (match_id);
CREATE INDEX event_bets_player ON house.event_bets (merchant_code, player_id, created_at DESC);
