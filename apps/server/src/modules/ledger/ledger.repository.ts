import type { TDb } from '../../db/database.ts';

export type TLockedAccount = {
  id: bigint;
  merchantId: number;
  currency: string;
  balance: bigint;
  isHouse: boolean;
};
export type TStoredEntry = { accountId: bigint; amount: bigint; balanceAfter: bigint };

/** Finds or creates a player account (memberId set) or a house account (memberId null); returns its id. */
export async function ensureAccountRow(
  db: TDb,
  account: { merchantId: number; memberId: bigint | null; code: string; currency: string },
): Promise<bigint> {
  const isHouse = account.memberId === null;
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: account.merchantId,
      member_id: account.memberId,
      code: account.code,
      currency: account.currency,
      is_house: isHouse,
    })
    .onConflict((oc) =>
      isHouse
        ? oc.columns(['merchant_id', 'code']).where('member_id', 'is', null).doNothing()
        : oc.columns(['merchant_id', 'member_id', 'code']).where('member_id', 'is not', null).doNothing(),
    )
    .execute();
  let query = db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', account.merchantId)
    .where('code', '=', account.code);
  query =
    account.memberId === null
      ? query.where('member_id', 'is', null)
      : query.where('member_id', '=', account.memberId);
  const row = await query.executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the transaction header unless the key exists; null means another posting already owns the key. */
export async function insertTransactionOnce(
  db: TDb,
  tx: { merchantId: number; idempotencyKey: string; kind: string; requestHash: string },
): Promise<bigint | null> {
  const row = await db
    .insertInto('ledger_transactions')
    .values({
      merchant_id: tx.merchantId,
      idempotency_key: tx.idempotencyKey,
      kind: tx.kind,
      request_hash: tx.requestHash,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findTransactionByKey(db: TDb, merchantId: number, idempotencyKey: string) {
  return db
    .selectFrom('ledger_transactions')
    .select(['id', 'request_hash'])
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function findEntries(
  db: TDb,
  merchantId: number,
  transactionId: bigint,
): Promise<TStoredEntry[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account_id', 'amount', 'balance_after'])
    .where('merchant_id', '=', merchantId)
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    amount: row.amount,
    balanceAfter: row.balance_after,
  }));
}

/** Locks the accounts in id order (SELECT … FOR UPDATE), so two postings never deadlock each other. */
export async function lockAccounts(db: TDb, merchantId: number, ids: bigint[]): Promise<TLockedAccount[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'merchant_id', 'currency', 'balance', 'is_house'])
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    currency: row.currency,
    balance: row.balance,
    isHouse: row.is_house,
  }));
}

export async function setBalance(db: TDb, accountId: bigint, balance: bigint): Promise<void> {
  await db.updateTable('ledger_accounts').set({ balance }).where('id', '=', accountId).execute();
}

export async function insertEntries(
  db: TDb,
  merchantId: number,
  transactionId: bigint,
  entries: TStoredEntry[],
): Promise<void> {
  await db
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        merchant_id: merchantId,
        transaction_id: transactionId,
        account_id: entry.accountId,
        amount: entry.amount,
        balance_after: entry.balanceAfter,
      })),
    )
    .execute();
}

export async function listMemberAccounts(db: TDb, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'currency', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
