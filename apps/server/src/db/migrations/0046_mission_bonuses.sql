-- Mission tiers that pay bonus money to wager (issue 14 §2, decision 060). A bonus was a promotion entry's; it may now
-- come from a mission claim instead — exactly one source. A member still runs one bonus at a time, so a bonus tier
-- reached while another bonus runs waits (mission_bonus_waits) and is issued when that bonus ends.

ALTER TABLE mission_tiers
  DROP CONSTRAINT mission_tiers_reward_kind_check,
  ADD CONSTRAINT mission_tiers_reward_kind_check CHECK (reward_kind IN ('CASH', 'POINTS', 'BONUS')),
  -- The bonus's wagering (× the bonus) and its life, copied to the bonus when it is issued.
  ADD COLUMN bonus_multiplier smallint CHECK (bonus_multiplier BETWEEN 1 AND 100),
  ADD COLUMN bonus_expiry_days smallint CHECK (bonus_expiry_days BETWEEN 1 AND 90),
  ADD CONSTRAINT mission_tiers_bonus_terms CHECK (
    (reward_kind = 'BONUS') = (bonus_multiplier IS NOT NULL AND bonus_expiry_days IS NOT NULL));
-- One bonus tier a mission: the end-of-mission payout issues at most one bonus a player and mission.
CREATE UNIQUE INDEX mission_tiers_one_bonus ON mission_tiers (mission_id) WHERE reward_kind = 'BONUS';

ALTER TABLE mission_claims
  DROP CONSTRAINT mission_claims_reward_kind_check,
  ADD CONSTRAINT mission_claims_reward_kind_check CHECK (reward_kind IN ('CASH', 'POINTS', 'BONUS'));

ALTER TABLE bonuses
  ALTER COLUMN promotion_id DROP NOT NULL,
  ALTER COLUMN entry_id DROP NOT NULL,
  ADD COLUMN mission_claim_id bigint UNIQUE REFERENCES mission_claims(id),
  ADD CONSTRAINT bonuses_one_source CHECK (
    (promotion_id IS NOT NULL AND entry_id IS NOT NULL AND mission_claim_id IS NULL)
    OR (promotion_id IS NULL AND entry_id IS NULL AND mission_claim_id IS NOT NULL));

-- Bonus tiers the end-of-mission payout could not issue (the player's other bonus ran): issued by the missions job
-- once the player has no active bonus, or claimed by the player first.
CREATE TABLE mission_bonus_waits (
  mission_id bigint NOT NULL,
  member_id  bigint NOT NULL REFERENCES members(id),
  tier       smallint NOT NULL,
  since      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mission_id, member_id, tier),
  FOREIGN KEY (mission_id, tier) REFERENCES mission_tiers (mission_id, tier)
);
CREATE INDEX mission_bonus_waits_member ON mission_bonus_waits (member_id);

-- What a bonus is called wherever it is listed: its promotion's title, or its mission's.
CREATE VIEW bonus_titles AS
  SELECT b.id AS bonus_id, coalesce(p.title, m.title) AS title, c.mission_id
  FROM bonuses b
  LEFT JOIN promotions p ON p.id = b.promotion_id
  LEFT JOIN mission_claims c ON c.id = b.mission_claim_id
  LEFT JOIN missions m ON m.id = c.mission_id;
