import { describe, expect, it } from 'vitest';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { cardAt, cardValue, drawFromFreshShoe, SHOE_SIZE, shuffleShoe } from './baccarat-cards.ts';

describe('baccarat shoe', () => {
  it('when card indexes are named, then they run ace to king, suit after suit, deck after deck', () => {
    expect(cardAt(0)).toEqual({ index: 0, rank: 1, suit: 'spades' });
    expect(cardAt(12)).toEqual({ index: 12, rank: 13, suit: 'spades' });
    expect(cardAt(13)).toEqual({ index: 13, rank: 1, suit: 'hearts' });
    expect(cardAt(52)).toEqual({ index: 52, rank: 1, suit: 'spades' });
    expect(cardAt(415)).toEqual({ index: 415, rank: 13, suit: 'clubs' });
    expect([1, 9, 10, 11, 12, 13].map(cardValue)).toEqual([1, 9, 0, 0, 0, 0]);
  });

  it('when the whole shoe is shuffled, then every one of the 416 cards appears exactly once', () => {
    const shoe = shuffleShoe(createSeededFloatSource(1));
    expect(new Set(shoe.map((card) => card.index)).size).toBe(SHOE_SIZE);
  });

  it('when six cards are drawn from a fresh shoe, then they are the top six of the full shuffle on the same floats', () => {
    for (let seed = 0; seed < 200; seed++) {
      const drawn = drawFromFreshShoe(createSeededFloatSource(seed), 6);
      expect(drawn).toEqual(shuffleShoe(createSeededFloatSource(seed)).slice(0, 6));
    }
  });
});
