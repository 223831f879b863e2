import { describe, expect, it } from 'vitest';
import { LotteryAdminError } from './admin/lottery-admin-error.ts';
import { resultFromNumbers, resultShapeOf } from './lottery-results-source.ts';

const badResult = (family: string, numbers: Record<string, string[]>) => {
  try {
    resultFromNumbers(family, numbers);
  } catch (error) {
    return error instanceof LotteryAdminError ? error.code : 'OTHER';
  }
  return 'ACCEPTED';
};

describe('official results are read against the family shape', () => {
  it('when 5D, dice or racing numbers are entered, then they become the family result', () => {
    expect(resultFromNumbers('ssc5', { digits: ['0', '9', '3', '3', '1'] })).toEqual({
      family: 'ssc5',
      digits: [0, 9, 3, 3, 1],
    });
    expect(resultFromNumbers('k3', { dice: ['6', '6', '1'] })).toEqual({ family: 'k3', dice: [6, 6, 1] });
    const order = ['10', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(resultFromNumbers('pk10', { order })).toEqual({ family: 'pk10', order: order.map(Number) });
  });

  it('when numbers are out of range, missing, repeated where the draw forbids it or of an unknown group, then BAD_RESULT', () => {
    expect(badResult('ssc5', { digits: ['0', '9', '3', '3', '10'] })).toBe('BAD_RESULT');
    expect(badResult('k3', { dice: ['0', '1', '2'] })).toBe('BAD_RESULT');
    expect(badResult('k3', { dice: ['1', '2'] })).toBe('BAD_RESULT');
    expect(badResult('pk10', { order: ['1', '1', '2', '3', '4', '5', '6', '7', '8', '9'] })).toBe(
      'BAD_RESULT',
    );
    expect(badResult('k3', { dice: ['1', '2', '3'], extra: ['1'] })).toBe('BAD_RESULT');
  });

  it('when a Vietnamese sheet is entered, then every tier keeps its count and width, leading zeros included', () => {
    const shape = resultShapeOf('vn-regional');
    expect(shape.groups.reduce((sum, group) => sum + group.count, 0)).toBe(18);
    const numbers = Object.fromEntries(
      shape.groups.map((group) => [
        group.key,
        Array.from({ length: group.count }, () => '0'.repeat(group.digits ?? 1)),
      ]),
    );
    const result = resultFromNumbers('vn-regional', numbers);
    expect(result.family).toBe('vn-regional');
    expect('prizes' in result ? result.prizes[0] : null).toEqual({ tier: 'special', numbers: ['000000'] });
    expect('prizes' in result ? result.prizes.at(-1) : null).toEqual({ tier: 'eighth', numbers: ['00'] });
    expect(badResult('vn-regional', { ...numbers, special: ['12345'] })).toBe('BAD_RESULT');
  });

  it('when a 4D result repeats a number across its tiers, then it is refused, 23 different ones are taken', () => {
    const all = Array.from({ length: 23 }, (_, i) => String(i * 401).padStart(4, '0'));
    const numbers = {
      first: [all[0]!],
      second: [all[1]!],
      third: [all[2]!],
      starter: all.slice(3, 13),
      consolation: all.slice(13),
    };
    expect(resultFromNumbers('sea-4d', numbers)).toMatchObject({
      family: 'sea-4d',
      first: '0000',
      second: '0401',
    });
    expect(badResult('sea-4d', { ...numbers, consolation: [all[0]!, ...all.slice(14)] })).toBe('BAD_RESULT');
  });
});
