import type { TAdjustmentStatus } from '@tala/contract/backoffice/adjustments';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export type TAdjustmentRow = {
  id: bigint;
  member_id: bigint;
  wallet_code: string;
  direction: 'credit' | 'debit';
  amount_minor: bigint;
  reason: string;
  request_hash: string;
  status: TAdjustmentStatus;
  requested_by: bigint;
  requested_at: Date;
  decided_by: bigint | null;
  decided_at: Date | null;
  decision_note: string | null;
  ledger_transaction_id: bigint | null;
  player_username: string;
  requested_by_name: string;
  decided_by_name: string | null;
};

export type TNewAdjustment = {
  merchantId: number;
  memberId: bigint;
  walletCode: string;
  direction: 'credit' | 'debit';
  amountMinor: bigint;
  reason: string;
  idempotencyKey: string;
  requestHash: string;
  status: 'PENDING' | 'APPLIED';
  requestedBy: bigint;
};

/** Inserts unless the key exists (a concurrent twin waits on the unique index); null means it existed. */
export async function insertAdjustmentOnce(db: TDb, row: TNewAdjustment): Promise<bigint | null> {
  const inserted = await db
    .insertInto('balance_adjustments')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      wallet_code: row.walletCode,
      direction: row.direction,
      amount_minor: row.amountMinor,
      reason: row.reason,
      idempotency_key: row.idempotencyKey,
      request_hash: row.requestHash,
      status: row.status,
      requested_by: row.requestedBy,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

function withNames(db: TDb, merchantId: number) {
  return db
    .selectFrom('balance_adjustments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('staff as r', 'r.id', 'a.requested_by')
    .leftJoin('staff as d', 'd.id', 'a.decided_by')
    .select([
      'a.id',
      'a.member_id',
      'a.wallet_code',
      'a.direction',
      'a.amount_minor',
      'a.reason',
      'a.request_hash',
      'a.status',
      'a.requested_by',
      'a.requested_at',
      'a.decided_by',
      'a.decided_at',
      'a.decision_note',
      'a.ledger_transaction_id',
      'm.username as player_username',
      'r.username as requested_by_name',
      'd.username as decided_by_name',
    ])
    .where('a.merchant_id', '=', merchantId);
}

export async function findAdjustment(
  db: TDb,
  merchantId: number,
  id: bigint,
): Promise<TAdjustmentRow | null> {
  return (await withNames(db, merchantId).where('a.id', '=', id).executeTakeFirst()) ?? null;
}

export async function findAdjustmentByKey(db: TDb, merchantId: number, key: string) {
  return (await withNames(db, merchantId).where('a.idempotency_key', '=', key).executeTakeFirst()) ?? null;
}

/** Row lock for a decision: two approvers racing on one request are serialised here. */
export async function lockAdjustment(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('balance_adjustments')
    .select(['id', 'status', 'requested_by'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markDecided(
  db: TDb,
  id: bigint,
  decision: {
    status: 'APPLIED' | 'REJECTED';
    decidedBy: bigint | null;
    note: string | null;
    transactionId: bigint | null;
  },
): Promise<void> {
  await db
    .updateTable('balance_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: sql<Date>`now()`,
      decision_note: decision.note,
      ledger_transaction_id: decision.transactionId,
    })
    .where('id', '=', id)
    .execute();
}

export type TAdjustmentFilter = { status?: TAdjustmentStatus | undefined; memberId?: bigint | undefined };

function filtered(db: TDb, merchantId: number, filter: TAdjustmentFilter) {
  let query = withNames(db, merchantId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId);
  return query;
}

export async function listAdjustments(
  db: TDb,
  merchantId: number,
  filter: TAdjustmentFilter,
  page: { limit: number; offset: number },
): Promise<TAdjustmentRow[]> {
  return filtered(db, merchantId, filter)
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAdjustments(db: TDb, merchantId: number, filter: TAdjustmentFilter) {
  let query = db
    .selectFrom('balance_adjustments as a')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('a.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}
