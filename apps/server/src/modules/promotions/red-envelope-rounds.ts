import { randomInt } from 'node:crypto';
import {
  envelopeWindows,
  splitEnvelopes,
  type TEnvelopeWindow,
  type TRedEnvelopeReward,
} from '@tala/contract/promotions/red-envelope';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { minorOf } from './bonus-lifecycle.ts';
import type { TPromotion } from './promotions.service.ts';

/** Random weights of the split: 1 to 1,000,000 from the platform's CSPRNG, so no player can predict an envelope. */
const WEIGHT_MAX = 1_000_000;
const cryptoWeight = () => randomInt(1, WEIGHT_MAX + 1);

/** Envelopes taken in a round, or undefined before anyone asked for it. */
function findRound(db: TDb, promotionId: bigint, window: TEnvelopeWindow) {
  return db
    .selectFrom('envelope_rounds')
    .select(['grabbed', sql<number>`cardinality(amounts)`.as('envelopes')])
    .where('promotion_id', '=', promotionId)
    .where('starts_at', '=', window.startsAt)
    .executeTakeFirst();
}

/**
 * Red envelope promotions with their rounds read (decision 053): the round open now with the envelopes left, and
 * when the next opens. Other promotions pass through unchanged.
 */
export async function withRounds(db: TDb, promotions: TPromotion[], timeZone: string): Promise<TPromotion[]> {
  const now = new Date();
  return Promise.all(
    promotions.map(async (promotion) => {
      const { reward } = promotion;
      if (reward.type !== 'RED_ENVELOPE') return promotion;
      const windows = envelopeWindows(reward, timeZone, promotion, now);
      const open = windows.open;
      const row = open ? await findRound(db, promotion.id, open) : undefined;
      const envelopes = row?.envelopes ?? reward.envelopes;
      const left = envelopes - (row?.grabbed ?? 0);
      return {
        ...promotion,
        round: open ? { endsAt: open.endsAt, left } : null,
        rounds: {
          open: open
            ? { startsAt: open.startsAt.toISOString(), endsAt: open.endsAt.toISOString(), left, envelopes }
            : null,
          nextAt: windows.next?.startsAt.toISOString() ?? null,
        },
      };
    }),
  );
}

/**
 * Takes the next envelope of the round open now, creating the round (its pot split) on the first grab: the amount,
 * or null when none is left or the round is over. One conditional update, so parallel grabs queue on the round's
 * row and each takes its own envelope; amounts[grabbed] (1-based) is the one just taken.
 */
export async function takeEnvelope(
  trx: TDb,
  promotionId: bigint,
  reward: TRedEnvelopeReward,
  window: TEnvelopeWindow,
): Promise<bigint | null> {
  if (!(await findRound(trx, promotionId, window))) {
    const pot = minorOf(reward.roundBudget);
    const amounts = splitEnvelopes(pot, reward.envelopes, minorOf(reward.minAmount), cryptoWeight);
    await trx
      .insertInto('envelope_rounds')
      .values({ promotion_id: promotionId, starts_at: window.startsAt, ends_at: window.endsAt, amounts })
      .onConflict((oc) => oc.columns(['promotion_id', 'starts_at']).doNothing())
      .execute();
  }
  const taken = await trx
    .updateTable('envelope_rounds')
    .set({ grabbed: sql`grabbed + 1` })
    .where('promotion_id', '=', promotionId)
    .where('starts_at', '=', window.startsAt)
    .where(sql<boolean>`grabbed < cardinality(amounts)`)
    .where('ends_at', '>', sql<Date>`now()`)
    .returning(sql<string>`amounts[grabbed]`.as('amount'))
    .executeTakeFirst();
  return taken ? BigInt(taken.amount) : null;
}
