-- Promotions, participation and bonus money (issue 13, decision 049).

-- A promotion: type, tab, staff's status, period, texts per language, drawn artwork, the two rules (JSON checked by
-- the contract's schemas per type) and a budget. `spent` grows in the statement that pays, never past `budget`.
CREATE TABLE promotions (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  type        text NOT NULL CHECK (type IN ('SIGNUP', 'DEPOSIT_BONUS', 'REGISTRATION', 'REBATE', 'RAFFLE',
                'RED_ENVELOPE', 'APPLICATION', 'REFERRAL')),
  category    text NOT NULL CHECK (category IN ('NEW_MEMBER', 'DEPOSIT', 'REBATE', 'EVENT', 'VIP')),
  status      text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'LIVE', 'PAUSED')),
  title       jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title <> '{}' AND octet_length(title::text) <= 4000),
  summary     jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(summary) = 'object' AND octet_length(summary::text) <= 8000),
  rules_html  jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(rules_html) = 'object' AND octet_length(rules_html::text) <= 160000),
  artwork     text NOT NULL CHECK (length(artwork) <= 40),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  eligibility jsonb NOT NULL DEFAULT '{}' CHECK (octet_length(eligibility::text) <= 4000),
  reward      jsonb NOT NULL CHECK (octet_length(reward::text) <= 8000),
  budget      bigint CHECK (budget > 0),
  spent       bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
  sort        int NOT NULL DEFAULT 0,
  revision    int NOT NULL DEFAULT 1,
  created_by  bigint REFERENCES staff(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CONSTRAINT promotions_within_budget CHECK (budget IS NULL OR spent <= budget)
);
CREATE INDEX promotions_listed ON promotions (merchant_id, sort, id) WHERE status <> 'DRAFT';

-- A member's part in a promotion, once per cycle ('ONCE', or the merchant's day 'YYYY-MM-DD' for a daily one).
-- `reward` is what was issued or paid; `device_hash` / `ip` are kept only when the promotion allows one entry per
-- device and IP, and their unique indexes enforce it.
CREATE TABLE promotion_entries (
  id           bigserial PRIMARY KEY,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  promotion_id bigint NOT NULL REFERENCES promotions(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  cycle        text NOT NULL CHECK (cycle ~ '^(ONCE|\d{4}-\d{2}-\d{2})$'),
  state        text NOT NULL CHECK (state IN ('JOINED', 'APPLYING', 'REJECTED', 'PROCESS', 'ISSUED', 'CLAIMED', 'CLOSE')),
  reward       bigint CHECK (reward >= 0),
  claim_until  timestamptz,
  reason       text CHECK (length(reason) <= 200),
  device_hash  bytea,
  ip           text CHECK (length(ip) <= 64),
  joined_at    timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promotion_id, member_id, cycle),
  CHECK ((state = 'ISSUED') <= (reward IS NOT NULL AND claim_until IS NOT NULL))
);
CREATE UNIQUE INDEX promotion_entries_device ON promotion_entries (promotion_id, cycle, device_hash)
  WHERE device_hash IS NOT NULL;
CREATE UNIQUE INDEX promotion_entries_ip ON promotion_entries (promotion_id, cycle, ip) WHERE ip IS NOT NULL;
CREATE INDEX promotion_entries_member ON promotion_entries (member_id, id DESC);
-- Deposits look for the member's joined deposit bonus; the reward centre for what waits to be claimed.
CREATE INDEX promotion_entries_open ON promotion_entries (member_id) WHERE state IN ('JOINED', 'ISSUED');

-- Bonus money being wagered. What the player was shown is copied from the promotion's rule when it is issued
-- (requirement, weights per category, max bet, expiry, withdrawal rule), so editing a promotion changes no running
-- bonus. One ACTIVE bonus per member. The money sits in the member's BONUS account (decision 049).
CREATE TABLE bonuses (
  id                bigserial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  member_id         bigint NOT NULL REFERENCES members(id),
  promotion_id      bigint NOT NULL REFERENCES promotions(id),
  entry_id          bigint NOT NULL UNIQUE REFERENCES promotion_entries(id),
  deposit_id        bigint REFERENCES deposits(id),
  amount            bigint NOT NULL CHECK (amount > 0),
  wagering_required bigint NOT NULL CHECK (wagering_required >= 0),
  wagering_done     bigint NOT NULL DEFAULT 0 CHECK (wagering_done >= 0),
  weights           jsonb NOT NULL CHECK (jsonb_typeof(weights) = 'object' AND octet_length(weights::text) <= 1000),
  max_bet           bigint CHECK (max_bet > 0),
  withdraw_rule     text NOT NULL CHECK (withdraw_rule IN ('FORFEIT', 'BLOCK')),
  state             text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'RELEASED', 'FORFEITED')),
  end_reason        text CHECK (end_reason IN ('WAGERED', 'EXPIRED', 'WITHDRAWAL', 'STAFF')),
  staff_id          bigint REFERENCES staff(id),
  issued_at         timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL,
  ended_at          timestamptz,
  CHECK (expires_at > issued_at),
  CHECK ((state = 'ACTIVE') = (ended_at IS NULL)),
  CHECK ((state = 'ACTIVE') = (end_reason IS NULL))
);
CREATE UNIQUE INDEX bonuses_one_active ON bonuses (member_id) WHERE state = 'ACTIVE';
CREATE INDEX bonuses_member ON bonuses (member_id, id DESC);
CREATE INDEX bonuses_expiring ON bonuses (expires_at) WHERE state = 'ACTIVE';

-- The wagering feed (decision 049) starts now: no bonus existed before, so no earlier posting can count.
INSERT INTO feed_cursors (name, seen) VALUES ('wagering', pg_current_snapshot());

CREATE FUNCTION wagering_lock_key() RETURNS bigint
  LANGUAGE sql IMMUTABLE RETURN hashtextextended('wagering', 0);
