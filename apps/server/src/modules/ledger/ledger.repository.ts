import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared, preparedByShape } from '../../db/prepared.ts';

export type TLockedAccount = {
  id: bigint;
  merchantId: number;
  currency: string;
  balance: bigint;
  isHouse: boolean;
  code: string;
};
export type TStoredEntry = { accountId: bigint; amount: bigint; balanceAfter: bigint };

/** Finds or creates a player account; returns its id. */
export async function ensurePlayerAccountRow(
  db: TDb,
  account: { merchantId: number; memberId: bigint; code: string; currency: string },
): Promise<bigint> {
  const found = await findPlayerAccountId(db, account.merchantId, account.memberId, account.code);
  if (found !== null) return found;
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: account.merchantId,
      member_id: account.memberId,
      code: account.code,
      currency: account.currency,
      is_house: false,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id', 'code']).where('member_id', 'is not', null).doNothing(),
    )
    .execute();
  const created = await findPlayerAccountId(db, account.merchantId, account.memberId, account.code);
  if (created === null) throw new Error('Invariant failed: player account missing after insert');
  return created;
}

const playerAccountId = prepared((db: TDb, p: { merchantId: number; memberId: bigint; code: string }) =>
  db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', p.merchantId)
    .where('member_id', '=', p.memberId)
    .where('code', '=', p.code),
);

export async function findPlayerAccountId(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  code: string,
): Promise<bigint | null> {
  const row = await playerAccountId.first(db, { merchantId, memberId, code });
  return row?.id ?? null;
}

/**
 * Creates every shard row of a house account (idempotent) and returns their ids in shard order. Reads
 * first: the insert's ON CONFLICT check waits for every open transaction that updated one of the rows
 * (a posting in flight), which would queue all postings to the account behind each other.
 */
export async function ensureHouseShardRows(
  db: TDb,
  account: { merchantId: number; code: string; currency: string; shards: number },
): Promise<bigint[]> {
  const existing = await findHouseShardIds(db, account);
  if (existing.length === account.shards) return existing;
  const values = Array.from({ length: account.shards }, (_, shard) => ({
    merchant_id: account.merchantId,
    member_id: null,
    code: account.code,
    currency: account.currency,
    is_house: true,
    shard,
  }));
  await db
    .insertInto('ledger_accounts')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'code', 'shard']).where('member_id', 'is', null).doNothing(),
    )
    .execute();
  return findHouseShardIds(db, account);
}

async function findHouseShardIds(
  db: TDb,
  account: { merchantId: number; code: string; shards: number },
): Promise<bigint[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', account.merchantId)
    .where('member_id', 'is', null)
    .where('code', '=', account.code)
    .where('shard', '<', account.shards)
    .orderBy('shard')
    .execute();
  return rows.map((row) => row.id);
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
    .select(['id', 'request_hash', 'kind', 'created_at'])
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
/** Shape: how many accounts (their ids are `id0`, `id1`, …). */
const accountsLock = preparedByShape(
  (count: number) => (db: TDb, p: Record<string, unknown>) =>
    db
      .selectFrom('ledger_accounts')
      .select(['id', 'merchant_id', 'currency', 'balance', 'is_house', 'code'])
      .where('merchant_id', '=', p.merchantId as number)
      .where('id', 'in', numbered(p, 'id', count) as bigint[])
      .orderBy('id')
      .forUpdate(),
);

/** The stand-ins `p.<prefix>0` … `p.<prefix>{count-1}`, and the values filling them. */
function numbered(p: Record<string, unknown>, prefix: string, count: number): unknown[] {
  return Array.from({ length: count }, (_, index) => p[`${prefix}${index}`]);
}
function numberedValues(prefix: string, values: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(values.map((value, index) => [`${prefix}${index}`, value]));
}

/** Locks the accounts in id order (SELECT … FOR UPDATE), so two postings never deadlock each other. */
export async function lockAccounts(db: TDb, merchantId: number, ids: bigint[]): Promise<TLockedAccount[]> {
  const rows = await accountsLock(ids.length).all(db, { merchantId, ...numberedValues('id', ids) });
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    currency: row.currency,
    balance: row.balance,
    isHouse: row.is_house,
    code: row.code,
  }));
}

