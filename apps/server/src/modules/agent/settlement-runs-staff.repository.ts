import '../../db/schema-agent.ts';
import type { TBoSettlementRunsQuery } from '@tala/contract/backoffice/agents';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Back-office reads of settlement runs (migration 0032): a page of runs, and a run's held lines top-down. */

export async function settlementRunPage(
  db: TDb,
  merchantId: number,
  timeZone: string,
  query: TBoSettlementRunsQuery,
) {
  let base = db.selectFrom('agent_settlement_runs as r').where('r.merchant_id', '=', merchantId);
  if (query.kind) base = base.where('r.kind', '=', query.kind);
  if (query.from)
    base = base.where(
      'r.period_start',
      '>=',
      sql<Date>`(${query.from}::date::timestamp AT TIME ZONE ${timeZone})`,
    );
  if (query.to)
    base = base.where(
      'r.period_start',
      '<',
      sql<Date>`((${query.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
    );
  if (query.held === 'true') base = base.where('r.held_count', '>', 0);
  if (query.held === 'false') base = base.where('r.held_count', '=', 0);
  const [rows, count] = await Promise.all([
    base
      .selectAll('r')
      .orderBy('r.period_start', 'desc')
      .orderBy('r.kind')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * A run's held lines, at most `limit`, shallowest holder first — an upline is paid before the downline it pays — and
 * how many are held in all.
 */
export async function heldLinesOfRun(
  db: TDb,
  merchantId: number,
  run: { kind: string; periodStart: Date },
  limit: number,
): Promise<{ ids: bigint[]; total: number }> {
  const { rows } = await sql<{ id: bigint; total: number }>`
    SELECT s.id, count(*) OVER ()::int AS total FROM agent_settlements s
    WHERE s.merchant_id = ${merchantId} AND s.kind = ${run.kind} AND s.period_start = ${run.periodStart}
      AND s.state = 'HELD'
    ORDER BY (SELECT count(*) FROM member_uplines mu WHERE mu.member_id = s.member_id), s.id
    LIMIT ${limit}`.execute(db);
  return { ids: rows.map((row) => BigInt(row.id)), total: rows[0]?.total ?? 0 };
}
