-- The lottery's back office (decision 035): cancelling a lottery issue refunds every bet on it, so one
-- staff member asks (with a reason) and another approves before the platform asks the provider to do it.

CREATE TABLE lottery_cancel_requests (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  game_id        text NOT NULL CHECK (game_id ~ '^[a-z0-9-]{3,64}$'),
  issue_no       text NOT NULL CHECK (issue_no ~ '^[0-9-]{8,20}$'),
  reason         text NOT NULL CHECK (length(reason) BETWEEN 3 AND 160),
  status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPLIED', 'REJECTED')),
  requested_by   bigint NOT NULL REFERENCES staff(id),
  requested_at   timestamptz NOT NULL DEFAULT now(),
  decided_by     bigint REFERENCES staff(id),
  decided_at     timestamptz,
  decision_note  text CHECK (length(decision_note) <= 500),
  -- Bets the provider refunded when it cancelled the issue.
  refunded       int CHECK (refunded >= 0),
  -- The four-eyes rule also holds in the database: nobody decides their own request.
  CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CHECK ((status = 'PENDING') = (decided_at IS NULL))
);
-- One open request per issue: a second click or a second staff member finds the first.
CREATE UNIQUE INDEX lottery_cancel_requests_open ON lottery_cancel_requests (merchant_id, game_id, issue_no)
  WHERE status = 'PENDING';
CREATE INDEX lottery_cancel_requests_recent ON lottery_cancel_requests (merchant_id, status, id DESC);
