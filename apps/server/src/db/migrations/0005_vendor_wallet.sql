-- The vendor wallet API (docs/decisions/007): providers, launch tokens, wallet sessions, rounds and
-- the seamless transactions that make each provider call idempotent.

-- A game provider integrated for a merchant: the shared HMAC secret and where its games and transfer
-- API live. The secret signs both directions.
CREATE TABLE provider_accounts (
  id               serial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  provider_code    text NOT NULL CHECK (provider_code ~ '^[A-Z0-9_]{2,20}$'),
  secret           text NOT NULL CHECK (length(secret) >= 32),
  launch_url       text NOT NULL CHECK (length(launch_url) <= 300),
  transfer_api_url text CHECK (length(transfer_api_url) <= 300),
  status           text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  UNIQUE (merchant_id, provider_code)
);

-- Which provider serves a vendor's games (null: not launchable until an operator links one).
ALTER TABLE game_vendors ADD COLUMN provider_code text CHECK (provider_code ~ '^[A-Z0-9_]{2,20}$');

-- One launch: single use, minutes long; the game page trades it for a wallet session.
CREATE TABLE game_launch_tokens (
  token_hash       bytea PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  session_id       bigint NOT NULL REFERENCES sessions(id),
  vendor_id        int NOT NULL REFERENCES game_vendors(id),
  game_code        text NOT NULL,
  provider_game_id text NOT NULL,
  language         text NOT NULL,
  expires_at       timestamptz NOT NULL,
  used_at          timestamptz
);
CREATE INDEX game_launch_tokens_expiry ON game_launch_tokens (expires_at);

-- What a provider holds while the player is in a game. Bets need it live and its site session not
-- revoked (logout, password change); wins and rollbacks never need it.
CREATE TABLE wallet_sessions (
  token_hash       bytea PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  session_id       bigint NOT NULL REFERENCES sessions(id),
  provider_code    text NOT NULL,
  vendor_id        int NOT NULL REFERENCES game_vendors(id),
  game_code        text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL
);
CREATE INDEX wallet_sessions_member ON wallet_sessions (merchant_id, member_id);

-- A round as the provider names it: stake net of rollbacks, wins, and its result for game recall.
CREATE TABLE game_rounds (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  provider_code    text NOT NULL,
  round_ref        text NOT NULL,
  member_id        bigint NOT NULL REFERENCES members(id),
  vendor_id        int NOT NULL REFERENCES game_vendors(id),
  game_code        text NOT NULL,
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  stake_minor      bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  win_minor        bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  bet_count        int NOT NULL DEFAULT 0,
  live_bet_count   int NOT NULL DEFAULT 0,
  balance_before   bigint,
  balance_after    bigint,
  detail           jsonb,
  opened_at        timestamptz NOT NULL DEFAULT now(),
  closed_at        timestamptz,
  UNIQUE (merchant_id, provider_code, round_ref)
);
CREATE INDEX game_rounds_member ON game_rounds (merchant_id, member_id, opened_at DESC);
CREATE INDEX game_rounds_wins ON game_rounds (merchant_id, opened_at DESC) WHERE win_minor > 0;

-- Every money call of a provider, once: the unique key is the provider's transaction id. A repeat
-- answers from this row; a rollback of an unknown bet leaves a row (no money) so the late bet is refused.
CREATE TABLE seamless_transactions (
  id                    bigserial PRIMARY KEY,
  merchant_id           int NOT NULL REFERENCES merchants(id),
  provider_code         text NOT NULL,
  transaction_ref       text NOT NULL,
  kind                  text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK', 'BONUS')),
  member_id             bigint NOT NULL REFERENCES members(id),
  round_id              bigint REFERENCES game_rounds(id),
  reference_ref         text,
  amount_minor          bigint NOT NULL CHECK (amount_minor >= 0),
  request_hash          text NOT NULL,
  status                text NOT NULL CHECK (status IN ('PENDING', 'APPLIED', 'REFUSED', 'ROLLED_BACK')),
  answer_status         text NOT NULL,
  ledger_transaction_id bigint REFERENCES ledger_transactions(id),
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, provider_code, transaction_ref)
);
CREATE INDEX seamless_transactions_reference
  ON seamless_transactions (merchant_id, provider_code, reference_ref) WHERE reference_ref IS NOT NULL;
CREATE INDEX seamless_transactions_round ON seamless_transactions (round_id);
