import '../../db/schema-agent.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Settlement lines (migration 0029) as the agent reads them: received (its own) or paid (to its downline). */

export type TSettlementScope = {
  memberId: bigint;
  side: 'received' | 'paid';
  kind: string | undefined;
  /** The merchant's days, first included, last excluded, as instants. */
  from: string;
  toExclusive: string;
  timeZone: string;
};

const lines = (db: TDb, scope: TSettlementScope) => {
  let query = db
    .selectFrom('agent_settlements as s')
    .where(scope.side === 'received' ? 's.member_id' : 's.upline_id', '=', scope.memberId)
    .where('s.period_start', '>=', sql<Date>`(${scope.from}::date)::timestamp AT TIME ZONE ${scope.timeZone}`)
    .where(
      's.period_start',
      '<',
      sql<Date>`(${scope.toExclusive}::date)::timestamp AT TIME ZONE ${scope.timeZone}`,
    );
  if (scope.kind) query = query.where('s.kind', '=', scope.kind);
  return query;
};

export async function settlementLines(
  db: TDb,
  scope: TSettlementScope,
  page: { page: number; pageSize: number },
) {
  const [rows, sums] = await Promise.all([
    lines(db, scope)
      .innerJoin('members as m', 'm.id', 's.member_id')
      .leftJoin('members as u', 'u.id', 's.upline_id')
      .selectAll('s')
      .select(['m.username as member_name', 'u.username as upline_name'])
      .orderBy('s.period_start', 'desc')
      .orderBy('s.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    lines(db, scope)
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        sql<string>`coalesce(sum(s.amount) FILTER (WHERE s.state = 'PAID'), 0)`.as('paid'),
      ])
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(sums?.n ?? 0), paid: BigInt(sums?.paid ?? 0) };
}

/** What was paid to the member per kind and local day its period ended on (a period's last day). */
export async function incomeByDay(db: TDb, scope: TSettlementScope) {
  const { rows } = await sql<{ day: string; kind: string; amount: string }>`
    SELECT ((s.period_end - interval '1 microsecond') AT TIME ZONE ${scope.timeZone})::date::text AS day,
           s.kind, sum(s.amount)::text AS amount
    FROM agent_settlements s
    WHERE s.member_id = ${scope.memberId} AND s.state = 'PAID'
      AND s.period_start >= (${scope.from}::date)::timestamp AT TIME ZONE ${scope.timeZone}
      AND s.period_start < (${scope.toExclusive}::date)::timestamp AT TIME ZONE ${scope.timeZone}
    GROUP BY 1, 2`.execute(db);
  return rows;
}
