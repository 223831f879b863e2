import { describe, expect, it } from 'vitest';
import { payoutCents, type TLotteryResult } from '../lottery-types.ts';
import { findVnPlayType, VN_PLAY_TYPES } from './vn-lottery.ts';
import type { TVnPlayType } from './vn-play-types.ts';

/** A North sheet worked by hand: the comments below count its hits. */
const NORTH: TLotteryResult = {
  family: 'vn-north',
  prizes: [
    { tier: 'special', numbers: ['12345'] },
    { tier: 'first', numbers: ['67827'] },
    { tier: 'second', numbers: ['00127', '99999'] },
    { tier: 'third', numbers: ['11111', '22227', '33333', '44444', '55555', '66666'] },
    { tier: 'fourth', numbers: ['1234', '5678', '9027', '0000'] },
    { tier: 'fifth', numbers: ['1111', '2222', '3333', '4444', '5555', '6666'] },
    { tier: 'sixth', numbers: ['345', '678', '901'] },
    { tier: 'seventh', numbers: ['27', '45', '08', '99'] },
  ],
};

const REGIONAL: TLotteryResult = {
  family: 'vn-regional',
  prizes: [
    { tier: 'special', numbers: ['908172'] },
    { tier: 'first', numbers: ['11172'] },
    { tier: 'second', numbers: ['22222'] },
    { tier: 'third', numbers: ['33333', '44444'] },
    { tier: 'fourth', numbers: ['50505', '60606', '70707', '80808', '90909', '01010', '12121'] },
    { tier: 'fifth', numbers: ['8172'] },
    { tier: 'sixth', numbers: ['1357', '2468', '3690'] },
    { tier: 'seventh', numbers: ['172'] },
    { tier: 'eighth', numbers: ['72'] },
  ],
};

function playType(id: string): TVnPlayType {
  const found = findVnPlayType(id);
  if (found === undefined) throw new Error(`no play type ${id}`);
  return found;
}

/** What a slip wins at `stakeCents` a line, line by line, with the play type's default odds. */
function winsOf(id: string, numbers: unknown[], result: TLotteryResult, stakeCents = 100): number[] {
  const type = playType(id);
  return type
    .lines(type.parse({ numbers }))
    .map((line) =>
      type
        .settle(line, result)
        .reduce((sum, hit) => sum + payoutCents(stakeCents, type.defaultOdds[hit.prize]!, hit.hits), 0),
    );
}

