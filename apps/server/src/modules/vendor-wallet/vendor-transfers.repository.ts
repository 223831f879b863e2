import '../../db/schema-vendor-wallet.ts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { VendorTransfersTable } from '../../db/schema-vendor-wallet.ts';

export type TVendorTransferRow = Selectable<VendorTransfersTable>;
type TMemberKey = { merchantId: number; memberId: bigint };

export async function hasVendorPlayer(db: TDb, key: TMemberKey, vendorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('vendor_players')
    .select('vendor_id')
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertVendorPlayer(db: TDb, key: TMemberKey, vendorId: number): Promise<void> {
  await db
    .insertInto('vendor_players')
    .values({ merchant_id: key.merchantId, member_id: key.memberId, vendor_id: vendorId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The vendors the member was created at (only those can hold their money). */
export async function listVendorPlayerVendorIds(db: TDb, key: TMemberKey): Promise<number[]> {
  const rows = await db
    .selectFrom('vendor_players')
    .select('vendor_id')
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .execute();
  return rows.map((row) => row.vendor_id);
}

/** Inserts the transfer unless the member's key exists; null then (a concurrent holder is waited for). */
export async function insertTransferOnce(
  trx: TDb,
  input: {
    merchantId: number;
    memberId: bigint;
    vendorId: number;
    direction: 'IN' | 'OUT';
    amountMinor: bigint;
    currency: string;
    clientKey: string;
    requestHash: string;
    reference: string;
  },
): Promise<TVendorTransferRow | null> {
  const row = await trx
    .insertInto('vendor_transfers')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      vendor_id: input.vendorId,
      direction: input.direction,
      amount_minor: input.amountMinor,
      currency: input.currency,
      client_key: input.clientKey,
      request_hash: input.requestHash,
      reference: input.reference,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'client_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findTransferByKey(db: TDb, merchantId: number, clientKey: string) {
  const row = await db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  return row ?? null;
}

export async function findTransferById(db: TDb, id: bigint, options: { forUpdate?: boolean } = {}) {
  const row = await db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('id', '=', id)
    .$if(options.forUpdate === true, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

export async function recordAttempt(db: TDb, id: bigint): Promise<void> {
  await db
    .updateTable('vendor_transfers')
    .set({ attempts: sql`attempts + 1`, last_attempt_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function markSettled(
  trx: TDb,
  id: bigint,
  outcome: { status: 'DONE' | 'FAILED'; failure: string | null },
): Promise<void> {
  await trx
    .updateTable('vendor_transfers')
    .set({ status: outcome.status, failure: outcome.failure, settled_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Money on its way to a vendor, per vendor: left MAIN, not yet confirmed there. */
export async function pendingInByVendor(db: TDb, key: TMemberKey): Promise<Map<number, bigint>> {
  const rows = await db
    .selectFrom('vendor_transfers')
    .select(['vendor_id', sql<bigint>`sum(amount_minor)::bigint`.as('amount')])
    .where('merchant_id', '=', key.merchantId)
    .where('member_id', '=', key.memberId)
    .where('status', '=', 'PENDING')
    .where('direction', '=', 'IN')
    .groupBy('vendor_id')
    .execute();
  return new Map(rows.map((row) => [row.vendor_id, BigInt(row.amount)]));
}

/** What a provider call needs besides the row: the merchant's code and the vendor's provider. */
export async function findTransferParties(
  db: TDb,
  row: Pick<TVendorTransferRow, 'merchant_id' | 'vendor_id' | 'member_id'>,
) {
  return db
    .selectFrom('game_vendors as v')
    .innerJoin('merchants as m', 'm.id', 'v.merchant_id')
    .innerJoin('members as p', (join) =>
      join.on('p.id', '=', row.member_id).onRef('p.merchant_id', '=', 'm.id'),
    )
    .select(['m.code as merchant_code', 'v.vassalage', 'v.provider_code', 'p.username', 'p.nickname'])
    .where('v.id', '=', row.vendor_id)
    .where('v.merchant_id', '=', row.merchant_id)
    .executeTakeFirstOrThrow();
}