/**
 * The whole write of a posting in one statement (one round trip): the header unless its key exists,
 * every locked account's new balance, and the entries (their insert fires the NOTIFY trigger). When
 * another posting owns the key nothing is written and null comes back. The rows are already locked,
 * in id order; the table's CHECK still refuses a negative player balance.
 */
/** Shape: how many entries (`account0`, `amount0`, `after0`, …). */
const postingWrite = preparedByShape((count: number) => (_db: TDb, p: Record<string, unknown>) => {
  const values = sql.join(
    Array.from(
      { length: count },
      (_, i) => sql`(${p[`account${i}`]}::bigint, ${p[`amount${i}`]}::bigint, ${p[`after${i}`]}::bigint)`,
    ),
  );
  return sql<{ id: bigint }>`
    WITH header AS (
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash)
      VALUES (${p.merchantId}, ${p.idempotencyKey}, ${p.kind}, ${p.requestHash})
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING id),
    v (account_id, amount, balance_after) AS (VALUES ${values}),
    balances AS (
      UPDATE ledger_accounts AS a SET balance = v.balance_after FROM v, header WHERE a.id = v.account_id),
    entries AS (
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
      SELECT ${p.merchantId}::int, header.id, v.account_id, v.amount, v.balance_after
      FROM header, v ORDER BY v.account_id)
    SELECT id FROM header`;
});

export async function writePosting(
  db: TDb,
  tx: { merchantId: number; idempotencyKey: string; kind: string; requestHash: string },
  entries: TStoredEntry[],
): Promise<bigint | null> {
  const { rows } = await postingWrite(entries.length).run(db, {
    ...tx,
    ...numberedValues(
      'account',
      entries.map((entry) => entry.accountId),
    ),
    ...numberedValues(
      'amount',
      entries.map((entry) => entry.amount),
    ),
    ...numberedValues(
      'after',
      entries.map((entry) => entry.balanceAfter),
    ),
  });
  return rows[0]?.id ?? null;
}

const accountSetLock = prepared(
  (_db: TDb, p: { merchantId: number; ids: string[] }) =>
    sql<{
      id: bigint;
      merchant_id: number;
      currency: string;
      balance: bigint;
      is_house: boolean;
      code: string;
    }>`
    SELECT id, merchant_id, currency, balance, is_house, code FROM ledger_accounts
    WHERE merchant_id = ${p.merchantId} AND id = ANY(${p.ids}::bigint[])
    ORDER BY id FOR UPDATE`,
);

/** `lockAccounts` for a set of any size (one statement, the ids as one array parameter). */
export async function lockAccountSet(db: TDb, merchantId: number, ids: bigint[]): Promise<TLockedAccount[]> {
  const rows = await accountSetLock.all(db, { merchantId, ids: ids.map(String) });
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    currency: row.currency,
    balance: row.balance,
    isHouse: row.is_house,
    code: row.code,
  }));
}

/** One posting of a bulk run, with the running balances it leaves and its request hash. */
export type TPairRow = {
  idempotencyKey: string;
  fromAccountId: bigint;
  toAccountId: bigint;
  amount: bigint;
  fromBalanceAfter: bigint;
  toBalanceAfter: bigint;
  requestHash: string;
};

/**
 * A bulk run's whole write in one statement: every header (no ON CONFLICT: the keys were claimed by the
 * caller, a clash is a bug and fails the statement), two entries a posting inserted in the run's order
 * (ids rise with it, so balance_after is the running sum `ledger:verify` checks), each account's final
 * balance. Returns the transaction ids in the run's order.
 */
