import { describe, expect, it } from 'vitest';
import type { TLotteryResult } from '../../../src/games/lottery/lottery-types.ts';
import { beadColumns, hotAndCold, roadMark, trendNumbers } from './lottery-trends.ts';

const ssc5 = (digits: number[]): TLotteryResult => ({ family: 'ssc5', digits });

describe('lottery trends', () => {
  it('when 5D draws repeat a digit, then it is hot and the digits never drawn are cold', () => {
    const { hot, cold } = hotAndCold('ssc5', [ssc5([7, 7, 1, 2, 3]), ssc5([7, 0, 1, 2, 3])], 2);
    expect(hot).toEqual([
      { number: '7', count: 3 },
      { number: '1', count: 2 },
    ]);
    expect(cold).toEqual([
      { number: '4', count: 0 },
      { number: '5', count: 0 },
    ]);
  });

  it('when roads read sums, then big/small follow each family and a K3 triple is its own mark', () => {
    expect(roadMark(ssc5([9, 9, 5, 0, 0]), 'size')).toBe('big'); // 23
    expect(roadMark(ssc5([9, 9, 4, 0, 0]), 'size')).toBe('small'); // 22
    expect(roadMark({ family: 'k3', dice: [4, 4, 4] }, 'size')).toBe('triple');
    expect(roadMark({ family: 'k3', dice: [4, 4, 4] }, 'parity')).toBe('even');
    expect(roadMark({ family: 'pk10', order: [7, 5, 1, 2, 3, 4, 6, 8, 9, 10] }, 'size')).toBe('big'); // 12
    expect(
      roadMark(
        { family: 'sea-4d', first: '1', second: '2', third: '3', starter: [], consolation: [] },
        'size',
      ),
    ).toBeNull();
  });

  it('when a Vietnamese sheet is counted, then every prize gives its last two digits', () => {
    const sheet: TLotteryResult = {
      family: 'vn-north',
      prizes: [
        { tier: 'special', numbers: ['12345'] },
        { tier: 'seventh', numbers: ['45', '07'] },
      ],
    };
    expect(trendNumbers(sheet)).toEqual(['45', '45', '07']);
  });

  it('when the bead road fills, then columns of six run oldest first', () => {
    expect(beadColumns([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
  });
});
