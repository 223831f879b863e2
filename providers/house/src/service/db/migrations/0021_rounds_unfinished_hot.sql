-- Decision 041: a round's step from PLACING to PLACED (every lottery slip, every seamless bet) changed the
-- column in the predicate of `rounds_unfinished`, so it could never stay on its page (HOT): each one wrote
-- a new entry in all four indexes of the rounds. The recovery loop's index now names the rounds not yet
-- closed instead: PLACING, PLACED and WIN_SENT as before, and FAILED (parked for an operator; few) — the
-- queries keep their state filter. A round refused for good (VOID) is now closed when it is voided, as a
-- rolled-back one is. Some room on each page for the PLACED versions of the rounds just inserted there.
UPDATE house.rounds SET closed_at = updated_at WHERE state = 'VOID' AND closed_at IS NULL;
DROP INDEX house.rounds_unfinished;
CREATE INDEX rounds_unfinished ON house.rounds (lease_until) WHERE closed_at IS NULL;
ALTER TABLE house.rounds SET (fillfactor = 85);
