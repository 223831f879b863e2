-- VIP ranks (issue 14 §3, decision 057): a ladder per merchant, each member's rank and its history, the queue the
-- team-figures feed fills for the upgrade job, the monthly review's runs and the birthday bonuses paid.

-- The merchant's rules: the rolling window the thresholds are measured over, and how many monthly reviews a member may
-- miss before dropping a level. `reviews_from`: the first month reviewed (the month after the ladder appeared, so a
-- member ranked today is not reviewed on figures of before the ladder existed).
CREATE TABLE vip_settings (
  merchant_id   int PRIMARY KEY REFERENCES merchants(id),
  window_days   int NOT NULL DEFAULT 90 CHECK (window_days BETWEEN 7 AND 365),
  grace_reviews int NOT NULL DEFAULT 1 CHECK (grace_reviews BETWEEN 0 AND 12),
  reviews_from  date NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- The ladder: level 1..20, each reached when both thresholds are met over the window (minor units). Benefits:
-- points multiplier (percent: 100 = 1.00×), withdrawal limits (null = the channel's own), a rebate bonus in basis
-- points added to every rebate rate that pays the member, a birthday bonus (minor units, 0 = none), a service line.
CREATE TABLE vip_ranks (
  merchant_id            int NOT NULL REFERENCES merchants(id),
  level                  smallint NOT NULL CHECK (level BETWEEN 1 AND 20),
  names                  jsonb NOT NULL CHECK (length(names::text) <= 2000),
  deposit_minor          bigint NOT NULL CHECK (deposit_minor >= 0),
  valid_bet_minor        bigint NOT NULL CHECK (valid_bet_minor >= 0),
  points_multiplier_pct  int NOT NULL DEFAULT 100 CHECK (points_multiplier_pct BETWEEN 100 AND 1000),
  withdraw_daily_count   int CHECK (withdraw_daily_count BETWEEN 1 AND 100),
  withdraw_max_minor     bigint CHECK (withdraw_max_minor > 0),
  rebate_bonus_bp        int NOT NULL DEFAULT 0 CHECK (rebate_bonus_bp BETWEEN 0 AND 1000),
  birthday_bonus_minor   bigint NOT NULL DEFAULT 0 CHECK (birthday_bonus_minor >= 0),
  service_line           text CHECK (length(service_line) <= 120),
  service_url            text CHECK (length(service_url) <= 300),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, level)
);

-- A member's rank. No row (or level 0) is no rank and no club label. `grace_used`: reviews missed in a row at this
-- level; `reviewed_month`: the last monthly review that looked at the member (a rerun skips them).
CREATE TABLE member_vip (
  member_id      bigint PRIMARY KEY REFERENCES members(id),
  merchant_id    int NOT NULL REFERENCES merchants(id),
  level          smallint NOT NULL CHECK (level BETWEEN 0 AND 20),
  since          timestamptz NOT NULL DEFAULT now(),
  grace_used     smallint NOT NULL DEFAULT 0 CHECK (grace_used BETWEEN 0 AND 12),
  reviewed_month date,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- The monthly review walks a merchant's ranked members in id order; the messages' rank segment counts them.
CREATE INDEX member_vip_ranked ON member_vip (merchant_id, member_id) WHERE level > 0;
CREATE INDEX member_vip_level ON member_vip (merchant_id, level) WHERE level > 0;

-- Every change of rank, with the window's figures that decided it (a staff change: who, and why).
CREATE TABLE member_vip_history (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  member_id        bigint NOT NULL REFERENCES members(id),
  from_level       smallint NOT NULL CHECK (from_level BETWEEN 0 AND 20),
  to_level         smallint NOT NULL CHECK (to_level BETWEEN 0 AND 20),
  reason           text NOT NULL CHECK (reason IN ('UPGRADE', 'DOWNGRADE', 'STAFF')),
  deposit_minor    bigint NOT NULL,
  valid_bet_minor  bigint NOT NULL,
  staff_id         bigint REFERENCES staff(id),
  note             text CHECK (length(note) <= 300),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (from_level <> to_level),
  CHECK ((reason = 'STAFF') = (staff_id IS NOT NULL))
);
CREATE INDEX member_vip_history_member ON member_vip_history (member_id, id DESC);

-- Members whose deposits or valid bets changed since the upgrade job last looked: the team-figures feed upserts them
-- in the statement that adds their days, the job takes a bounded batch (SKIP LOCKED) and deletes what it took in the
-- same transaction as the ranks it writes.
CREATE TABLE vip_queue (
  member_id   bigint PRIMARY KEY REFERENCES members(id),
  merchant_id int NOT NULL REFERENCES merchants(id),
  queued_at   timestamptz NOT NULL DEFAULT now()
);

-- The monthly review of a merchant, once per month (the merchant's calendar): resumable from the last member id a
-- committed chunk reviewed.
CREATE TABLE vip_review_runs (
  merchant_id     int NOT NULL REFERENCES merchants(id),
  month           date NOT NULL CHECK (extract(day FROM month) = 1),
  state           text NOT NULL DEFAULT 'RUNNING' CHECK (state IN ('RUNNING', 'DONE')),
  after_member_id bigint NOT NULL DEFAULT 0,
  kept            int NOT NULL DEFAULT 0,
  graced          int NOT NULL DEFAULT 0,
  downgraded      int NOT NULL DEFAULT 0,
  started_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  PRIMARY KEY (merchant_id, month)
);

-- A birthday bonus, once per member and year (the ledger key `vip-birthday:<member>:<year>` is the last guard).
CREATE TABLE vip_birthday_bonuses (
  member_id    bigint NOT NULL REFERENCES members(id),
  year         smallint NOT NULL,
  merchant_id  int NOT NULL REFERENCES merchants(id),
  level        smallint NOT NULL CHECK (level BETWEEN 1 AND 20),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  paid_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, year)
);
-- The days whose birthdays a merchant has paid: later ticks of the same day skip the scan.
CREATE TABLE vip_birthday_days (
  merchant_id int NOT NULL REFERENCES merchants(id),
  day         date NOT NULL,
  paid        int NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day)
);

-- Members who already have days in a window when ranks arrive are looked at by the job's first run.
INSERT INTO vip_queue (member_id, merchant_id)
SELECT DISTINCT d.member_id, m.merchant_id
FROM member_days d JOIN members m ON m.id = d.member_id
WHERE d.day >= current_date - 365 AND (d.deposits <> 0 OR d.stake <> 0) AND m.agent_type <> 4
ON CONFLICT DO NOTHING;

-- The messages' VIP rank segment (decision 055: one more audience; its key is the rank level, ≥ 1).
ALTER TABLE member_messages DROP CONSTRAINT member_messages_audience_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_audience_check
  CHECK (audience IN ('EVERYONE', 'AGENT_TEAM', 'MEMBER', 'VIP_RANK'));
