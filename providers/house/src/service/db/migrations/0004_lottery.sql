-- The house lottery (decision 033): games with their schedule and odds, issues ("numeros") drawn from seeds
-- committed far ahead by a hash chain, slips (one wallet round each: the stake is debited once per slip)
-- and their bets (one per issue a slip plays, settled in bulk), and the liability per number of each issue.

-- A lottery game: its draw format, schedule, public client seed and current odds and limits. The rows are
-- created from the code's catalogue on start; the operator changes odds and limits afterwards.
CREATE TABLE house.lottery_games (
  game_id           text PRIMARY KEY CHECK (game_id ~ '^[a-z0-9-]{3,64}$'),
  family            text NOT NULL CHECK (family IN ('ssc5', 'k3', 'pk10', 'vn-north', 'vn-regional', 'sea-4d')),
  schedule          jsonb NOT NULL,
  time_zone         text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
  -- Public, fixed per game: part of every draw's client seed.
  client_seed       text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  -- The odds and limits bets are placed at now (house.lottery_odds keeps every version).
  odds_id           bigint,
  is_enabled        boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- Every version of a game's odds and limits: a bet keeps the version it was placed at, so changing the
-- odds never changes a placed bet. `play_types` maps a play type id to {enabled, odds{prize: hundredths},
-- minStakeCents, maxStakeCents, stepCents}; the caps are per issue.
CREATE TABLE house.lottery_odds (
  id                     bigserial PRIMARY KEY,
  game_id                text NOT NULL REFERENCES house.lottery_games (game_id),
  play_types             jsonb NOT NULL,
  liability_cap_cents    bigint NOT NULL CHECK (liability_cap_cents > 0),
  max_payout_cents       bigint NOT NULL CHECK (max_payout_cents > 0),
  max_chase              int NOT NULL CHECK (max_chase BETWEEN 1 AND 200),
  changed_by             text CHECK (length(changed_by) <= 64),
  created_at             timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE house.lottery_games ADD FOREIGN KEY (odds_id) REFERENCES house.lottery_odds (id);

-- A game's hash chain (src/fair/seed-chain.ts): the anchor is published when the chain is made; issues
-- take positions in draw order. The terminal seed is the secret every seed of the chain derives from.
CREATE TABLE house.lottery_chains (
  id             bigserial PRIMARY KEY,
  game_id        text NOT NULL REFERENCES house.lottery_games (game_id),
  anchor         text NOT NULL CHECK (anchor ~ '^[0-9a-f]{64}$'),
  terminal_seed  text NOT NULL CHECK (terminal_seed ~ '^[0-9a-f]{64}$'),
  length         int NOT NULL CHECK (length > 0),
  used           int NOT NULL DEFAULT 0 CHECK (used BETWEEN 0 AND length),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lottery_chains_game ON house.lottery_chains (game_id, id DESC);

-- An issue: scheduled → open → closed (times) → drawn → settled, or cancelled (every bet refunded).
CREATE TABLE house.lottery_issues (
  id                bigserial PRIMARY KEY,
  game_id           text NOT NULL REFERENCES house.lottery_games (game_id),
  seq               bigint NOT NULL,
  issue_no          text NOT NULL CHECK (length(issue_no) <= 20),
  opens_at          timestamptz NOT NULL,
  closes_at         timestamptz NOT NULL,
  draws_at          timestamptz NOT NULL,
  chain_id          bigint NOT NULL REFERENCES house.lottery_chains (id),
  chain_pos         int NOT NULL CHECK (chain_pos >= 0),
  server_seed       text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash  text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  -- Fixed at the draw: SHA-256 over the game's client seed, the issue and the bets' client seeds.
  entropy           text CHECK (entropy ~ '^[0-9a-f]{64}$'),
  contributions     int CHECK (contributions >= 0),
  result            jsonb,
  drawn_at          timestamptz,
  -- Bulk settlement resumes after the last bet id it settled.
  settle_cursor     bigint NOT NULL DEFAULT 0,
  settled_at        timestamptz,
  cancelled_at      timestamptz,
  cancel_reason     text CHECK (length(cancel_reason) <= 200),
  -- Filled when settled (or cancelled): what the issue took and paid.
  stake_cents       bigint,
  payout_cents      bigint,
  bet_count         int,
  UNIQUE (game_id, seq),
  UNIQUE (game_id, issue_no),
  UNIQUE (chain_id, chain_pos),
  CHECK (opens_at <= closes_at AND closes_at <= draws_at),
  CHECK (result IS NULL OR drawn_at IS NOT NULL),
  CHECK (settled_at IS NULL OR drawn_at IS NOT NULL OR cancelled_at IS NOT NULL)
);
CREATE INDEX lottery_issues_due ON house.lottery_issues (draws_at) WHERE settled_at IS NULL AND cancelled_at IS NULL;
CREATE INDEX lottery_issues_game ON house.lottery_issues (game_id, draws_at DESC);

-- A slip: one wallet round (house.rounds, kind 'lottery') whose stake covers every bet of it, on every
-- issue of a chase. Its client seed (the player's, at placement) joins the draw entropy of its issues.
CREATE TABLE house.lottery_slips (
  round_id          bigint PRIMARY KEY REFERENCES house.rounds (id),
  game_id           text NOT NULL REFERENCES house.lottery_games (game_id),
  merchant_code     text NOT NULL,
  player_id         text NOT NULL,
  -- The page's id for the slip: the same id again is the same slip, never a second one.
  slip_id           text NOT NULL CHECK (slip_id ~ '^[A-Za-z0-9_-]{8,40}$'),
  client_seed       text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  multiplier        int NOT NULL CHECK (multiplier BETWEEN 1 AND 1000),
  stop_on_win       boolean NOT NULL,
  issue_count       int NOT NULL CHECK (issue_count BETWEEN 1 AND 200),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX lottery_slips_slip_id ON house.lottery_slips (merchant_code, player_id, slip_id);
CREATE INDEX lottery_slips_player ON house.lottery_slips (merchant_code, player_id, round_id DESC);

-- One selection of a slip on one issue. Lines are re-expanded from the selection when settled.
--   PENDING → WON | LOST | REFUNDED (issue cancelled, a chase stopped on a win, a voided slip) | VOID
-- A win or refund is paid by its own wallet call (payout: DUE → PAID).
CREATE TABLE house.lottery_bets (
  id                    bigserial PRIMARY KEY,
  round_id              bigint NOT NULL REFERENCES house.lottery_slips (round_id),
  issue_id              bigint NOT NULL REFERENCES house.lottery_issues (id),
  odds_id               bigint NOT NULL REFERENCES house.lottery_odds (id),
  merchant_code         text NOT NULL,
  player_id             text NOT NULL,
  play_type             text NOT NULL CHECK (length(play_type) <= 40),
  selection             jsonb NOT NULL,
  line_count            int NOT NULL CHECK (line_count > 0),
  stake_per_line_cents  bigint NOT NULL CHECK (stake_per_line_cents > 0),
  stake_cents           bigint NOT NULL CHECK (stake_cents > 0),
  status                text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'WON', 'LOST', 'REFUNDED', 'VOID')),
  win_cents             bigint CHECK (win_cents >= 0),
  hits                  jsonb,
  payout                text CHECK (payout IN ('DUE', 'PAID')),
  settled_at            timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'PENDING') = (win_cents IS NULL))
);
CREATE INDEX lottery_bets_issue ON house.lottery_bets (issue_id, id);
CREATE INDEX lottery_bets_round ON house.lottery_bets (round_id);
CREATE INDEX lottery_bets_player ON house.lottery_bets (merchant_code, player_id, id DESC);
CREATE INDEX lottery_bets_payout_due ON house.lottery_bets (round_id) WHERE payout = 'DUE';

-- What an issue would pay on each number if it came up (the largest prize of every line on it): a number
-- closes for new stakes once this reaches the game's cap.
CREATE TABLE house.lottery_exposure (
  issue_id          bigint NOT NULL REFERENCES house.lottery_issues (id),
  key               text NOT NULL CHECK (length(key) <= 40),
  payout_cents      bigint NOT NULL CHECK (payout_cents >= 0),
  PRIMARY KEY (issue_id, key)
);

-- A committed seed never changes (not a chain's, not an issue's), nor a drawn result or its entropy.
CREATE FUNCTION house.refuse_lottery_seed_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a committed seed cannot change (%.%)', TG_TABLE_NAME, TG_ARGV[0]
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER lottery_chains_seed_fixed BEFORE UPDATE OF anchor, terminal_seed, length ON house.lottery_chains
  FOR EACH ROW WHEN (OLD.anchor IS DISTINCT FROM NEW.anchor OR OLD.terminal_seed IS DISTINCT FROM NEW.terminal_seed
    OR OLD.length IS DISTINCT FROM NEW.length)
  EXECUTE FUNCTION house.refuse_lottery_seed_change('anchor');
CREATE TRIGGER lottery_issues_seed_fixed BEFORE UPDATE OF server_seed, server_seed_hash, chain_id, chain_pos ON house.lottery_issues
  FOR EACH ROW WHEN (OLD.server_seed IS DISTINCT FROM NEW.server_seed OR OLD.server_seed_hash IS DISTINCT FROM NEW.server_seed_hash
    OR OLD.chain_id IS DISTINCT FROM NEW.chain_id OR OLD.chain_pos IS DISTINCT FROM NEW.chain_pos)
  EXECUTE FUNCTION house.refuse_lottery_seed_change('server_seed');
CREATE TRIGGER lottery_issues_result_fixed BEFORE UPDATE OF result, entropy, contributions ON house.lottery_issues
  FOR EACH ROW WHEN (OLD.result IS NOT NULL AND (OLD.result IS DISTINCT FROM NEW.result
    OR OLD.entropy IS DISTINCT FROM NEW.entropy OR OLD.contributions IS DISTINCT FROM NEW.contributions))
  EXECUTE FUNCTION house.refuse_lottery_seed_change('result');

-- A slip is a wallet round like any other.
ALTER TABLE house.rounds DROP CONSTRAINT rounds_kind_check;
ALTER TABLE house.rounds ADD CONSTRAINT rounds_kind_check CHECK (kind IN ('slot', 'fish', 'baccarat', 'events', 'lottery'));
