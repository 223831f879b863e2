import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import { DEPOSIT_KIND } from '../payments/deposit-credit.ts';
import { SEAMLESS_LEDGER_KINDS } from '../vendor-wallet/seamless-money.service.ts';

const { BET, WIN, ROLLBACK } = SEAMLESS_LEDGER_KINDS;

/** The feed's row in `feed_cursors` (migration 0027). */
const TEAM_FIGURES_FEED = 'team-figures';

/** Takes the feed's lock for this transaction, or answers false when another run (or a move) holds it. */
export async function tryFeedLock(trx: TDb): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    SELECT pg_try_advisory_xact_lock(team_figures_lock_key()) AS ok`.execute(trx);
  return rows[0]?.ok === true;
}

/**
 * The run's commit does not wait for the disk: everything it writes — figures and cursor together — is derived from
 * the ledger, so a commit lost in a crash is simply taken in again by the next run. Every 2 s in every instance, a
 * flush per run would queue the money path's commits behind it for nothing.
 */
export async function commitWithoutFlush(trx: TDb): Promise<void> {
  await sql`SET LOCAL synchronous_commit = off`.execute(trx);
}

/**
 * The snapshot the last run saw, and this run's (taken now, after the lock) with the time every transaction that
 * started before is in it (`completeBefore`, decision 045): read first, so a transaction open then and still open
 * at the snapshot counts against it, and one that started before it and is not in the snapshot cannot exist.
 */
export async function readFeedSnapshots(
  trx: TDb,
): Promise<{ seen: string; now: string; completeBefore: Date }> {
  const open = await sql<{ at: Date }>`SELECT oldest_open_transaction_start() AS at`.execute(trx);
  const { rows } = await sql<{ seen: string; now: string }>`
    SELECT seen::text AS seen, pg_current_snapshot()::text AS now
    FROM feed_cursors WHERE name = ${TEAM_FIGURES_FEED} FOR UPDATE`.execute(trx);
  const [row] = rows;
  const completeBefore = open.rows[0]?.at;
  if (!row || !completeBefore)
    throw new Error('Invariant failed: migration 0027 creates the team-figures cursor');
  return { ...row, completeBefore };
}

export async function saveFeedSnapshot(trx: TDb, snapshot: string, completeBefore: Date): Promise<void> {
  await sql`
    UPDATE feed_cursors SET seen = ${snapshot}::pg_snapshot, ran_at = now(), complete_before = ${completeBefore}
    WHERE name = ${TEAM_FIGURES_FEED}`.execute(trx);
}

/** Rows whose writing transaction this run's snapshot sees and the last run's did not. */
const fresh = (alias: string, seen: string, now: string) => sql`
  ${sql.ref(`${alias}.feed_xid`)} >= pg_snapshot_xmin(${seen}::pg_snapshot)
  AND NOT pg_visible_in_snapshot(${sql.ref(`${alias}.feed_xid`)}, ${seen}::pg_snapshot)
  AND pg_visible_in_snapshot(${sql.ref(`${alias}.feed_xid`)}, ${now}::pg_snapshot)`;

/** Each merchant's time zone (its settings'; UTC when unset, as merchant-settings.ts defaults it). */
const zones = sql`
  SELECT m.id AS merchant_id, coalesce(s.settings ->> 'timeZone', 'UTC') AS zone
  FROM merchants m LEFT JOIN merchant_settings s ON s.merchant_id = m.id`;

/**
 * `deltas`: what each member's day gained from the ledger transactions and registrations new to this run —
 * registered, placed a bet, bets (net of rollbacks), stakes (bets net of rollbacks), game wins, deposits,
 * withdrawals net of what came back, the MAIN change whatever the kind — and whether the day became active now
 * (`first_active`). `vendor_deltas`: the seamless part of the same by vendor — the vendor's game account
 * (GAME:<vassalage>, or GAME_TRIAL:) is the other side of every bet, win and rollback, so the transaction names it.
 */
const deltas = (seen: string, now: string) => sql`
  zones AS (${zones}),
  legs AS (
    SELECT t.id, (t.created_at AT TIME ZONE z.zone)::date AS day, t.kind, e.amount, a.member_id, a.code
    FROM ledger_transactions t
    JOIN zones z ON z.merchant_id = t.merchant_id
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE ${fresh('t', seen, now)}),
  lines AS MATERIALIZED (
    SELECT x.member_id, x.day, x.kind, x.amount, x.vassalage
    FROM (
      SELECT l.*, max(split_part(l.code, ':', 2)) FILTER (WHERE l.member_id IS NULL AND l.code ~ '^GAME(_TRIAL)?:')
          OVER (PARTITION BY l.id) AS vassalage
      FROM legs l) x
    WHERE x.member_id IS NOT NULL AND x.code = ${MAIN_WALLET}),
  joins AS (
    SELECT m.id AS member_id, (m.created_at AT TIME ZONE z.zone)::date AS day
    FROM members m JOIN zones z ON z.merchant_id = m.merchant_id WHERE ${fresh('m', seen, now)}),
  moved AS (
    SELECT l.member_id, l.day, false AS joined,
      bool_or(l.kind = ${BET}) AS bet,
      count(*) FILTER (WHERE l.kind = ${BET}) - count(*) FILTER (WHERE l.kind = ${ROLLBACK}) AS bets,
      -sum(l.amount) FILTER (WHERE l.kind IN (${BET}, ${ROLLBACK})) AS stake,
      sum(l.amount) FILTER (WHERE l.kind = ${WIN}) AS win,
      sum(l.amount) FILTER (WHERE l.kind = ${DEPOSIT_KIND}) AS deposits,
      -sum(l.amount) FILTER (WHERE l.kind LIKE 'WITHDRAW\\_%') AS withdrawals,
      sum(l.amount) AS balance
    FROM lines l GROUP BY l.member_id, l.day),
  summed AS (
    SELECT x.member_id, x.day, bool_or(x.joined) AS joined, bool_or(x.bet) AS bet,
      coalesce(sum(x.bets), 0)::int AS bets,
      coalesce(sum(x.stake), 0)::bigint AS stake, coalesce(sum(x.win), 0)::bigint AS win,
      coalesce(sum(x.deposits), 0)::bigint AS deposits, coalesce(sum(x.withdrawals), 0)::bigint AS withdrawals,
      coalesce(sum(x.balance), 0)::bigint AS balance
    FROM (SELECT * FROM moved
          UNION ALL SELECT j.member_id, j.day, true, false, 0, 0, 0, 0, 0, 0 FROM joins j) x
    GROUP BY x.member_id, x.day),
  deltas AS MATERIALIZED (
    SELECT k.*, k.bet AND NOT EXISTS (
        SELECT 1 FROM member_days d WHERE d.member_id = k.member_id AND d.day = k.day AND d.active) AS first_active
    FROM summed k),
  vendor_deltas AS (
    SELECT l.member_id, l.day, l.vassalage,
      count(*) FILTER (WHERE l.kind = ${BET}) - count(*) FILTER (WHERE l.kind = ${ROLLBACK}) AS bets,
      coalesce(-sum(l.amount) FILTER (WHERE l.kind IN (${BET}, ${ROLLBACK})), 0)::bigint AS stake,
      coalesce(sum(l.amount) FILTER (WHERE l.kind = ${WIN}), 0)::bigint AS win
    FROM lines l WHERE l.vassalage IS NOT NULL AND l.kind IN (${BET}, ${ROLLBACK}, ${WIN})
    GROUP BY l.member_id, l.day, l.vassalage)`;

/** The run's deltas added to the members' days. */
const memberDays = sql`
  INSERT INTO member_days AS d (member_id, day, joined, active, bets, stake, win, deposits, withdrawals)
  SELECT k.member_id, k.day, k.joined, k.bet, k.bets, k.stake, k.win, k.deposits, k.withdrawals FROM deltas k
  ON CONFLICT (member_id, day) DO UPDATE SET
    joined = d.joined OR EXCLUDED.joined, active = d.active OR EXCLUDED.active, bets = d.bets + EXCLUDED.bets,
    stake = d.stake + EXCLUDED.stake, win = d.win + EXCLUDED.win,
    deposits = d.deposits + EXCLUDED.deposits, withdrawals = d.withdrawals + EXCLUDED.withdrawals`;

/** Each member day's change added to the same day of every upline the member has now. */
const teamDays = sql`
  INSERT INTO team_days AS t (upline_id, day, joined, active, bets, stake, win, deposits, withdrawals)
  SELECT u.upline_id, k.day, count(*) FILTER (WHERE k.joined), count(*) FILTER (WHERE k.first_active),
    sum(k.bets), sum(k.stake), sum(k.win), sum(k.deposits), sum(k.withdrawals)
  FROM deltas k JOIN member_uplines u ON u.member_id = k.member_id
  WHERE k.joined OR k.bet OR k.bets <> 0 OR k.stake <> 0 OR k.win <> 0 OR k.deposits <> 0 OR k.withdrawals <> 0
  GROUP BY u.upline_id, k.day
  ON CONFLICT (upline_id, day) DO UPDATE SET
    joined = t.joined + EXCLUDED.joined, active = t.active + EXCLUDED.active, bets = t.bets + EXCLUDED.bets,
    stake = t.stake + EXCLUDED.stake, win = t.win + EXCLUDED.win,
    deposits = t.deposits + EXCLUDED.deposits, withdrawals = t.withdrawals + EXCLUDED.withdrawals`;

/** Each member's play by vendor added to the same day and vendor of every upline it has now. */
const teamVendorDays = sql`
  INSERT INTO team_vendor_days AS t (upline_id, day, vassalage, bets, stake, win)
  SELECT u.upline_id, k.day, k.vassalage, sum(k.bets), sum(k.stake), sum(k.win)
  FROM vendor_deltas k JOIN member_uplines u ON u.member_id = k.member_id
  GROUP BY u.upline_id, k.day, k.vassalage
  ON CONFLICT (upline_id, day, vassalage) DO UPDATE SET
    bets = t.bets + EXCLUDED.bets, stake = t.stake + EXCLUDED.stake, win = t.win + EXCLUDED.win`;

/** Each member's own play by vendor and day (what a rebate of a period reads, decision 050). */
const memberVendorDays = sql`
  INSERT INTO member_vendor_days AS d (member_id, day, vassalage, bets, stake, win)
  SELECT k.member_id, k.day, k.vassalage, k.bets, k.stake, k.win FROM vendor_deltas k
  ON CONFLICT (member_id, day, vassalage) DO UPDATE SET
    bets = d.bets + EXCLUDED.bets, stake = d.stake + EXCLUDED.stake, win = d.win + EXCLUDED.win`;

/** A member's first active day of a week (from Monday) or month, marked once; `teamPeriods` counts the marks. */
const memberPeriods = sql`
  INSERT INTO member_periods (member_id, period, starts)
  SELECT k.member_id, p.period, p.starts
  FROM deltas k
  CROSS JOIN LATERAL (VALUES ('W', date_trunc('week', k.day)::date), ('M', date_trunc('month', k.day)::date))
    AS p(period, starts)
  WHERE k.first_active
  ON CONFLICT DO NOTHING
  RETURNING member_id, period, starts`;
const teamPeriods = sql`
  INSERT INTO team_periods AS t (upline_id, period, starts, active)
  SELECT u.upline_id, f.period, f.starts, count(*)
  FROM firsts f JOIN member_uplines u ON u.member_id = f.member_id
  GROUP BY u.upline_id, f.period, f.starts
  ON CONFLICT (upline_id, period, starts) DO UPDATE SET active = t.active + EXCLUDED.active`;

/** Each member's MAIN change added to its own balance and to the team balance of every upline it has now. */
const balances = sql`
  INSERT INTO team_balances AS b (member_id, own_balance, team_balance)
  SELECT x.member_id, sum(x.own), sum(x.team)
  FROM (
    SELECT k.member_id, k.balance AS own, 0::bigint AS team FROM deltas k WHERE k.balance <> 0
    UNION ALL
    SELECT u.upline_id, 0, k.balance FROM deltas k JOIN member_uplines u ON u.member_id = k.member_id
    WHERE k.balance <> 0) x
  GROUP BY x.member_id
  ON CONFLICT (member_id) DO UPDATE SET
    own_balance = b.own_balance + EXCLUDED.own_balance, team_balance = b.team_balance + EXCLUDED.team_balance`;

/**
 * Members whose deposits or valid bets moved: the VIP upgrade job looks at them next (decision 057). An upsert, not
 * DO NOTHING: it locks a row already queued until this run commits, so the job — which takes rows SKIP LOCKED and
 * deletes them — either waits for these days or leaves the row for its next run; it can never drop the row having
 * read the days from before this run. Trial accounts never rank and are not queued.
 */
const vipQueue = sql`
  INSERT INTO vip_queue AS q (member_id, merchant_id)
  SELECT m.id, m.merchant_id FROM members m
  WHERE m.id IN (SELECT k.member_id FROM deltas k WHERE k.deposits <> 0 OR k.stake <> 0)
    AND m.agent_type <> ${DEMO_AGENT_TYPE}
  ON CONFLICT (member_id) DO UPDATE SET queued_at = q.queued_at`;

/**
 * Takes in the rows new since `seen` and visible in `now`, in one statement: its parts all read the tables as they
 * were before it (so `first_active` is judged against the days before this run). Answers how many member days
 * changed.
 */
export async function addNewFigures(trx: TDb, seen: string, now: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    WITH ${deltas(seen, now)},
    member_days_added AS (${memberDays}),
    team_days_added AS (${teamDays}),
    team_vendor_days_added AS (${teamVendorDays}),
    member_vendor_days_added AS (${memberVendorDays}),
    firsts AS (${memberPeriods}),
    team_periods_added AS (${teamPeriods}),
    balances_added AS (${balances}),
    vip_queued AS (${vipQueue})
    SELECT count(*)::int AS n FROM deltas`.execute(trx);
  return rows[0]?.n ?? 0;
}
