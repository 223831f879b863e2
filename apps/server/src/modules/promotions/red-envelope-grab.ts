import { envelopeWindows } from '@tala/contract/promotions/red-envelope';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEPOSIT_KIND } from '../payments/deposit-credit.ts';
import { minorOf } from './bonus-lifecycle.ts';
import {
  enter,
  limitAction,
  openPromotionFor,
  payReward,
  result,
  type TPromoActor,
} from './promotion-actions.service.ts';
import { takeEnvelope } from './red-envelope-rounds.ts';

/** What the member deposited on the merchant's day so far (minor units), from the ledger's deposit postings. */
async function depositedToday(trx: TDb, memberId: bigint, timeZone: string): Promise<bigint> {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(e.amount) AS total
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.member_id = ${memberId} AND a.code = 'MAIN' AND t.kind = ${DEPOSIT_KIND}
      AND t.created_at >= (date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`.execute(
    trx,
  );
  return BigInt(rows[0]?.total ?? 0);
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
