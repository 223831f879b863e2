import { envelopeWindows } from '@tala/contract/promotions/red-envelope';
import { dayIn, fromZonedLocal } from '@tala/contract/time-zone';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { minorOf } from './bonus-lifecycle.ts';
import {
  enter,
  limitAction,
  openPromotionFor,
  payReward,
  result,
  type TPromoActor,
} from './promotion-actions.service.ts';
import { activityBetween } from './promotions.repository.ts';
import { takeEnvelope } from './red-envelope-rounds.ts';

/** What the member deposited on the merchant's day so far (minor units): the ledger's deposits since its midnight. */
async function depositedToday(trx: TDb, memberId: bigint, timeZone: string): Promise<bigint> {
  const midnight = fromZonedLocal(`${dayIn(timeZone)}T00:00`, timeZone);
  assert(midnight !== null, 'every day of the merchant calendar has a midnight');
  const { deposited } = await activityBetween(trx, memberId, { from: new Date(midnight), to: new Date() });
  return deposited;
}

/**
 * POST /wps/promo/grab (decision 053): one envelope of the round open now for an eligible member — their entry for
 * the round (its unique key: one grab a round, and per device and IP when the rule says), the next envelope taken
 * from the round's row, and the amount paid from the budget as cash or bonus money, in one transaction. Envelopes
 * gone, the budget spent or a bonus already running roll it all back with the matching code.
 */
export async function grabEnvelope(db: TDb, actor: TPromoActor, id: bigint) {
  await limitAction(db, actor);
  return db.transaction().execute(async (trx) => {
    const promotion = await openPromotionFor(trx, actor, id);
    const { reward } = promotion;
    if (reward.type !== 'RED_ENVELOPE') throw new AppError('PROMO_NOT_JOINABLE');
    const timeZone = actor.merchant.settings.timeZone;
    const round = envelopeWindows(reward, timeZone, promotion, new Date()).open;
    if (!round) throw new AppError('PROMO_ROUND_CLOSED');
    const minimum = minorOf(reward.minDepositToday);
    if (minimum > 0n && (await depositedToday(trx, actor.memberId, timeZone)) < minimum)
      throw new AppError('PROMO_NOT_QUALIFIED');
    const entry = await enter(trx, actor, promotion, { state: 'JOINED' }, 'PROMO_ALREADY_GRABBED');
    const amount = await takeEnvelope(trx, promotion.id, reward, round);
    if (amount === null) throw new AppError('PROMO_ENVELOPES_GONE');
    const paid = await payReward(trx, actor, promotion, entry, { amount, wagering: reward.wagering });
    const after = await trx
      .selectFrom('promotion_entries')
      .selectAll()
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    return result(trx, actor, promotion, after, paid);
  });
}
