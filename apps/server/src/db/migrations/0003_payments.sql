-- Payments: deposit channels, deposits, the sandbox gateway's own records, bank accounts bound in the
-- security centre, withdrawals with the confirmation flow of seed 001 §4, and e-mail binding codes.
-- Depends only on 0001 (members, merchants, ledger tables). Money is bigint minor units.

CREATE TABLE deposit_channels (
  id                  serial PRIMARY KEY,
  merchant_id         int NOT NULL REFERENCES merchants(id),
  code                text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  type                text NOT NULL CHECK (type IN ('BANK_TRANSFER', 'ONLINE_GATEWAY')),
  -- Display names per language code; "en" is the fallback.
  names               jsonb NOT NULL,
  gateway             text CHECK (gateway IS NULL OR gateway ~ '^[a-z0-9_-]{2,32}$'),
  min_amount          bigint NOT NULL CHECK (min_amount > 0),
  max_amount          bigint NOT NULL,
  quick_amounts       bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(quick_amounts) <= 8),
  bank_name           text CHECK (length(bank_name) <= 60),
  bank_account_name   text CHECK (length(bank_account_name) <= 80),
  bank_account_number text CHECK (length(bank_account_number) <= 40),
  enabled             boolean NOT NULL DEFAULT true,
  sort                int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code),
  CHECK (max_amount >= min_amount),
  CHECK (type <> 'ONLINE_GATEWAY' OR gateway IS NOT NULL),
  CHECK (type <> 'BANK_TRANSFER' OR (bank_name IS NOT NULL AND bank_account_name IS NOT NULL AND bank_account_number IS NOT NULL))
);

CREATE TABLE deposits (
  id              bigserial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  channel_id      int NOT NULL REFERENCES deposit_channels(id),
  channel_code    text NOT NULL,
  type            text NOT NULL CHECK (type IN ('BANK_TRANSFER', 'ONLINE_GATEWAY')),
  amount          bigint NOT NULL CHECK (amount > 0),
  -- The player's unique reference: quoted on a bank transfer, and the gateway's order id.
  reference       text NOT NULL CHECK (length(reference) <= 32),
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'REJECTED', 'FAILED', 'CANCELLED')),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  request_hash    text NOT NULL,
  gateway         text,
  gateway_payment_id text,
  receipt_file    text,
  reject_reason   text CHECK (length(reject_reason) <= 500),
  staff_id        bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  paid_at         timestamptz,
  UNIQUE (merchant_id, reference),
  UNIQUE (merchant_id, member_id, idempotency_key)
);
CREATE INDEX deposits_member ON deposits (merchant_id, member_id, id DESC);
CREATE INDEX deposits_queue ON deposits (merchant_id, status, id) WHERE status = 'PENDING';

-- The built-in sandbox gateway's own book: what the payer chose on its hosted page. It plays the part
-- of an external gateway, so it never touches deposits directly; it only sends signed webhooks.
CREATE TABLE sandbox_gateway_payments (
  id            uuid PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  merchant_code text NOT NULL,
  reference     text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      char(3) NOT NULL,
  outcome       text CHECK (outcome IN ('PAID', 'FAILED', 'CANCELLED')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  UNIQUE (merchant_id, reference)
);

-- Soft-deleted (removed_at) because withdrawals keep pointing at the account they paid to.
CREATE TABLE bank_accounts (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  bank_name      text NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 60),
  account_name   text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 80),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,30}$'),
  created_at     timestamptz NOT NULL DEFAULT now(),
  removed_at     timestamptz
);
CREATE UNIQUE INDEX bank_accounts_live ON bank_accounts (merchant_id, member_id, bank_name, account_number) WHERE removed_at IS NULL;
CREATE INDEX bank_accounts_member ON bank_accounts (merchant_id, member_id) WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  bank_account_id  bigint NOT NULL REFERENCES bank_accounts(id),
  -- Snapshot of the payee, so a later removal of the bank account does not change history.
  bank_name        text NOT NULL,
  account_name     text NOT NULL,
  account_number   text NOT NULL,
  channel_code     text NOT NULL CHECK (length(channel_code) <= 32),
  amount           bigint NOT NULL CHECK (amount > 0),
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN
                     ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'NOT_RECEIVED', 'FORCED_RECEIVED', 'REFUNDED')),
  payout_kind      text CHECK (payout_kind IN ('FULL', 'PARTIAL')),
  paid_amount      bigint CHECK (paid_amount > 0),
  remaining_amount bigint CHECK (remaining_amount >= 0),
  receipt_source   text CHECK (receipt_source IN ('PLAYER', 'AUTO', 'STAFF')),
  proof_file       text,
  reject_reason    text CHECK (length(reject_reason) <= 500),
  staff_id         bigint,
  idempotency_key  text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  request_hash     text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  paid_at          timestamptz,
  confirm_deadline timestamptz,
  confirmed_at     timestamptz,
  UNIQUE (merchant_id, member_id, idempotency_key),
  CHECK (paid_amount IS NULL OR paid_amount <= amount)
);
CREATE INDEX withdrawals_member ON withdrawals (merchant_id, member_id, id DESC);
CREATE INDEX withdrawals_daily ON withdrawals (merchant_id, member_id, channel_code, created_at);
CREATE INDEX withdrawals_queue ON withdrawals (merchant_id, status, id)
  WHERE status IN ('PENDING', 'APPROVED', 'NOT_RECEIVED');

-- E-mail binding codes (SMS codes for binding a mobile reuse sms_codes through the verification module).
CREATE TABLE email_bind_codes (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  email       text NOT NULL CHECK (length(email) <= 120),
  code_hash   bytea NOT NULL,
  attempts    smallint NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_bind_codes_member ON email_bind_codes (merchant_id, member_id, created_at DESC);

-- Profile fields of seed 001 §3 that 0001 has no column for.
CREATE TABLE member_profiles (
  merchant_id      int NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  birthday         date,
  address          text CHECK (length(address) <= 200),
  nationality      text CHECK (length(nationality) <= 60),
  occupation       text CHECK (length(occupation) <= 60),
  source_of_income text CHECK (length(source_of_income) <= 60),
  telegram         text CHECK (length(telegram) <= 60),
  zalo             text CHECK (length(zalo) <= 60),
  skype            text CHECK (length(skype) <= 60),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id)
);
