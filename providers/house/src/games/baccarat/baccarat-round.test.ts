import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../fair/float-source.ts';
import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { SHOE_SIZE } from './baccarat-cards.ts';
import { playBaccaratRound, settleBaccaratBet } from './baccarat-round.ts';
import { doesBankerDraw } from './baccarat-rules.ts';

/**
 * Floats that deal the given ranks in shoe order (P1, B1, P2, B2, 5th, 6th). Card k is taken from deck
 * position 13·(k+1) + rank − 1: distinct, beyond the first six positions, so earlier swaps never move it,
 * and step i picks it with float (position − i + ½) / (416 − i).
 */
function dealing(...ranks: number[]): TFloatSource {
  const padded = [...ranks, 13, 13, 13, 13, 13, 13].slice(0, 6);
  const floats = padded.map((rank, step) => (13 * (step + 1) + rank - 1 - step + 0.5) / (SHOE_SIZE - step));
  return () => floats.shift() ?? 0;
}

describe('baccarat deal', () => {
  it('when a hand has a natural, then nobody draws', () => {
    const round = playBaccaratRound(dealing(4, 3, 5, 4)); // player 4+5 = 9, banker 3+4 = 7
    expect(round.playerCards.map((card) => card.rank)).toEqual([4, 5]);
    expect(round.bankerCards.map((card) => card.rank)).toEqual([3, 4]);
    expect(round).toMatchObject({ playerTotal: 9, bankerTotal: 7, outcome: 'player' });
    const bankerNatural = playBaccaratRound(dealing(2, 13, 3, 8)); // player 5 would draw, banker 8 stops it
    expect(bankerNatural).toMatchObject({ playerTotal: 5, bankerTotal: 8, outcome: 'banker' });
    expect(bankerNatural.playerCards).toHaveLength(2);
  });

  it('when the player has 0–5, then it draws; when the banker has 3 and the third card is an 8, then the banker stands', () => {
    const round = playBaccaratRound(dealing(2, 13, 3, 3, 8)); // player 5 draws 8 → 3; banker 3 stands
    expect(round.playerCards.map((card) => card.rank)).toEqual([2, 3, 8]);
    expect(round.bankerCards).toHaveLength(2);
    expect(round).toMatchObject({ playerTotal: 3, bankerTotal: 3, outcome: 'tie' });
  });

  it('when the banker has 3 and the third card is a 7, then the banker draws the next card', () => {
    const round = playBaccaratRound(dealing(2, 13, 3, 3, 7, 5)); // player 5+7 → 2; banker 3+5 → 8
    expect(round.bankerCards.map((card) => card.rank)).toEqual([13, 3, 5]);
    expect(round).toMatchObject({ playerTotal: 2, bankerTotal: 8, outcome: 'banker' });
  });

  it('when the banker has 6, then it draws only against a player third card of 6 or 7', () => {
    expect(playBaccaratRound(dealing(1, 2, 4, 4, 6, 2))).toMatchObject({ playerTotal: 1, bankerTotal: 8 });
    expect(playBaccaratRound(dealing(1, 2, 4, 4, 5, 2))).toMatchObject({ playerTotal: 0, bankerTotal: 6 });
  });

  it('when the player stands on 6 or 7, then the banker draws on 5 and stands on 6', () => {
    const drawsOnFive = playBaccaratRound(dealing(3, 2, 3, 3, 4)); // player 6 stands; banker 5 takes card 5
    expect(drawsOnFive.bankerCards.map((card) => card.rank)).toEqual([2, 3, 4]);
    expect(drawsOnFive).toMatchObject({
      playerTotal: 6,
      bankerTotal: 9,
      outcome: 'banker',
      isPlayerPair: true,
    });
    const standsOnSix = playBaccaratRound(dealing(3, 2, 4, 4)); // player 7, banker 6
    expect(standsOnSix).toMatchObject({ playerTotal: 7, bankerTotal: 6, outcome: 'player' });
    expect(standsOnSix.bankerCards).toHaveLength(2);
  });

  it('when the banker tableau is read row by row, then it matches the published chart', () => {
    // Rows: banker total 0–7. Columns: player stood, then player third card 0–9. D = draw, S = stand.
    const chart = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ];
    const actual = chart.map((_, banker) => {
      const cells = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) =>
        doesBankerDraw(banker, third) ? 'D' : 'S',
      );
      return `${cells[0]} ${cells.slice(1).join('')}`;
    });
    expect(actual).toEqual(chart);
  });

  it('when bets are settled, then wins pay stake + profit rounded up to the cent, ties push player and banker', () => {
    const bankerWin = playBaccaratRound(dealing(2, 13, 3, 3, 7, 5));
    expect(settleBaccaratBet(bankerWin, 'banker', 100)).toBe(195);
    expect(settleBaccaratBet(bankerWin, 'banker', 101)).toBe(197); // 0.95 × 101 = 95.95 → 96
    expect(settleBaccaratBet(bankerWin, 'banker', 1)).toBe(2); // 0.95 → 1
    expect(settleBaccaratBet(bankerWin, 'player', 100)).toBe(0);
    const tie = playBaccaratRound(dealing(2, 13, 3, 3, 8));
    expect(settleBaccaratBet(tie, 'player', 100)).toBe(100);
    expect(settleBaccaratBet(tie, 'banker', 100)).toBe(100);
    expect(settleBaccaratBet(tie, 'tie', 100)).toBe(900);
    const pair = playBaccaratRound(dealing(3, 2, 3, 3, 4));
    expect(settleBaccaratBet(pair, 'player-pair', 100)).toBe(1_200);
    expect(settleBaccaratBet(pair, 'banker-pair', 100)).toBe(0);
    expect(() => settleBaccaratBet(pair, 'player', 0)).toThrow(RangeError);
  });

  it('when the same seeds and nonce are replayed, then the same cards are dealt', () => {
    const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'table-7', nonce: 99 };
    expect(playBaccaratRound(createRoundFloatSource(seeds))).toEqual(
      playBaccaratRound(createRoundFloatSource(seeds)),
    );
  });
});
