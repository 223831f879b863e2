-- Salary and dividend contracts and their settlements (issue 12 §3, decision 045).

-- A contract from its offer on. `status` is the answer (OFFERED waiting, ACCEPTED, REJECTED, WITHDRAWN); an accepted
-- contract pays every period in [effective_from, effective_until), both period boundaries of its kind. The payer is
-- the upline that offered it, or the house when staff gave it (upline_id NULL, staff_id set).
CREATE TABLE agent_contracts (
  id              bigserial PRIMARY KEY,
  merchant_id     int NOT NULL REFERENCES merchants(id),
  member_id       bigint NOT NULL REFERENCES members(id),
  upline_id       bigint REFERENCES members(id),
  staff_id        bigint REFERENCES staff(id),
  kind            text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_WAGE', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  terms           jsonb NOT NULL CHECK (octet_length(terms::text) <= 4000),
  status          text NOT NULL CHECK (status IN ('OFFERED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN')),
  offered_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  effective_from  timestamptz,
  effective_until timestamptz,
  end_reason      text CHECK (end_reason IN ('TERMINATED', 'REPLACED', 'CASCADE', 'STAFF')),
  ended_by        bigint REFERENCES members(id),
  CHECK ((upline_id IS NULL) <> (staff_id IS NULL)),
  CHECK ((status = 'ACCEPTED') = (effective_from IS NOT NULL)),
  CHECK (effective_until IS NULL OR effective_until >= effective_from),
  CHECK ((effective_until IS NULL) = (end_reason IS NULL))
);
-- One offer waiting and one open-ended accepted contract per member and kind (an ending one may overlap the next).
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (member_id, kind) WHERE status = 'OFFERED';
CREATE UNIQUE INDEX agent_contracts_one_open ON agent_contracts (member_id, kind)
  WHERE status = 'ACCEPTED' AND effective_until IS NULL;
CREATE INDEX agent_contracts_member ON agent_contracts (member_id, kind, id DESC);
CREATE INDEX agent_contracts_given ON agent_contracts (upline_id, kind) WHERE status IN ('OFFERED', 'ACCEPTED');
CREATE INDEX agent_contracts_settle ON agent_contracts (merchant_id, kind) WHERE status = 'ACCEPTED';

-- One contract's settlement of one period: the figures it used, what it paid and how. Unique per (contract, period):
-- a rerun, a crash mid-run or a second instance finds the line and pays nothing twice. The payment is the ledger
-- transaction keyed contract:<id>:<period start>, written in the same transaction as the line.
CREATE TABLE agent_settlements (
  id             bigserial PRIMARY KEY,
  merchant_id    int NOT NULL REFERENCES merchants(id),
  contract_id    bigint NOT NULL REFERENCES agent_contracts(id),
  kind           text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members(id),
  upline_id      bigint REFERENCES members(id),
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL CHECK (period_end > period_start),
  valid_bet      bigint NOT NULL,
  win            bigint NOT NULL,
  active         int NOT NULL CHECK (active >= 0),
  tier           smallint,
  rate_bp        int,
  amount         bigint NOT NULL CHECK (amount >= 0),
  state          text NOT NULL CHECK (state IN ('PAID', 'HELD', 'NOTHING')),
  hold_reason    text CHECK (length(hold_reason) <= 200),
  transaction_id bigint REFERENCES ledger_transactions(id),
  settled_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_start),
  CHECK ((state = 'PAID') = (transaction_id IS NOT NULL))
);
CREATE INDEX agent_settlements_received ON agent_settlements (member_id, period_start DESC);
CREATE INDEX agent_settlements_paid ON agent_settlements (upline_id, period_start DESC) WHERE upline_id IS NOT NULL;
CREATE INDEX agent_settlements_held ON agent_settlements (merchant_id) WHERE state = 'HELD';

-- When a feed last ran: a period is settled once the team-figures feed has run past its end.
ALTER TABLE feed_cursors ADD COLUMN ran_at timestamptz NOT NULL DEFAULT now();

-- The period of a contract's kind that `at` falls in, on the merchant's clock (`tz`): its start, and the start of
-- the next. Weeks run Monday to Sunday; a semimonthly period is the 1st–15th or the 16th–end of a month.
CREATE FUNCTION contract_period_start(period text, at timestamptz, tz text) RETURNS timestamptz
  LANGUAGE sql STABLE STRICT
  RETURN (CASE period
    WHEN 'FIVE_MINUTES' THEN date_bin('5 minutes', at AT TIME ZONE tz, timestamp '2000-01-01')
    WHEN 'HOURLY' THEN date_trunc('hour', at AT TIME ZONE tz)
    WHEN 'DAILY' THEN date_trunc('day', at AT TIME ZONE tz)
    WHEN 'WEEKLY' THEN date_trunc('week', at AT TIME ZONE tz)
    WHEN 'SEMIMONTHLY' THEN date_trunc('month', at AT TIME ZONE tz)
      + CASE WHEN extract(day FROM at AT TIME ZONE tz) >= 16 THEN interval '15 days' ELSE interval '0' END
    WHEN 'MONTHLY' THEN date_trunc('month', at AT TIME ZONE tz)
  END) AT TIME ZONE tz;

CREATE FUNCTION contract_period_end(period text, start timestamptz, tz text) RETURNS timestamptz
  LANGUAGE sql STABLE STRICT
  RETURN (CASE period
    WHEN 'FIVE_MINUTES' THEN (start AT TIME ZONE tz) + interval '5 minutes'
    WHEN 'HOURLY' THEN (start AT TIME ZONE tz) + interval '1 hour'
    WHEN 'DAILY' THEN (start AT TIME ZONE tz) + interval '1 day'
    WHEN 'WEEKLY' THEN (start AT TIME ZONE tz) + interval '7 days'
    WHEN 'SEMIMONTHLY' THEN CASE WHEN extract(day FROM start AT TIME ZONE tz) = 1
      THEN (start AT TIME ZONE tz) + interval '15 days'
      ELSE date_trunc('month', start AT TIME ZONE tz) + interval '1 month' END
    WHEN 'MONTHLY' THEN (start AT TIME ZONE tz) + interval '1 month'
  END) AT TIME ZONE tz;

-- The first period boundary at or after `at`: where a contract may start or end.
CREATE FUNCTION contract_period_boundary(period text, at timestamptz, tz text) RETURNS timestamptz
  LANGUAGE sql STABLE STRICT
  RETURN CASE WHEN contract_period_start(period, at, tz) = at THEN at
    ELSE contract_period_end(period, contract_period_start(period, at, tz), tz) END;
