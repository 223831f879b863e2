-- Rebates (issue 13 §1, decision 050): a member's play by vendor and day, kept by the team-figures feed (decision
-- 044) beside the team's, and the settlement runs of rebate promotions.

-- Each member's seamless play by vendor and day (the merchant's calendar, as the feed cuts days): bets (less
-- rollbacks), stakes (less rollbacks), wins. What a rebate of a period reads, whatever the size of the period's play.
CREATE TABLE member_vendor_days (
  member_id bigint NOT NULL REFERENCES members(id),
  day       date NOT NULL,
  vassalage text NOT NULL CHECK (length(vassalage) <= 40),
  bets      int NOT NULL DEFAULT 0,
  stake     bigint NOT NULL DEFAULT 0,
  win       bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, vassalage)
);
-- A rebate run reads one period's rows of every member.
CREATE INDEX member_vendor_days_day ON member_vendor_days (day);

-- What the feed has already taken in (the ledger transactions its cursor's snapshot sees) is summed here once; the
-- feed adds everything after. Days cut in each merchant's time zone now.
INSERT INTO member_vendor_days (member_id, day, vassalage, bets, stake, win)
SELECT a.member_id, (t.created_at AT TIME ZONE coalesce(s.settings ->> 'timeZone', 'UTC'))::date, g.vassalage,
  count(*) FILTER (WHERE t.kind = 'GAME_BET') - count(*) FILTER (WHERE t.kind = 'GAME_ROLLBACK'),
  coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('GAME_BET', 'GAME_ROLLBACK')), 0),
  coalesce(sum(e.amount) FILTER (WHERE t.kind = 'GAME_WIN'), 0)
FROM ledger_transactions t
JOIN ledger_entries e ON e.transaction_id = t.id
JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.code = 'MAIN'
CROSS JOIN LATERAL (
  SELECT split_part(h.code, ':', 2) AS vassalage FROM ledger_entries he
  JOIN ledger_accounts h ON h.id = he.account_id
  WHERE he.transaction_id = t.id AND h.member_id IS NULL AND h.code ~ '^GAME(_TRIAL)?:' LIMIT 1) g
LEFT JOIN merchant_settings s ON s.merchant_id = t.merchant_id
WHERE t.kind IN ('GAME_BET', 'GAME_ROLLBACK', 'GAME_WIN')
  AND pg_visible_in_snapshot(t.feed_xid, (SELECT seen FROM feed_cursors WHERE name = 'team-figures'))
GROUP BY 1, 2, 3;

-- One settlement of one period of a rebate promotion: DONE once every member's entry of the period is written (and
-- paid, or closed for want of budget). A run that stopped half-way is RUNNING and is taken up again: entries are
-- unique per (promotion, member, cycle), so nobody is paid twice.
CREATE TABLE promotion_runs (
  promotion_id bigint NOT NULL REFERENCES promotions(id),
  period_start timestamptz NOT NULL,
  period_end   timestamptz NOT NULL CHECK (period_end > period_start),
  state        text NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
  members      int NOT NULL DEFAULT 0,
  paid         bigint NOT NULL DEFAULT 0,
  started_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  PRIMARY KEY (promotion_id, period_start)
);
