import { describe, expect, it } from 'vitest';
import { LotteryInputError, payoutCents, type TLotteryResult, type TPlayType } from '../lottery-types.ts';
import {
  k3AnyTriple,
  k3Pair,
  k3Sum,
  k3ThreeDifferent,
  k3Triple,
  k3TwoDifferent,
  k3TwoSides,
} from './k3-play-types.ts';

const k3 = (dice: string): TLotteryResult => ({ family: 'k3', dice: [...dice].map(Number) });

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

describe('k3.sum', () => {
  it('when 14 and 3 are picked and 6 5 3 is rolled, then sum 14 pays 13.96 and sum 3 loses', () => {
    const selection = k3Sum.parse({ sums: [14, 3] });
    expect(k3Sum.lines(selection)).toEqual([
      { pick: 'sum:3', exposure: ['sum:3'] },
      { pick: 'sum:14', exposure: ['sum:14'] },
    ]);
    // 2.00 a line: sum 14 (15 ways in 216) pays 2.00 × 13.96 = 27.92.
    const slip = settleSlip(k3Sum, { sums: [14, 3] }, k3('653'), 200);
    expect(slip.outcome).toEqual({ 'sum:3': '', 'sum:14': 'sum-14' });
    expect(slip.winCents).toBe(2792);
    expect(settleSlip(k3Sum, { sums: [3, 18] }, k3('111')).winCents).toBe(20952);
    expect(settleSlip(k3Sum, { sums: [10] }, k3('235')).winCents).toBe(776);
  });

  it('when the sums are wrong, then parse refuses them with the matching code', () => {
    const cases: Array<[unknown, string]> = [
      [{ sums: [3, 18] }, 'ACCEPTED'],
      [{ sums: [2] }, 'OUT_OF_RANGE'],
      [{ sums: [19] }, 'OUT_OF_RANGE'],
      [{ sums: [] }, 'TOO_FEW'],
      [{ sums: [4, 4] }, 'DUPLICATE'],
      [{ sums: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 3] }, 'TOO_MANY'],
      [{ sum: [4] }, 'BAD_SELECTION'],
      [{ sums: 4 }, 'BAD_SELECTION'],
    ];
    for (const [input, code] of cases) expect(refusal(k3Sum, input), JSON.stringify(input)).toBe(code);
  });
});

describe('k3.two-sides', () => {
  const all = { sum: ['big', 'small', 'odd', 'even'] };

  it('when big/small/odd/even are picked, then big pays on sums 11–17, small on 4–10 (never 3 or 18)', () => {
    const lines = k3TwoSides.lines(k3TwoSides.parse(all));
    expect(lines.map((line) => line.pick)).toEqual(['sum:big', 'sum:small', 'sum:odd', 'sum:even']);
    expect(lines[0]!.exposure).toEqual([
      'sum:11',
      'sum:12',
      'sum:13',
      'sum:14',
      'sum:15',
      'sum:16',
      'sum:17',
    ]);
    expect(lines[1]!.exposure).toEqual(['sum:4', 'sum:5', 'sum:6', 'sum:7', 'sum:8', 'sum:9', 'sum:10']);
    expect(lines[2]!.exposure).toEqual([
      'sum:3',
      'sum:5',
      'sum:7',
      'sum:9',
      'sum:11',
      'sum:13',
      'sum:15',
      'sum:17',
    ]);
  });

  it('when 5 6 1 (12) is rolled, then big pays 2.00 and even 1.95', () => {
    const slip = settleSlip(k3TwoSides, all, k3('561'));
    expect(slip.outcome).toEqual({ 'sum:big': 'big', 'sum:small': '', 'sum:odd': '', 'sum:even': 'even' });
    expect(slip.winCents).toBe(200 + 195);
  });

  it('when a triple is rolled, then big and small both lose but odd/even still go by the sum', () => {
    // 4 4 4 = 12 would be big, 1 1 1 = 3 odd, 6 6 6 = 18 even.
    expect(settleSlip(k3TwoSides, all, k3('444')).outcome).toEqual({
      'sum:big': '',
      'sum:small': '',
      'sum:odd': '',
      'sum:even': 'even',
    });
    expect(settleSlip(k3TwoSides, all, k3('111')).outcome['sum:odd']).toBe('odd');
    expect(settleSlip(k3TwoSides, all, k3('666')).winCents).toBe(195);
    expect(settleSlip(k3TwoSides, all, k3('121')).outcome['sum:small']).toBe('small');
    expect(settleSlip(k3TwoSides, all, k3('665')).outcome).toEqual({
      'sum:big': 'big',
      'sum:small': '',
      'sum:odd': 'odd',
      'sum:even': '',
    });
  });

  it('when the subject or side is unknown, then parse refuses it', () => {
    expect(refusal(k3TwoSides, { p1: ['big'] })).toBe('BAD_SELECTION');
    expect(refusal(k3TwoSides, { sum: ['tie'] })).toBe('BAD_SELECTION');
    expect(refusal(k3TwoSides, {})).toBe('TOO_FEW');
  });
});

