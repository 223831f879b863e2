import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';

/**
 * Team reads on the stored upline chains (`member_uplines`, migration 0026, decision 043): every read is an
 * index range or probe on (upline, level, member) — never a walk of `members.upline_id`.
 */

/** How many levels below the agent a member is (1: direct downline), or null when it is not in the team. */
export async function levelInTeam(db: TDb, agentId: bigint, memberId: bigint): Promise<number | null> {
  const row = await db
    .selectFrom('member_uplines')
    .select('depth')
    .where('upline_id', '=', agentId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.depth ?? null;
}

/** A member of the merchant by username (any case), if it is in the agent's team; with its level. */
export async function findTeamMemberByName(
  db: TDb,
  merchantId: number,
  agentId: bigint,
  username: string,
): Promise<{ id: bigint; level: number } | null> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('member_uplines as u', (join) =>
      join.onRef('u.member_id', '=', 'm.id').on('u.upline_id', '=', agentId),
    )
    .select(['m.id', 'u.depth'])
    .where('m.merchant_id', '=', merchantId)
    .where(sql`lower(m.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, level: row.depth } : null;
}

/**
 * The members between the agent and one of its team, top down (neither end included) — or, without a level, the
 * member's whole upline chain, the top first.
 */
export async function chainBetween(
  db: TDb,
  memberId: bigint,
  level?: number,
): Promise<Array<{ id: bigint; username: string }>> {
  return db
    .selectFrom('member_uplines as u')
    .innerJoin('members as m', 'm.id', 'u.upline_id')
    .select(['m.id', 'm.username'])
    .where('u.member_id', '=', memberId)
    .$if(level !== undefined, (q) => q.where('u.depth', '<', level ?? 0))
    .orderBy('u.depth', 'desc')
    .execute();
}

export type TTeamRow = {
  id: bigint;
  username: string;
  agent_type: number;
  created_at: Date;
  last_login_at: Date | null;
  balance: bigint;
  direct_count: number;
};

/** The columns of a team row, for a query over `members m`. */
export const teamRowColumns = sql<TTeamRow>`m.id, m.username, m.agent_type, m.created_at, m.last_login_at,
  coalesce((SELECT a.balance FROM ledger_accounts a
            WHERE a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.code = ${MAIN_WALLET}), 0) AS balance,
  (SELECT count(*)::int FROM member_uplines d WHERE d.upline_id = m.id AND d.depth = 1) AS direct_count`;

/** A page of the members directly under `uplineId`, newest first (ids rise with registration). */
export async function directDownlinePage(
  db: TDb,
  uplineId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: TTeamRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    // The page's member ids first, then their rows: a top agent's whole team makes the planner expect
    // thousands of direct members (its share of the chains times depth 1's), and with the join outside the
    // LIMIT it then merged with every member backwards — 175 ms to 1.2 s on a million-member tree, where the
    // page is 20 index probes (bench:agents, 2026-11-27).
    sql<TTeamRow>`
      SELECT ${teamRowColumns}
      FROM (SELECT member_id FROM member_uplines
            WHERE upline_id = ${uplineId} AND depth = 1
            ORDER BY member_id DESC LIMIT ${page.limit} OFFSET ${page.offset}) u
      JOIN members m ON m.id = u.member_id
      ORDER BY u.member_id DESC`.execute(db),
    db
      .selectFrom('member_uplines')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('upline_id', '=', uplineId)
      .where('depth', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.rows, total: Number(total.count) };
}

/** One member's row as team management shows it. */
export async function teamRowOf(db: TDb, memberId: bigint): Promise<TTeamRow> {
  const { rows } =
    await sql<TTeamRow>`SELECT ${teamRowColumns} FROM members m WHERE m.id = ${memberId}`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: a team member exists');
  return row;
}
