import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { HOUSE_SHARDS } from './ledger.service.ts';

export type TLedgerViolation = { check: string; detail: string };

/** Each check returns at most this many rows, so a badly broken ledger still prints quickly. */
const MAX_ROWS_PER_CHECK = 100;

const CHECKS: { check: string; query: ReturnType<typeof sql<{ detail: string }>> }[] = [
  {
    check: 'transaction sums to zero',
    query: sql`SELECT format('transaction %s sums to %s over %s entries', transaction_id, sum(amount), count(*)) AS detail
      FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0 OR count(*) < 2`,
  },
  {
    check: 'transaction has entries',
    query: sql`SELECT format('transaction %s (%s) has no entries', t.id, t.idempotency_key) AS detail
      FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
  },
  {
    check: 'cached balance equals sum of entries',
    query: sql`SELECT format('account %s (%s shard %s) caches %s, entries sum to %s', a.id, a.code, a.shard, a.balance, coalesce(s.total, 0)) AS detail
      FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.balance <> coalesce(s.total, 0)`,
  },
  {
    check: 'balance_after is the running sum',
    query: sql`SELECT format('entry %s of account %s: balance_after %s, running sum %s', id, account_id, balance_after, running) AS detail
      FROM (SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
            FROM ledger_entries) x
      WHERE balance_after <> running`,
  },
  {
    check: 'no negative player balance',
    query: sql`SELECT format('player account %s (%s) of member %s is %s', id, code, member_id, balance) AS detail
      FROM ledger_accounts WHERE NOT is_house AND balance < 0
      UNION ALL
      SELECT format('entry %s leaves player account %s at %s', e.id, e.account_id, e.balance_after)
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE NOT a.is_house AND e.balance_after < 0`,
  },
  {
    check: 'one merchant per transaction',
    query: sql`SELECT format('entry %s: entry merchant %s, account merchant %s, transaction merchant %s', e.id, e.merchant_id, a.merchant_id, t.merchant_id) AS detail
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.merchant_id <> a.merchant_id OR e.merchant_id <> t.merchant_id`,
  },
  {
    // Points (currency PTS, decision 054) and money never balance against each other: a conversion is two postings.
    check: 'one currency per transaction',
    query: sql`SELECT format('transaction %s mixes %s currencies', e.transaction_id, count(DISTINCT a.currency)) AS detail
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY e.transaction_id HAVING count(DISTINCT a.currency) > 1`,
  },
  {
    check: 'house accounts are sharded, one currency each',
    query: sql`SELECT format('house account %s of merchant %s: %s shards (max %s), %s currencies', code, merchant_id, count(*), ${HOUSE_SHARDS}::int, count(DISTINCT currency)) AS detail
      FROM ledger_accounts WHERE is_house GROUP BY merchant_id, code
      HAVING count(*) > ${HOUSE_SHARDS}::int OR max(shard) >= ${HOUSE_SHARDS}::int OR count(DISTINCT currency) > 1`,
  },
];

/**
 * Proves the books (`npm run ledger:verify`, and tests after the money suites): every transaction
 * sums to zero, every cached balance (players and house shards) equals the sum of its entries and
 * every balance_after is the running sum, no player balance is negative. Empty means consistent.
 */
export async function verifyLedger(db: TDb): Promise<TLedgerViolation[]> {
  // One snapshot for all checks, so postings committing meanwhile cannot cause false alarms.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`SET TRANSACTION READ ONLY`.execute(trx);
      const violations: TLedgerViolation[] = [];
      for (const { check, query } of CHECKS) {
        const limited = sql<{ detail: string }>`SELECT detail FROM (${query}) v LIMIT ${MAX_ROWS_PER_CHECK}`;
        const { rows } = await limited.execute(trx);
        for (const row of rows) violations.push({ check, detail: row.detail });
      }
      return violations;
    });
}

export async function ledgerCounts(db: TDb) {
  const { rows } = await sql<{ transactions: string; entries: string; accounts: string }>`
    SELECT (SELECT count(*) FROM ledger_transactions)::text AS transactions,
           (SELECT count(*) FROM ledger_entries)::text AS entries,
           (SELECT count(*) FROM ledger_accounts)::text AS accounts`.execute(db);
  return rows[0];
}
