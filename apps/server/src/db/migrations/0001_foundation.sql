-- Foundation: merchants and their settings, members and sessions, verification codes, rate limits,
-- outbox, notices and the vendor catalogue for navigation. Every row is scoped by merchant_id.

CREATE TABLE merchants (
  id               serial PRIMARY KEY,
  code             text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name             text NOT NULL CHECK (length(name) <= 80),
  currency         char(3) NOT NULL,
  currency_symbol  text NOT NULL DEFAULT 'P' CHECK (length(currency_symbol) <= 4),
  default_language text NOT NULL DEFAULT 'en',
  min_age          smallint NOT NULL DEFAULT 18 CHECK (min_age BETWEEN 18 AND 25),
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchant_domains (
  domain      text PRIMARY KEY CHECK (length(domain) <= 255),
  merchant_id int NOT NULL REFERENCES merchants(id),
  speed       int NOT NULL DEFAULT 0
);
CREATE INDEX merchant_domains_merchant ON merchant_domains (merchant_id);

-- Switches, resources, customer service, maintenance and region rules: one validated JSON document
-- per merchant (ZMerchantSettings), so the back office can edit them without migrations.
CREATE TABLE merchant_settings (
  merchant_id int PRIMARY KEY REFERENCES merchants(id),
  settings    jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE register_rules (
  merchant_id int NOT NULL REFERENCES merchants(id),
  field       text NOT NULL,
  visible     boolean NOT NULL,
  required    boolean NOT NULL,
  pattern_id  smallint NOT NULL CHECK (pattern_id BETWEEN 0 AND 20),
  min_length  smallint NOT NULL CHECK (min_length >= 0),
  max_length  smallint NOT NULL CHECK (max_length >= min_length AND max_length <= 255),
  PRIMARY KEY (merchant_id, field)
);

CREATE TABLE whitelabel_modules (
  merchant_id int NOT NULL REFERENCES merchants(id),
  mod_id      text NOT NULL,
  parent_id   text,
  enabled     boolean NOT NULL DEFAULT true,
  sort        int NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, mod_id)
);

-- Per-deployment secrets shared by every API instance (sealing key pair, HMAC secret).
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id                    bigserial PRIMARY KEY,
  merchant_id           int NOT NULL REFERENCES merchants(id),
  username              text NOT NULL CHECK (length(username) BETWEEN 1 AND 32),
  password_hash         text NOT NULL,
  -- A temporary password sent by e-mail works beside the real one until used or expired,
  -- so a stranger who knows the username and e-mail cannot lock the owner out.
  temp_password_hash    text,
  temp_password_expires timestamptz,
  must_change_password  boolean NOT NULL DEFAULT false,
  password_changed_at   timestamptz NOT NULL DEFAULT now(),
  nickname              text NOT NULL DEFAULT '' CHECK (length(nickname) <= 40),
  agent_type            smallint NOT NULL DEFAULT 0,
  upline_id             bigint REFERENCES members(id),
  affiliate_code        text UNIQUE,
  referral_code         text,
  recommender_id        text,
  dialing_code          text,
  mobile_num            text,
  email                 text,
  payee_name            text,
  qq_num                text,
  line_id               text,
  whatsapp              text,
  facebook              text,
  wechat                text,
  id_number             text,
  payment_password_hash text,
  avatar                text NOT NULL DEFAULT 'avatar-1',
  avatar_type           text NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('STATIC', 'CUSTOM')),
  language              text NOT NULL DEFAULT 'en',
  status                text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DISABLED')),
  register_method       text NOT NULL DEFAULT 'WEB',
  register_ip           text,
  register_url          text,
  domain                text,
  first_login_at        timestamptz,
  last_login_at         timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_username ON members (merchant_id, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX members_email ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;

CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  token_hash   bytea NOT NULL UNIQUE,
  login_type   text NOT NULL,
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_member ON sessions (merchant_id, member_id) WHERE revoked_at IS NULL;

CREATE TABLE sms_codes (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  purpose      text NOT NULL CHECK (purpose IN ('login', 'register', 'forgot')),
  dialing_code text NOT NULL,
  mobile_num   text NOT NULL,
  code_hash    bytea NOT NULL,
  attempts     smallint NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_lookup ON sms_codes (merchant_id, purpose, dialing_code, mobile_num, created_at DESC);

CREATE TABLE captcha_challenges (
  id          uuid PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  answer_hash bytea NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Solved ALTCHA challenges, so one proof of work cannot be replayed.
CREATE TABLE human_checks_used (
  signature  text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Fixed-window counters; shared by all instances.
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         int NOT NULL,
  locked_until timestamptz
);

CREATE TABLE outbox_messages (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  subject     text,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recent ON outbox_messages (merchant_id, created_at DESC);

CREATE TABLE game_vendors (
  id              serial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  account_type_id int NOT NULL,
  vassalage       text NOT NULL,
  display_name    text NOT NULL,
  category        text NOT NULL,
  icon            text NOT NULL,
  is_hot          boolean NOT NULL DEFAULT false,
  wallet_mode     text NOT NULL DEFAULT 'SEAMLESS' CHECK (wallet_mode IN ('SEAMLESS', 'TRANSFER')),
  status          text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'MAINTENANCE', 'DISABLED')),
  allows_trial    boolean NOT NULL DEFAULT true,
  sort            int NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, vassalage, category)
);

CREATE TABLE announcements (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  type         text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  language     text,
  title        text NOT NULL CHECK (length(title) <= 200),
  content_html text NOT NULL CHECK (length(content_html) <= 20000),
  popup        boolean NOT NULL DEFAULT false,
  sort         int NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz
);
CREATE INDEX announcements_list ON announcements (merchant_id, type, published_at DESC);

CREATE TABLE banners (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  group_code  text NOT NULL CHECK (group_code IN ('home', 'w_login', 'w_register')),
  language    text,
  title       text NOT NULL CHECK (length(title) <= 120),
  subtitle    text NOT NULL DEFAULT '' CHECK (length(subtitle) <= 240),
  artwork     text NOT NULL,
  link_url    text,
  sort        int NOT NULL DEFAULT 0
);
CREATE INDEX banners_group ON banners (merchant_id, group_code, sort);

-- The ledger's first tables: the wallet issue builds deposits, withdrawals and vendor wallets on them.
-- Player balances are cached on the account row and can never go negative.
CREATE TABLE ledger_accounts (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint REFERENCES members(id),
  code        text NOT NULL,
  currency    char(3) NOT NULL,
  balance     bigint NOT NULL DEFAULT 0,
  is_house    boolean NOT NULL,
  CHECK (is_house OR balance >= 0),
  CHECK (is_house = (member_id IS NULL))
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (merchant_id, member_id, code) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (merchant_id, code) WHERE member_id IS NULL;

CREATE TABLE ledger_transactions (
  id              bigserial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  idempotency_key text NOT NULL,
  kind            text NOT NULL,
  request_hash    text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);

CREATE TABLE ledger_entries (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts(id),
  amount         bigint NOT NULL CHECK (amount <> 0),
  balance_after  bigint NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);
