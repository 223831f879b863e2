import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';

/**
 * The team overview's figures, read from the rows the platform keeps (members, rounds, deposits, withdrawals,
 * MAIN accounts) for every member under the agent (`member_uplines`), bucketed by the day of `timeZone`.
 */
export type TOverviewScope = {
  merchantId: number;
  agentId: bigint;
  firstDay: string;
  lastDay: string;
  timeZone: string;
};

type TDayFigures = {
  day: string;
  new_members: number;
  active_members: number;
  deposits: bigint;
  withdrawals: bigint;
  stake: bigint;
  win: bigint;
  /** The same on every row: members active on any day of the range, each counted once. */
  range_active: number;
};

/** From the first day's start to the end of the last, in the merchant's time zone. */
export const within = (column: string, s: TOverviewScope) =>
  sql`${sql.ref(column)} >= (${s.firstDay}::date::timestamp AT TIME ZONE ${s.timeZone})
    AND ${sql.ref(column)} < ((${s.lastDay}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})`;
const dayOf = (column: string, s: TOverviewScope) =>
  sql`to_char((${sql.ref(column)} AT TIME ZONE ${s.timeZone})::date, 'YYYY-MM-DD')`;

/**
 * Each day of the range that had anything, with its figures (days without are left out), and on every row the
 * range's active members (a member active on two days counts once).
 */
export async function selectTeamDays(db: TDb, s: TOverviewScope): Promise<TDayFigures[]> {
  const { rows } = await sql<TDayFigures>`
    WITH team AS (SELECT u.member_id FROM member_uplines u WHERE u.upline_id = ${s.agentId}),
    joined AS (
      SELECT ${dayOf('m.created_at', s)} AS day, count(*)::int AS n
      FROM team JOIN members m ON m.id = team.member_id
      WHERE ${within('m.created_at', s)} GROUP BY 1),
    -- The rounds are read once: per member and day, then per day; the range's active members from the same rows.
    played_by_member AS (
      SELECT ${dayOf('r.opened_at', s)} AS day, r.member_id, bool_or(r.live_bet_count > 0) AS active,
        sum(r.stake_minor) AS stake, sum(r.win_minor) AS win
      FROM team JOIN game_rounds r ON r.merchant_id = ${s.merchantId} AND r.member_id = team.member_id
      WHERE ${within('r.opened_at', s)} GROUP BY 1, 2),
    played AS (
      SELECT p.day, count(*) FILTER (WHERE p.active)::int AS active, sum(p.stake)::bigint AS stake,
        sum(p.win)::bigint AS win
      FROM played_by_member p GROUP BY p.day),
    paid_in AS (
      SELECT ${dayOf('d.paid_at', s)} AS day, sum(d.amount)::bigint AS amount
      FROM team JOIN deposits d ON d.merchant_id = ${s.merchantId} AND d.member_id = team.member_id
      WHERE d.status = 'PAID' AND ${within('d.paid_at', s)} GROUP BY 1),
    paid_out AS (
      SELECT ${dayOf('w.paid_at', s)} AS day, sum(coalesce(w.paid_amount, w.amount))::bigint AS amount
      FROM team JOIN withdrawals w ON w.merchant_id = ${s.merchantId} AND w.member_id = team.member_id
      WHERE w.status IN ('PAID', 'RECEIVED', 'NOT_RECEIVED', 'FORCED_RECEIVED') AND ${within('w.paid_at', s)}
      GROUP BY 1),
    days AS (SELECT day FROM joined UNION SELECT day FROM played UNION SELECT day FROM paid_in
             UNION SELECT day FROM paid_out)
    SELECT days.day, coalesce(joined.n, 0) AS new_members, coalesce(played.active, 0) AS active_members,
      coalesce(paid_in.amount, 0) AS deposits, coalesce(paid_out.amount, 0) AS withdrawals,
      coalesce(played.stake, 0) AS stake, coalesce(played.win, 0) AS win,
      (SELECT count(DISTINCT p.member_id)::int FROM played_by_member p WHERE p.active) AS range_active
    FROM days LEFT JOIN joined USING (day) LEFT JOIN played USING (day) LEFT JOIN paid_in USING (day)
      LEFT JOIN paid_out USING (day)
    ORDER BY days.day`.execute(db);
  return rows;
}

/** Now, whatever the period: the team's size (direct and all levels) and its MAIN balances summed. */
export async function selectTeamNow(
  db: TDb,
  merchantId: number,
  agentId: bigint,
): Promise<{ direct: number; all: number; balance: bigint }> {
  const { rows } = await sql<{ direct: number; all: number; balance: bigint }>`
    SELECT count(*) FILTER (WHERE u.depth = 1)::int AS direct, count(*)::int AS "all",
      coalesce(sum(a.balance), 0)::bigint AS balance
    FROM member_uplines u
    LEFT JOIN ledger_accounts a ON a.merchant_id = ${merchantId} AND a.member_id = u.member_id
      AND a.code = ${MAIN_WALLET}
    WHERE u.upline_id = ${agentId}`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: an aggregate returns one row');
  return row;
}
