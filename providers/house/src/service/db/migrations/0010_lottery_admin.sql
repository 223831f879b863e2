-- The lottery's back office (decision 035): where each game's results come from, and official results
-- entered by one staff member and approved by another before the issue is drawn with them.

-- 'house': the house draws its own provably fair result (the default); 'manual': staff enter the official
-- result (two people); 'feed': a results feed adapter configured on the house (`results_feed` names it).
ALTER TABLE house.lottery_games
  ADD COLUMN results_source text NOT NULL DEFAULT 'house' CHECK (results_source IN ('house', 'manual', 'feed')),
  ADD COLUMN results_feed text CHECK (results_feed ~ '^[a-z0-9-]{1,40}$'),
  ADD CONSTRAINT lottery_games_feed_named CHECK ((results_source = 'feed') = (results_feed IS NOT NULL));

-- Where a drawn issue's result came from; NULL for the house's own draws (every issue drawn before this).
ALTER TABLE house.lottery_issues
  ADD COLUMN result_source text CHECK (result_source IN ('manual', 'feed'));

-- An official result as entered, waiting for a second staff member: approved, the issue is drawn with it.
CREATE TABLE house.lottery_manual_results (
  id               bigserial PRIMARY KEY,
  issue_id         bigint NOT NULL REFERENCES house.lottery_issues (id),
  result           jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  entered_by       text NOT NULL CHECK (length(entered_by) BETWEEN 1 AND 20),
  entered_by_name  text NOT NULL CHECK (length(entered_by_name) BETWEEN 1 AND 64),
  entered_at       timestamptz NOT NULL DEFAULT now(),
  decided_by       text CHECK (length(decided_by) BETWEEN 1 AND 20),
  decided_by_name  text CHECK (length(decided_by_name) BETWEEN 1 AND 64),
  decided_at       timestamptz,
  -- Two people, also in the database: nobody approves (or rejects) their own entry.
  CHECK (decided_by IS NULL OR decided_by <> entered_by),
  CHECK ((status = 'PENDING') = (decided_at IS NULL))
);
-- One proposal at a time per issue, and at most one ever approved.
CREATE UNIQUE INDEX lottery_manual_results_open ON house.lottery_manual_results (issue_id)
  WHERE status IN ('PENDING', 'APPROVED');
CREATE INDEX lottery_manual_results_issue ON house.lottery_manual_results (issue_id, id DESC);

