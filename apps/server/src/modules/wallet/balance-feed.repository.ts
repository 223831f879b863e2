import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * Which members' balances changed since an earlier look (decision 063): the members on the ledger transactions
 * committed after the snapshot `seen` was taken, read by their `feed_xid` (migration 0027, indexed). Not visible
 * in `seen` means the xid is at or past its xmax, or was in progress then (its xip list): two index lookups, so a
 * long transaction still open elsewhere does not make every look rescan what came after it.
 */
export async function membersPostedSince(
  db: TDb,
  seen: string,
): Promise<{ snapshot: string; members: { merchantId: number; memberId: bigint }[] }> {
  const { rows } = await sql<{ snapshot: string; merchant_id: number | null; member_id: string | null }>`
    WITH now AS (SELECT pg_current_snapshot() AS snap),
    posted AS (
      SELECT DISTINCT a.merchant_id, a.member_id
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE (t.feed_xid >= pg_snapshot_xmax(${seen}::pg_snapshot)
          OR t.feed_xid = ANY (ARRAY(SELECT pg_snapshot_xip(${seen}::pg_snapshot))))
        AND pg_visible_in_snapshot(t.feed_xid, (SELECT snap FROM now))
        AND a.member_id IS NOT NULL)
    SELECT (SELECT snap::text FROM now) AS snapshot, p.merchant_id, p.member_id::text
    FROM (SELECT 1) one LEFT JOIN posted p ON true`.execute(db);
  const snapshot = rows[0]?.snapshot;
  if (snapshot === undefined) throw new Error('Invariant failed: the look answers one row at least');
  const members = rows.flatMap((row) =>
    row.merchant_id === null || row.member_id === null
      ? []
      : [{ merchantId: row.merchant_id, memberId: BigInt(row.member_id) }],
  );
  return { snapshot, members };
}

/** Where a first look starts: now. */
export async function currentSnapshot(db: TDb): Promise<string> {
  const { rows } = await sql<{ snapshot: string }>`SELECT pg_current_snapshot()::text AS snapshot`.execute(
    db,
  );
  const snapshot = rows[0]?.snapshot;
  if (snapshot === undefined) throw new Error('Invariant failed: a snapshot is one row');
  return snapshot;
}
