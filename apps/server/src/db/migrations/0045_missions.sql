-- Missions (issue 14 §2, decision 058): goals counted from settled play and deposits by the points feed, tiers with
-- rewards claimed once (or paid when the mission ends), and a leaderboard read straight from the progress index.

CREATE TABLE missions (
  id               bigserial PRIMARY KEY,
  merchant_id      int NOT NULL REFERENCES merchants(id),
  status           text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'LIVE', 'PAUSED')),
  title            jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object' AND title <> '{}' AND octet_length(title::text) <= 4000),
  summary          jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(summary) = 'object' AND octet_length(summary::text) <= 8000),
  art              text NOT NULL CHECK (length(art) BETWEEN 1 AND 40),
  goal             text NOT NULL CHECK (goal IN ('VALID_BET', 'ROUNDS', 'DAYS_PLAYED', 'DEPOSIT')),
  category         text CHECK (length(category) <= 20),
  game_code        text CHECK (length(game_code) <= 64),
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL,
  leaderboard_size int NOT NULL CHECK (leaderboard_size BETWEEN 3 AND 100),
  sort             int NOT NULL DEFAULT 0,
  -- Players counted so far (a progress row each), kept by the feed so no read counts a large board.
  participants     int NOT NULL DEFAULT 0,
  -- Set once every reached tier left unclaimed at the end has been paid; progress stops counting then.
  settled_at       timestamptz,
  created_by       bigint REFERENCES staff(id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (goal <> 'DEPOSIT' OR (category IS NULL AND game_code IS NULL))
);
CREATE INDEX missions_listed ON missions (merchant_id, sort, id) WHERE status <> 'DRAFT';

-- Targets are minor units for money goals and whole counts otherwise; rewards are minor units (CASH) or hundredths
-- of a point (POINTS). Tiers of a started mission never change (the service refuses), so a claim reads them as paid.
CREATE TABLE mission_tiers (
  mission_id  bigint NOT NULL REFERENCES missions(id),
  tier        smallint NOT NULL CHECK (tier BETWEEN 1 AND 10),
  target      bigint NOT NULL CHECK (target > 0),
  reward_kind text NOT NULL CHECK (reward_kind IN ('CASH', 'POINTS')),
  reward      bigint NOT NULL CHECK (reward > 0),
  PRIMARY KEY (mission_id, tier)
);

-- A player's figure. `reached_at` is when it last grew: equal figures rank by who got there first. No CHECK on
-- `value`: the feed's upsert proposes a signed change (a rollback's) and keeps the stored figure at zero or above.
CREATE TABLE mission_progress (
  mission_id bigint NOT NULL REFERENCES missions(id),
  member_id  bigint NOT NULL REFERENCES members(id),
  value      bigint NOT NULL,
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (mission_id, member_id)
);
-- The leaderboard: the top N and a player's rank are ranges of this index.
CREATE INDEX mission_progress_board ON mission_progress (mission_id, value DESC, reached_at, member_id);

-- Days with play, for DAYS_PLAYED goals (a day counts once, in the merchant's calendar).
CREATE TABLE mission_days (
  mission_id bigint NOT NULL REFERENCES missions(id),
  member_id  bigint NOT NULL REFERENCES members(id),
  day        date NOT NULL,
  PRIMARY KEY (mission_id, member_id, day)
);

-- A tier paid: once per player and tier, by the player's claim or by the end-of-mission payout (AUTO). The
-- ledger posting's key is the claim's id.
CREATE TABLE mission_claims (
  id          bigserial PRIMARY KEY,
  mission_id  bigint NOT NULL REFERENCES missions(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  tier        smallint NOT NULL,
  reward_kind text NOT NULL CHECK (reward_kind IN ('CASH', 'POINTS')),
  reward      bigint NOT NULL CHECK (reward > 0),
  how         text NOT NULL CHECK (how IN ('CLAIMED', 'AUTO')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mission_id, member_id, tier),
  FOREIGN KEY (mission_id, tier) REFERENCES mission_tiers (mission_id, tier)
);
