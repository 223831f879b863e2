import { describe, expect, it } from 'vitest';
import { createRtpStats, recordRound, summarizeRtp, type TRtpStats } from '../../../simulation/rtp-stats.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import type { TLine } from '../lottery-types.ts';
import { SEA_4D_TIERS } from './sea-draw.ts';
import { SEA_DRAWS, SEA_PLAY_TYPES } from './sea-lottery.ts';
import { permutationsOf, sortDigits, type TSeaPlayType } from './sea-play-types.ts';

const DRAWS = 1_000_000;
const STANDARD_ERRORS = 5;
/** One box of each kind: 24, 12, 6 and 4 arrangements. */
const BOXES = ['1234', '0012', '3355', '7779'];

/** The rtp() option a line is declared under. */
function optionOf(type: TSeaPlayType, line: TLine): string {
  const name = type.id.slice('sea-4d.'.length);
  if (name.endsWith('-ibox')) return `ibox-${permutationsOf(line.pick).length}`;
  if (name.endsWith('-box')) return `box-${permutationsOf(line.pick).length}`;
  if (name.endsWith('-roll')) return 'roll';
  return name;
}

/**
 * Expected return of a line, by enumeration: every prize slot holds each of the 10,000 numbers with
 * probability 1/10,000 (the draw is a uniform shuffle), and a line's payout is a sum over slots, so its
 * expectation is Σ over slots and over the 10,000 numbers the slot could hold of what that would pay.
 */
function exactLineRtp(type: TSeaPlayType, line: TLine): number {
  const name = type.id.slice('sea-4d.'.length);
  const arrangementCount = permutationsOf(line.pick).length;
  let total = 0;
  for (const { tier, count } of SEA_4D_TIERS) {
    for (let value = 0; value < 10_000; value++) {
      const drawn = String(value).padStart(4, '0');
      let key: string | undefined;
      if (name.startsWith('3d')) key = drawn.slice(1) === line.pick ? tier : undefined;
      else if (name.endsWith('-ibox'))
        key = sortDigits(drawn) === line.pick ? `${tier}/${arrangementCount}` : undefined;
      else key = drawn === line.pick ? tier : undefined;
      const odds = key === undefined ? undefined : type.defaultOdds[key];
      if (odds !== undefined) total += (count * odds) / 100 / 10_000;
    }
  }
  return total;
}

function linePool(type: TSeaPlayType): TLine[] {
  const name = type.id.slice('sea-4d.'.length);
  if (name.endsWith('box')) return type.lines(type.parse({ numbers: BOXES }));
  return linesOf(type, name);
}

/**
 * The simulation's lines in groups, a group drawn first, then a line in it: each box its own group, so each
 * kind of box (24, 12, 6, 4 lines) gets a quarter of the draws rather than a share by its number of lines.
 */
function lineGroups(type: TSeaPlayType): TLine[][] {
  const name = type.id.slice('sea-4d.'.length);
  if (name.endsWith('box')) return BOXES.map((box) => type.lines(type.parse({ numbers: [box] })));
  return [linesOf(type, name)];
}

function linesOf(type: TSeaPlayType, name: string): TLine[] {
  if (name.endsWith('-roll')) return type.lines(type.parse({ numbers: ['5R18'] }));
  if (name.startsWith('3d')) return type.lines(type.parse({ numbers: ['000', '123', '999', '505'] }));
  return type.lines(type.parse({ numbers: ['0000', '1234', '9999', '5051', '7007'] }));
}

describe('4D RTP', () => {
  it('when each kind of line is enumerated, then rtp() answers the same, 95–97% (i-Box a hair under, rounded down)', () => {
    for (const type of SEA_PLAY_TYPES) {
      const declared = new Map(type.rtp(type.defaultOdds).map(({ option, rtp }) => [option, rtp]));
      for (const line of linePool(type)) {
        const option = optionOf(type, line);
        expect(declared.get(option), `${type.id} ${option}`).toBeCloseTo(exactLineRtp(type, line), 12);
        expect(declared.get(option)!, `${type.id} ${option}`).toBeGreaterThan(0.955);
        expect(declared.get(option)!, `${type.id} ${option}`).toBeLessThanOrEqual(0.97);
      }
    }
  });

  it('when the public Singapore tables are given as odds, then rtp() gives their known 65.9% and 58%', () => {
    const big = SEA_PLAY_TYPES.find((type) => type.id === 'sea-4d.big')!;
    const small = SEA_PLAY_TYPES.find((type) => type.id === 'sea-4d.small')!;
    const publicBig = { first: 200_000, second: 100_000, third: 49_000, starter: 25_000, consolation: 6000 };
    expect(big.rtp(publicBig)[0]!.rtp).toBeCloseTo(0.659, 12);
    expect(small.rtp({ first: 300_000, second: 200_000, third: 80_000 })[0]!.rtp).toBeCloseTo(0.58, 12);
  });

  it('when 1,000,000 draws are simulated, then every play type and kind of line lands within 5 standard errors of rtp()', async () => {
    const draw = createSeededFloatSource(4_000_004);
    const choice = createSeededFloatSource(4_000_005);
    const groups = SEA_PLAY_TYPES.map(lineGroups);
    const stats = new Map<string, { stats: TRtpStats; declared: number }>();
    for (const type of SEA_PLAY_TYPES) {
      for (const { option, rtp } of type.rtp(type.defaultOdds)) {
        stats.set(`${type.id} ${option}`, { stats: createRtpStats(), declared: rtp });
      }
    }
    for (let round = 0; round < DRAWS; round++) {
      // A long loop yields now and then, so the test worker's messages to the runner are not held up.
      if (round % 50_000 === 0) await new Promise((resolve) => setImmediate(resolve));
      const result = SEA_DRAWS['sea-4d'](draw);
      SEA_PLAY_TYPES.forEach((type, index) => {
        const group = groups[index]![Math.floor(choice() * groups[index]!.length)]!;
        const line = group[Math.floor(choice() * group.length)]!;
        const paid = type
          .settle(line, result)
          .reduce((sum, hit) => sum + (type.defaultOdds[hit.prize]! * hit.hits) / 100, 0);
        recordRound(stats.get(`${type.id} ${optionOf(type, line)}`)!.stats, type.unitsPerLine, paid);
      });
    }
    for (const [key, { stats: option, declared }] of stats) {
      const summary = summarizeRtp(option, declared, STANDARD_ERRORS);
      expect(option.rounds, key).toBeGreaterThan(200_000);
      expect(summary.isWithinTolerance, `${key} ${JSON.stringify(summary)}`).toBe(true);
    }
  }, 300_000);
});
