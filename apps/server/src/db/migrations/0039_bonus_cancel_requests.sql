-- Staff cancelling a player's bonus, and the promotions' cost report (issue 13 §3, decision 051).

-- Every cancellation staff make: APPLIED when the bonus was at or under the threshold and was forfeited at once;
-- PENDING above it until a second staff member APPROVES (the bonus is forfeited then) or REJECTS it. `amount` is the
-- bonus money the cancellation forfeits, as the request saw it.
CREATE TABLE bonus_cancel_requests (
  id            bigserial PRIMARY KEY,
  merchant_id   int NOT NULL REFERENCES merchants(id),
  bonus_id      bigint NOT NULL REFERENCES bonuses(id),
  amount        bigint NOT NULL CHECK (amount > 0),
  reason        text NOT NULL CHECK (length(reason) BETWEEN 3 AND 200),
  status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPLIED', 'APPROVED', 'REJECTED')),
  requested_by  bigint NOT NULL REFERENCES staff(id),
  requested_at  timestamptz NOT NULL DEFAULT now(),
  decided_by    bigint REFERENCES staff(id),
  decided_at    timestamptz,
  decision_note text CHECK (length(decision_note) <= 500),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  -- A second person decides a request; a cancellation applied at once has no second person.
  CHECK ((status IN ('APPROVED', 'REJECTED')) = (decided_by IS NOT NULL)),
  -- The four-eyes rule also holds in the database: nobody decides their own request.
  CHECK (decided_by <> requested_by)
);
-- One waiting request per bonus (a second request, or a second click, finds the first) and one that forfeited it.
CREATE UNIQUE INDEX bonus_cancel_requests_open ON bonus_cancel_requests (bonus_id) WHERE status = 'PENDING';
CREATE UNIQUE INDEX bonus_cancel_requests_done ON bonus_cancel_requests (bonus_id)
  WHERE status IN ('APPLIED', 'APPROVED');
-- The console's list, waiting first, newest first.
CREATE INDEX bonus_cancel_requests_recent ON bonus_cancel_requests (merchant_id, status, id DESC);

-- The console's bonuses without a player named: the merchant's newest first.
CREATE INDEX bonuses_recent ON bonuses (merchant_id, id DESC);

-- The cost report reads the promotions' postings of a period: a few rows among the ledger's many game postings.
CREATE INDEX ledger_transactions_promo ON ledger_transactions (merchant_id, created_at)
  WHERE kind IN ('PROMO_BONUS', 'PROMO_BONUS_RELEASE', 'PROMO_BONUS_FORFEIT', 'PROMO_REWARD');
