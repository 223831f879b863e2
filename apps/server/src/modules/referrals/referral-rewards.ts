import { ZReferralReward } from '@tala/contract/promotions/promotion-rules';
import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';
import { merchantCurrency, minorOf } from '../promotions/bonus-lifecycle.ts';
import { payCashReward } from '../promotions/bonus-money.ts';
import { activityBetween, insertEntryOnce, spendBudget } from '../promotions/promotions.repository.ts';
import {
  decideReferral,
  findDecidable,
  firstDepositOf,
  lockPending,
  rewardedCount,
} from './referrals.repository.ts';

/** Referrals one call decides: the job runs every few seconds, a backlog drains over a few calls. */
const PER_CALL = 200;

export type TReferralRun = { rewarded: number; lapsed: number; paidMinor: bigint };

/**
 * Decides the pending referrals that can be decided (decision 052): a friend whose first deposit and stakes since
 * registering meet the programme's rule earns the referrer its reward — an entry of the programme per friend, paid
 * in cash from the promotions' house account in the same transaction, within the budget and the friend limit; a
 * friend whose time ran out lapses. One transaction per referral, its row locked and skipped by other instances, so
 * a friend pays once whoever runs the job.
 */
export async function settleReferrals(db: TDb): Promise<TReferralRun> {
  const run: TReferralRun = { rewarded: 0, lapsed: 0, paidMinor: 0n };
  for (const { friend_id } of await findDecidable(db, PER_CALL)) {
    const outcome = await db.transaction().execute((trx) => decide(trx, friend_id));
    if (outcome === 'LAPSED') run.lapsed += 1;
    else if (outcome !== null) {
      run.rewarded += 1;
      run.paidMinor += outcome;
    }
  }
  return run;
}

async function decide(trx: TDb, friendId: bigint): Promise<bigint | 'LAPSED' | null> {
  const referral = await lockPending(trx, friendId);
  if (!referral || referral.promotion_id === null) return null;
  const promotion = await trx
    .selectFrom('promotions')
    .selectAll()
    .where('id', '=', referral.promotion_id)
    .executeTakeFirstOrThrow();
  const rule = ZReferralReward.parse(promotion.reward);
  const now = new Date();
  const until = referral.qualify_until < now ? referral.qualify_until : now;
  const friend = { merchantId: referral.merchant_id, memberId: friendId };
  const firstDeposit = await firstDepositOf(trx, friend, referral.qualify_until);
  const { turnover } = await activityBetween(trx, friendId, { from: referral.created_at, to: until });
  const isMet =
    firstDeposit !== null &&
    firstDeposit >= minorOf(rule.minFirstDeposit) &&
    turnover >= minorOf(rule.minTurnover);
  const lapse = async (reason: 'NOT_QUALIFIED' | 'FRIEND_LIMIT' | 'BUDGET_SPENT') => {
    await decideReferral(trx, friendId, { status: 'LAPSED', reason });
    return 'LAPSED' as const;
  };
  if (!isMet) return referral.qualify_until <= now ? lapse('NOT_QUALIFIED') : null;
  // A paused programme pays nobody until staff resume it; the friend's time to qualify keeps running meanwhile.
  if (promotion.status === 'PAUSED') return null;
  if ((await rewardedCount(trx, referral.referrer_id, promotion.id)) >= rule.maxFriends)
    return lapse('FRIEND_LIMIT');
  const amount = minorOf(rule.amount);
  if (!(await spendBudget(trx, promotion.id, amount))) return lapse('BUDGET_SPENT');
  const entry = await insertEntryOnce(trx, {
    merchant_id: referral.merchant_id,
    promotion_id: promotion.id,
    member_id: referral.referrer_id,
    cycle: `friend-${friendId}`,
    state: 'CLAIMED',
    reward: amount,
  });
  // The friend is referred once (the referral's key), so their entry cannot exist yet: if it did, nothing is kept.
  assert(entry, 'a pending referral has no entry of its friend');
  const scope = {
    merchantId: referral.merchant_id,
    currency: await merchantCurrency(trx, referral.merchant_id),
    memberId: referral.referrer_id,
  };
  await payCashReward(trx, scope, { id: entry.id, amount });
  await decideReferral(trx, friendId, { status: 'REWARDED', entryId: entry.id, reward: amount });
  return amount;
}
