import { describe, expect, it } from 'vitest';
import { LotteryInputError, payoutCents, type TLotteryResult, type TPlayType } from '../lottery-types.ts';
import {
  ssc5Star2Direct,
  ssc5Star2Group,
  ssc5Star3Direct,
  ssc5Star3Group3,
  ssc5Star3Group6,
} from './ssc5-star-play-types.ts';

const ssc5 = (digits: string): TLotteryResult => ({ family: 'ssc5', digits: [...digits].map(Number) });

function winners(playType: TPlayType, input: unknown, result: TLotteryResult, stakeCents = 100) {
  const lines = playType.lines(playType.parse(input));
  const won = lines.filter((line) => playType.settle(line, result).length > 0).map((line) => line.pick);
  const winCents = won.length * payoutCents(stakeCents, playType.defaultOdds.win!);
  return { picks: lines.map((line) => line.pick), won, winCents };
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

describe('ssc5 2-star and 3-star direct', () => {
  it('when 1 or 2 then 3 are picked on the front two, then the lines are 13 and 23 and 2 3 x x x wins 97.50', () => {
    const slip = winners(ssc5Star2Direct, { part: 'front', digits: [[2, 1], [3]] }, ssc5('23940'));
    expect(slip.picks).toEqual(['p12:13', 'p12:23']);
    expect(slip.won).toEqual(['p12:23']);
    expect(slip.winCents).toBe(9750);
    // 3 2 … is the wrong order for a direct bet.
    expect(winners(ssc5Star2Direct, { part: 'front', digits: [[2, 1], [3]] }, ssc5('32940')).won).toEqual([]);
  });

  it('when the back two are 4 0, then p45:40 wins; direct lines pay on exactly their own digits', () => {
    const selection = ssc5Star2Direct.parse({ part: 'back', digits: [[4], [0]] });
    expect(ssc5Star2Direct.lines(selection)).toEqual([{ pick: 'p45:40', exposure: ['p45:40'] }]);
    expect(winners(ssc5Star2Direct, { part: 'back', digits: [[4], [0]] }, ssc5('72940')).won).toEqual([
      'p45:40',
    ]);
  });

  it('when 3-star direct picks every digit on three positions, then it is 1,000 lines and exactly one wins 975.00', () => {
    const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const slip = winners(ssc5Star3Direct, { part: 'middle', digits: [all, all, all] }, ssc5('72940'));
    expect(slip.picks).toHaveLength(1000);
    expect(slip.picks[0]).toBe('p234:000');
    expect(slip.won).toEqual(['p234:294']);
    expect(slip.winCents).toBe(97500);
    expect(winners(ssc5Star3Direct, { part: 'back', digits: [[9], [4], [0]] }, ssc5('72940')).won).toEqual([
      'p345:940',
    ]);
    expect(winners(ssc5Star3Direct, { part: 'front', digits: [[7], [2], [9]] }, ssc5('72940')).won).toEqual([
      'p123:729',
    ]);
  });

  it('when the selection is wrong, then parse refuses it with the matching code', () => {
    const cases: Array<[TPlayType, unknown, string]> = [
      [ssc5Star2Direct, { part: 'front', digits: [[1], [2]] }, 'ACCEPTED'],
      [ssc5Star2Direct, { part: 'middle', digits: [[1], [2]] }, 'BAD_SELECTION'],
      [ssc5Star2Direct, { part: 'front', digits: [[1]] }, 'BAD_SELECTION'],
      [ssc5Star2Direct, { digits: [[1], [2]] }, 'BAD_SELECTION'],
      [ssc5Star2Direct, { part: 'front', digits: [[1], []] }, 'TOO_FEW'],
      [ssc5Star2Direct, { part: 'front', digits: [[1], [10]] }, 'OUT_OF_RANGE'],
      [ssc5Star2Direct, { part: 'front', digits: [[1, 1], [2]] }, 'DUPLICATE'],
      [ssc5Star2Direct, { part: 'back', digits: [[1], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9]] }, 'TOO_MANY'],
      [ssc5Star3Direct, { part: 'middle', digits: [[1], [2], [3]] }, 'ACCEPTED'],
      [ssc5Star3Direct, { part: 'front', digits: [[1], [2]] }, 'BAD_SELECTION'],
      [ssc5Star3Direct, { part: 'front', digits: [[1], [2], ['3']] }, 'BAD_SELECTION'],
    ];
    for (const [playType, input, code] of cases) {
      expect(refusal(playType, input), `${playType.id} ${JSON.stringify(input)}`).toBe(code);
    }
  });
});

