import '../../db/schema-vip.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { groupBy } from '../../lib/group-by.ts';
import { readRanks, vipSettingsOrDefault } from './vip-ladder.repository.ts';
import { lockMemberRanks, readMemberRanks, windowFigures } from './vip-members.repository.ts';
import { changeRank } from './vip-rank-change.ts';
import { qualifiedLevel, upgradeTo } from './vip-rules.ts';

/** Members one run takes from the queue: a bounded transaction, the rest wait for the next tick. */
export const UPGRADE_BATCH = 500;

export type TUpgradeRun = { taken: number; upgraded: number };

/**
 * Takes a batch of queued members — SKIP LOCKED, so instances never wait on each other and a member the feed is
 * re-queueing right now waits for the next run — and deletes them in the same transaction as the ranks it writes:
 * a crash takes nothing off the queue. The feed upserts the queue row in the statement that adds the member's days,
 * so whichever of the two commits second, the job sees those days (decision 057).
 */
async function takeQueued(trx: TDb, limit: number) {
  const { rows } = await sql<{ member_id: bigint; merchant_id: number }>`
    DELETE FROM vip_queue WHERE member_id IN (
      SELECT member_id FROM vip_queue ORDER BY queued_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING member_id, merchant_id`.execute(trx);
  return rows.map((row) => ({ memberId: BigInt(row.member_id), merchantId: row.merchant_id }));
}

/**
 * Upgrades at once (issue 14 §3): each queued member's window is summed from member_days and compared with the
 * ladder; a member who reaches a higher rank moves there in one step (several levels if the figures reach them),
 * with a history row and the RANK_UP message. Never down: only the monthly review and staff lower a rank. Trial
 * (demo) accounts never rank.
 */
export async function runVipUpgrades(db: TDb, limit = UPGRADE_BATCH): Promise<TUpgradeRun> {
  return db.transaction().execute(async (trx) => {
    const taken = await takeQueued(trx, limit);
    let upgraded = 0;
    for (const [merchantId, members] of groupBy(taken, (row) => row.merchantId)) {
      upgraded += await upgradeMerchantMembers(
        trx,
        merchantId,
        members.map((row) => row.memberId),
      );
    }
    return { taken: taken.length, upgraded };
  });
}

async function upgradeMerchantMembers(trx: TDb, merchantId: number, memberIds: bigint[]): Promise<number> {
  const ladder = await readRanks(trx, merchantId);
  if (ladder.length === 0) return 0;
  const { windowDays } = await vipSettingsOrDefault(trx, merchantId);
  const at = new Date();
  const figures = await windowFigures(trx, { merchantId, memberIds, windowDays, at });
  const current = await readMemberRanks(trx, merchantId, memberIds);
  const candidates = memberIds.filter((id) => {
    const rank = current.get(id);
    const window = figures.get(id);
    return rank && !rank.isDemo && window && upgradeTo(rank.level, qualifiedLevel(ladder, window)) !== null;
  });
  // Decided again under the lock: staff may have set the rank since the unlocked read.
  const locked = await lockMemberRanks(trx, merchantId, candidates);
  let upgraded = 0;
  for (const id of candidates) {
    const rank = locked.get(id);
    const window = figures.get(id);
    if (!rank || rank.isDemo || !window) continue;
    const to = upgradeTo(rank.level, qualifiedLevel(ladder, window));
    if (to === null) continue;
    await changeRank(
      trx,
      { merchantId, memberId: id, from: rank.level, to, reason: 'UPGRADE', figures: window },
      ladder,
    );
    upgraded += 1;
  }
  return upgraded;
}
