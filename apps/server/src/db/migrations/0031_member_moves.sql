-- Moving a member (with its whole team) to another upline from the back office (issue 12 §4, decision 047): one
-- staff member asks, with a reason; a different one approves or rejects. The move itself is the UPDATE of
-- members.upline_id that migration 0026's triggers carry into member_uplines.

CREATE TABLE member_move_requests (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  -- The member's upline when the request was made (null: it had none). An approval finding another upline there
  -- now refuses: the second person approves exactly what the first one saw.
  from_upline_id bigint REFERENCES members(id),
  to_upline_id   bigint NOT NULL REFERENCES members(id),
  reason         text NOT NULL CHECK (length(reason) BETWEEN 3 AND 200),
  status         text NOT NULL DEFAULT 'PENDING'
                 CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
  requested_by   bigint NOT NULL REFERENCES staff(id),
  requested_at   timestamptz NOT NULL DEFAULT now(),
  decided_by     bigint REFERENCES staff(id),
  decided_at     timestamptz,
  decision_note  text CHECK (length(decision_note) <= 500),
  CHECK (to_upline_id <> member_id),
  CHECK (to_upline_id IS DISTINCT FROM from_upline_id),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((status = 'PENDING') = (decided_by IS NULL)),
  -- The four-eyes rule also holds in the database: only the requester withdraws a request, and nobody else
  -- decides their own.
  CHECK ((status = 'CANCELLED') = (decided_by IS NOT DISTINCT FROM requested_by) OR status = 'PENDING')
);
-- One open request per member: a second request (or a second click) finds the first.
CREATE UNIQUE INDEX member_move_requests_open ON member_move_requests (member_id) WHERE status = 'PENDING';
-- The console's list, pending first, newest first.
CREATE INDEX member_move_requests_recent ON member_move_requests (merchant_id, status, id DESC);

-- The tree's first level: the merchant's agents that have no upline, newest first (a few rows among a merchant's
-- many members without an upline, most of them players who registered without an invitation code).
CREATE INDEX members_top_agents ON members (merchant_id, id DESC)
  WHERE upline_id IS NULL AND agent_type IN (1, 2, 41, 42);
