import { randomInt, type TFloatSource } from '../../fair/float-source.ts';

export const SHOE_DECKS = 8;
export const SHOE_SIZE = SHOE_DECKS * 52;
/** Cards of one rank in the shoe (8 decks × 4 suits). */
export const SHOE_RANK_COUNT = SHOE_DECKS * 4;

const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type TSuit = (typeof SUITS)[number];
/** rank 1 = ace … 11 = jack, 12 = queen, 13 = king. */
export type TCard = { index: number; rank: number; suit: TSuit };

/**
 * The unshuffled shoe is deck after deck, each suit after suit, ace to king: index i is rank i mod 13 + 1
 * of suit ⌊i / 13⌋ mod 4. A verifier needs only this and the swaps to name every card.
 */
export function cardAt(index: number): TCard {
  if (!Number.isInteger(index) || index < 0 || index >= SHOE_SIZE)
    throw new RangeError(`bad card index ${index}`);
  return { index, rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13) % 4]! };
}

/** Baccarat value: ace 1, two to nine at face value, ten and pictures 0. */
export function cardValue(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

/**
 * Fisher–Yates over the whole 416-card shoe: for i = 0 … 414, swap position i with i + ⌊float × (416 − i)⌋.
 * Uniform over all 416! orders (up to the float's 2^-32 resolution); one float per step.
 */
export function shuffleShoe(source: TFloatSource): TCard[] {
  const order = Array.from({ length: SHOE_SIZE }, (_, index) => index);
  for (let i = 0; i < SHOE_SIZE - 1; i++) {
    const j = i + randomInt(source, SHOE_SIZE - i);
    const card = order[j]!;
    order[j] = order[i]!;
    order[i] = card;
  }
  return order.map(cardAt);
}

/**
 * The first `count` cards of a fresh shuffle: the first `count` steps of the same Fisher–Yates, which fix
 * positions 0 … count−1 once and for all. The later steps only reorder cards never dealt, so for the same
 * floats this equals `shuffleShoe(source).slice(0, count)` at a fraction of the cost.
 */
export function drawFromFreshShoe(source: TFloatSource, count: number): TCard[] {
  if (!Number.isInteger(count) || count < 0 || count > SHOE_SIZE)
    throw new RangeError(`bad draw count ${count}`);
  const moved = new Map<number, number>(); // position → card index, only for positions touched by a swap
  const cards: TCard[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(source, SHOE_SIZE - i);
    const card = moved.get(j) ?? j;
    moved.set(j, moved.get(i) ?? i);
    cards.push(cardAt(card));
  }
  return cards;
}
