import '../../db/schema-vendor-wallet.ts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { VendorTransfersTable } from '../../db/schema-vendor-wallet.ts';

export type TVendorTransferRow = Selectable<VendorTransfersTable>;
type TMemberKey = { merchantId: number; memberId: bigint };
type TTransferInput = TMemberKey & {
  vendorId: number;
  direction: 'IN' | 'OUT';
  amountMinor: bigint;
  currency: string;
  clientKey: string;
  requestHash: string;
  reference: string;
};

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

const transferInsert = prepared((db: TDb, p: TTransferInput) =>
  db
    .insertInto('vendor_transfers')
    .values({
      merchant_id: p.merchantId,
      member_id: p.memberId,
      vendor_id: p.vendorId,
      direction: p.direction,
      amount_minor: p.amountMinor,
      currency: p.currency,
      client_key: p.clientKey,
      request_hash: p.requestHash,
      reference: p.reference,
      attempts: 1,
      last_attempt_at: sql`now()`,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'client_key']).doNothing())
    .returningAll(),
);

/**
 * Inserts the transfer unless the member's key exists; null then (a concurrent holder is waited for).
 * The row counts its first attempt: it is sent right after its transaction commits.
 */
export async function insertTransferOnce(
  trx: TDb,
  input: TTransferInput,
): Promise<TVendorTransferRow | null> {
  const row = await transferInsert.first(trx, input);
  return row ?? null;
}

const transferByKey = prepared((db: TDb, p: { merchantId: number; clientKey: string }) =>
  db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('merchant_id', '=', p.merchantId)
    .where('client_key', '=', p.clientKey),
);

export async function findTransferByKey(db: TDb, merchantId: number, clientKey: string) {
  const row = await transferByKey.first(db, { merchantId, clientKey });
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

/**
 * The settlement commits without waiting for its WAL to reach the disk (synchronous_commit off, for this
 * transaction only: set_config's third argument). It moves no money, and losing it in a crash loses
 * nothing: the row is then PENDING as before, the sweep queues its status check and the check settles it
 * again from the vendor's answer, which the vendor keeps. A later durable commit (anyone's) writes it too:
 * the WAL is flushed in order. Money legs and the row's creation stay durable commits.
 */
const pendingSettle = prepared(
  (_db: TDb, p: { id: bigint; status: 'DONE' | 'FAILED'; failure: string | null }) =>
    sql<TVendorTransferRow>`
    UPDATE vendor_transfers SET status = ${p.status}, failure = ${p.failure}, settled_at = now()
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed_commit
    WHERE id = ${p.id} AND status = 'PENDING'
    RETURNING vendor_transfers.*`,
);

/** Settles a PENDING transfer in one statement; null when it was no longer PENDING. */
export async function settleWithoutMoney(
  db: TDb,
  id: bigint,
  outcome: { status: 'DONE' | 'FAILED'; failure: string | null },
): Promise<TVendorTransferRow | null> {
  const row = await pendingSettle.first(db, { id, ...outcome });
  return row ?? null;
}

const strandedTransfers = prepared(
  (_db: TDb, p: { olderThanSeconds: number; jobKeyPrefix: string; limit: number }) =>
    sql<{ id: bigint }>`
    SELECT t.id FROM vendor_transfers t
    WHERE t.status = 'PENDING' AND t.created_at < now() - make_interval(secs => ${p.olderThanSeconds})
      AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = ${p.jobKeyPrefix}::text || t.id)
    ORDER BY t.created_at LIMIT ${p.limit}::int`,
);

/**
 * Transfers PENDING for longer than `olderThanSeconds` with no status-check job (queued or failed for good), of
 * every merchant, oldest first. The partial index vendor_transfers_pending holds only PENDING rows, so the
 * scan stays as small as the transfers in flight.
 */
export async function findStrandedTransfers(
  db: TDb,
  input: { olderThanSeconds: number; jobKeyPrefix: string; limit: number },
): Promise<bigint[]> {
  const rows = await strandedTransfers.all(db, input);
  return rows.map((row) => row.id);
}

const holdingState = prepared(
  (_db: TDb, p: TMemberKey) => sql<{ vendor_id: number; pending: string | null }>`
    SELECT vendor_id, NULL AS pending FROM vendor_players
    WHERE merchant_id = ${p.merchantId} AND member_id = ${p.memberId}
    UNION ALL
    SELECT vendor_id, sum(amount_minor)::text FROM vendor_transfers
    WHERE merchant_id = ${p.merchantId} AND member_id = ${p.memberId}
      AND status = 'PENDING' AND direction = 'IN'
    GROUP BY vendor_id`,
);

/**
 * What the member's vendor wallets need from the platform, in one statement: the vendors the member was
 * created at (only those can hold their money) and, per vendor, the money on its way there (left MAIN,
 * not yet confirmed by the vendor).
 */
export async function findVendorHoldingState(
  db: TDb,
  key: TMemberKey,
): Promise<{ createdAt: Set<number>; pendingIn: Map<number, bigint> }> {
  const { rows } = await holdingState.run(db, key);
  const createdAt = new Set<number>();
  const pendingIn = new Map<number, bigint>();
  for (const row of rows) {
    if (row.pending === null) createdAt.add(row.vendor_id);
    else pendingIn.set(row.vendor_id, BigInt(row.pending));
  }
  return { createdAt, pendingIn };
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