describe('Vietnamese play types', () => {
  it('when a lô 2 số number ends five North prizes, then it is paid five times at 97.50 a point', () => {
    // 27 ends the first (67827), a second (00127), a third (22227), a fourth (9027) and a seventh (27).
    expect(playType('vn-north.lo2').settle({ pick: '27', exposure: ['lo2:27'] }, NORTH)).toEqual([
      { prize: 'lo2', hits: 5 },
    ]);
    // 45 ends the special (12345), a sixth (345) and a seventh (45); 50 ends nothing.
    expect(winsOf('vn-north.lo2', ['27', '45', '50'], NORTH)).toEqual([5 * 9750, 3 * 9750, 0]);
    expect(playType('vn-north.lo2').unitsPerLine).toBe(27);
    expect(playType('vn-regional.lo2').unitsPerLine).toBe(18);
  });

  it('when lô 3 and 4 số are settled, then only prizes with that many digits count', () => {
    // Lines come sorted: 027 the fourth 9027 only (the seventh "27" has two digits); 345 the special and
    // the sixth; 827 the first.
    expect(winsOf('vn-north.lo3', ['345', '027', '827'], NORTH)).toEqual([96_000, 2 * 96_000, 96_000]);
    expect(winsOf('vn-north.lo4', ['2345', '9027', '0027'], NORTH)).toEqual([0, 960_000, 960_000]);
    expect([playType('vn-north.lo3').unitsPerLine, playType('vn-north.lo4').unitsPerLine]).toEqual([23, 20]);
    expect([playType('vn-regional.lo3').unitsPerLine, playType('vn-regional.lo4').unitsPerLine]).toEqual([
      17, 16,
    ]);
    // Regional 172: the special 908172, the first 11172, the fifth 8172 and the seventh 172.
    expect(winsOf('vn-regional.lo3', ['172'], REGIONAL)).toEqual([4 * 96_000]);
  });

  it('when the special prize is 12345, then đề 45, đầu 4, đuôi 5 and 3 càng 345 win and their neighbours lose', () => {
    expect(winsOf('vn-north.de', ['45', '54', '27'], NORTH)).toEqual([0, 9700, 0]);
    expect(winsOf('vn-north.de-dau', [4, 5], NORTH)).toEqual([970, 0]);
    expect(winsOf('vn-north.de-duoi', ['4', '5'], NORTH)).toEqual([0, 970]);
    expect(winsOf('vn-north.ba-cang', ['345', '234'], NORTH)).toEqual([0, 96_000]);
    // Đề giải nhất looks at the first prize (67827) only.
    expect(winsOf('vn-north.de-giai-nhat', ['27', '45'], NORTH)).toEqual([9700, 0]);
    // Regional đề giải tám is the eighth prize; đề is the 6-digit special's last two.
    expect(winsOf('vn-regional.de-giai-tam', ['72', '27'], REGIONAL)).toEqual([0, 9700]);
    expect(winsOf('vn-regional.de', ['72'], REGIONAL)).toEqual([9700]);
  });

  it('when a xiên 2 slip has four numbers, then it is six lines, each won only when both numbers appear', () => {
    const xien = playType('vn-north.xien2');
    const lines = xien.lines(xien.parse({ numbers: ['50', '27', '45', '08'] }));
    expect(lines.map((line) => line.pick)).toEqual(['08,27', '08,45', '08,50', '27,45', '27,50', '45,50']);
    expect(lines[0]!.exposure).toEqual(['lo2:08', 'lo2:27']);
    // 08, 27, 45 appear on the sheet; 50 does not.
    expect(winsOf('vn-north.xien2', ['50', '27', '45', '08'], NORTH)).toEqual([1750, 1750, 0, 1750, 0, 0]);
  });

  it('when xiên 3 and 4 slips are expanded, then they make C(n, k) lines and pay once however often a number hits', () => {
    expect(winsOf('vn-north.xien3', ['08', '27', '45', '50'], NORTH)).toEqual([7800, 0, 0, 0]);
    expect(winsOf('vn-north.xien4', ['08', '27', '45', '99'], NORTH)).toEqual([36_000]);
    const xien4 = playType('vn-north.xien4');
    const ten = Array.from({ length: 10 }, (_, index) => String(index * 11).padStart(2, '0'));
    expect(xien4.lines(xien4.parse({ numbers: ten }))).toHaveLength(210);
    expect(new Set(xien4.lines(xien4.parse({ numbers: ten })).map((line) => line.pick)).size).toBe(210);
  });

  it('when a lô trượt 4 slip has five numbers, then it is five lines, each won only when none of its numbers appears', () => {
    // Of 10, 20, 30, 40, 45 only 45 is on the sheet: the one line without it wins.
    const truot = playType('vn-north.truot4');
    const lines = truot.lines(truot.parse({ numbers: [45, 40, 30, 20, 10] }));
    expect(lines.map((line) => line.pick)).toEqual([
      '10,20,30,40',
      '10,20,30,45',
      '10,20,40,45',
      '10,30,40,45',
      '20,30,40,45',
    ]);
    expect(lines[0]!.exposure).toEqual(['truot:10', 'truot:20', 'truot:30', 'truot:40']);
    expect(winsOf('vn-north.truot4', [45, 40, 30, 20, 10], NORTH)).toEqual([290, 0, 0, 0, 0]);
    expect(winsOf('vn-north.truot10', [10, 20, 30, 40, 50, 60, 70, 80, 90, 98], NORTH)).toEqual([1650]);
  });

  it('when a stake is odd, then the payout rounds up to the cent per hit', () => {
    // 0.33 a point × 97.50 = 32.175 → 32.18, five hits.
    expect(winsOf('vn-north.lo2', ['27'], NORTH, 33)).toEqual([5 * 3218]);
  });

  it('when every play type is listed, then ids are unique, lines carry their exposure keys, defaultOdds cover the prizes', () => {
    const ids = VN_PLAY_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('vn-north.'))).toHaveLength(18);
    expect(ids.filter((id) => id.startsWith('vn-regional.'))).toHaveLength(18);
    for (const type of VN_PLAY_TYPES) {
      expect(type.rtp(type.defaultOdds).map((entry) => entry.option)).toEqual(Object.keys(type.defaultOdds));
    }
    expect(playType('vn-north.de').lines({ numbers: ['07'] })).toEqual([{ pick: '07', exposure: ['de:07'] }]);
    expect(playType('vn-north.ba-cang').lines({ numbers: ['007'] })[0]!.exposure).toEqual(['ba-cang:007']);
  });

  it('when a North line is settled against a regional result, then it fails loudly', () => {
    expect(() => playType('vn-north.lo2').settle({ pick: '27', exposure: [] }, REGIONAL)).toThrow(
      /vn-regional/,
    );
  });
});
