-- Decision 038: the slip draws with a win or refund to pay, as a queue of their own. The partial index
-- `lottery_bets_payout_due` had `payout` in its predicate, so no update that set or cleared DUE could stay on
-- its page (HOT): a winner's settlement and its PAID mark each wrote a new entry in every index of the
-- bets — 60 % of the payout's PostgreSQL time at 1,000,000 bets. With the queue, `payout` is in no index.
-- A row carries its DUE bets' ids and the sum of their wins, so the payout reads the queue alone. It is
-- written in the statement that makes a bet DUE and removed in the one that marks it PAID or VOID, so the
-- queue and the bets never disagree.
CREATE TABLE house.lottery_due (
  round_id bigint NOT NULL,
  issue_id bigint NOT NULL,
  win_cents bigint NOT NULL CHECK (win_cents > 0),
  bet_ids bigint[] NOT NULL,
  PRIMARY KEY (round_id, issue_id)
);
INSERT INTO house.lottery_due (round_id, issue_id, win_cents, bet_ids)
SELECT round_id, issue_id, sum(win_cents), array_agg(id ORDER BY id)
FROM house.lottery_bets WHERE payout = 'DUE' GROUP BY round_id, issue_id;
DROP INDEX house.lottery_bets_payout_due;