const pairPostingsWrite = prepared(
  (
    _db: TDb,
    p: {
      merchantId: number;
      kind: string;
      keys: string[];
      hashes: string[];
      froms: string[];
      tos: string[];
      amounts: string[];
      fromAfters: string[];
      toAfters: string[];
      accounts: string[];
      balances: string[];
    },
  ) => sql<{ id: bigint; ord: string }>`
    WITH v AS (
      SELECT * FROM unnest(${p.keys}::text[], ${p.hashes}::text[], ${p.froms}::bigint[], ${p.tos}::bigint[],
        ${p.amounts}::bigint[], ${p.fromAfters}::bigint[], ${p.toAfters}::bigint[])
        WITH ORDINALITY AS v(key, hash, from_id, to_id, amount, from_after, to_after, ord)),
    headers AS (
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash)
      SELECT ${p.merchantId}, v.key, ${p.kind}, v.hash FROM v ORDER BY v.ord
      RETURNING id, idempotency_key),
    entries AS (
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
      SELECT ${p.merchantId}::int, h.id, e.account_id, e.amount, e.balance_after
      FROM v JOIN headers h ON h.idempotency_key = v.key
      CROSS JOIN LATERAL (VALUES (1, v.to_id, v.amount, v.to_after), (2, v.from_id, -v.amount, v.from_after))
        AS e(side, account_id, amount, balance_after)
      ORDER BY v.ord, e.side),
    balances AS (
      UPDATE ledger_accounts AS a SET balance = b.balance
      FROM unnest(${p.accounts}::bigint[], ${p.balances}::bigint[]) AS b(id, balance)
      WHERE a.id = b.id AND a.merchant_id = ${p.merchantId})
    SELECT h.id, v.ord::text AS ord FROM v JOIN headers h ON h.idempotency_key = v.key ORDER BY v.ord`,
);

export async function writePairPostings(
  db: TDb,
  run: { merchantId: number; kind: string },
  rows: TPairRow[],
  finalBalances: Map<bigint, bigint>,
): Promise<bigint[]> {
  const result = await pairPostingsWrite.all(db, {
    ...run,
    keys: rows.map((row) => row.idempotencyKey),
    hashes: rows.map((row) => row.requestHash),
    froms: rows.map((row) => String(row.fromAccountId)),
    tos: rows.map((row) => String(row.toAccountId)),
    amounts: rows.map((row) => String(row.amount)),
    fromAfters: rows.map((row) => String(row.fromBalanceAfter)),
    toAfters: rows.map((row) => String(row.toBalanceAfter)),
    accounts: [...finalBalances.keys()].map(String),
    balances: [...finalBalances.values()].map(String),
  });
  return result.map((row) => row.id);
}

const memberAccounts = prepared((db: TDb, p: { merchantId: number; memberId: bigint }) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'code', 'currency', 'balance'])
    .where('merchant_id', '=', p.merchantId)
    .where('member_id', '=', p.memberId)
    .orderBy('id'),
);

export async function listMemberAccounts(db: TDb, merchantId: number, memberId: bigint) {
  return memberAccounts.all(db, { merchantId, memberId });
}

/** The members' accounts of one code, created where missing: member id → account id (bulk runs). */
export async function ensureMemberAccountRows(
  trx: TDb,
  account: { merchantId: number; code: string; currency: string },
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  const ids = memberIds.map(String);
  await sql`INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, is_house)
    SELECT ${account.merchantId}, m, ${account.code}, ${account.currency}, false FROM unnest(${ids}::bigint[]) AS m
    ON CONFLICT DO NOTHING`.execute(trx);
  const { rows } = await sql<{ member_id: bigint; id: bigint }>`
    SELECT member_id, id FROM ledger_accounts
    WHERE merchant_id = ${account.merchantId} AND code = ${account.code} AND member_id = ANY(${ids}::bigint[])`.execute(
    trx,
  );
  return new Map(rows.map((row) => [BigInt(row.member_id), BigInt(row.id)]));
}

/** A house account's balance is the sum of its shards. */
export async function sumHouseAccount(db: TDb, merchantId: number, code: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(sql<string>`coalesce(sum(balance), 0)::text`.as('total'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'is', null)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
