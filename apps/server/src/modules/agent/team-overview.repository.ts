import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * The team overview's figures: the sums the team-figures feed keeps per upline (decision 044), and the range
 * helpers the other team pages share.
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
  joined: number;
  active: number;
  deposits: bigint;
  withdrawals: bigint;
  stake: bigint;
  win: bigint;
};

/** From the first day's start to the end of the last, in the merchant's time zone. */
export const within = (column: string, s: TOverviewScope) =>
  sql`${sql.ref(column)} >= (${s.firstDay}::date::timestamp AT TIME ZONE ${s.timeZone})
    AND ${sql.ref(column)} < ((${s.lastDay}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})`;
/**
 * The team's days in the range that have figures (the feed's per-upline sums, decision 044; days without any are
 * left out).
 */
export async function selectTeamDays(db: TDb, s: TOverviewScope): Promise<TDayFigures[]> {
  const { rows } = await sql<TDayFigures>`
    SELECT t.day::text AS day, t.joined, t.active, t.deposits, t.withdrawals, t.stake, t.win
    FROM team_days t
    WHERE t.upline_id = ${s.agentId} AND t.day BETWEEN ${s.firstDay}::date AND ${s.lastDay}::date
    ORDER BY t.day`.execute(db);
  return rows;
}

/** Members of the team active in a whole week (from its Monday) or month (from its first day), each once. */
export async function selectTeamPeriodActive(
  db: TDb,
  agentId: bigint,
  period: 'W' | 'M',
  starts: string,
): Promise<number> {
  const { rows } = await sql<{ active: number }>`
    SELECT t.active FROM team_periods t
    WHERE t.upline_id = ${agentId} AND t.period = ${period} AND t.starts = ${starts}::date`.execute(db);
  return rows[0]?.active ?? 0;
}

/**
 * Members of the team active on any day of a range, each once, from the members' days: a range that is not a
 * day, a week so far or a month so far (those have their sums) reads one row per active member day.
 */
export async function selectTeamRangeActive(db: TDb, s: TOverviewScope): Promise<number> {
  const { rows } = await sql<{ active: number }>`
    SELECT count(DISTINCT d.member_id)::int AS active
    FROM member_uplines u
    JOIN member_days d ON d.member_id = u.member_id AND d.day BETWEEN ${s.firstDay}::date AND ${s.lastDay}::date
    WHERE u.upline_id = ${s.agentId} AND d.active`.execute(db);
  return rows[0]?.active ?? 0;
}

/** Now, whatever the period: the team's size (direct and all levels) and its MAIN balances as fed. */
export async function selectTeamNow(
  db: TDb,
  agentId: bigint,
): Promise<{ direct: number; all: number; balance: bigint }> {
  const { rows } = await sql<{ direct: number; all: number; balance: bigint }>`
    SELECT count(*) FILTER (WHERE u.depth = 1)::int AS direct, count(*)::int AS "all",
      coalesce((SELECT b.team_balance FROM team_balances b WHERE b.member_id = ${agentId}), 0)::bigint AS balance
    FROM member_uplines u
    WHERE u.upline_id = ${agentId}`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: an aggregate returns one row');
  return row;
}
