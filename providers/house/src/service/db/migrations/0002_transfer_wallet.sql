-- The transfer wallet API (decision 007, "Transfer wallet API"): for transfer-mode vendors the house
-- keeps each player's balance itself, one wallet per vendor (vassalage) the platform runs in transfer
-- mode; the platform moves money in and out with its own references.

CREATE TABLE house.transfer_wallets (
  merchant_code  text NOT NULL CHECK (length(merchant_code) <= 32),
  vassalage      text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{2,40}$'),
  player_id      text NOT NULL CHECK (length(player_id) <= 40),
  currency       text NOT NULL CHECK (length(currency) = 3),
  display_name   text NOT NULL CHECK (length(display_name) <= 40),
  balance_cents  bigint NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, vassalage, player_id)
);

-- Every transfer the platform asked for, once: the platform's reference is unique per merchant. A
-- refused transfer is kept too, so a late repeat of it is refused again instead of applied.
CREATE TABLE house.transfer_transactions (
  id                   bigserial PRIMARY KEY,
  merchant_code        text NOT NULL,
  reference            text NOT NULL CHECK (length(reference) <= 64),
  vassalage            text NOT NULL,
  player_id            text NOT NULL,
  direction            text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  amount_cents         bigint NOT NULL CHECK (amount_cents > 0),
  currency             text NOT NULL CHECK (length(currency) = 3),
  request_hash         text NOT NULL,
  status               text NOT NULL CHECK (status IN ('APPLIED', 'REFUSED')),
  answer_status        text NOT NULL,
  balance_after_cents  bigint,
  created_at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, reference)
);
CREATE INDEX transfer_transactions_player ON house.transfer_transactions (merchant_code, vassalage, player_id, created_at DESC);

-- A session of a transfer-mode vendor plays against the wallet above, not the platform's: the vendor
-- names it. Its rounds move money here, in the round's own transaction, and never call the wallet API.
ALTER TABLE house.sessions ADD COLUMN transfer_vassalage text;
ALTER TABLE house.rounds ADD COLUMN transfer_vassalage text;
