import { describe, expect, it } from 'vitest';
import { LotteryInputError, payoutCents, type TLotteryResult, type TPlayType } from '../lottery-types.ts';
import { ssc5DragonTiger, ssc5Position, ssc5TwoSides } from './ssc5-play-types.ts';

const ssc5 = (digits: string): TLotteryResult => ({ family: 'ssc5', digits: [...digits].map(Number) });

/** Each line's pick with what it won ('' when it lost), and the slip's total win at `stakeCents` a line. */
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

describe('ssc5.position', () => {
  it('when digits are picked at positions 1 and 5, then each digit at each position is a line, sorted', () => {
    const selection = ssc5Position.parse({ digits: [[7, 3], [], [], [], [0]] });
    expect(selection).toEqual({ digits: [[3, 7], [], [], [], [0]] });
    expect(ssc5Position.lines(selection)).toEqual([
      { pick: 'p1:3', exposure: ['p1:3'] },
      { pick: 'p1:7', exposure: ['p1:7'] },
      { pick: 'p5:0', exposure: ['p5:0'] },
    ]);
  });

  it('when the draw is 7 2 9 4 0, then p1:7 and p5:0 win 9.75 each and p1:3 loses', () => {
    // 3 lines at 1.00: 7 at position 1 and 0 at position 5 hit, 2 × 9.75 = 19.50 back.
    const slip = settleSlip(ssc5Position, { digits: [[7, 3], [], [], [], [0]] }, ssc5('72940'));
    expect(slip.outcome).toEqual({ 'p1:3': '', 'p1:7': 'win', 'p5:0': 'win' });
    expect(slip.winCents).toBe(1950);
  });

  it('when the stake is 0.03 a line, then a hit pays 0.03 × 9.75 = 0.2925 rounded up to 0.30', () => {
    expect(settleSlip(ssc5Position, { digits: [[], [2], [], [], []] }, ssc5('72940'), 3).winCents).toBe(30);
  });

  it('when the selection is wrong, then parse refuses it with the matching code', () => {
    const cases: Array<[unknown, string]> = [
      [{ digits: [[1], [], [], [], []] }, 'ACCEPTED'],
      [null, 'BAD_SELECTION'],
      [[[1], [], [], [], []], 'BAD_SELECTION'],
      [{ digits: [[1], [], [], []] }, 'BAD_SELECTION'],
      [{ digits: [[1], [], [], [], []], extra: true }, 'BAD_SELECTION'],
      [{ digits: [['1'], [], [], [], []] }, 'BAD_SELECTION'],
      [{ digits: [[1.5], [], [], [], []] }, 'BAD_SELECTION'],
      [{ digits: [[10], [], [], [], []] }, 'OUT_OF_RANGE'],
      [{ digits: [[], [], [-1], [], []] }, 'OUT_OF_RANGE'],
      [{ digits: [[4, 4], [], [], [], []] }, 'DUPLICATE'],
      [{ digits: [[], [], [], [], []] }, 'TOO_FEW'],
      [{ digits: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0], [], [], [], []] }, 'TOO_MANY'],
    ];
    for (const [input, code] of cases) expect(refusal(ssc5Position, input), JSON.stringify(input)).toBe(code);
  });
});

