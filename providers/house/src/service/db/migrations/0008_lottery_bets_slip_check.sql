-- Decision 040: a slip's bets are inserted by the statement after the one that inserts the slip, in the
-- same transaction, by the one store path (storeSlips, lottery-slip-store.ts), and
-- slips are never deleted. The foreign key from each bet to its slip ran one lookup and key-share lock per
-- bet row: in a batch of ~300 bets it was most of the insert's time (1.7 ms without it, EXPLAIN ANALYZE).
ALTER TABLE house.lottery_bets DROP CONSTRAINT lottery_bets_round_id_fkey;
