-- A settlement run is every line of one contract kind and one period start of a merchant (decision 045): its totals,
-- kept by the lines' own writes so that no path (settlement, staff release) can forget them and the back office
-- reads a page of runs without adding up a million lines.
CREATE TABLE agent_settlement_runs (
  merchant_id      int NOT NULL REFERENCES merchants(id),
  kind             text NOT NULL,
  period_start     timestamptz NOT NULL,
  period_end       timestamptz NOT NULL,
  lines            int NOT NULL DEFAULT 0,
  paid_count       int NOT NULL DEFAULT 0,
  paid_amount      bigint NOT NULL DEFAULT 0,
  held_count       int NOT NULL DEFAULT 0,
  held_amount      bigint NOT NULL DEFAULT 0,
  -- What the house paid the run's top agents: the run's cost to the operator.
  house_amount     bigint NOT NULL DEFAULT 0,
  first_settled_at timestamptz NOT NULL DEFAULT now(),
  last_settled_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, period_start, kind)
);
CREATE INDEX agent_settlement_runs_kind ON agent_settlement_runs (merchant_id, kind, period_start DESC);

-- Adds changed lines to their runs, one upsert per run. `changed`: the lines as JSON, each with `sign` +1 (written)
-- or -1 (the version an update replaced).
CREATE FUNCTION agent_settlement_runs_add(changed jsonb) RETURNS void
  LANGUAGE sql
  BEGIN ATOMIC
    INSERT INTO agent_settlement_runs AS r (merchant_id, kind, period_start, period_end, lines, paid_count,
      paid_amount, held_count, held_amount, house_amount)
    SELECT c.merchant_id, c.kind, c.period_start, max(c.period_end), sum(c.sign),
      coalesce(sum(c.sign) FILTER (WHERE c.state = 'PAID'), 0),
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.state = 'PAID'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.state = 'HELD'), 0),
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.state = 'HELD'), 0),
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.state = 'PAID' AND c.upline_id IS NULL), 0)
    FROM jsonb_to_recordset(changed) AS c(merchant_id int, kind text, period_start timestamptz,
      period_end timestamptz, state text, amount bigint, upline_id bigint, sign int)
    GROUP BY c.merchant_id, c.kind, c.period_start
    ON CONFLICT (merchant_id, period_start, kind) DO UPDATE SET
      lines = r.lines + EXCLUDED.lines,
      paid_count = r.paid_count + EXCLUDED.paid_count, paid_amount = r.paid_amount + EXCLUDED.paid_amount,
      held_count = r.held_count + EXCLUDED.held_count, held_amount = r.held_amount + EXCLUDED.held_amount,
      house_amount = r.house_amount + EXCLUDED.house_amount,
      last_settled_at = now();
  END;

CREATE FUNCTION agent_settlement_runs_on_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_settlement_runs_add(
    (SELECT coalesce(jsonb_agg(to_jsonb(n) || '{"sign": 1}'), '[]') FROM new_lines n));
  RETURN NULL;
END $$;

CREATE FUNCTION agent_settlement_runs_on_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_settlement_runs_add(
    (SELECT coalesce(jsonb_agg(c), '[]') FROM (
       SELECT to_jsonb(n) || '{"sign": 1}' AS c FROM new_lines n
       UNION ALL SELECT to_jsonb(o) || '{"sign": -1}' FROM old_lines o) x));
  RETURN NULL;
END $$;

CREATE TRIGGER agent_settlement_runs_insert AFTER INSERT ON agent_settlements
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION agent_settlement_runs_on_insert();
CREATE TRIGGER agent_settlement_runs_update AFTER UPDATE ON agent_settlements
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION agent_settlement_runs_on_update();

INSERT INTO agent_settlement_runs (merchant_id, kind, period_start, period_end, lines, paid_count, paid_amount,
  held_count, held_amount, house_amount, first_settled_at, last_settled_at)
SELECT merchant_id, kind, period_start, max(period_end), count(*),
  count(*) FILTER (WHERE state = 'PAID'), coalesce(sum(amount) FILTER (WHERE state = 'PAID'), 0),
  count(*) FILTER (WHERE state = 'HELD'), coalesce(sum(amount) FILTER (WHERE state = 'HELD'), 0),
  coalesce(sum(amount) FILTER (WHERE state = 'PAID' AND upline_id IS NULL), 0), min(settled_at), max(settled_at)
FROM agent_settlements GROUP BY merchant_id, kind, period_start;

-- One run's lines for the back office, by state (a run's release reads its held lines).
CREATE INDEX agent_settlements_run ON agent_settlements (merchant_id, kind, period_start, state);
