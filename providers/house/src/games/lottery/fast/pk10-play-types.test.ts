import { describe, expect, it } from 'vitest';
import { LotteryInputError, payoutCents, type TLotteryResult, type TPlayType } from '../lottery-types.ts';
import { pk10DragonTiger, pk10FirstTwoSum, pk10Position, pk10TwoSides } from './pk10-play-types.ts';

const pk10 = (...order: number[]): TLotteryResult => ({ family: 'pk10', order });
const IN_ORDER = pk10(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
const REVERSED = pk10(10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
const none = (): number[][] => Array.from({ length: 10 }, () => []);

function settleSlip(playType: TPlayType, input: unknown, result: TLotteryResult, stakeCents = 100) {
  const lines = playType.lines(playType.parse(input));
  const outcome: Record<string, string> = {};
  let winCents = 0;
  for (const line of lines) {
    const hits = playType.settle(line, result);
    outcome[line.pick] = hits.map((hit) => hit.prize).join(',');
    for (const hit of hits) winCents += payoutCents(stakeCents, playType.defaultOdds[hit.prize]!, hit.hits);
  }
  return { outcome, winCents };
}

function refusal(playType: TPlayType, input: unknown): string {
  try {
    playType.parse(input);
  } catch (error) {
    if (error instanceof LotteryInputError) return error.code;
    throw error;
  }
  return 'ACCEPTED';
}

describe('pk10.position', () => {
  it('when cars 7 and 3 are picked to win and car 10 to be last, then three lines; 3 … 10 pays twice 9.75', () => {
    const cars = none();
    cars[0] = [7, 3];
    cars[9] = [10];
    expect(pk10Position.lines(pk10Position.parse({ cars }))).toEqual([
      { pick: 'p1:3', exposure: ['p1:3'] },
      { pick: 'p1:7', exposure: ['p1:7'] },
      { pick: 'p10:10', exposure: ['p10:10'] },
    ]);
    const slip = settleSlip(pk10Position, { cars }, pk10(3, 1, 2, 4, 5, 6, 7, 8, 9, 10));
    expect(slip.outcome).toEqual({ 'p1:3': 'win', 'p1:7': '', 'p10:10': 'win' });
    expect(slip.winCents).toBe(1950);
  });

  it('when the cars are wrong, then parse refuses them with the matching code', () => {
    const withFirst = (first: unknown[]): unknown => ({ cars: [first, ...none().slice(1)] });
    const cases: Array<[unknown, string]> = [
      [withFirst([10]), 'ACCEPTED'],
      [withFirst([0]), 'OUT_OF_RANGE'],
      [withFirst([11]), 'OUT_OF_RANGE'],
      [withFirst([4, 4]), 'DUPLICATE'],
      [withFirst([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1]), 'TOO_MANY'],
      [withFirst(['x']), 'BAD_SELECTION'],
      [{ cars: none() }, 'TOO_FEW'],
      [{ cars: none().slice(1) }, 'BAD_SELECTION'],
    ];
    for (const [input, code] of cases) expect(refusal(pk10Position, input), JSON.stringify(input)).toBe(code);
  });
});

describe('pk10.first-two-sum', () => {
  it('when 19 and 3 are picked, then 10 9 … and 9 10 … pay sum 19 at 43.87, 1 2 … pays sum 3 the same, 5 1 … nothing', () => {
    expect(pk10FirstTwoSum.lines(pk10FirstTwoSum.parse({ sums: [19, 3] })).map((line) => line.pick)).toEqual([
      'sum:3',
      'sum:19',
    ]);
    expect(settleSlip(pk10FirstTwoSum, { sums: [19, 3] }, REVERSED).winCents).toBe(4387);
    expect(settleSlip(pk10FirstTwoSum, { sums: [19, 3] }, pk10(5, 1, 2, 3, 4, 6, 7, 8, 9, 10)).winCents).toBe(
      0,
    );
    expect(
      settleSlip(pk10FirstTwoSum, { sums: [19, 3] }, pk10(9, 10, 1, 2, 3, 4, 5, 6, 7, 8)).outcome,
    ).toEqual({
      'sum:3': '',
      'sum:19': 'sum-19',
    });
    expect(settleSlip(pk10FirstTwoSum, { sums: [3] }, IN_ORDER).winCents).toBe(4387);
    // 11 (the most likely: 10 of 90 orders) pays 8.77; 1.00 + 10 + 1 … sum 11.
    expect(settleSlip(pk10FirstTwoSum, { sums: [11] }, pk10(10, 1, 2, 3, 4, 5, 6, 7, 8, 9)).winCents).toBe(
      877,
    );
  });

  it('when the sums are wrong, then parse refuses them', () => {
    expect(refusal(pk10FirstTwoSum, { sums: [2] })).toBe('OUT_OF_RANGE');
    expect(refusal(pk10FirstTwoSum, { sums: [20] })).toBe('OUT_OF_RANGE');
    expect(refusal(pk10FirstTwoSum, { sums: [] })).toBe('TOO_FEW');
    expect(refusal(pk10FirstTwoSum, { sums: [5, 5] })).toBe('DUPLICATE');
    expect(refusal(pk10FirstTwoSum, { sums: Array.from({ length: 18 }, (_, index) => 3 + index) })).toBe(
      'TOO_MANY',
    );
  });
});

describe('pk10.two-sides', () => {
  it('when sides are picked, then a place is exposed on the cars that make it and the sum on its sums', () => {
    const lines = pk10TwoSides.lines(pk10TwoSides.parse({ sum: ['big'], p3: ['odd', 'big'] }));
    expect(lines.map((line) => line.pick)).toEqual(['p3:big', 'p3:odd', 'sum:big']);
    expect(lines[0]!.exposure).toEqual(['p3:6', 'p3:7', 'p3:8', 'p3:9', 'p3:10']);
    expect(lines[1]!.exposure).toEqual(['p3:1', 'p3:3', 'p3:5', 'p3:7', 'p3:9']);
    expect(lines[2]!.exposure).toEqual([
      'sum:12',
      'sum:13',
      'sum:14',
      'sum:15',
      'sum:16',
      'sum:17',
      'sum:18',
      'sum:19',
    ]);
  });

  it('when 6 5 … finishes, then car 6 first is big and even, and the sum 11 is small and odd', () => {
    const input = {
      p1: ['big', 'small', 'odd', 'even'],
      p2: ['big', 'odd'],
      sum: ['big', 'small', 'odd', 'even'],
    };
    const slip = settleSlip(pk10TwoSides, input, pk10(6, 5, 1, 2, 3, 4, 7, 8, 9, 10));
    expect(slip.outcome).toEqual({
      'p1:big': 'big',
      'p1:small': '',
      'p1:odd': '',
      'p1:even': 'even',
      'p2:big': '',
      'p2:odd': 'odd',
      'sum:big': '',
      'sum:small': 'sum-small',
      'sum:odd': 'sum-odd',
      'sum:even': '',
    });
    expect(slip.winCents).toBe(195 * 3 + 175 * 2);
    // 7 5 …: sum 12 is big and even, paying 2.19 each.
    expect(
      settleSlip(pk10TwoSides, { sum: ['big', 'even'] }, pk10(7, 5, 1, 2, 3, 4, 6, 8, 9, 10)).winCents,
    ).toBe(438);
  });

  it('when the subject is not a place, then parse refuses it', () => {
    expect(refusal(pk10TwoSides, { p11: ['big'] })).toBe('BAD_SELECTION');
    expect(refusal(pk10TwoSides, { p10: ['dragon'] })).toBe('BAD_SELECTION');
  });
});

describe('pk10.dragon-tiger', () => {
  it('when dragon is picked on 1v10, then it pays on the 45 (first, last) pairs where first > last', () => {
    const [line] = pk10DragonTiger.lines(pk10DragonTiger.parse({ '1v10': ['dragon'] }));
    expect(line!.pick).toBe('1v10:dragon');
    expect(line!.exposure).toHaveLength(45);
    expect(line!.exposure).toContain('p1-p10:10-1');
    expect(line!.exposure).not.toContain('p1-p10:1-10');
  });

  it('when the cars finish in reverse order, then every dragon wins 1.95; in order every tiger wins', () => {
    const duels = {
      '1v10': ['dragon', 'tiger'],
      '2v9': ['dragon'],
      '3v8': ['tiger'],
      '4v7': ['dragon'],
      '5v6': ['dragon'],
    };
    const reversed = settleSlip(pk10DragonTiger, duels, REVERSED);
    expect(reversed.outcome).toEqual({
      '1v10:dragon': 'dragon',
      '1v10:tiger': '',
      '2v9:dragon': 'dragon',
      '3v8:tiger': '',
      '4v7:dragon': 'dragon',
      '5v6:dragon': 'dragon',
    });
    expect(reversed.winCents).toBe(4 * 195);
    expect(settleSlip(pk10DragonTiger, duels, IN_ORDER).winCents).toBe(2 * 195);
    // 5v6 reads places 5 and 6 only: … 2 (5th) 9 (6th) … is tiger.
    expect(
      settleSlip(pk10DragonTiger, { '5v6': ['tiger'] }, pk10(1, 3, 4, 5, 2, 9, 6, 7, 8, 10)).winCents,
    ).toBe(195);
  });

  it('when a duel or side does not exist (there is no tie), then parse refuses it', () => {
    expect(refusal(pk10DragonTiger, { '1v9': ['dragon'] })).toBe('BAD_SELECTION');
    expect(refusal(pk10DragonTiger, { '1v10': ['tie'] })).toBe('BAD_SELECTION');
  });

  it('when the result is not a permutation of 1–10, then settle throws', () => {
    const [line] = pk10DragonTiger.lines(pk10DragonTiger.parse({ '1v10': ['dragon'] }));
    expect(() => pk10DragonTiger.settle(line!, pk10(1, 1, 3, 4, 5, 6, 7, 8, 9, 10))).toThrow(/not a PK10/);
    expect(() => pk10DragonTiger.settle(line!, pk10(1, 2, 3, 4, 5, 6, 7, 8, 9))).toThrow(/not a PK10/);
    expect(() => pk10Position.settle({ pick: 'p11:1', exposure: [] }, IN_ORDER)).toThrow(/bad line/);
  });
});
