import '../../db/schema-agent.ts';
import type { TBoContractsQuery, TBoSettlementsQuery } from '@tala/contract/backoffice/agents';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isLive } from './contracts.repository.ts';

/** Back-office reads of contracts and settlement lines (migration 0029), a page at a time. */

export async function boContractPage(db: TDb, merchantId: number, query: TBoContractsQuery) {
  let base = db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .leftJoin('staff as s', 's.id', 'c.staff_id')
    .where('c.merchant_id', '=', merchantId);
  if (query.kind) base = base.where('c.kind', '=', query.kind);
  if (query.username) {
    const name = query.username.toLowerCase();
    base = base.where((eb) =>
      eb.or([eb(eb.fn('lower', ['m.username']), '=', name), eb(eb.fn('lower', ['u.username']), '=', name)]),
    );
  }
  if (query.scope === 'live') {
    base = base.where(isLive('c'));
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll('c')
      .select(['m.username as member_name', 'u.username as upline_name', 's.username as staff_name'])
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function boSettlementPage(db: TDb, merchantId: number, query: TBoSettlementsQuery) {
  let base = db.selectFrom('agent_settlements as s').where('s.merchant_id', '=', merchantId);
  if (query.state) base = base.where('s.state', '=', query.state);
  if (query.kind) base = base.where('s.kind', '=', query.kind);
  if (query.periodStart) base = base.where('s.period_start', '=', new Date(query.periodStart));
  const [rows, sums] = await Promise.all([
    base
      .innerJoin('members as m', 'm.id', 's.member_id')
      .leftJoin('members as u', 'u.id', 's.upline_id')
      .selectAll('s')
      .select(['m.username as member_name', 'u.username as upline_name'])
      .orderBy('s.period_start', 'desc')
      .orderBy('s.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        sql<string>`coalesce(sum(s.amount) FILTER (WHERE s.state = 'HELD'), 0)`.as('held'),
      ])
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(sums?.n ?? 0), held: BigInt(sums?.held ?? 0) };
}

export async function lockSettlementLine(trx: TDb, merchantId: number, id: bigint) {
  return trx
    .selectFrom('agent_settlements')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}
