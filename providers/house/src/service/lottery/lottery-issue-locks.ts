import { sql } from 'kysely';
import type { THouseDb } from '../db/house-db.ts';

/**
 * Placement against the draw and a cancel, per issue (decision 037): slips hold their issues shared
 * (`house.store_lottery_slips`, migration 0022), so any number place at once; the draw and a cancel hold
 * one exclusively, so a slip is wholly in the draw's entropy and settlement, or waited for, or refused.
 * Advisory locks, not row locks on the issue: sixteen share-lockers of one row cost a new MultiXact each.
 * Transaction-scoped: released at commit or rollback. The key is `house.lottery_issue_lock_key`.
 */

/** Exclusive, waiting for the slips being placed on it (a cancel). */
export async function holdIssueExclusive(trx: THouseDb, issueId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(house.lottery_issue_lock_key(${issueId}))`.execute(trx);
}

/** Exclusive if no slip is being placed on it right now (the draw, which comes back a second later). */
export async function tryHoldIssueExclusive(trx: THouseDb, issueId: bigint): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    SELECT pg_try_advisory_xact_lock(house.lottery_issue_lock_key(${issueId})) AS held`.execute(trx);
  return rows[0]?.held === true;
}
