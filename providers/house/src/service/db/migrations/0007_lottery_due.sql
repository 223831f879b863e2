-- Decision 038: the slip draws with a win or refund to pay, as a queue of their own. The partial index
-- `lottery_bets_payout_due` had `payout` in its predicate, so no update that set or cleared DUE could stay on
-- its page (HOT): a winner's settlement and its PAID mark each wrote a new entry in every index of the
-- bets — 60 % of the payout's PostgreSQL time at 1,000,000 bets. With the queue, `payout` is in no index.
-- A row is added in the statement that makes a bet DUE and removed in the statement that marks it PAID or
-- VOID, so the queue and the bets never disagree.
CREATE TABLE house.lottery_due (
  round_id bigint NOT NULL,
  issue_id bigint NOT NULL,
  PRIMARY KEY (round_id, issue_id)
);
INSERT INTO house.lottery_due (round_id, issue_id)
SELECT DISTINCT round_id, issue_id FROM house.lottery_bets WHERE payout = 'DUE';
DROP INDEX house.lottery_bets_payout_due;