describe('ssc5 group play types', () => {
  it('when 2-star group picks 7 and 3, then one line 37 pays on 37 and 73 but not on 33', () => {
    const selection = ssc5Star2Group.parse({ part: 'front', digits: [7, 3] });
    expect(selection).toEqual({ part: 'front', digits: [3, 7] });
    expect(ssc5Star2Group.lines(selection)).toEqual([{ pick: 'p12:37', exposure: ['p12:37', 'p12:73'] }]);
    const input = { part: 'front', digits: [7, 3] };
    expect(winners(ssc5Star2Group, input, ssc5('73000')).winCents).toBe(4875);
    expect(winners(ssc5Star2Group, input, ssc5('37000')).won).toEqual(['p12:37']);
    expect(winners(ssc5Star2Group, input, ssc5('33000')).won).toEqual([]);
    expect(winners(ssc5Star2Group, { part: 'back', digits: [1, 2, 3] }, ssc5('00031')).picks).toEqual([
      'p45:12',
      'p45:13',
      'p45:23',
    ]);
  });

  it('when group 3 picks 3 and 7 on the back three, then 337 and 377 are lines and 7 3 3 wins only 337', () => {
    const selection = ssc5Star3Group3.parse({ part: 'back', digits: [3, 7] });
    expect(ssc5Star3Group3.lines(selection)).toEqual([
      { pick: 'p345:337', exposure: ['p345:337', 'p345:373', 'p345:733'] },
      { pick: 'p345:377', exposure: ['p345:377', 'p345:737', 'p345:773'] },
    ]);
    const slip = winners(ssc5Star3Group3, { part: 'back', digits: [3, 7] }, ssc5('00733'));
    expect(slip.won).toEqual(['p345:337']);
    expect(slip.winCents).toBe(32500);
    // A triple (3 3 3) and three different digits (3 7 1) are not group 3.
    expect(winners(ssc5Star3Group3, { part: 'back', digits: [3, 7] }, ssc5('00333')).won).toEqual([]);
    expect(winners(ssc5Star3Group3, { part: 'back', digits: [1, 3, 7] }, ssc5('00371')).won).toEqual([]);
    // n digits make n × (n − 1) lines.
    expect(
      winners(ssc5Star3Group3, { part: 'front', digits: [1, 2, 3, 4] }, ssc5('00000')).picks,
    ).toHaveLength(12);
  });

  it('when group 6 picks 1 3 7 9 on the front three, then four lines and 9 1 3 wins 139 at 162.50', () => {
    const lines = ssc5Star3Group6.lines(ssc5Star3Group6.parse({ part: 'front', digits: [9, 7, 3, 1] }));
    expect(lines.map((line) => line.pick)).toEqual(['p123:137', 'p123:139', 'p123:179', 'p123:379']);
    expect(lines[0]!.exposure).toEqual([
      'p123:137',
      'p123:173',
      'p123:317',
      'p123:371',
      'p123:713',
      'p123:731',
    ]);
    const slip = winners(ssc5Star3Group6, { part: 'front', digits: [9, 7, 3, 1] }, ssc5('91300'));
    expect(slip.won).toEqual(['p123:139']);
    expect(slip.winCents).toBe(16250);
    expect(winners(ssc5Star3Group6, { part: 'front', digits: [9, 7, 3, 1] }, ssc5('91100')).won).toEqual([]);
  });

  it('when the selection is wrong, then parse refuses it with the matching code', () => {
    const cases: Array<[TPlayType, unknown, string]> = [
      [ssc5Star2Group, { part: 'back', digits: [1, 2] }, 'ACCEPTED'],
      [ssc5Star2Group, { part: 'back', digits: [5] }, 'TOO_FEW'],
      [ssc5Star2Group, { part: 'back', digits: [5, 5] }, 'DUPLICATE'],
      [ssc5Star2Group, { part: 'back', digits: [5, 12] }, 'OUT_OF_RANGE'],
      [ssc5Star2Group, { part: 'back', digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1] }, 'TOO_MANY'],
      [ssc5Star2Group, { part: 'back', digits: '12' }, 'BAD_SELECTION'],
      [ssc5Star3Group3, { part: 'front', digits: [1] }, 'TOO_FEW'],
      [ssc5Star3Group6, { part: 'front', digits: [1, 2] }, 'TOO_FEW'],
      [ssc5Star3Group6, { part: 'middle', digits: [1, 2, 3] }, 'ACCEPTED'],
      [ssc5Star3Group6, { part: 'all', digits: [1, 2, 3] }, 'BAD_SELECTION'],
    ];
    for (const [playType, input, code] of cases) {
      expect(refusal(playType, input), `${playType.id} ${JSON.stringify(input)}`).toBe(code);
    }
  });

  it('when a line of another play type reaches settle, then it throws instead of paying', () => {
    expect(() => ssc5Star3Group6.settle({ pick: 'p123:337', exposure: [] }, ssc5('33700'))).toThrow(
      /bad line/,
    );
    expect(() => ssc5Star3Group3.settle({ pick: 'p12:33', exposure: [] }, ssc5('33700'))).toThrow(/bad line/);
  });
});
