-- Issue 12 §2.5 and §2.6, decision 044 (amended 2026-11-27): team betting (the team's play by vendor) and user
-- profit and loss (each member's play and its branch's) read the feed's sums, like the overview, instead of the
-- team's rounds per call — a top agent's month is about a million rounds. Both count bets: the GAME_BET postings
-- of a member, less its GAME_ROLLBACKs.

ALTER TABLE member_days ADD COLUMN bets int NOT NULL DEFAULT 0;
ALTER TABLE team_days ADD COLUMN bets int NOT NULL DEFAULT 0;

-- The team's seamless play by vendor (the vendor's game account is the other side of every bet, win and rollback),
-- summed per upline, day and vendor when the feed took it in.
CREATE TABLE team_vendor_days (
  upline_id bigint NOT NULL REFERENCES members(id),
  day       date NOT NULL,
  vassalage text NOT NULL CHECK (length(vassalage) <= 40),
  bets      int NOT NULL DEFAULT 0,
  stake     bigint NOT NULL DEFAULT 0,
  win       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (upline_id, day, vassalage)
);

-- The history's bets and vendors were never kept: the derived tables are emptied and the cursor goes back to the
-- start, so the next run takes the whole ledger in again (every row once, under the chains members have now).
-- complete_before is unknown until that run, so no contract period settles on the emptied figures meanwhile.
TRUNCATE member_days, team_days, member_periods, team_periods, team_balances;
UPDATE feed_cursors SET seen = '3:3:', complete_before = NULL WHERE name = 'team-figures';
