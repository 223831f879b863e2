import { type Insertable, type Selectable, sql, type UpdateObject } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { startOfMerchantDay } from '../../db/merchant-day.ts';
import type { TDatabase } from '../../db/schema.ts';
import type { TWithdrawalStatus, WithdrawalsTable } from '../../db/schema-payments.ts';

export type TWithdrawalRow = Selectable<WithdrawalsTable>;

export async function insertWithdrawalOnce(
  db: TDb,
  withdrawal: Insertable<WithdrawalsTable>,
): Promise<TWithdrawalRow | null> {
  const row = await db
    .insertInto('withdrawals')
    .values(withdrawal)
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findWithdrawalByKey(db: TDb, merchantId: number, memberId: bigint, key: string) {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

/** Scoped by member when given (object-level authorization); `forUpdate` inside a transaction. */
export async function findWithdrawal(
  db: TDb,
  scope: { merchantId: number; memberId?: bigint },
  id: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<TWithdrawalRow | null> {
  let query = db
    .selectFrom('withdrawals')
    .selectAll()
    .where('merchant_id', '=', scope.merchantId)
    .where('id', '=', id);
  if (scope.memberId !== undefined) query = query.where('member_id', '=', scope.memberId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function updateWithdrawal(
  db: TDb,
  id: bigint,
  changes: UpdateObject<TDatabase, 'withdrawals'>,
): Promise<TWithdrawalRow> {
  return db
    .updateTable('withdrawals')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The member's requests on one channel since midnight of the merchant's time zone; rejected ones are
 * left out: they paid nothing out.
 */
export async function countToday(
  db: TDb,
  scope: { merchantId: number; memberId: bigint; channelCode: string; timeZone: string },
) {
  const { merchantId, memberId, channelCode, timeZone } = scope;
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('channel_code', '=', channelCode)
    .where('status', '<>', 'REJECTED')
    .where('created_at', '>=', startOfMerchantDay(timeZone))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listWithdrawals(
  db: TDb,
  scope: { merchantId: number; memberId: bigint; status?: TWithdrawalStatus },
  page: { page: number; pageSize: number },
): Promise<{ rows: TWithdrawalRow[]; total: number }> {
  let base = db
    .selectFrom('withdrawals')
    .where('merchant_id', '=', scope.merchantId)
    .where('member_id', '=', scope.memberId);
  if (scope.status) base = base.where('status', '=', scope.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
