import { AGENT_CENTRE_TYPES } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { type TTeamRow, teamRowColumns } from './team.repository.ts';

/**
 * The back office's tree reads (decision 047) on the stored upline chains (`member_uplines`, decision 043): a level
 * is an index range, a team's size an index-only count — never a walk of `members.upline_id`.
 */

/**
 * The predicate of the partial index members_top_agents (migration 0031). The agent types are written into the
 * statement as literals, not parameters, so the planner can see that the query implies the index's predicate.
 */
const isTopAgent = sql`m.upline_id IS NULL AND m.agent_type IN (${sql.raw(AGENT_CENTRE_TYPES.join(', '))})`;

/** A page of the merchant's agents without an upline, newest first (ids rise with registration). */
export async function topAgentsPage(
  db: TDb,
  merchantId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: TTeamRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    sql<TTeamRow>`
      SELECT ${teamRowColumns} FROM members m
      WHERE m.merchant_id = ${merchantId} AND ${isTopAgent}
      ORDER BY m.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`.execute(db),
    sql<{ n: number }>`
      SELECT count(*)::int AS n FROM members m WHERE m.merchant_id = ${merchantId} AND ${isTopAgent}`.execute(
      db,
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** How many members are under each of `memberIds`, at every level (0 for a member without a team). */
export async function teamSizes(db: TDb, memberIds: bigint[]): Promise<Map<bigint, number>> {
  const sizes = new Map<bigint, number>(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return sizes;
  const { rows } = await sql<{ upline_id: bigint; n: number }>`
    SELECT upline_id, count(*)::int AS n FROM member_uplines
    WHERE upline_id = ANY(${memberIds}::bigint[]) GROUP BY upline_id`.execute(db);
  for (const row of rows) sizes.set(row.upline_id, row.n);
  return sizes;
}
