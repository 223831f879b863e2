import { describe, expect, it } from 'vitest';
import { payoutCents, type TLotteryResult } from '../lottery-types.ts';
import { findSeaPlayType, SEA_PLAY_TYPES } from './sea-lottery.ts';
import { permutationsOf, type TSeaPlayType } from './sea-play-types.ts';

/** A result worked by hand: 1234's arrangements sit in four tiers, 234 ends the first and the third. */
const RESULT: TLotteryResult = {
  family: 'sea-4d',
  first: '1234',
  second: '4321',
  third: '9234',
  starter: ['2134', '0000', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888'],
  consolation: ['1243', '9999', '0123', '0456', '0789', '1357', '2468', '3579', '4680', '5791'],
};

function playType(id: string): TSeaPlayType {
  const found = findSeaPlayType(id);
  if (found === undefined) throw new Error(`no play type ${id}`);
  return found;
}

function winsOf(id: string, numbers: unknown[], stakeCents = 100): number[] {
  const type = playType(id);
  return type
    .lines(type.parse({ numbers }))
    .map((line) =>
      type
        .settle(line, RESULT)
        .reduce((sum, hit) => sum + payoutCents(stakeCents, type.defaultOdds[hit.prize]!, hit.hits), 0),
    );
}

describe('4D play types', () => {
  it('when Big and Small are bought on drawn numbers, then Big pays every tier and Small only the top three', () => {
    // Sorted lines: 0123 consolation, 1234 first, 2134 starter, 4321 second, 9234 third.
    expect(winsOf('sea-4d.big', ['1234', '4321', '9234', '2134', '0123'])).toEqual([
      8500, 300_000, 35_000, 150_000, 75_000,
    ]);
    expect(winsOf('sea-4d.small', ['1234', '4321', '9234', '2134', '0123'])).toEqual([
      0, 500_000, 0, 330_000, 130_000,
    ]);
    expect(winsOf('sea-4d.big', ['1235'])).toEqual([0]);
  });

  it('when numbers have repeated digits, then a box makes 24, 12, 6 or 4 different lines', () => {
    expect(permutationsOf('1234')).toHaveLength(24);
    expect(permutationsOf('1123')).toHaveLength(12);
    expect(permutationsOf('1122')).toHaveLength(6);
    expect(permutationsOf('1112')).toEqual(['1112', '1121', '1211', '2111']);
    const box = playType('sea-4d.big-box');
    expect(box.lines(box.parse({ numbers: ['2211'] })).map((line) => line.pick)).toEqual([
      '1122',
      '1212',
      '1221',
      '2112',
      '2121',
      '2211',
    ]);
    expect(box.lines(box.parse({ numbers: ['3121', 5678] }))).toHaveLength(12 + 24);
    expect(box.lines(box.parse({ numbers: ['4321'] }))[0]).toEqual({ pick: '1234', exposure: ['4d:1234'] });
  });

  it('when 1234 is boxed, then each drawn arrangement wins its own tier as a straight line', () => {
    const wins = winsOf('sea-4d.big-box', ['1234']);
    expect(wins).toHaveLength(24);
    // 1234 first 3,000 + 4321 second 1,500 + 2134 starter 350 + 1243 consolation 85.
    expect(wins.reduce((sum, win) => sum + win, 0)).toBe(493_500);
    expect(wins.filter((win) => win > 0)).toHaveLength(4);
    // Small box: only first and second among the top three are arrangements of 1234.
    expect(winsOf('sea-4d.small-box', ['1234']).reduce((sum, win) => sum + win, 0)).toBe(830_000);
  });

  it('when 1234 is i-boxed, then one line pays each tier divided by 24, rounded down to the hundredth', () => {
    const ibox = playType('sea-4d.big-ibox');
    const [line] = ibox.lines(ibox.parse({ numbers: ['3412'] }));
    expect(line!.pick).toBe('1234');
    expect(line!.exposure).toHaveLength(24);
    expect(ibox.settle(line!, RESULT)).toEqual([
      { prize: 'first/24', hits: 1 },
      { prize: 'second/24', hits: 1 },
      { prize: 'starter/24', hits: 1 },
      { prize: 'consolation/24', hits: 1 },
    ]);
    // 125.00 + 62.50 + 14.58 + 3.54 a unit.
    expect(winsOf('sea-4d.big-ibox', ['1234'])).toEqual([12_500 + 6250 + 1458 + 354]);
    // 1112's four arrangements: divided by 4, and 0111 is not drawn here.
    expect(playType('sea-4d.big-ibox').defaultOdds['first/4']).toBe(75_000);
    expect(winsOf('sea-4d.small-ibox', ['1234'])).toEqual([
      Math.floor(500_000 / 24) + Math.floor(330_000 / 24),
    ]);
  });

  it('when a position is rolled, then it is ten straight lines and only the drawn one wins', () => {
    const roll = playType('sea-4d.big-roll');
    const lines = roll.lines(roll.parse({ numbers: ['12r4'] }));
    expect(lines.map((line) => line.pick)).toEqual([
      '1204',
      '1214',
      '1224',
      '1234',
      '1244',
      '1254',
      '1264',
      '1274',
      '1284',
      '1294',
    ]);
    expect(winsOf('sea-4d.big-roll', ['12R4'])).toEqual([0, 0, 0, 300_000, 0, 0, 0, 0, 0, 0]);
    // R234: 1234 first and 9234 third.
    expect(winsOf('sea-4d.big-roll', ['R234']).filter((win) => win > 0)).toEqual([300_000, 75_000]);
  });

  it('when 3D is bought on 234, then ABC pays the first and the third, A only the first', () => {
    expect(winsOf('sea-4d.3d-abc', ['234', '321', '235'])).toEqual([2 * 32_000, 0, 32_000]);
    expect(winsOf('sea-4d.3d-a', ['234', '321'])).toEqual([96_000, 0]);
    expect(playType('sea-4d.3d-abc').lines({ numbers: ['034'] })).toEqual([
      { pick: '034', exposure: ['3d:034'] },
    ]);
  });

  it('when the play types are listed, then ids are unique and every line is one unit', () => {
    const ids = SEA_PLAY_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SEA_PLAY_TYPES.every((type) => type.unitsPerLine === 1 && type.family === 'sea-4d')).toBe(true);
  });

  it('when a 4D line is settled against a Vietnamese result, then it fails loudly', () => {
    expect(() =>
      playType('sea-4d.big').settle({ pick: '1234', exposure: [] }, { family: 'vn-north', prizes: [] }),
    ).toThrow(/vn-north/);
  });
});
