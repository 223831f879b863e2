-- Decision 037: every slip on an issue pointed at the same three rows — the issue (from each bet and each
-- liability row), the odds version (from each bet), the game (from the slip) — and every foreign-key check
-- share-locks the row it points at. Sixteen slips at once on one issue turned those rows' locks into a new
-- MultiXact per slip, on the hottest rows of the lottery. These rows are never deleted, and placement reads
-- the issue (open, not drawn, not cancelled), its odds and its game inside the transaction that writes the
-- bets; the draw and a cancel exclude placement with an advisory lock per issue instead of a row lock.
ALTER TABLE house.lottery_bets DROP CONSTRAINT lottery_bets_issue_id_fkey;
ALTER TABLE house.lottery_bets DROP CONSTRAINT lottery_bets_odds_id_fkey;
ALTER TABLE house.lottery_exposure DROP CONSTRAINT lottery_exposure_issue_id_fkey;
ALTER TABLE house.lottery_slips DROP CONSTRAINT lottery_slips_game_id_fkey;
