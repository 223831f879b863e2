import '../../db/schema-missions.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import { DEPOSIT_KIND } from '../payments/deposit-credit.ts';
import { fresh } from '../points/points-feed.repository.ts';

/** Live missions that have started and are not settled: the ones the feed counts for. */
const COUNTING = sql`m.status = 'LIVE' AND m.settled_at IS NULL AND m.starts_at <= now()`;

/** Whether any mission counts play or deposits now: a run with none skips the progress statement. */
async function countingGoals(trx: TDb): Promise<{ play: boolean; deposits: boolean }> {
  const { rows } = await sql<{ play: boolean | null; deposits: boolean | null }>`
    SELECT bool_or(m.goal <> 'DEPOSIT') AS play, bool_or(m.goal = 'DEPOSIT') AS deposits
    FROM missions m WHERE ${COUNTING}`.execute(trx);
  return { play: rows[0]?.play === true, deposits: rows[0]?.deposits === true };
}

/**
 * Adds the rounds closed (or recounted) and the deposits credited since the points feed's last run to the missions
 * they count for (decision 058), in the feed's transaction and window, so each counts exactly once. Runs before the
 * points are priced: `points_rounds` still holds what each round was last counted at, so a rollback after the close
 * takes its share back (valid bets and rounds; a day played stays played). A round counts for a mission when it
 * closed inside the mission's period and matches its category and game; a deposit when it was credited inside the
 * period. Trial accounts count for nothing. Answers how many players' figures changed.
 */
export async function addMissionProgress(trx: TDb, window: { seen: string; now: string }): Promise<number> {
  const goals = await countingGoals(trx);
  if (!goals.play && !goals.deposits) return 0;
  const { rows } = await sql<{ n: number }>`
    WITH live AS MATERIALIZED (
      SELECT m.id, m.merchant_id, m.goal, m.category, m.game_code, m.starts_at, m.ends_at,
             coalesce(s.settings ->> 'timeZone', 'UTC') AS zone
      FROM missions m LEFT JOIN merchant_settings s ON s.merchant_id = m.merchant_id
      WHERE ${COUNTING}),
    rounds AS (
      SELECT r.merchant_id, r.member_id, r.game_code, r.closed_at, v.category,
             r.stake_minor - coalesce(p.stake_minor, 0) AS stake_delta,
             (r.stake_minor > 0)::int - coalesce((p.stake_minor > 0)::int, 0) AS rounds_delta,
             r.stake_minor > 0 AS played
      FROM game_rounds r
      JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
      JOIN members m ON m.id = r.member_id AND m.agent_type <> ${DEMO_AGENT_TYPE}
      LEFT JOIN points_rounds p ON p.round_id = r.id
      WHERE ${goals.play ? sql`true` : sql`false`}
        AND ${fresh(sql.ref('r.points_xid'), window.seen, window.now)} AND r.status = 'CLOSED'),
    hits AS (
      SELECT l.id AS mission_id, l.goal, r.member_id, r.stake_delta, r.rounds_delta, r.played,
             (r.closed_at AT TIME ZONE l.zone)::date AS day
      FROM rounds r
      JOIN live l ON l.merchant_id = r.merchant_id AND l.goal <> 'DEPOSIT'
        AND r.closed_at >= l.starts_at AND r.closed_at < l.ends_at
        AND (l.category IS NULL OR l.category = r.category)
        AND (l.game_code IS NULL OR l.game_code = r.game_code)),
    new_days AS (
      INSERT INTO mission_days (mission_id, member_id, day)
      SELECT DISTINCT h.mission_id, h.member_id, h.day FROM hits h WHERE h.goal = 'DAYS_PLAYED' AND h.played
      ON CONFLICT DO NOTHING
      RETURNING mission_id, member_id),
    deposits AS (
      SELECT l.id AS mission_id, a.member_id, sum(e.amount) AS delta
      FROM ledger_transactions t
      JOIN live l ON l.merchant_id = t.merchant_id AND l.goal = 'DEPOSIT'
        AND t.created_at >= l.starts_at AND t.created_at < l.ends_at
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      JOIN members m ON m.id = a.member_id AND m.agent_type <> ${DEMO_AGENT_TYPE}
      WHERE ${goals.deposits ? sql`true` : sql`false`}
        AND ${fresh(sql.ref('t.feed_xid'), window.seen, window.now)} AND t.kind = ${DEPOSIT_KIND}
        AND a.code = ${MAIN_WALLET} AND e.amount > 0
      GROUP BY l.id, a.member_id),
    deltas AS (
      SELECT h.mission_id, h.member_id,
             sum(CASE h.goal WHEN 'VALID_BET' THEN h.stake_delta ELSE h.rounds_delta END) AS delta
      FROM hits h WHERE h.goal IN ('VALID_BET', 'ROUNDS') GROUP BY h.mission_id, h.member_id
      UNION ALL SELECT d.mission_id, d.member_id, count(*) FROM new_days d GROUP BY d.mission_id, d.member_id
      UNION ALL SELECT mission_id, member_id, delta FROM deposits),
    summed AS (
      -- A take-back for a player without a figure has nothing to take from.
      SELECT d.mission_id, d.member_id, sum(d.delta)::bigint AS delta
      FROM deltas d GROUP BY d.mission_id, d.member_id
      HAVING sum(d.delta) > 0 OR (sum(d.delta) < 0 AND EXISTS (
        SELECT 1 FROM mission_progress x WHERE x.mission_id = d.mission_id AND x.member_id = d.member_id))),
    saved AS (
      INSERT INTO mission_progress AS p (mission_id, member_id, value, reached_at)
      SELECT s.mission_id, s.member_id, s.delta, now() FROM summed s
      ON CONFLICT (mission_id, member_id) DO UPDATE SET
        value = greatest(p.value + EXCLUDED.value, 0),
        reached_at = CASE WHEN EXCLUDED.value > 0 THEN EXCLUDED.reached_at ELSE p.reached_at END
      RETURNING p.mission_id, (p.xmax = 0) AS inserted),
    counted AS (
      UPDATE missions m SET participants = m.participants + c.n
      FROM (SELECT mission_id, count(*)::int AS n FROM saved WHERE inserted GROUP BY mission_id) c
      WHERE m.id = c.mission_id)
    SELECT count(*)::int AS n FROM saved`.execute(trx);
  return rows[0]?.n ?? 0;
}
