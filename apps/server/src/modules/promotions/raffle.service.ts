import { createHash, randomBytes } from 'node:crypto';
import { minorToDecimalString } from '@tala/contract/money';
import { prizeSlots, type TRaffleReward, type TRaffleState } from '@tala/contract/promotions/raffle';
import type { TDb } from '../../db/database.ts';
import { maskUsername } from '../member/personal-data-mask.ts';
import { minorOf } from './bonus-lifecycle.ts';
import { activityBetween, type TEntryRow } from './promotions.repository.ts';
import type { TPromotion } from './promotions.service.ts';

/**
 * The raffle's committed seed, made the first time anyone asks (its page, or the draw job): 32 random bytes as hex,
 * shown only as its SHA-256 until the draw reveals it. Made before the period ends, so before any ticket is known.
 */
export async function ensureDraw(db: TDb, promotionId: bigint) {
  const existing = await db
    .selectFrom('raffle_draws')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
  if (existing) return existing;
  const seed = randomBytes(32).toString('hex');
  const seedHash = createHash('sha256').update(seed).digest('hex');
  await db
    .insertInto('raffle_draws')
    .values({ promotion_id: promotionId, seed, seed_hash: seedHash })
    .onConflict((oc) => oc.column('promotion_id').doNothing())
    .execute();
  return db
    .selectFrom('raffle_draws')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .executeTakeFirstOrThrow();
}

/** A joined member's tickets: one per `ticketEvery` staked from joining to the period's end, up to the maximum. */
export async function ticketsOf(db: TDb, promotion: TPromotion, reward: TRaffleReward, entry: TEntryRow) {
  const now = new Date();
  const { turnover } = await activityBetween(db, entry.member_id, {
    from: entry.joined_at,
    to: promotion.endsAt < now ? promotion.endsAt : now,
  });
  const tickets = turnover > 0n ? turnover / minorOf(reward.ticketEvery) : 0n;
  return Math.min(Number(tickets), reward.maxTickets);
}

/** A raffle's page: the commitment, and once drawn the seed, the counts, the caller's numbered tickets and the winners. */
export async function raffleState(
  db: TDb,
  promotion: TPromotion,
  entry: TEntryRow | null,
): Promise<TRaffleState | null> {
  const { reward } = promotion;
  if (reward.type !== 'RAFFLE') return null;
  const draw = await ensureDraw(db, promotion.id);
  const drawn = draw.drawn_at !== null;
  const slots = prizeSlots(reward);
  const winners = drawn
    ? await db
        .selectFrom('raffle_tickets as r')
        .innerJoin('promotion_entries as e', 'e.id', 'r.entry_id')
        .innerJoin('members as m', 'm.id', 'e.member_id')
        .select(['r.slot', 'r.attempt', 'r.winning_ticket', 'm.username'])
        .where('r.promotion_id', '=', promotion.id)
        .where('r.slot', 'is not', null)
        .orderBy('r.slot')
        .execute()
    : [];
  const mine = entry
    ? drawn
      ? await db
          .selectFrom('raffle_tickets')
          .select(['first_ticket', 'tickets'])
          .where('entry_id', '=', entry.id)
          .executeTakeFirst()
          .then((row) => ({ tickets: row?.tickets ?? 0, first: row?.first_ticket ?? null }))
      : { tickets: await ticketsOf(db, promotion, reward, entry), first: null }
    : null;
  return {
    seedHash: draw.seed_hash,
    seed: drawn ? draw.seed : null,
    drawnAt: draw.drawn_at?.toISOString() ?? null,
    totalTickets: draw.total_tickets,
    entrants: draw.entrants,
    mine,
    winners: winners.map((winner) => ({
      slot: winner.slot ?? 0,
      attempt: winner.attempt ?? 0,
      ticket: winner.winning_ticket ?? 0,
      amount: slots[winner.slot ?? 0] ?? minorToDecimalString(0n),
      name: maskUsername(winner.username),
    })),
  };
}