describe('ssc5.two-sides', () => {
  it('when sides are picked out of order, then the selection is canonical and each side is a line', () => {
    const selection = ssc5TwoSides.parse({ sum: ['odd', 'big'], p1: ['small'] });
    expect(selection).toEqual({ p1: ['small'], sum: ['big', 'odd'] });
    const lines = ssc5TwoSides.lines(selection);
    expect(lines.map((line) => line.pick)).toEqual(['p1:small', 'sum:big', 'sum:odd']);
    // The numbers each line pays on: digits 0–4 at position 1; sums 23–45; the odd sums.
    expect(lines[0]!.exposure).toEqual(['p1:0', 'p1:1', 'p1:2', 'p1:3', 'p1:4']);
    expect(lines[1]!.exposure).toEqual(Array.from({ length: 23 }, (_, index) => `sum:${23 + index}`));
    expect(lines[2]!.exposure).toEqual(Array.from({ length: 23 }, (_, index) => `sum:${2 * index + 1}`));
  });

  it('when the draw is 7 2 9 4 0 (sum 22), then p1 is big and odd and the sum is small and even', () => {
    const input = { p1: ['big', 'small', 'odd', 'even'], sum: ['big', 'small', 'odd', 'even'] };
    const slip = settleSlip(ssc5TwoSides, input, ssc5('72940'));
    expect(slip.outcome).toEqual({
      'p1:big': 'big',
      'p1:small': '',
      'p1:odd': 'odd',
      'p1:even': '',
      'sum:big': '',
      'sum:small': 'sum-small',
      'sum:odd': '',
      'sum:even': 'sum-even',
    });
    expect(slip.winCents).toBe(4 * 195);
  });

  it('when the sum is 23, then it is big; when a digit is 5 it is big and 4 small; 0 is even', () => {
    // 9 9 4 1 0 = 23; position 3 reads 4, position 5 reads 0.
    const slip = settleSlip(ssc5TwoSides, { p3: ['small'], p5: ['even'], sum: ['big'] }, ssc5('99410'));
    expect(slip.outcome).toEqual({ 'p3:small': 'small', 'p5:even': 'even', 'sum:big': 'sum-big' });
    expect(settleSlip(ssc5TwoSides, { p2: ['big'] }, ssc5('15000')).outcome).toEqual({ 'p2:big': 'big' });
  });

  it('when the selection is wrong, then parse refuses it with the matching code', () => {
    const cases: Array<[unknown, string]> = [
      [{ p5: ['even'] }, 'ACCEPTED'],
      [{}, 'TOO_FEW'],
      [{ p1: [] }, 'TOO_FEW'],
      [{ p6: ['big'] }, 'BAD_SELECTION'],
      [{ p1: 'big' }, 'BAD_SELECTION'],
      [{ p1: ['huge'] }, 'BAD_SELECTION'],
      [{ p1: ['big', 'big'] }, 'DUPLICATE'],
      [{ sum: ['big', 'small', 'odd', 'even', 'big'] }, 'TOO_MANY'],
    ];
    for (const [input, code] of cases) expect(refusal(ssc5TwoSides, input), JSON.stringify(input)).toBe(code);
  });
});

describe('ssc5.dragon-tiger', () => {
  it('when each side is picked, then dragon pays on the 45 pairs p1 > p5, tiger on 45, tie on 10', () => {
    const lines = ssc5DragonTiger.lines(ssc5DragonTiger.parse({ '1v5': ['tie', 'dragon', 'tiger'] }));
    expect(lines.map((line) => line.pick)).toEqual(['1v5:dragon', '1v5:tiger', '1v5:tie']);
    expect(lines.map((line) => line.exposure.length)).toEqual([45, 45, 10]);
    expect(lines[0]!.exposure).toContain('p15:70');
    expect(lines[0]!.exposure).not.toContain('p15:07');
    expect(lines[2]!.exposure).toEqual(
      ['p15:00', 'p15:11', 'p15:22', 'p15:33', 'p15:44'].concat([
        'p15:55',
        'p15:66',
        'p15:77',
        'p15:88',
        'p15:99',
      ]),
    );
  });

  it('when p1 beats p5, then dragon pays 2.17; when they tie, dragon and tiger lose and tie pays 9.75', () => {
    const all = { '1v5': ['dragon', 'tiger', 'tie'] };
    const dragon = settleSlip(ssc5DragonTiger, all, ssc5('72940'));
    expect(dragon.outcome).toEqual({ '1v5:dragon': 'dragon', '1v5:tiger': '', '1v5:tie': '' });
    expect(dragon.winCents).toBe(217);
    const tie = settleSlip(ssc5DragonTiger, all, ssc5('31003'));
    expect(tie.outcome).toEqual({ '1v5:dragon': '', '1v5:tiger': '', '1v5:tie': 'tie' });
    expect(tie.winCents).toBe(975);
    expect(settleSlip(ssc5DragonTiger, all, ssc5('29998')).outcome['1v5:tiger']).toBe('tiger');
  });

  it('when the selection names another duel or side, then parse refuses it', () => {
    expect(refusal(ssc5DragonTiger, { '1v4': ['dragon'] })).toBe('BAD_SELECTION');
    expect(refusal(ssc5DragonTiger, { '1v5': ['draw'] })).toBe('BAD_SELECTION');
    expect(refusal(ssc5DragonTiger, { '1v5': ['tie', 'tie'] })).toBe('DUPLICATE');
  });

  it('when a line is settled against another family or a corrupt result, then it throws (a bug, not a loss)', () => {
    const [line] = ssc5Position.lines(ssc5Position.parse({ digits: [[1], [], [], [], []] }));
    expect(() => ssc5Position.settle(line!, { family: 'k3', dice: [1, 2, 3] })).toThrow(/not a 5D result/);
    expect(() => ssc5Position.settle(line!, ssc5('1234'))).toThrow(/not a 5D result/);
    expect(() => ssc5Position.settle({ pick: 'p6:1', exposure: [] }, ssc5('12345'))).toThrow(/bad line/);
    expect(() => ssc5TwoSides.settle({ pick: 'p1:huge', exposure: [] }, ssc5('12345'))).toThrow(/bad line/);
  });
});
