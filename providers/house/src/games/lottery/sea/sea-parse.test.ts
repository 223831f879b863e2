import { describe, expect, it } from 'vitest';
import { LotteryInputError } from '../lottery-types.ts';
import { findSeaPlayType } from './sea-lottery.ts';

function parse(id: string, input: unknown): unknown {
  const type = findSeaPlayType(id);
  if (type === undefined) throw new Error(`no play type ${id}`);
  return type.parse(input);
}

function refusal(id: string, numbers: unknown): string {
  try {
    parse(id, { numbers });
  } catch (error) {
    if (error instanceof LotteryInputError) return error.code;
    throw error;
  }
  throw new Error(`${id} accepted ${JSON.stringify(numbers)}`);
}

describe('4D selections', () => {
  it('when numbers come in any form, then the selection is canonical: padded, boxes in ascending digits, rolls upper case', () => {
    expect(parse('sea-4d.big', { numbers: [12, '0007'] })).toEqual({ numbers: ['0007', '0012'] });
    expect(parse('sea-4d.big-box', { numbers: ['4321', 5001] })).toEqual({ numbers: ['0015', '1234'] });
    expect(parse('sea-4d.small-ibox', { numbers: ['2211'] })).toEqual({ numbers: ['1122'] });
    expect(parse('sea-4d.big-roll', { numbers: ['r000'] })).toEqual({ numbers: ['R000'] });
    expect(parse('sea-4d.3d-abc', { numbers: [7] })).toEqual({ numbers: ['007'] });
  });

  it('when a number is outside the range, then it is OUT_OF_RANGE', () => {
    expect(refusal('sea-4d.big', [10_000])).toBe('OUT_OF_RANGE');
    expect(refusal('sea-4d.big', ['123'])).toBe('OUT_OF_RANGE');
    expect(refusal('sea-4d.small', ['12345'])).toBe('OUT_OF_RANGE');
    expect(refusal('sea-4d.3d-abc', ['1234'])).toBe('OUT_OF_RANGE');
    expect(refusal('sea-4d.big-box', [-1])).toBe('OUT_OF_RANGE');
    expect(refusal('sea-4d.big-roll', ['12R'])).toBe('OUT_OF_RANGE');
    expect(refusal('sea-4d.big-roll', ['12R45'])).toBe('OUT_OF_RANGE');
  });

  it('when a number repeats, also as another arrangement of a box, then it is DUPLICATE', () => {
    expect(refusal('sea-4d.big', ['1234', 1234])).toBe('DUPLICATE');
    expect(refusal('sea-4d.big-box', ['1234', '4321'])).toBe('DUPLICATE');
    expect(refusal('sea-4d.big-ibox', ['1123', '3211'])).toBe('DUPLICATE');
  });

  it('when a slip has too few or too many numbers, then it is TOO_FEW or TOO_MANY', () => {
    expect(refusal('sea-4d.big', [])).toBe('TOO_FEW');
    expect(refusal('sea-4d.big-roll', [])).toBe('TOO_FEW');
    expect(
      refusal(
        'sea-4d.big',
        Array.from({ length: 51 }, (_, n) => n),
      ),
    ).toBe('TOO_MANY');
    expect(
      refusal(
        'sea-4d.big-box',
        Array.from({ length: 11 }, (_, n) => 1000 + n),
      ),
    ).toBe('TOO_MANY');
    expect(refusal('sea-4d.big-roll', ['12R4', '1R34'])).toBe('TOO_MANY');
  });

  it('when a selection is malformed or cannot be boxed or rolled, then it is BAD_SELECTION', () => {
    for (const numbers of [['12a4'], [1.5], [null], 'x', [{}]]) {
      expect(refusal('sea-4d.big', numbers), JSON.stringify(numbers)).toBe('BAD_SELECTION');
    }
    expect(refusal('sea-4d.big-box', ['1111'])).toBe('BAD_SELECTION');
    expect(refusal('sea-4d.small-ibox', [7777])).toBe('BAD_SELECTION');
    for (const roll of ['1234', 'RR34', '12X4', 1204, 'R 34']) {
      expect(refusal('sea-4d.big-roll', [roll]), String(roll)).toBe('BAD_SELECTION');
    }
    expect(() => parse('sea-4d.big', { numbers: ['1234'], size: 'big' })).toThrow(LotteryInputError);
  });
});
