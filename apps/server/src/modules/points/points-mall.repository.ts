import '../../db/schema-points.ts';
import type { TRedeemStatus } from '@tala/contract/loyalty/points';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export async function listActiveRewards(db: TDb, merchantId: number) {
  return db
    .selectFrom('points_rewards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('sort')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** How many of each reward the member holds or has asked for (rejected ones are given back). */
export async function redeemedByReward(db: TDb, memberId: bigint): Promise<Map<bigint, number>> {
  const rows = await db
    .selectFrom('points_redemptions')
    .select(['reward_id', sql<number>`sum(quantity)::int`.as('taken')])
    .where('member_id', '=', memberId)
    .where('status', '<>', 'REJECTED')
    .groupBy('reward_id')
    .execute();
  return new Map(rows.map((row) => [row.reward_id, row.taken]));
}

export async function findRewardForUpdate(trx: TDb, merchantId: number, rewardId: bigint) {
  return trx
    .selectFrom('points_rewards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', rewardId)
    .forUpdate()
    .executeTakeFirst();
}

/** Takes `quantity` from the stock; false when not that many are left (an unlimited reward always has them). */
export async function takeStock(trx: TDb, rewardId: bigint, quantity: number): Promise<boolean> {
  const row = await trx
    .updateTable('points_rewards')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', rewardId)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function returnStock(trx: TDb, rewardId: bigint, quantity: number): Promise<void> {
  await trx
    .updateTable('points_rewards')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', rewardId)
    .where('stock', 'is not', null)
    .execute();
}

export async function countRedeemed(trx: TDb, rewardId: bigint, memberId: bigint): Promise<number> {
  const row = await trx
    .selectFrom('points_redemptions')
    .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('taken'))
    .where('reward_id', '=', rewardId)
    .where('member_id', '=', memberId)
    .where('status', '<>', 'REJECTED')
    .executeTakeFirstOrThrow();
  return row.taken;
}

const redemptionColumns = [
  'r.id',
  'r.reward_id',
  'r.member_id',
  'r.quantity',
  'r.points',
  'r.cash_minor',
  'r.receiving_address',
  'r.mobile',
  'r.remark',
  'r.status',
  'r.reason',
  'r.request_id',
  'r.created_at',
  'r.reviewed_at',
  'w.names',
  'w.kind',
  'w.art',
] as const;

const redemptionRows = (db: TDb) =>
  db.selectFrom('points_redemptions as r').innerJoin('points_rewards as w', 'w.id', 'r.reward_id');

export type TRedemptionRow = Awaited<ReturnType<typeof findRedemption>> & {};

export async function findRedemption(db: TDb, merchantId: number, id: bigint) {
  return redemptionRows(db)
    .select(redemptionColumns)
    .where('r.merchant_id', '=', merchantId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function findRedemptionByRequest(db: TDb, memberId: bigint, requestId: string) {
  return redemptionRows(db)
    .select(redemptionColumns)
    .where('r.member_id', '=', memberId)
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();
}

export async function listMemberRedemptions(
  db: TDb,
  memberId: bigint,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    redemptionRows(db)
      .select(redemptionColumns)
      .where('r.member_id', '=', memberId)
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('points_redemptions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function insertRedemption(
  trx: TDb,
  row: {
    merchantId: number;
    memberId: bigint;
    rewardId: bigint;
    requestId: string;
    quantity: number;
    points: bigint;
    cashMinor: bigint;
    receivingAddress: string | null;
    mobile: string | null;
    remark: string | null;
    status: TRedeemStatus;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('points_redemptions')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      reward_id: row.rewardId,
      request_id: row.requestId,
      quantity: row.quantity,
      points: row.points,
      cash_minor: row.cashMinor,
      receiving_address: row.receivingAddress,
      mobile: row.mobile,
      remark: row.remark,
      status: row.status,
      reviewed_at: row.status === 'IN_PROCESS' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Moves a redemption out of IN_PROCESS; false when it already left it (another reviewer was first). */
export async function reviewRedemption(
  trx: TDb,
  input: { id: bigint; status: 'APPROVED' | 'REJECTED'; reason: string | null; staffId: bigint },
): Promise<boolean> {
  const row = await trx
    .updateTable('points_redemptions')
    .set({ status: input.status, reason: input.reason, reviewed_by: input.staffId, reviewed_at: new Date() })
    .where('id', '=', input.id)
    .where('status', '=', 'IN_PROCESS')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
