-- Back office: staff accounts and sessions, login throttling, the append-only audit log and
-- balance adjustments with dual approval. Depends only on 0001 (merchants, members).

CREATE TABLE staff (
  id                bigserial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  username          text NOT NULL CHECK (username ~ '^[a-z0-9_.-]{3,32}$'),
  display_name      text NOT NULL DEFAULT '' CHECK (length(display_name) <= 80),
  role              text NOT NULL CHECK (role IN ('admin', 'finance', 'support')),
  password_hash     text NOT NULL,
  -- Base32 TOTP secret; confirmed once the staff member proved a code from it.
  totp_secret       text,
  totp_confirmed_at timestamptz,
  -- Last accepted 30-second step: a code is accepted once (no replay within its window).
  totp_last_step    bigint,
  status            text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  last_login_at     timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, username)
);

CREATE TABLE staff_sessions (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  staff_id     bigint NOT NULL REFERENCES staff(id),
  token_hash   bytea NOT NULL UNIQUE,
  ip           text,
  user_agent   text CHECK (length(user_agent) <= 300),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (merchant_id, staff_id, ip);

-- Failed sign-ins per (merchant, username, IP): each failure past the free ones doubles the wait.
-- Keyed by IP too, so an attacker elsewhere cannot lock the real staff member out.
CREATE TABLE staff_login_throttle (
  key             text PRIMARY KEY CHECK (length(key) <= 200),
  failures        int NOT NULL,
  next_allowed_at timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  staff_id    bigint REFERENCES staff(id),
  staff_name  text NOT NULL,
  action      text NOT NULL CHECK (length(action) <= 60),
  target_type text NOT NULL CHECK (length(target_type) <= 40),
  target_id   text NOT NULL CHECK (length(target_id) <= 80),
  before      jsonb,
  after       jsonb,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_recent ON audit_log (merchant_id, created_at DESC, id DESC);
CREATE INDEX audit_log_target ON audit_log (merchant_id, target_type, target_id);

-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (the application role included).
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

CREATE TABLE balance_adjustments (
  id                    bigserial PRIMARY KEY,
  merchant_id           int NOT NULL REFERENCES merchants(id),
  member_id             bigint NOT NULL REFERENCES members(id),
  wallet_code           text NOT NULL,
  direction             text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_minor          bigint NOT NULL CHECK (amount_minor > 0),
  reason                text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  idempotency_key       text NOT NULL CHECK (length(idempotency_key) <= 80),
  request_hash          text NOT NULL,
  status                text NOT NULL CHECK (status IN ('PENDING', 'APPLIED', 'REJECTED')),
  requested_by          bigint NOT NULL REFERENCES staff(id),
  requested_at          timestamptz NOT NULL DEFAULT now(),
  decided_by            bigint REFERENCES staff(id),
  decided_at            timestamptz,
  decision_note         text CHECK (length(decision_note) <= 500),
  ledger_transaction_id bigint,
  UNIQUE (merchant_id, idempotency_key),
  -- The four-eyes rule also holds in the database: nobody decides their own request. Adjustments
  -- under the threshold are applied at once with decided_by left NULL.
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_status ON balance_adjustments (merchant_id, status, id DESC);
CREATE INDEX balance_adjustments_member ON balance_adjustments (merchant_id, member_id, id DESC);
