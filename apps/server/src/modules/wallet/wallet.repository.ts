import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import '../../db/schema-wallet.ts';
import { POINTS_WALLET } from '../ledger/ledger.service.ts';

export type TVendorWalletInfo = {
  id: number;
  vassalage: string;
  displayName: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  status: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
  /** The provider serving the vendor (transfer-mode vendors move money through its transfer API). */
  providerCode: string | null;
  /** The game category (a vassalage may exist in two) and whether its games allow trial play. */
  category: string;
  allowsTrial: boolean;
};

/** Far above any real catalogue (the games module uses the same bound); keeps the cached list bounded. */
const MAX_VENDORS = 500;

/** Every vendor of the merchant, in display order: the wallet derives what it needs from this one list. */
export async function listVendors(db: TDb, merchantId: number): Promise<TVendorWalletInfo[]> {
  const rows = await db
    .selectFrom('game_vendors')
    .select([
      'id',
      'vassalage',
      'display_name',
      'wallet_mode',
      'status',
      'provider_code',
      'category',
      'allows_trial',
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .limit(MAX_VENDORS)
    .execute();
  return rows.map(toVendor);
}

function toVendor(row: {
  id: number;
  vassalage: string;
  display_name: string;
  wallet_mode: 'SEAMLESS' | 'TRANSFER';
  status: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
  provider_code: string | null;
  category: string;
  allows_trial: boolean;
}): TVendorWalletInfo {
  return {
    id: row.id,
    vassalage: row.vassalage,
    displayName: row.display_name,
    walletMode: row.wallet_mode,
    status: row.status,
    providerCode: row.provider_code,
    category: row.category,
    allowsTrial: row.allows_trial,
  };
}

export async function findMemberForUpline(db: TDb, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'upline_id', 'payment_password_hash'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function findActiveMember(db: TDb, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export type THistoryFilter = {
  merchantId: number;
  memberId: bigint;
  from: Date;
  to: Date;
  kind?: string | undefined;
};

/** The member's own entries only: the account's member_id is part of every history query. */
function historyQuery(db: TDb, filter: THistoryFilter) {
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.merchant_id', '=', filter.merchantId)
    .where('a.member_id', '=', filter.memberId)
    // The account record is money: points have their own list (modules/points).
    .where('a.code', '<>', POINTS_WALLET)
    .where('e.merchant_id', '=', filter.merchantId)
    .where('t.merchant_id', '=', filter.merchantId)
    .where('t.created_at', '>=', filter.from)
    .where('t.created_at', '<', filter.to);
  if (filter.kind) query = query.where('t.kind', '=', filter.kind);
  return query;
}

export async function listHistory(db: TDb, filter: THistoryFilter, limit: number, offset: number) {
  return historyQuery(db, filter)
    .select([
      'e.id',
      'e.amount',
      'e.balance_after',
      'a.code',
      't.id as transaction_id',
      't.kind',
      't.idempotency_key',
      't.created_at',
    ])
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countHistory(db: TDb, filter: THistoryFilter): Promise<number> {
  const row = await historyQuery(db, filter)
    .select(sql<string>`count(*)::text`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTicket(
  db: TDb,
  ticket: { hash: string; merchantId: number; memberId: bigint; ttlSeconds: number },
): Promise<void> {
  // Expired tickets are useless; dropping them here keeps the table small without a job.
  await db.deleteFrom('wallet_event_tickets').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('wallet_event_tickets')
    .values({
      ticket_hash: ticket.hash,
      merchant_id: ticket.merchantId,
      member_id: ticket.memberId,
      expires_at: sql<Date>`now() + make_interval(secs => ${ticket.ttlSeconds})`,
    })
    .execute();
}

/** Deleting on use makes a ticket single-use even when two requests race with it. */
export async function consumeTicket(db: TDb, merchantId: number, hash: string): Promise<bigint | null> {
  const row = await db
    .deleteFrom('wallet_event_tickets')
    .where('ticket_hash', '=', hash)
    .where('merchant_id', '=', merchantId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}
