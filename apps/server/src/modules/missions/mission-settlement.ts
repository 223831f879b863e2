import '../../db/schema-missions.ts';
import type { TMissionRewardKind } from '@tala/contract/loyalty/missions';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { findMerchantCurrency } from '../merchants/merchant.repository.ts';
import { issueWaitingBonuses, recordBonusWaits } from './mission-bonus-waits.ts';
import { payClaims, type TClaimToPay } from './mission-rewards.ts';
import { bonusTermsOf, tiersOf } from './missions.repository.ts';

/** Tiers paid per transaction at a mission's end. */
const BATCH = 500;
/** How long after its end a mission waits, and how far past its end the points feed must have run, before paying:
 * longer than any transaction that closes a round, so every round closed in time has been counted. */
const GRACE = sql`interval '60 seconds'`;

export type TMissionSettlement = { missions: number; paid: number };

/**
 * Pays every tier reached and not claimed by the end of its mission (decision 058), in batches, then marks the
 * mission settled. A batch writes its claim rows (once per player and tier: a player's claim racing the payout pays
 * once) and their money in one transaction; a stop half-way is taken up at the next run.
 */
export async function settleEndedMissions(db: TDb): Promise<TMissionSettlement> {
  const due = await db
    .selectFrom('missions as m')
    .select(['m.id', 'm.merchant_id'])
    .where('m.settled_at', 'is', null)
    .where('m.status', '<>', 'DRAFT')
    .where(sql<boolean>`m.ends_at < now() - ${GRACE}`)
    .where(sql<boolean>`(SELECT ran_at FROM feed_cursors WHERE name = 'points') > m.ends_at + ${GRACE}`)
    .orderBy('m.ends_at')
    .limit(20)
    .execute();
  let paid = 0;
  for (const mission of due) {
    const currency = await findMerchantCurrency(db, mission.merchant_id);
    if (currency === null) continue;
    const scope = { merchantId: mission.merchant_id, currency };
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const claims = await claimReachedTiers(trx, BigInt(mission.id));
        await payClaims(db, trx, scope, claims);
        return claims.length;
      });
      paid += batch;
      if (batch < BATCH) break;
    }
    await db.transaction().execute(async (trx) => {
      // Bonus tiers left (their players ran another bonus) wait for the job below, with the mission settled.
      await recordBonusWaits(trx, BigInt(mission.id));
      await trx
        .updateTable('missions')
        .set({ settled_at: new Date() })
        .where('id', '=', mission.id)
        .execute();
    });
  }
  return { missions: due.length, paid: paid + (await issueWaitingBonuses(db)) };
}

/** A batch of reached unclaimed tiers, claimed; a BONUS tier only for a player running no other bonus. */
async function claimReachedTiers(trx: TDb, missionId: bigint): Promise<TClaimToPay[]> {
  const { rows } = await sql<{
    id: string;
    member_id: string;
    tier: number;
    reward_kind: TMissionRewardKind;
    reward: string;
  }>`
    INSERT INTO mission_claims (mission_id, member_id, tier, reward_kind, reward, how)
    SELECT p.mission_id, p.member_id, t.tier, t.reward_kind, t.reward, 'AUTO'
    FROM mission_progress p
    JOIN mission_tiers t ON t.mission_id = p.mission_id AND p.value >= t.target
    WHERE p.mission_id = ${missionId} AND NOT EXISTS (
      SELECT 1 FROM mission_claims c WHERE c.mission_id = p.mission_id AND c.member_id = p.member_id AND c.tier = t.tier)
      AND (t.reward_kind <> 'BONUS'
        OR NOT EXISTS (SELECT 1 FROM bonuses b WHERE b.member_id = p.member_id AND b.state = 'ACTIVE'))
    ORDER BY p.member_id, t.tier
    LIMIT ${BATCH}
    ON CONFLICT DO NOTHING
    RETURNING id, member_id, tier, reward_kind, reward`.execute(trx);
  const tiers = rows.length === 0 ? [] : await tiersOf(trx, [missionId]);
  return rows.map((row) => {
    const tier = tiers.find((candidate) => candidate.tier === row.tier);
    return {
      id: BigInt(row.id),
      memberId: BigInt(row.member_id),
      rewardKind: row.reward_kind,
      reward: BigInt(row.reward),
      bonus: tier ? bonusTermsOf(tier) : null,
    };
  });
}
