import { randomInt, type TFloatSource } from '../../fair/float-source.ts';
import { evaluateLine } from './slot-lines.ts';
import { REEL_STRIPS } from './slot-reels.ts';
import {
  FREE_SPINS,
  PAYLINES,
  REEL_COUNT,
  ROW_COUNT,
  SCATTER_PAYS,
  type TLineSymbol,
  type TSlotSymbol,
} from './slot-symbols.ts';

export type TSlotLineWin = { lineIndex: number; symbol: TLineSymbol; count: number; winCents: number };

/** One spin. Amounts are integer cents; `winCents` = Σ line wins + scatter win, already multiplied. */
export type TSlotSpin = {
  /** Per reel, the strip index of the top visible cell (rows are stop, stop+1, stop+2, wrapping). */
  stops: number[];
  /** window[reel][row], row 0 on top. */
  window: TSlotSymbol[][];
  multiplier: number;
  lineWins: TSlotLineWin[];
  scatterCount: number;
  scatterWinCents: number;
  freeSpinsAwarded: number;
  winCents: number;
};

/** `freeSpinsAwardCap`: how many free spins this spin may still award (the feature cap minus those given). */
export type TSpinOptions = { multiplier: number; freeSpinsAwardCap: number };
export const BASE_SPIN: TSpinOptions = { multiplier: 1, freeSpinsAwardCap: FREE_SPINS.maxPerFeature };

/** Bounds keep every amount a safe integer: the worst round pays < 2^53 cents by a wide margin. */
export const MIN_BET_PER_LINE_CENTS = 1;
export const MAX_BET_PER_LINE_CENTS = 100_000;

// Module-local copies: test runners compile imports to getter calls, and the simulations spin millions of times.
const LINES = PAYLINES;
const REELS = REEL_COUNT;
const ROWS = ROW_COUNT;

/** Draws one stop per reel (one float each, reel 1 first) and evaluates the window they show. */
export function playSlotSpin(
  source: TFloatSource,
  betPerLineCents: number,
  options: TSpinOptions = BASE_SPIN,
): TSlotSpin {
  const stops: number[] = [];
  for (const strip of REEL_STRIPS) stops.push(randomInt(source, strip.length));
  return evaluateSlotStops(stops, betPerLineCents, options);
}

export function evaluateSlotStops(
  stops: readonly number[],
  betPerLineCents: number,
  options: TSpinOptions = BASE_SPIN,
): TSlotSpin {
  const strips = REEL_STRIPS;
  const window: TSlotSymbol[][] = [];
  for (let reel = 0; reel < strips.length; reel++) {
    const strip = strips[reel]!;
    const stop = stops[reel];
    if (stop === undefined || !Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new RangeError(`bad stop for reel ${reel}`);
    }
    const column: TSlotSymbol[] = [];
    for (let row = 0; row < ROWS; row++) column.push(strip[(stop + row) % strip.length]!);
    window.push(column);
  }
  return evaluateSlotWindow(window, betPerLineCents, options, [...stops]);
}

/** Evaluates a visible window (any symbols, so rule tests can lay out exact cases; they have no stops). */
export function evaluateSlotWindow(
  window: TSlotSymbol[][],
  betPerLineCents: number,
  options: TSpinOptions = BASE_SPIN,
  stops: number[] = [],
): TSlotSpin {
  assertBetPerLine(betPerLineCents);
  assertWindow(window);
  const { multiplier } = options;
  const lineWins = evaluatePaylines(window, betPerLineCents * multiplier);
  const scatterCount = countScatters(window);
  const totalBetCents = betPerLineCents * LINES.length;
  const scatterPay = SCATTER_PAYS[Math.min(scatterCount, REELS)] ?? 0;
  const scatterWinCents = scatterPay * totalBetCents * multiplier;
  const triggers = scatterCount >= FREE_SPINS.minScatters;
  const freeSpinsAwarded = triggers ? Math.max(0, Math.min(FREE_SPINS.award, options.freeSpinsAwardCap)) : 0;
  let winCents = scatterWinCents;
  for (const win of lineWins) winCents += win.winCents;
  return {
    stops,
    window,
    multiplier,
    lineWins,
    scatterCount,
    scatterWinCents,
    freeSpinsAwarded,
    winCents,
  };
}

function evaluatePaylines(window: TSlotSymbol[][], centsPerLineMultiple: number): TSlotLineWin[] {
  const lineWins: TSlotLineWin[] = [];
  const lineSymbols: TSlotSymbol[] = [];
  for (let lineIndex = 0; lineIndex < LINES.length; lineIndex++) {
    const rows = LINES[lineIndex]!;
    for (let reel = 0; reel < REELS; reel++) lineSymbols[reel] = window[reel]![rows[reel]!]!;
    const hit = evaluateLine(lineSymbols);
    if (hit === null) continue;
    const winCents = hit.multiplier * centsPerLineMultiple;
    lineWins.push({ lineIndex, symbol: hit.symbol, count: hit.count, winCents });
  }
  return lineWins;
}

function countScatters(window: TSlotSymbol[][]): number {
  let count = 0;
  for (const column of window) for (const symbol of column) if (symbol === 'scatter') count += 1;
  return count;
}

export function assertBetPerLine(betPerLineCents: number): void {
  if (
    !Number.isSafeInteger(betPerLineCents) ||
    betPerLineCents < MIN_BET_PER_LINE_CENTS ||
    betPerLineCents > MAX_BET_PER_LINE_CENTS
  ) {
    throw new RangeError(`bad bet per line: ${betPerLineCents}`);
  }
}

function assertWindow(window: TSlotSymbol[][]): void {
  if (window.length !== REELS || window.some((column) => column.length !== ROWS)) {
    throw new RangeError('slot window must be 5 reels × 3 rows');
  }
}
