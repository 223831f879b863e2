import '../../db/schema-points.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import { DEPOSIT_KIND } from '../payments/deposit-credit.ts';
import type { TPointsRateTable } from './points-rates.ts';

/** The feed's row in `feed_cursors` (migration 0041). */
const POINTS_FEED = 'points';

export async function tryPointsLock(trx: TDb): Promise<boolean> {
  const { rows } = await sql<{
    ok: boolean;
  }>`SELECT pg_try_advisory_xact_lock(points_lock_key()) AS ok`.execute(trx);
  return rows[0]?.ok === true;
}

/** The snapshot the last run saw, this run's (taken after the lock), and this run's number (its ledger keys). */
export async function readPointsSnapshots(trx: TDb): Promise<{ seen: string; now: string; run: string }> {
  const { rows } = await sql<{ seen: string; now: string; run: string }>`
    SELECT seen::text AS seen, pg_current_snapshot()::text AS now, nextval('points_feed_runs')::text AS run
    FROM feed_cursors WHERE name = ${POINTS_FEED} FOR UPDATE`.execute(trx);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: migration 0041 creates the points cursor');
  return row;
}

export async function savePointsSnapshot(trx: TDb, snapshot: string): Promise<void> {
  await sql`UPDATE feed_cursors SET seen = ${snapshot}::pg_snapshot, ran_at = now() WHERE name = ${POINTS_FEED}`.execute(
    trx,
  );
}

/** New to this run: written by a transaction the last snapshot did not see and this one does. */
export const fresh = (xid: ReturnType<typeof sql.ref>, seen: string, now: string) => sql`
  ${xid} >= pg_snapshot_xmin(${seen}::pg_snapshot)
  AND NOT pg_visible_in_snapshot(${xid}, ${seen}::pg_snapshot)
  AND pg_visible_in_snapshot(${xid}, ${now}::pg_snapshot)`;

/**
 * The member's VIP rank (decision 057), joined as `vr`: its points multiplier (percent) applies when a round or deposit
 * is priced — the rank the member holds then. A later clawback takes back the share of what the round was priced at,
 * so it follows the multiplier the round earned with. No rank: 100 (1.00×), which prices exactly as before ranks.
 */
const rankOf = (memberId: ReturnType<typeof sql.ref>) => sql`
  LEFT JOIN member_vip mv ON mv.member_id = ${memberId} AND mv.level > 0
  LEFT JOIN vip_ranks vr ON vr.merchant_id = mv.merchant_id AND vr.level = mv.level`;
const multiplier = sql`coalesce(vr.points_multiplier_pct, 100)`;

export type TPointsDelta = { merchant_id: number; member_id: bigint; category: string; points: bigint };

/**
 * The rounds closed (or recounted) since the last run, each priced once (decision 054): a round new to points earns
 * its stake × its category's ratio (the merchant's, else the default) × the member's rank multiplier (decision 057),
 * rounded down; a round counted before earns again only what its stake still supports — a rollback after the close
 * takes back the share of the stake it removed, at the ratio the round was priced at. `points_rounds` keeps each
 * round's figures; answers the change per member and category (negative: points to take back). Trial (demo) accounts
 * earn nothing.
 */
export async function takeRoundPoints(
  trx: TDb,
  window: { seen: string; now: string },
  defaults: TPointsRateTable,
): Promise<TPointsDelta[]> {
  const { rows } = await sql<TPointsDelta>`
    WITH rounds AS (
      SELECT r.id, r.merchant_id, r.member_id, r.stake_minor, v.category,
             coalesce((s.category_ratios ->> v.category)::bigint,
                      (${JSON.stringify(defaults.categories)}::jsonb ->> v.category)::bigint, 0) AS ratio,
             ${multiplier} AS multiplier
      FROM game_rounds r
      JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
      JOIN members m ON m.id = r.member_id AND m.agent_type <> ${DEMO_AGENT_TYPE}
      LEFT JOIN points_settings s ON s.merchant_id = r.merchant_id
      ${rankOf(sql.ref('r.member_id'))}
      WHERE ${fresh(sql.ref('r.points_xid'), window.seen, window.now)} AND r.status = 'CLOSED'),
    priced AS (
      SELECT r.*, coalesce(p.points, 0) AS before,
             CASE WHEN p.round_id IS NULL THEN r.stake_minor * r.ratio * r.multiplier / 10000
                  WHEN p.stake_minor = 0 THEN 0
                  ELSE p.points * least(r.stake_minor, p.stake_minor) / p.stake_minor END AS points
      FROM rounds r LEFT JOIN points_rounds p ON p.round_id = r.id),
    saved AS (
      INSERT INTO points_rounds (round_id, member_id, stake_minor, points)
      SELECT id, member_id, stake_minor, points FROM priced
      ON CONFLICT (round_id) DO UPDATE SET stake_minor = excluded.stake_minor, points = excluded.points)
    SELECT merchant_id, member_id, category, sum(points - before)::bigint AS points
    FROM priced GROUP BY merchant_id, member_id, category
    HAVING sum(points - before) <> 0`.execute(trx);
  return rows.map((row) => ({ ...row, member_id: BigInt(row.member_id), points: BigInt(row.points) }));
}

/** The deposits credited since the last run, each × the merchant's deposit ratio × the rank multiplier rounded down. */
export async function takeDepositPoints(
  trx: TDb,
  window: { seen: string; now: string },
  defaults: TPointsRateTable,
): Promise<TPointsDelta[]> {
  const { rows } = await sql<TPointsDelta>`
    SELECT t.merchant_id, a.member_id, 'DEPOSIT' AS category,
           sum(e.amount * coalesce(s.deposit_ratio, ${defaults.deposit}) * ${multiplier} / 10000)::bigint AS points
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id
    LEFT JOIN points_settings s ON s.merchant_id = t.merchant_id
    ${rankOf(sql.ref('a.member_id'))}
    WHERE ${fresh(sql.ref('t.feed_xid'), window.seen, window.now)} AND t.kind = ${DEPOSIT_KIND}
      AND a.member_id IS NOT NULL AND a.code = ${MAIN_WALLET} AND e.amount > 0
    GROUP BY t.merchant_id, a.member_id
    HAVING sum(e.amount * coalesce(s.deposit_ratio, ${defaults.deposit}) * ${multiplier} / 10000) > 0`.execute(
    trx,
  );
  return rows.map((row) => ({ ...row, member_id: BigInt(row.member_id), points: BigInt(row.points) }));
}
