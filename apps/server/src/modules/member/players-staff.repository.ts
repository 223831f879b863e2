import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { startOfMerchantDay } from '../../db/merchant-day.ts';
import { POINTS_WALLET } from '../ledger/ledger.service.ts';

const SUMMARY_COLUMNS = [
  'members.id',
  'members.username',
  'members.nickname',
  'members.dialing_code',
  'members.mobile_num',
  'members.email',
  'members.status',
  'members.agent_type',
  'members.created_at',
  'members.last_login_at',
] as const;

/** One search box: an id or mobile number (digits), an e-mail (has @), else a username prefix. */
function searchQuery(db: TDb, merchantId: number, q: string) {
  let query = db.selectFrom('members').where('members.merchant_id', '=', merchantId);
  const text = q.trim();
  if (/^\d{1,18}$/.test(text)) {
    query = query.where((eb) =>
      eb.or([
        eb('members.id', '=', BigInt(text)),
        eb('members.mobile_num', '=', text),
        eb(sql<string>`members.dialing_code || members.mobile_num`, '=', text),
      ]),
    );
  } else if (text.includes('@')) {
    query = query.where(sql<string>`lower(members.email)`, '=', text.toLowerCase());
  } else if (text.length > 0) {
    const prefix = `${text.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
    query = query.where(sql<string>`lower(members.username)`, 'like', prefix);
  }
  return query;
}

export async function countPlayers(db: TDb, merchantId: number, q: string): Promise<number> {
  const row = await searchQuery(db, merchantId, q)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function searchPlayers(
  db: TDb,
  merchantId: number,
  q: string,
  page: { limit: number; offset: number },
) {
  return searchQuery(db, merchantId, q)
    .select(SUMMARY_COLUMNS)
    .orderBy('members.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findPlayer(db: TDb, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('members')
    .leftJoin('members as upline', (join) =>
      join.onRef('upline.id', '=', 'members.upline_id').on('upline.merchant_id', '=', merchantId),
    )
    .select([
      ...SUMMARY_COLUMNS,
      'members.payee_name',
      'members.language',
      'members.register_method',
      'members.register_ip',
      'members.affiliate_code',
      'upline.username as upline_username',
    ])
    .where('members.merchant_id', '=', merchantId)
    .where('members.id', '=', memberId)
    .executeTakeFirst();
}

/** The member's ledger lines, newest first (read-only; the ledger module owns every write). */
function statementQuery(db: TDb, merchantId: number, memberId: bigint, wallet: string | undefined) {
  let query = db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .where('ledger_entries.merchant_id', '=', merchantId)
    .where('ledger_accounts.merchant_id', '=', merchantId)
    .where('ledger_accounts.member_id', '=', memberId);
  // Without a wallet named, the statement is money: points (their own currency) only when asked for by name.
  query = query.where('ledger_accounts.code', wallet ? '=' : '<>', wallet ?? POINTS_WALLET);
  return query;
}

export async function countStatement(db: TDb, merchantId: number, memberId: bigint, wallet?: string) {
  const row = await statementQuery(db, merchantId, memberId, wallet)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listStatement(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  wallet: string | undefined,
  page: { limit: number; offset: number },
) {
  return statementQuery(db, merchantId, memberId, wallet)
    .select([
      'ledger_entries.id',
      'ledger_entries.amount',
      'ledger_entries.balance_after',
      'ledger_accounts.code',
      'ledger_transactions.kind',
      'ledger_transactions.idempotency_key',
      'ledger_transactions.created_at',
    ])
    .orderBy('ledger_entries.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** All the merchant's players, or those registered since midnight of its time zone. */
export async function countPlayersSince(
  db: TDb,
  merchant: { id: number; timeZone: string },
  since: 'all' | 'today',
) {
  let query = db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('merchant_id', '=', merchant.id);
  if (since === 'today') query = query.where('created_at', '>=', startOfMerchantDay(merchant.timeZone));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}
