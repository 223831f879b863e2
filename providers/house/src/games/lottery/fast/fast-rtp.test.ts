import { describe, expect, it } from 'vitest';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import type { TLine, TLotteryResult, TPlayType } from '../lottery-types.ts';
import { FAST_PLAY_TYPES } from './fast-lottery.ts';

/**
 * Exact RTP by enumeration: every line is settled against every equally likely result its play type can
 * see (5D: all 100,000 results; K3: all 216 rolls; PK10: all 90 ordered pairs of cars on the one or two
 * places the line reads, the other eight cars shuffled differently each time), and the average return
 * is compared with the play type's `rtp()`. The same pass checks exposure: a line that wins on a result
 * names one of that result's numbers, and every number it names is one it can win on.
 */

const byId = (id: string): TPlayType => {
  const playType = FAST_PLAY_TYPES.find((candidate) => candidate.id === id);
  if (!playType) throw new Error(`no play type ${id}`);
  return playType;
};

type TTally = {
  line: TLine;
  paidHundredths: number;
  results: number;
  prizes: Set<string>;
  wonOn: Set<string>;
  /** Results the line won on without naming any of their numbers (kept plain: expect() per result is slow). */
  unnamedWins: string[];
};

function tally(
  playType: TPlayType,
  tallies: readonly TTally[],
  result: TLotteryResult,
  keys: readonly string[],
) {
  for (const entry of tallies) {
    entry.results += 1;
    const hits = playType.settle(entry.line, result);
    if (hits.length === 0) continue;
    for (const hit of hits) {
      entry.paidHundredths += hit.hits * playType.defaultOdds[hit.prize]!;
      entry.prizes.add(hit.prize);
    }
    const named = keys.filter((key) => entry.line.exposure.includes(key));
    if (named.length === 0) entry.unnamedWins.push(keys.join(' '));
    for (const key of named) entry.wonOn.add(key);
  }
}

function expectRtpMatches(playType: TPlayType, tallies: readonly TTally[]): void {
  const declared = new Map(playType.rtp(playType.defaultOdds).map((entry) => [entry.option, entry.rtp]));
  const covered = new Set<string>();
  for (const entry of tallies) {
    expect([...entry.prizes], `${playType.id} ${entry.line.pick}: one prize`).toHaveLength(1);
    const [prize] = entry.prizes;
    const enumerated = entry.paidHundredths / 100 / entry.results;
    expect(Math.abs(enumerated - declared.get(prize!)!), `${playType.id} ${entry.line.pick}`).toBeLessThan(
      1e-12,
    );
    covered.add(prize!);
    expect(
      entry.unnamedWins.slice(0, 3),
      `${playType.id} ${entry.line.pick} won without naming the numbers`,
    ).toEqual([]);
    const never = entry.line.exposure.filter((key) => !entry.wonOn.has(key));
    expect(never, `${playType.id} ${entry.line.pick} names numbers it never wins on`).toEqual([]);
  }
  expect([...covered].sort(), `${playType.id}: every option enumerated`).toEqual([...declared.keys()].sort());
}

/** Every line of the selections, or `sample` of them picked by a seeded generator. */
function probeLines(
  playType: TPlayType,
  inputs: readonly unknown[],
  sample = Number.POSITIVE_INFINITY,
): TTally[] {
  const random = createSeededFloatSource(7);
  return inputs.flatMap((input) => {
    const lines = playType.lines(playType.parse(input));
    const chosen = lines.length <= sample ? lines : lines.filter(() => random() < sample / lines.length);
    const tallyOf = (line: TLine): TTally => {
      return { line, paidHundredths: 0, results: 0, prizes: new Set(), wonOn: new Set(), unnamedWins: [] };
    };
    return chosen.map(tallyOf);
  });
}

const ALL_DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const FOUR_SIDES = ['big', 'small', 'odd', 'even'];
const parts = (names: string[], digits: unknown) => names.map((part) => ({ part, digits }));

/** The "numbers" of a 5D result, in the exposure key scheme the README documents. */
function ssc5Keys(digits: readonly number[]): string[] {
  const read = (positions: number[]) =>
    `p${positions.join('')}:${positions.map((p) => digits[p - 1]).join('')}`;
  const sum = digits.reduce((total, digit) => total + digit, 0);
  return [
    ...digits.map((digit, index) => `p${index + 1}:${digit}`),
    `sum:${sum}`,
    ...[
      [1, 2],
      [4, 5],
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 5],
      [1, 5],
    ].map(read),
  ];
}

