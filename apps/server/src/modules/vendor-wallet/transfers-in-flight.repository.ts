import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import '../../db/schema-vendor-wallet.ts';

/**
 * The merchant's vendor transfers still PENDING (read only: the vendor-wallet module owns every write).
 * The partial index vendor_transfers_pending holds exactly these rows, so the scan stays small however
 * many transfers ever settled.
 */
function pendingTransfers(db: TDb, merchantId: number) {
  return db
    .selectFrom('vendor_transfers as t')
    .where('t.merchant_id', '=', merchantId)
    .where('t.status', '=', 'PENDING');
}

export async function countPendingTransfers(db: TDb, merchantId: number): Promise<number> {
  const row = await pendingTransfers(db, merchantId)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type TPendingTransferRow = Awaited<ReturnType<typeof listPendingTransfers>>[number];

/** Oldest first: the longest in flight are the ones a player is asking about. */
export async function listPendingTransfers(
  db: TDb,
  merchantId: number,
  page: { limit: number; offset: number },
) {
  return pendingTransfers(db, merchantId)
    .innerJoin('members as p', (join) =>
      join.onRef('p.id', '=', 't.member_id').onRef('p.merchant_id', '=', 't.merchant_id'),
    )
    .innerJoin('game_vendors as v', (join) =>
      join.onRef('v.id', '=', 't.vendor_id').onRef('v.merchant_id', '=', 't.merchant_id'),
    )
    .select([
      't.id',
      't.reference',
      't.member_id',
      'p.username',
      'v.vassalage',
      'v.display_name',
      't.direction',
      't.amount_minor',
      't.currency',
      't.created_at',
      't.attempts',
      't.last_attempt_at',
      sql<number>`floor(extract(epoch FROM now() - t.created_at))::int`.as('age_seconds'),
    ])
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One transfer of this merchant, whatever its status; undefined for another merchant's id. */
export async function findMerchantTransfer(db: TDb, merchantId: number, transferId: bigint) {
  return db
    .selectFrom('vendor_transfers')
    .select(['id', 'reference', 'status', 'failure', 'direction', 'amount_minor', 'attempts'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', transferId)
    .executeTakeFirst();
}
