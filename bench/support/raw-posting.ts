import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The ledger's two-entry posting as raw SQL, shared by the benches' "same SQL, no server" sides. Keep it
 * in step with apps/server/src/modules/ledger: postWithin → lockAccounts, requestHash, writePosting.
 */
export type TQuery = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

export const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

const LOCK_ACCOUNTS =
  'select "id", "merchant_id", "currency", "balance", "is_house", "code" from "ledger_accounts" where "merchant_id" = $1 and "id" in ($2, $3) order by "id" for update';
const WRITE_POSTING = `
    WITH header AS (
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING id),
    v (account_id, amount, balance_after) AS (VALUES ($5::bigint, $6::bigint, $7::bigint), ($8::bigint, $9::bigint, $10::bigint)),
    balances AS (
      UPDATE ledger_accounts AS a SET balance = v.balance_after FROM v, header WHERE a.id = v.account_id),
    entries AS (
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
      SELECT $11::int, header.id, v.account_id, v.amount, v.balance_after
      FROM header, v ORDER BY v.account_id)
    SELECT id FROM header`;

/** postWithin for a player account and a house shard: lock in id order, then the one-statement write. */
export async function rawPosting(
  q: TQuery,
  posting: {
    merchantId: number;
    key: string;
    kind: string;
    playerAccountId: bigint;
    houseAccountId: bigint;
    houseCode: string;
    /** What the player gains (negative: a debit). */
    toPlayer: bigint;
  },
): Promise<bigint> {
  const { playerAccountId: player, houseAccountId: house, toPlayer } = posting;
  const locked = await q(LOCK_ACCOUNTS, [posting.merchantId, player, house]);
  const balance = new Map(locked.rows.map((row) => [String(row.id), BigInt(row.balance)]));
  const stored = (
    [
      [player, toPlayer],
      [house, -toPlayer],
    ] as const
  )
    .map(([id, amount]) => [id, amount, (balance.get(String(id)) ?? 0n) + amount] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const hash = sha256hex(
    `${posting.kind}|${[`P:${player}:${toPlayer}`, `H:${posting.houseCode}:${-toPlayer}`].sort().join(',')}`,
  );
  const written = await q(WRITE_POSTING, [
    posting.merchantId,
    posting.key,
    posting.kind,
    hash,
    ...(stored[0] ?? []),
    ...(stored[1] ?? []),
    posting.merchantId,
  ]);
  const id = written.rows[0]?.id;
  if (id === undefined) throw new Error('raw posting: key taken');
  return BigInt(id);
}

export async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
