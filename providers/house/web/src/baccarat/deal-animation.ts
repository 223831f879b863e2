import type { TBaccaratDealAnswer, TBaccaratSpot, TCard } from '../../../src/service/api/api-contract.ts';
import { parseCents } from '../shared/money.ts';
import { wait } from '../shared/use-count-up.ts';
import type { TDealtCard } from './baccarat-hands.tsx';

export type TRound = TBaccaratDealAnswer['round'];

/** Pauses of the deal, in ms: a card lands, the last of the four, a hand turns over, a third card. */
const DEAL_MS = { card: 280, fourth: 450, flipPlayer: 650, flipBanker: 750, third: 450, flipThird: 650 };

/** Deals the round's cards in table order (P B P B, then thirds) and turns them over, as a dealer would. */
export async function animateDeal(
  round: TRound,
  setDealt: (cards: TDealtCard[]) => void,
  signal: AbortSignal,
) {
  const cards: TDealtCard[] = [];
  const push = async (card: TCard, side: 'player' | 'banker', slot: number, pauseMs: number) => {
    cards.push({ card, side, slot, isFaceUp: false });
    setDealt([...cards]);
    await wait(pauseMs, signal);
  };
  const flip = async (side: 'player' | 'banker', slots: number[], pauseMs: number) => {
    for (const card of cards) if (card.side === side && slots.includes(card.slot)) card.isFaceUp = true;
    setDealt(cards.map((card) => ({ ...card })));
    await wait(pauseMs, signal);
  };
  await push(round.playerCards[0]!, 'player', 0, DEAL_MS.card);
  await push(round.bankerCards[0]!, 'banker', 0, DEAL_MS.card);
  await push(round.playerCards[1]!, 'player', 1, DEAL_MS.card);
  await push(round.bankerCards[1]!, 'banker', 1, DEAL_MS.fourth);
  await flip('player', [0, 1], DEAL_MS.flipPlayer);
  await flip('banker', [0, 1], DEAL_MS.flipBanker);
  if (round.playerCards[2]) {
    await push(round.playerCards[2], 'player', 2, DEAL_MS.third);
    await flip('player', [2], DEAL_MS.flipThird);
  }
  if (round.bankerCards[2]) {
    await push(round.bankerCards[2], 'banker', 2, DEAL_MS.third);
    await flip('banker', [2], DEAL_MS.flipThird);
  }
}

/** What each spot returned, as cents (only the spots that were bet). */
export function payoutsOf(round: TRound): Partial<Record<TBaccaratSpot, bigint>> {
  const payouts: Partial<Record<TBaccaratSpot, bigint>> = {};
  for (const [spot, amount] of Object.entries(round.payouts))
    if (amount !== undefined) payouts[spot as TBaccaratSpot] = parseCents(amount);
  return payouts;
}
