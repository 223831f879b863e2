import { evaluateLine } from './slot-lines.ts';
import { REEL_STRIPS } from './slot-reels.ts';
import { FREE_SPINS, REEL_COUNT, ROW_COUNT, SCATTER_PAYS, type TSlotSymbol } from './slot-symbols.ts';

/** Exact RTP of the slot, as fractions of the total bet, from the reel strips alone. */
export type TSlotRtpBreakdown = {
  lineRtp: number;
  scatterRtp: number;
  /** One spin without multiplier: lines + scatter. */
  baseSpinRtp: number;
  triggerProbability: number;
  /** Expected free spins per triggered feature, retriggers and the cap included. */
  expectedFreeSpins: number;
  freeSpinsRtp: number;
  totalRtp: number;
};

/**
 * Why this is exact: a stop is uniform on its strip, so the cell a payline crosses on a reel is uniform
 * over that strip whatever the row, and the reels are independent: a line's expected pay is an
 * enumeration over 11^5 symbol tuples weighted by per-reel frequencies, the same for all 20 lines, and
 * 20 lines × bet per line = total bet. With scatters at least 3 apart on every strip, each reel shows at
 * most one, with probability 3·count/length. Free spins: by Wald's identity (whether spin i is played
 * depends only on earlier spins) the feature returns E[spins] × multiplier × base spin RTP.
 */
export function computeSlotRtp(strips: readonly (readonly TSlotSymbol[])[] = REEL_STRIPS): TSlotRtpBreakdown {
  assertScattersSpaced(strips);
  const lineRtp = expectedLinePay(strips.map(symbolFrequencies));
  const scatterDistribution = scatterCountDistribution(strips);
  const scatterRtp = scatterDistribution.reduce((sum, p, count) => sum + p * (SCATTER_PAYS[count] ?? 0), 0);
  const baseSpinRtp = lineRtp + scatterRtp;
  const triggerProbability = scatterDistribution
    .slice(FREE_SPINS.minScatters)
    .reduce((sum, probability) => sum + probability, 0);
  const expectedFreeSpins = expectedFeatureSpins(triggerProbability);
  const freeSpinsRtp = triggerProbability * expectedFreeSpins * FREE_SPINS.multiplier * baseSpinRtp;
  return {
    lineRtp,
    scatterRtp,
    baseSpinRtp,
    triggerProbability,
    expectedFreeSpins,
    freeSpinsRtp,
    totalRtp: baseSpinRtp + freeSpinsRtp,
  };
}

function symbolFrequencies(strip: readonly TSlotSymbol[]): Map<TSlotSymbol, number> {
  const frequencies = new Map<TSlotSymbol, number>();
  for (const symbol of strip) frequencies.set(symbol, (frequencies.get(symbol) ?? 0) + 1 / strip.length);
  return frequencies;
}

function expectedLinePay(reels: readonly Map<TSlotSymbol, number>[]): number {
  const symbols: TSlotSymbol[] = [];
  const walk = (reel: number, probability: number): number => {
    if (reel === REEL_COUNT) return probability * (evaluateLine(symbols)?.multiplier ?? 0);
    let sum = 0;
    for (const [symbol, frequency] of reels[reel]!) {
      symbols[reel] = symbol;
      sum += walk(reel + 1, probability * frequency);
    }
    return sum;
  };
  return walk(0, 1);
}

/** P(k scatters visible), k = 0..5: independent reels, each showing one with probability 3·count/length. */
function scatterCountDistribution(strips: readonly (readonly TSlotSymbol[])[]): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const shows = (ROW_COUNT * strip.filter((s) => s === 'scatter').length) / strip.length;
    const next = new Array<number>(distribution.length + 1).fill(0);
    distribution.forEach((p, k) => {
      next[k] = next[k]! + p * (1 - shows);
      next[k + 1] = next[k + 1]! + p * shows;
    });
    distribution = next;
  }
  return distribution;
}

/** E[spins played] in a feature that starts with `award` spins, +award per retrigger, capped. */
function expectedFeatureSpins(retriggerProbability: number): number {
  const { award, maxPerFeature } = FREE_SPINS;
  const memo = new Map<number, number>();
  const remainingFrom = (awarded: number, played: number): number => {
    if (played >= awarded) return 0;
    const key = awarded * 1000 + played;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const retriggered = Math.min(awarded + award, maxPerFeature);
    const value =
      1 +
      retriggerProbability * remainingFrom(retriggered, played + 1) +
      (1 - retriggerProbability) * remainingFrom(awarded, played + 1);
    memo.set(key, value);
    return value;
  };
  return remainingFrom(award, 0);
}

/** Any 3 consecutive cells (wrapping) hold at most one scatter, so one reel never shows two. */
export function assertScattersSpaced(strips: readonly (readonly TSlotSymbol[])[]): void {
  strips.forEach((strip, reel) => {
    for (let start = 0; start < strip.length; start++) {
      let count = 0;
      for (let row = 0; row < ROW_COUNT; row++)
        if (strip[(start + row) % strip.length] === 'scatter') count++;
      if (count > 1) throw new Error(`reel ${reel + 1}: scatters closer than ${ROW_COUNT} cells at ${start}`);
    }
  });
}
