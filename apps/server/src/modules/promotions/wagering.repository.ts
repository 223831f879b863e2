import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import { SEAMLESS_LEDGER_KINDS } from '../vendor-wallet/seamless-money.service.ts';
import type { TBonusRow } from './bonuses.repository.ts';

/** The feed's row in `feed_cursors` (migration 0034). */
const WAGERING_FEED = 'wagering';

/** The feed's lock for this transaction, or false when another run holds it (it takes the same rows). */
export async function tryWageringLock(trx: TDb): Promise<boolean> {
  const { rows } = await sql<{
    ok: boolean;
  }>`SELECT pg_try_advisory_xact_lock(wagering_lock_key()) AS ok`.execute(trx);
  return rows[0]?.ok === true;
}

/** The snapshot the last run saw and this run's (taken after the lock, so no newer run can have seen more). */
export async function readWageringSnapshots(trx: TDb): Promise<{ seen: string; now: string }> {
  const { rows } = await sql<{ seen: string; now: string }>`
    SELECT seen::text AS seen, pg_current_snapshot()::text AS now
    FROM feed_cursors WHERE name = ${WAGERING_FEED} FOR UPDATE`.execute(trx);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: migration 0034 creates the wagering cursor');
  return row;
}

export async function saveWageringSnapshot(trx: TDb, snapshot: string): Promise<void> {
  await sql`UPDATE feed_cursors SET seen = ${snapshot}::pg_snapshot, ran_at = now() WHERE name = ${WAGERING_FEED}`.execute(
    trx,
  );
}

export async function hasActiveBonuses(trx: TDb): Promise<boolean> {
  const row = await trx
    .selectFrom('bonuses')
    .select('id')
    .where('state', '=', 'ACTIVE')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const { BET, ROLLBACK } = SEAMLESS_LEDGER_KINDS;

/**
 * Adds to each active bonus the stakes (less rollbacks) its member placed on MAIN after it was issued, in the
 * ledger transactions new to this run (decision 049): each at the weight of its vendor's category (the lowest when
 * the vendor is in several; the bonus's copy of the rule), nothing for a stake above the bonus's max bet, a
 * rollback exactly as its stake counted. Answers the bonuses it changed.
 */
export async function addWagering(trx: TDb, seen: string, now: string): Promise<TBonusRow[]> {
  const { rows } = await sql<TBonusRow>`
    WITH legs AS (
      SELECT t.id, t.created_at, e.amount, a.member_id, a.code
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.feed_xid >= pg_snapshot_xmin(${seen}::pg_snapshot)
        AND NOT pg_visible_in_snapshot(t.feed_xid, ${seen}::pg_snapshot)
        AND pg_visible_in_snapshot(t.feed_xid, ${now}::pg_snapshot)
        AND t.kind IN (${BET}, ${ROLLBACK})),
    stakes AS (
      SELECT s.member_id, s.created_at, -s.amount AS stake, g.vassalage
      FROM legs s
      JOIN LATERAL (SELECT split_part(h.code, ':', 2) AS vassalage FROM legs h
                    WHERE h.id = s.id AND h.member_id IS NULL AND h.code LIKE 'GAME:%' LIMIT 1) g ON true
      WHERE s.member_id IS NOT NULL AND s.code = ${MAIN_WALLET}),
    counted AS (
      SELECT b.id, sum(CASE WHEN b.max_bet IS NOT NULL AND abs(s.stake) > b.max_bet THEN 0
                            ELSE s.stake * w.weight / 10000 END) AS done
      FROM stakes s
      JOIN bonuses b ON b.member_id = s.member_id AND b.state = 'ACTIVE' AND b.issued_at <= s.created_at
      CROSS JOIN LATERAL (
        SELECT coalesce(min(coalesce((b.weights ->> v.category)::int, 10000)), 10000) AS weight
        FROM game_vendors v WHERE v.merchant_id = b.merchant_id AND v.vassalage = s.vassalage) w
      GROUP BY b.id)
    UPDATE bonuses b SET wagering_done = greatest(0, b.wagering_done + c.done)
    FROM counted c WHERE b.id = c.id AND c.done <> 0
    RETURNING b.*`.execute(trx);
  return rows;
}
