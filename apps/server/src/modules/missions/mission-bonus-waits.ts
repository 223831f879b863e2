import '../../db/schema-missions.ts';
import { formatMoneyAmount, minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { findMerchantCurrency } from '../merchants/merchant.repository.ts';
import { sendSystemMessage } from '../messages/system-messages.ts';
import { payClaims } from './mission-rewards.ts';
import { bonusTermsOf, tiersOf } from './missions.repository.ts';

/**
 * BONUS tiers the end-of-mission payout could not issue because the player was running another bonus (one at a time,
 * decision 060). Each waits in mission_bonus_waits until that bonus ends; then the missions job issues it — unless
 * the player claimed it first (their claim forgets the wait).
 */

type TWaitKey = { missionId: bigint; memberId: bigint; tier: number };

/** Waits issued per run of the job (each its own transaction: a bonus is a few postings). */
const RUN_LIMIT = 200;

/** Records, for a mission whose payout has run, every reached BONUS tier still unclaimed. */
export async function recordBonusWaits(trx: TDb, missionId: bigint): Promise<number> {
  const { numAffectedRows } = await sql`
    INSERT INTO mission_bonus_waits (mission_id, member_id, tier)
    SELECT p.mission_id, p.member_id, t.tier
    FROM mission_tiers t
    JOIN mission_progress p ON p.mission_id = t.mission_id AND p.value >= t.target
    WHERE t.mission_id = ${missionId} AND t.reward_kind = 'BONUS' AND NOT EXISTS (
      SELECT 1 FROM mission_claims c WHERE c.mission_id = p.mission_id AND c.member_id = p.member_id AND c.tier = t.tier)
    ON CONFLICT DO NOTHING`.execute(trx);
  return Number(numAffectedRows ?? 0n);
}

export async function forgetBonusWait(trx: TDb, key: TWaitKey): Promise<void> {
  await trx
    .deleteFrom('mission_bonus_waits')
    .where('mission_id', '=', key.missionId)
    .where('member_id', '=', key.memberId)
    .where('tier', '=', key.tier)
    .execute();
}

/** Issues the waiting bonuses of players who run none now, oldest wait first; answers how many were issued. */
export async function issueWaitingBonuses(db: TDb): Promise<number> {
  const ready = await db
    .selectFrom('mission_bonus_waits as w')
    .innerJoin('missions as m', 'm.id', 'w.mission_id')
    .select(['w.mission_id', 'w.member_id', 'w.tier', 'm.merchant_id'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bonuses as b')
            .select('b.id')
            .whereRef('b.member_id', '=', 'w.member_id')
            .where('b.state', '=', 'ACTIVE'),
        ),
      ),
    )
    .orderBy('w.since')
    .limit(RUN_LIMIT)
    .execute();
  let issued = 0;
  for (const wait of ready) {
    const currency = await findMerchantCurrency(db, wait.merchant_id);
    if (currency === null) continue;
    const key = { missionId: BigInt(wait.mission_id), memberId: BigInt(wait.member_id), tier: wait.tier };
    issued += await issueWaiting(db, { ...key, merchantId: wait.merchant_id, currency }).catch((error) => {
      // Another bonus issued to the player meanwhile (a deposit's): the wait stays for a later run.
      if (isUniqueViolation(error, 'bonuses_one_active')) return 0;
      throw error;
    });
  }
  return issued;
}

async function issueWaiting(
  db: TDb,
  wait: TWaitKey & { merchantId: number; currency: string },
): Promise<number> {
  const key = { missionId: wait.missionId, memberId: wait.memberId, tier: wait.tier };
  return db.transaction().execute(async (trx) => {
    // The wait row is the lock: another instance's job, or the player's claim, takes it or finds it gone.
    const taken = await trx
      .deleteFrom('mission_bonus_waits')
      .where('mission_id', '=', key.missionId)
      .where('member_id', '=', key.memberId)
      .where('tier', '=', key.tier)
      .returning('tier')
      .executeTakeFirst();
    if (!taken) return 0;
    const [tier] = (await tiersOf(trx, [key.missionId])).filter((row) => row.tier === key.tier);
    if (!tier) throw new Error('Invariant failed: a wait names its tier (foreign key)');
    const claim = await trx
      .insertInto('mission_claims')
      .values({
        mission_id: key.missionId,
        member_id: key.memberId,
        tier: key.tier,
        reward_kind: tier.reward_kind,
        reward: tier.reward,
        how: 'AUTO',
      })
      .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'tier']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claim) return 0;
    const reward = BigInt(tier.reward);
    const toPay = { id: BigInt(claim.id), memberId: key.memberId, rewardKind: tier.reward_kind, reward };
    await payClaims(db, trx, { merchantId: wait.merchantId, currency: wait.currency }, [
      { ...toPay, bonus: bonusTermsOf(tier) },
    ]);
    // Nobody clicked for it: the inbox tells the player the bonus they earned is now running.
    await sendSystemMessage(trx, {
      merchantId: wait.merchantId,
      memberId: key.memberId,
      kind: 'MISSION_BONUS',
      params: { amount: formatMoneyAmount(minorToDecimalString(reward)) },
    });
    return 1;
  });
}
