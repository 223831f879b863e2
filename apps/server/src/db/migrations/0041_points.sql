-- Points (issue 14 §1, decision 054): earned on settled bets and deposits, redeemed in the mall or converted to
-- money. Points are their own currency on the ledger ('PTS', hundredths of a point): a member's POINTS account and
-- the house's POINTS_ISSUED account, so ledger:verify covers them like money.

-- The merchant's rates. Ratios are points (in hundredths) per 1.00 of valid bet in a category, or of a deposit:
-- 70 = 0.70 points a peso. Conversion: `convert_points_per_unit` whole points buy 1.00 of money.
CREATE TABLE points_settings (
  merchant_id             int PRIMARY KEY REFERENCES merchants(id),
  category_ratios         jsonb NOT NULL,
  deposit_ratio           int NOT NULL CHECK (deposit_ratio BETWEEN 0 AND 100000),
  convert_points_per_unit int NOT NULL CHECK (convert_points_per_unit BETWEEN 1 AND 1000000),
  convert_min_points      bigint NOT NULL CHECK (convert_min_points >= 1),
  updated_at              timestamptz NOT NULL DEFAULT now()
);

-- A round counts for points when it closes, and again when a bet of it is rolled back after it closed: the
-- statement that does either stamps its transaction here, and the points feed takes each stamped round once per
-- stamp by transaction snapshots (as the team-figures feed reads the ledger). Rounds closed before points existed
-- hold 3, which the feed's first snapshot does not see, so its first run takes them in once.
ALTER TABLE game_rounds ADD COLUMN points_xid xid8;
UPDATE game_rounds SET points_xid = '3' WHERE status = 'CLOSED';
CREATE INDEX game_rounds_points ON game_rounds (points_xid) WHERE points_xid IS NOT NULL;

-- What each round has earned so far: a later rollback takes back the share of the stake it removed.
CREATE TABLE points_rounds (
  round_id     bigint PRIMARY KEY REFERENCES game_rounds(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  stake_minor  bigint NOT NULL CHECK (stake_minor >= 0),
  points       bigint NOT NULL CHECK (points >= 0)
);

INSERT INTO feed_cursors (name, seen) VALUES ('points', '3:3:');
-- Each run's number makes its ledger keys ('pts:<run>:<kind>:<member>') new by construction.
CREATE SEQUENCE points_feed_runs;
CREATE FUNCTION points_lock_key() RETURNS bigint
  LANGUAGE sql IMMUTABLE RETURN hashtextextended('points', 0);

-- The mall. `stock` null means unlimited; `member_limit` null means no limit per member. A CASH reward credits
-- `cash_minor` to MAIN; a PHYSICAL one is delivered to the address the member gives.
CREATE TABLE points_rewards (
  id                  bigserial PRIMARY KEY,
  merchant_id         int NOT NULL REFERENCES merchants(id),
  kind                text NOT NULL CHECK (kind IN ('CASH', 'PHYSICAL')),
  names               jsonb NOT NULL,
  descriptions        jsonb NOT NULL,
  art                 text NOT NULL CHECK (length(art) BETWEEN 1 AND 40),
  points_cost         bigint NOT NULL CHECK (points_cost > 0),
  cash_minor          bigint NOT NULL DEFAULT 0 CHECK (cash_minor >= 0),
  required_deposit_minor bigint NOT NULL DEFAULT 0 CHECK (required_deposit_minor >= 0),
  stock               int CHECK (stock >= 0),
  member_limit        int CHECK (member_limit >= 1),
  auto_approve        boolean NOT NULL DEFAULT false,
  status              text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'HIDDEN')),
  sort                int NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'CASH') = (cash_minor > 0))
);
CREATE INDEX points_rewards_list ON points_rewards (merchant_id, status, sort, id);

-- A redemption: the points leave at once (and come back on rejection); stock is taken at once too.
CREATE TABLE points_redemptions (
  id                bigserial PRIMARY KEY,
  merchant_id       int NOT NULL REFERENCES merchants(id),
  member_id         bigint NOT NULL REFERENCES members(id),
  reward_id         bigint NOT NULL REFERENCES points_rewards(id),
  request_id        text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  quantity          int NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  points            bigint NOT NULL CHECK (points > 0),
  cash_minor        bigint NOT NULL DEFAULT 0 CHECK (cash_minor >= 0),
  receiving_address text CHECK (length(receiving_address) <= 300),
  mobile            text CHECK (length(mobile) <= 30),
  remark            text CHECK (length(remark) <= 300),
  status            text NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
  reason            text CHECK (length(reason) <= 300),
  reviewed_by       bigint REFERENCES staff(id),
  reviewed_at       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX points_redemptions_member ON points_redemptions (member_id, id DESC);
CREATE INDEX points_redemptions_queue ON points_redemptions (merchant_id, status, id);
CREATE INDEX points_redemptions_reward ON points_redemptions (reward_id, member_id) WHERE status <> 'REJECTED';

-- A conversion of points to money: one row per request, the two postings (points, money) keyed by its id.
CREATE TABLE points_conversions (
  id          bigserial PRIMARY KEY,
  merchant_id int NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  request_id  text NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  points      bigint NOT NULL CHECK (points > 0),
  cash_minor  bigint NOT NULL CHECK (cash_minor > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
