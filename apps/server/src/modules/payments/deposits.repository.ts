import { type Insertable, type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { DepositsTable, TDepositStatus } from '../../db/schema-payments.ts';

export type TDepositRow = Selectable<DepositsTable>;

/** Inserts unless the member already used this idempotency key; null means the key exists. */
export async function insertDepositOnce(
  db: TDb,
  deposit: Insertable<DepositsTable>,
): Promise<TDepositRow | null> {
  const row = await db
    .insertInto('deposits')
    .values(deposit)
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'idempotency_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findDepositByKey(db: TDb, merchantId: number, memberId: bigint, key: string) {
  return db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Scoped by member when given: a player only ever sees their own deposits. */
export async function findDeposit(
  db: TDb,
  scope: { merchantId: number; memberId?: bigint },
  depositId: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<TDepositRow | null> {
  let query = db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', scope.merchantId)
    .where('id', '=', depositId);
  if (scope.memberId !== undefined) query = query.where('member_id', '=', scope.memberId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function findDepositByReference(db: TDb, merchantId: number, reference: string) {
  const row = await db
    .selectFrom('deposits')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function setDepositGatewayPayment(db: TDb, depositId: bigint, paymentId: string) {
  await db
    .updateTable('deposits')
    .set({ gateway_payment_id: paymentId })
    .where('id', '=', depositId)
    .execute();
}

/** Moves a PENDING deposit to `status`; returns null when it was not PENDING any more. */
export async function transitionDeposit(
  db: TDb,
  depositId: bigint,
  change: { status: TDepositStatus; staffId?: bigint | null; rejectReason?: string | null },
): Promise<TDepositRow | null> {
  const row = await db
    .updateTable('deposits')
    .set({
      status: change.status,
      staff_id: change.staffId ?? null,
      reject_reason: change.rejectReason ?? null,
      updated_at: sql`now()`,
      paid_at: change.status === 'PAID' ? sql`now()` : null,
    })
    .where('id', '=', depositId)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function setDepositReceipt(db: TDb, depositId: bigint, file: string) {
  await db
    .updateTable('deposits')
    .set({ receipt_file: file, updated_at: sql`now()` })
    .where('id', '=', depositId)
    .execute();
}

export async function listDeposits(
  db: TDb,
  scope: { merchantId: number; memberId: bigint; status?: TDepositStatus },
  page: { page: number; pageSize: number },
): Promise<{ rows: TDepositRow[]; total: number }> {
  let base = db
    .selectFrom('deposits')
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