describe('k3 dice combinations', () => {
  it('when triple 5 is picked, then 5 5 5 pays 209.52 and 5 5 4 loses', () => {
    expect(k3Triple.lines(k3Triple.parse({ values: [5] }))).toEqual([
      { pick: 'triple:5', exposure: ['dice:triple:5'] },
    ]);
    expect(settleSlip(k3Triple, { values: [5, 2] }, k3('555'))).toEqual({
      outcome: { 'triple:2': '', 'triple:5': 'win' },
      winCents: 20952,
    });
    expect(settleSlip(k3Triple, { values: [5] }, k3('554')).winCents).toBe(0);
  });

  it('when any triple is bet, then it is one line exposed on all six triples and 2 2 2 pays 34.92', () => {
    expect(k3AnyTriple.lines(k3AnyTriple.parse({}))).toEqual([
      {
        pick: 'triple:any',
        exposure: ['dice:triple:1', 'dice:triple:2', 'dice:triple:3'].concat([
          'dice:triple:4',
          'dice:triple:5',
          'dice:triple:6',
        ]),
      },
    ]);
    expect(settleSlip(k3AnyTriple, {}, k3('222')).winCents).toBe(3492);
    expect(settleSlip(k3AnyTriple, {}, k3('223')).winCents).toBe(0);
    expect(refusal(k3AnyTriple, { values: [1] })).toBe('BAD_SELECTION');
    expect(refusal(k3AnyTriple, null)).toBe('BAD_SELECTION');
  });

  it('when pairs 2 and 5 are picked and 5 2 5 is rolled, then pair 5 pays 13.09; a triple 5 5 5 counts as pair 5', () => {
    expect(k3Pair.lines(k3Pair.parse({ values: [5, 2] })).map((line) => line.exposure)).toEqual([
      ['dice:pair:2'],
      ['dice:pair:5'],
    ]);
    expect(settleSlip(k3Pair, { values: [5, 2] }, k3('525'))).toEqual({
      outcome: { 'pair:2': '', 'pair:5': 'win' },
      winCents: 1309,
    });
    expect(settleSlip(k3Pair, { values: [5] }, k3('555')).winCents).toBe(1309);
    expect(settleSlip(k3Pair, { values: [5] }, k3('512')).winCents).toBe(0);
  });

  it('when two different numbers 1 2 5 are picked, then 12, 15, 25 are lines; 5 2 2 wins 25 and 1 2 5 wins all three', () => {
    const lines = k3TwoDifferent.lines(k3TwoDifferent.parse({ values: [5, 1, 2] }));
    expect(lines).toEqual([
      { pick: 'two:12', exposure: ['dice:two:12'] },
      { pick: 'two:15', exposure: ['dice:two:15'] },
      { pick: 'two:25', exposure: ['dice:two:25'] },
    ]);
    expect(settleSlip(k3TwoDifferent, { values: [5, 1, 2] }, k3('522')).outcome).toEqual({
      'two:12': '',
      'two:15': '',
      'two:25': 'win',
    });
    expect(settleSlip(k3TwoDifferent, { values: [5, 1, 2] }, k3('125')).winCents).toBe(3 * 698);
  });

  it('when three different 1 2 5 6 are picked, then four lines; 6 1 5 wins 156 at 34.92 and 5 5 1 wins nothing', () => {
    const slip = settleSlip(k3ThreeDifferent, { values: [6, 2, 5, 1] }, k3('615'));
    expect(slip.outcome).toEqual({ 'three:125': '', 'three:126': '', 'three:156': 'win', 'three:256': '' });
    expect(slip.winCents).toBe(3492);
    expect(settleSlip(k3ThreeDifferent, { values: [6, 2, 5, 1] }, k3('551')).winCents).toBe(0);
  });

  it('when the values are wrong, then parse refuses them with the matching code', () => {
    const cases: Array<[TPlayType, unknown, string]> = [
      [k3TwoDifferent, { values: [1, 6] }, 'ACCEPTED'],
      [k3TwoDifferent, { values: [1] }, 'TOO_FEW'],
      [k3ThreeDifferent, { values: [1, 2] }, 'TOO_FEW'],
      [k3Triple, { values: [] }, 'TOO_FEW'],
      [k3Triple, { values: [0] }, 'OUT_OF_RANGE'],
      [k3Pair, { values: [7] }, 'OUT_OF_RANGE'],
      [k3Pair, { values: [3, 3] }, 'DUPLICATE'],
      [k3ThreeDifferent, { values: [1, 2, 3, 4, 5, 6, 1] }, 'TOO_MANY'],
      [k3ThreeDifferent, { values: [1, 2, '3'] }, 'BAD_SELECTION'],
      [k3Pair, [5], 'BAD_SELECTION'],
    ];
    for (const [playType, input, code] of cases) {
      expect(refusal(playType, input), `${playType.id} ${JSON.stringify(input)}`).toBe(code);
    }
  });

  it('when a die is out of range or another play type’s line arrives, then settle throws', () => {
    expect(() => settleSlip(k3Pair, { values: [5] }, k3('570'))).toThrow(/not a K3 result/);
    expect(() => k3Pair.settle({ pick: 'two:12', exposure: [] }, k3('123'))).toThrow(/bad line/);
    expect(() => k3Sum.settle({ pick: 'sum:2', exposure: [] }, k3('123'))).toThrow(/bad number/);
  });
});
