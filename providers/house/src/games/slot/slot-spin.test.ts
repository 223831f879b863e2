import { describe, expect, it } from 'vitest';
import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { REEL_STRIPS } from './slot-reels.ts';
import { playSlotRound } from './slot-round.ts';
import { evaluateSlotStops, evaluateSlotWindow, playSlotSpin } from './slot-spin.ts';
import { PAYLINES, type TSlotSymbol } from './slot-symbols.ts';

/** Lays a window out as the player sees it: three rows of five, then turns it into window[reel][row]. */
function windowOf(top: string, middle: string, bottom: string): TSlotSymbol[][] {
  const rows = [top, middle, bottom].map((row) => row.split(' ') as TSlotSymbol[]);
  return Array.from({ length: 5 }, (_, reel) => rows.map((row) => row[reel]!));
}

const SEEDS = { serverSeed: 'b'.repeat(64), clientSeed: 'slot-player', nonce: 3 };

describe('slot spin', () => {
  it('when five crowns fill the middle row, then exactly line 1 pays 500 × bet per line', () => {
    const spin = evaluateSlotWindow(
      windowOf('ten jack queen king ace', 'crown crown crown crown crown', 'jack queen ten ace king'),
      10,
    );
    expect(spin.lineWins).toEqual([{ lineIndex: 0, symbol: 'crown', count: 5, winCents: 5_000 }]);
    expect(spin.winCents).toBe(5_000);
    expect(spin.scatterCount).toBe(0);
  });

  it('when a wild sits where two lines cross, then it completes a win on each line', () => {
    // Line 1 (middle) gives ruby ruby wild ruby; line 10 (0,1,1,1,0) gives ten ruby wild ruby → nothing.
    // Line 16 (1,1,0,1,1) gives ruby ruby jack: nothing; line 17 (1,1,2,1,1) gives ruby ruby ruby ruby ten.
    const spin = evaluateSlotWindow(
      windowOf('ten queen jack king ace', 'ruby ruby wild ruby ten', 'king ace ruby ruby jack'),
      1,
    );
    expect(spin.lineWins).toEqual([
      { lineIndex: 0, symbol: 'ruby', count: 4, winCents: 50 },
      { lineIndex: 16, symbol: 'ruby', count: 4, winCents: 50 },
    ]);
  });

  it('when three scatters show anywhere, then they pay 2 × total bet and award 10 free spins', () => {
    const spin = evaluateSlotWindow(
      windowOf('scatter jack queen king ace', 'ten queen scatter jack king', 'jack ace ten ace scatter'),
      5,
    );
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterWinCents).toBe(2 * 5 * PAYLINES.length);
    expect(spin.freeSpinsAwarded).toBe(10);
  });

  it('when a free spin wins, then line and scatter wins are tripled and the award respects the cap', () => {
    const window = windowOf(
      'scatter jack queen king ace',
      'ace ace ace scatter king',
      'jack queen ten ace scatter',
    );
    const spin = evaluateSlotWindow(window, 1, { multiplier: 3, freeSpinsAwardCap: 4 });
    expect(spin.lineWins).toEqual([{ lineIndex: 0, symbol: 'ace', count: 3, winCents: 15 }]);
    expect(spin.scatterWinCents).toBe(2 * PAYLINES.length * 3);
    expect(spin.freeSpinsAwarded).toBe(4);
  });

  it('when stops are given, then each reel shows three consecutive strip cells and wraps at the end', () => {
    const last = REEL_STRIPS.map((strip) => strip.length - 1);
    const spin = evaluateSlotStops(last, 1);
    spin.window.forEach((column, reel) => {
      const strip = REEL_STRIPS[reel]!;
      expect(column).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
    expect(spin.stops).toEqual(last);
    expect(() => evaluateSlotStops([0, 0, 0, 0, 999], 1)).toThrow(RangeError);
  });

  it('when a bet per line is not a positive integer within limits, then the spin is refused', () => {
    const source = createRoundFloatSource(SEEDS);
    expect(() => playSlotSpin(source, 0)).toThrow(RangeError);
    expect(() => playSlotSpin(source, 1.5)).toThrow(RangeError);
    expect(() => playSlotSpin(source, 100_001)).toThrow(RangeError);
  });

  it('when the same seeds and nonce are played twice, then the round is identical', () => {
    const first = playSlotRound(createRoundFloatSource(SEEDS), 10);
    const again = playSlotRound(createRoundFloatSource(SEEDS), 10);
    expect(again).toEqual(first);
    const other = playSlotRound(createRoundFloatSource({ ...SEEDS, nonce: 4 }), 10);
    expect(other.baseSpin.stops).not.toEqual(first.baseSpin.stops);
  });
});
