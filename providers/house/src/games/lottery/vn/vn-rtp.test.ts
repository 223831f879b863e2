import { describe, expect, it } from 'vitest';
import { createRtpStats, recordRound, summarizeRtp, type TRtpStats } from '../../../simulation/rtp-stats.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import type { TLine } from '../lottery-types.ts';
import { countPrizesWithDigits, type TVnFamily, VN_TIERS } from './vn-draw.ts';
import { VN_DRAWS, VN_PLAY_TYPES } from './vn-lottery.ts';
import type { TVnPlayType } from './vn-play-types.ts';

const DRAWS = 1_000_000;
const STANDARD_ERRORS = 5;

const nameOf = (type: TVnPlayType): string => type.id.split('.')[1]!;
const sizeOf = (name: string): number => Number(name.replace(/\D/g, ''));

/** P(the tier's number has `pick` where the bet looks), by counting every number the tier can draw. */
function tierProbability(digits: number, pick: string, part: (number: string) => string): number {
  let matches = 0;
  for (let value = 0; value < 10 ** digits; value++) {
    if (part(String(value).padStart(digits, '0')) === pick) matches += 1;
  }
  return matches / 10 ** digits;
}

/**
 * P(a line of K endings wins) for xiên (all seen) or trượt (none seen), by dynamic programming over the
 * prizes: the state is the set of the line's endings seen so far; each prize shows any one of them with
 * probability 1/100. Independent of the inclusion–exclusion the play types use.
 */
function endingsProbability(size: number, prizes: number, wantsAll: boolean): number {
  let states = new Array<number>(2 ** size).fill(0);
  states[0] = 1;
  for (let prize = 0; prize < prizes; prize++) {
    const next = new Array<number>(2 ** size).fill(0);
    states.forEach((probability, seen) => {
      next[seen]! += (probability * (100 - size)) / 100;
      for (let ending = 0; ending < size; ending++) next[seen | (1 << ending)]! += probability / 100;
    });
    states = next;
  }
  return wantsAll ? states[2 ** size - 1]! : states[0]!;
}

/** Expected return of one line at the default odds, computed by enumeration from the rules. */
function exactRtp(type: TVnPlayType): number {
  const family = type.family as TVnFamily;
  const name = nameOf(type);
  const odds = type.defaultOdds[name]! / 100;
  const tiers = VN_TIERS[family];
  const digitsOf = (tier: string): number => tiers.find((entry) => entry.tier === tier)!.digits;
  const tail = (count: number) => (number: string) => number.slice(-count);
  if (/^lo\d$/.test(name)) {
    const width = sizeOf(name);
    const pick = '7'.padStart(width, '0');
    // Expected hits: each number of the sheet, enumerated at its own width.
    const hits = tiers.reduce(
      (sum, { count, digits }) =>
        sum + (digits < width ? 0 : count * tierProbability(digits, pick, tail(width))),
      0,
    );
    return (hits * odds) / type.unitsPerLine;
  }
  if (name.startsWith('xien') || name.startsWith('truot')) {
    return endingsProbability(sizeOf(name), countPrizesWithDigits(family, 2), name.startsWith('xien')) * odds;
  }
  const bets: Record<string, [string, string, (number: string) => string]> = {
    de: ['special', '42', tail(2)],
    'de-dau': ['special', '4', (number) => number.charAt(number.length - 2)],
    'de-duoi': ['special', '2', tail(1)],
    'ba-cang': ['special', '742', tail(3)],
    'de-giai-nhat': ['first', '42', tail(2)],
    'de-giai-tam': ['eighth', '42', tail(2)],
  };
  const [tier, pick, part] = bets[name]!;
  return tierProbability(digitsOf(tier), pick, part) * odds;
}

/** A pool of lines to draw from: a few random slips of the play type, expanded. */
function linePool(type: TVnPlayType, seed: number): TLine[] {
  const source = createSeededFloatSource(seed);
  const name = nameOf(type);
  const width = name === 'ba-cang' ? 3 : /^lo\d$/.test(name) ? sizeOf(name) : name.startsWith('de-d') ? 1 : 2;
  const count =
    name.startsWith('xien') || name.startsWith('truot') ? sizeOf(name) + 2 : Math.min(10, 10 ** width);
  const picks = new Set<string>();
  while (picks.size < count) picks.add(String(Math.floor(source() * 10 ** width)).padStart(width, '0'));
  return type.lines(type.parse({ numbers: [...picks] }));
}

/** A long loop yields now and then, so the test worker's messages to the runner are not held up. */
const YIELD_EVERY = 50_000;

async function simulate(family: TVnFamily, seed: number): Promise<void> {
  const types = VN_PLAY_TYPES.filter((type) => type.family === family);
  const pools = types.map((type, index) => linePool(type, seed + index + 1));
  const stats: TRtpStats[] = types.map(() => createRtpStats());
  const draw = createSeededFloatSource(seed);
  const choice = createSeededFloatSource(seed ^ 0x5eed);
  for (let round = 0; round < DRAWS; round++) {
    if (round % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const result = VN_DRAWS[family](draw);
    types.forEach((type, index) => {
      const pool = pools[index]!;
      const line = pool[Math.floor(choice() * pool.length)]!;
      const paid = type
        .settle(line, result)
        .reduce((sum, hit) => sum + (type.defaultOdds[hit.prize]! * hit.hits) / 100, 0);
      recordRound(stats[index]!, type.unitsPerLine, paid);
    });
  }
  types.forEach((type, index) => {
    const summary = summarizeRtp(stats[index]!, type.rtp(type.defaultOdds)[0]!.rtp, STANDARD_ERRORS);
    expect(summary.isWithinTolerance, `${type.id} ${JSON.stringify(summary)}`).toBe(true);
  });
}

describe('Vietnamese RTP', () => {
  it('when every play type is enumerated from its rules, then rtp() answers the same, between 95% and 98%', () => {
    for (const type of VN_PLAY_TYPES) {
      const declared = type.rtp(type.defaultOdds);
      expect(declared, type.id).toHaveLength(1);
      // 1e-10: inclusion–exclusion (xiên) cancels terms of opposite sign, losing a few ulps.
      expect(declared[0]!.rtp, type.id).toBeCloseTo(exactRtp(type), 10);
      expect(declared[0]!.rtp, type.id).toBeGreaterThanOrEqual(0.95);
      expect(declared[0]!.rtp, type.id).toBeLessThanOrEqual(0.98);
    }
  });

  it('when the odds change, then rtp() scales with them', () => {
    const xien = VN_PLAY_TYPES.find((type) => type.id === 'vn-north.xien2')!;
    expect(xien.rtp({ xien2: 3500 })[0]!.rtp).toBeCloseTo(2 * xien.rtp(xien.defaultOdds)[0]!.rtp, 12);
    expect(() => xien.rtp({})).toThrow(/no odds/);
  });

  it('when 1,000,000 North draws are simulated, then every play type lands within 5 standard errors of rtp()', async () => {
    await simulate('vn-north', 20_261_126);
  }, 300_000);

  it('when 1,000,000 regional draws are simulated, then every play type lands within 5 standard errors of rtp()', async () => {
    await simulate('vn-regional', 20_261_127);
  }, 300_000);
});