function k3Keys(dice: readonly number[]): string[] {
  const distinct = [...new Set(dice)].sort();
  const keys = [`sum:${dice[0]! + dice[1]! + dice[2]!}`];
  if (distinct.length === 1) keys.push(`dice:triple:${distinct[0]}`);
  for (const value of distinct)
    if (dice.filter((die) => die === value).length >= 2) keys.push(`dice:pair:${value}`);
  for (const a of distinct) for (const b of distinct) if (a < b) keys.push(`dice:two:${a}${b}`);
  if (distinct.length === 3) keys.push(`dice:three:${distinct.join('')}`);
  return keys;
}

function pk10Keys(order: readonly number[]): string[] {
  const duels = [1, 2, 3, 4, 5].map((k) => `p${k}-p${11 - k}:${order[k - 1]}-${order[10 - k]}`);
  return [...order.map((car, index) => `p${index + 1}:${car}`), `sum:${order[0]! + order[1]!}`, ...duels];
}

describe('fast-draw RTP by enumeration', () => {
  it('when every 5D line kind meets all 100,000 results, then its return is exactly rtp()', () => {
    const probes: Array<[string, TTally[]]> = [
      [
        'ssc5.position',
        probeLines(byId('ssc5.position'), [
          { digits: [ALL_DIGITS, ALL_DIGITS, ALL_DIGITS, ALL_DIGITS, ALL_DIGITS] },
        ]),
      ],
      [
        'ssc5.two-sides',
        probeLines(byId('ssc5.two-sides'), [
          Object.fromEntries(['p1', 'p2', 'p3', 'p4', 'p5', 'sum'].map((s) => [s, FOUR_SIDES])),
        ]),
      ],
      ['ssc5.dragon-tiger', probeLines(byId('ssc5.dragon-tiger'), [{ '1v5': ['dragon', 'tiger', 'tie'] }])],
      [
        'ssc5.star2-direct',
        probeLines(byId('ssc5.star2-direct'), parts(['front', 'back'], [ALL_DIGITS, ALL_DIGITS]), 6),
      ],
      ['ssc5.star2-group', probeLines(byId('ssc5.star2-group'), parts(['front', 'back'], ALL_DIGITS), 6)],
      [
        'ssc5.star3-direct',
        probeLines(
          byId('ssc5.star3-direct'),
          parts(['front', 'middle', 'back'], [ALL_DIGITS, ALL_DIGITS, ALL_DIGITS]),
          4,
        ),
      ],
      [
        'ssc5.star3-group3',
        probeLines(byId('ssc5.star3-group3'), parts(['front', 'middle', 'back'], ALL_DIGITS), 4),
      ],
      [
        'ssc5.star3-group6',
        probeLines(byId('ssc5.star3-group6'), parts(['front', 'middle', 'back'], ALL_DIGITS), 4),
      ],
    ];
    const result = { family: 'ssc5' as const, digits: [0, 0, 0, 0, 0] };
    for (let number = 0; number < 100_000; number++) {
      for (let position = 0; position < 5; position++)
        result.digits[position] = Math.floor(number / 10 ** (4 - position)) % 10;
      const keys = ssc5Keys(result.digits);
      for (const [id, tallies] of probes) tally(byId(id), tallies, result, keys);
    }
    for (const [id, tallies] of probes) {
      expect(tallies.length, id).toBeGreaterThan(1);
      expectRtpMatches(byId(id), tallies);
    }
  }, 120_000);

  it('when every K3 line meets all 216 rolls, then its return is exactly rtp()', () => {
    const values = { values: [1, 2, 3, 4, 5, 6] };
    const probes: Array<[string, TTally[]]> = [
      ['k3.sum', probeLines(byId('k3.sum'), [{ sums: Array.from({ length: 16 }, (_, index) => index + 3) }])],
      ['k3.two-sides', probeLines(byId('k3.two-sides'), [{ sum: FOUR_SIDES }])],
      ['k3.triple', probeLines(byId('k3.triple'), [values])],
      ['k3.any-triple', probeLines(byId('k3.any-triple'), [{}])],
      ['k3.pair', probeLines(byId('k3.pair'), [values])],
      ['k3.two-different', probeLines(byId('k3.two-different'), [values])],
      ['k3.three-different', probeLines(byId('k3.three-different'), [values])],
    ];
    for (let roll = 0; roll < 216; roll++) {
      const dice = [Math.floor(roll / 36) + 1, (Math.floor(roll / 6) % 6) + 1, (roll % 6) + 1];
      for (const [id, tallies] of probes) tally(byId(id), tallies, { family: 'k3', dice }, k3Keys(dice));
    }
    for (const [id, tallies] of probes) expectRtpMatches(byId(id), tallies);
  });

  it('when every PK10 line meets all 90 ordered car pairs on the places it reads, then its return is exactly rtp()', () => {
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const places = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'];
    const probes: Array<[string, TTally[]]> = [
      ['pk10.position', probeLines(byId('pk10.position'), [{ cars: places.map(() => cars) }])],
      [
        'pk10.two-sides',
        probeLines(byId('pk10.two-sides'), [
          Object.fromEntries([...places, 'sum'].map((s) => [s, FOUR_SIDES])),
        ]),
      ],
      [
        'pk10.first-two-sum',
        probeLines(byId('pk10.first-two-sum'), [
          { sums: Array.from({ length: 17 }, (_, index) => index + 3) },
        ]),
      ],
      [
        'pk10.dragon-tiger',
        probeLines(byId('pk10.dragon-tiger'), [
          Object.fromEntries(['1v10', '2v9', '3v8', '4v7', '5v6'].map((d) => [d, ['dragon', 'tiger']])),
        ]),
      ],
    ];
    const shuffle = createSeededFloatSource(11);
    for (const [id, tallies] of probes) {
      for (const entry of tallies) {
        const [first, second] = placesRead(entry.line.pick);
        for (const a of cars) {
          for (const b of cars) {
            if (a === b) continue;
            const order = orderWith(first, a, second, b, shuffle);
            tally(byId(id), [entry], { family: 'pk10', order }, pk10Keys(order));
          }
        }
      }
      expectRtpMatches(byId(id), tallies);
    }
  });

  it('when the default odds are priced, then every option returns 95–98% and the figures are the documented ones', () => {
    const documented: Record<string, number> = {
      'ssc5.position': 97.5,
      'ssc5.two-sides': 97.5,
      'ssc5.dragon-tiger:dragon': 97.65,
      'ssc5.dragon-tiger:tie': 97.5,
      'ssc5.star2-direct': 97.5,
      'ssc5.star2-group': 97.5,
      'ssc5.star3-direct': 97.5,
      'ssc5.star3-group3': 97.5,
      'ssc5.star3-group6': 97.5,
      'k3.sum:sum-3': 97.0,
      'k3.sum:sum-8': 96.93,
      'k3.sum:sum-10': 97.0,
      'k3.two-sides:big': 97.22,
      'k3.two-sides:odd': 97.5,
      'k3.triple': 97.0,
      'k3.any-triple': 97.0,
      'k3.pair': 96.96,
      'k3.two-different': 96.94,
      'k3.three-different': 97.0,
      'pk10.position': 97.5,
      'pk10.two-sides:big': 97.5,
      'pk10.two-sides:sum-big': 97.33,
      'pk10.two-sides:sum-small': 97.22,
      'pk10.first-two-sum:sum-3': 97.49,
      'pk10.first-two-sum:sum-9': 97.42,
      'pk10.first-two-sum:sum-11': 97.44,
      'pk10.dragon-tiger': 97.5,
    };
    const seen = new Set<string>();
    for (const playType of FAST_PLAY_TYPES) {
      for (const { option, rtp } of playType.rtp(playType.defaultOdds)) {
        expect(rtp, `${playType.id} ${option}`).toBeGreaterThanOrEqual(0.95);
        expect(rtp, `${playType.id} ${option}`).toBeLessThanOrEqual(0.98);
        for (const key of [`${playType.id}:${option}`, playType.id]) {
          if (documented[key] === undefined) continue;
          expect(Math.round(rtp * 10_000) / 100, key).toBe(documented[key]);
          seen.add(key);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(documented).sort());
  });

  it('when the registry is listed, then ids are unique, named after their family, and every draw family is covered', () => {
    const ids = FAST_PLAY_TYPES.map((playType) => playType.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const playType of FAST_PLAY_TYPES) expect(playType.id.startsWith(`${playType.family}.`)).toBe(true);
    expect(new Set(FAST_PLAY_TYPES.map((playType) => playType.family))).toEqual(
      new Set(['ssc5', 'k3', 'pk10']),
    );
  });
});

/** The two places (1-based) a PK10 line's outcome depends on; a one-place line pairs with its neighbour. */
function placesRead(pick: string): [number, number] {
  const [where] = pick.split(':');
  if (where === 'sum') return [1, 2];
  const duel = /^(\d+)v(\d+)$/.exec(where!);
  if (duel) return [Number(duel[1]), Number(duel[2])];
  const place = Number(where!.slice(1));
  return [place, (place % 10) + 1];
}

/** A finishing order with car a in place `first`, car b in place `second`, the rest shuffled. */
function orderWith(first: number, a: number, second: number, b: number, random: () => number): number[] {
  const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== a && car !== b);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return Array.from({ length: 10 }, (_, index) =>
    index === first - 1 ? a : index === second - 1 ? b : rest.shift()!,
  );
}
