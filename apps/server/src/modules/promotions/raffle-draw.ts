import { createHmac } from 'node:crypto';
import {
  MAX_DRAW_ATTEMPTS,
  prizeSlots,
  raffleMessage,
  type TRaffleReward,
  ticketFromDigest,
  ZRaffleReward,
} from '@tala/contract/promotions/raffle';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { minorOf } from './bonus-lifecycle.ts';
import { toPromotion } from './promotions.service.ts';
import { ensureDraw, ticketsOf } from './raffle.service.ts';

const DAY_MS = 86_400_000;

type TRange = { entryId: bigint; first: number; tickets: number };
export type TRaffleWin = { entryId: bigint; slot: number; attempt: number; ticket: number };

/**
 * Picks the winners (decision 053, the scheme `raffleMessage` documents): slot by slot, the ticket of attempt 0,
 * else of the next attempt while the ticket's owner already won. Pure over the ranges, so a test replays it.
 */
export function pickWinners(
  promotionId: string,
  seed: string,
  ranges: TRange[],
  slots: number,
): TRaffleWin[] {
  const total = ranges.reduce((sum, range) => sum + range.tickets, 0);
  const wins: TRaffleWin[] = [];
  const won = new Set<bigint>();
  for (let slot = 0; slot < slots && won.size < ranges.length; slot += 1) {
    for (let attempt = 0; attempt < MAX_DRAW_ATTEMPTS; attempt += 1) {
      const digest = createHmac('sha256', seed)
        .update(raffleMessage(promotionId, slot, attempt))
        .digest();
      const ticket = ticketFromDigest(digest, total);
      const owner = ownerOf(ranges, ticket);
      if (won.has(owner)) continue;
      won.add(owner);
      wins.push({ entryId: owner, slot, attempt, ticket });
      break;
    }
  }
  return wins;
}

/** The entry holding ticket number `ticket` (ranges are contiguous from 1, in order). */
function ownerOf(ranges: TRange[], ticket: number): bigint {
  let low = 0;
  let high = ranges.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (ranges[mid]!.first <= ticket) low = mid;
    else high = mid - 1;
  }
  return ranges[low]!.entryId;
}

/**
 * Draws every raffle whose period is over and not yet drawn, each in one transaction under its draw row's lock:
 * tickets counted for every joined entry (numbered in the order members joined), winners picked, their entries
 * ISSUED with the prize to claim within `claimDays`, the others CLOSE (NOT_WON, or NOT_QUALIFIED without a ticket),
 * the seed revealed. A draw missed while the site was down happens on the next run; a drawn raffle is never drawn
 * again.
 */
export async function drawDueRaffles(db: TDb): Promise<number> {
  const due = await db
    .selectFrom('promotions as p')
    .selectAll('p')
    .where('p.type', '=', 'RAFFLE')
    .where('p.status', '<>', 'DRAFT')
    .where('p.ends_at', '<=', sql<Date>`now()`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('raffle_draws as d')
            .select('d.promotion_id')
            .whereRef('d.promotion_id', '=', 'p.id')
            .where('d.drawn_at', 'is not', null),
        ),
      ),
    )
    .limit(20)
    .execute();
  let drawn = 0;
  for (const row of due) {
    await ensureDraw(db, row.id);
    if (await db.transaction().execute((trx) => drawOne(trx, row.id))) drawn += 1;
  }
  return drawn;
}

async function drawOne(trx: TDb, promotionId: bigint): Promise<boolean> {
  const draw = await trx
    .selectFrom('raffle_draws')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('drawn_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!draw) return false;
  const promotion = toPromotion(
    await trx.selectFrom('promotions').selectAll().where('id', '=', promotionId).executeTakeFirstOrThrow(),
  );
  const reward = ZRaffleReward.parse(promotion.reward);
  const entries = await trx
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('state', '=', 'JOINED')
    .orderBy('id')
    .forUpdate()
    .execute();
  const ranges: TRange[] = [];
  let next = 1;
  for (const entry of entries) {
    const tickets = await ticketsOf(trx, promotion, reward, entry);
    if (tickets === 0) continue;
    ranges.push({ entryId: entry.id, first: next, tickets });
    next += tickets;
  }
  const wins =
    ranges.length > 0 ? pickWinners(String(promotionId), draw.seed, ranges, prizeSlots(reward).length) : [];
  await recordDraw(trx, promotionId, reward, ranges, wins);
  await closeOthers(trx, promotionId, ranges);
  await trx
    .updateTable('raffle_draws')
    .set({ drawn_at: sql<Date>`now()`, total_tickets: next - 1, entrants: ranges.length })
    .where('promotion_id', '=', promotionId)
    .execute();
  return true;
}

async function recordDraw(
  trx: TDb,
  promotionId: bigint,
  reward: TRaffleReward,
  ranges: TRange[],
  wins: TRaffleWin[],
): Promise<void> {
  if (ranges.length === 0) return;
  const winOf = new Map(wins.map((win) => [win.entryId, win]));
  await trx
    .insertInto('raffle_tickets')
    .values(
      ranges.map((range) => {
        const win = winOf.get(range.entryId);
        return {
          entry_id: range.entryId,
          promotion_id: promotionId,
          first_ticket: range.first,
          tickets: range.tickets,
          slot: win?.slot ?? null,
          attempt: win?.attempt ?? null,
          winning_ticket: win?.ticket ?? null,
        };
      }),
    )
    .execute();
  const slots = prizeSlots(reward);
  const claimUntil = new Date(Date.now() + reward.claimDays * DAY_MS);
  for (const win of wins) {
    await trx
      .updateTable('promotion_entries')
      .set({
        state: 'ISSUED',
        reward: minorOf(slots[win.slot]!),
        claim_until: claimUntil,
        updated_at: sql`now()`,
      })
      .where('id', '=', win.entryId)
      .execute();
  }
}

/** Every joined entry that did not win: NOT_WON with tickets, NOT_QUALIFIED without. */
async function closeOthers(trx: TDb, promotionId: bigint, ranges: TRange[]): Promise<void> {
  const withTickets = ranges.map((range) => range.entryId);
  await trx
    .updateTable('promotion_entries')
    .set((eb) => ({
      state: 'CLOSE',
      reason:
        withTickets.length === 0
          ? 'NOT_QUALIFIED'
          : eb.case().when('id', 'in', withTickets).then('NOT_WON').else('NOT_QUALIFIED').end(),
      updated_at: sql`now()`,
    }))
    .where('promotion_id', '=', promotionId)
    .where('state', '=', 'JOINED')
    .execute();
}
