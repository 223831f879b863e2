import { describe, expect, it } from 'vitest';
import { LotteryInputError } from '../lottery-types.ts';
import { findVnPlayType } from './vn-lottery.ts';

function parse(id: string, input: unknown): unknown {
  const type = findVnPlayType(id);
  if (type === undefined) throw new Error(`no play type ${id}`);
  return type.parse(input);
}

function refusal(id: string, input: unknown): string {
  try {
    parse(id, input);
  } catch (error) {
    if (error instanceof LotteryInputError) return error.code;
    throw error;
  }
  throw new Error(`${id} accepted ${JSON.stringify(input)}`);
}

describe('Vietnamese selections', () => {
  it('when numbers come as integers and strings in any order, then the selection is canonical: padded and sorted', () => {
    expect(parse('vn-north.lo2', { numbers: [27, '05', 0] })).toEqual({ numbers: ['00', '05', '27'] });
    expect(parse('vn-regional.ba-cang', { numbers: ['099', 7] })).toEqual({ numbers: ['007', '099'] });
    expect(parse('vn-north.de-dau', { numbers: [9, '0'] })).toEqual({ numbers: ['0', '9'] });
  });

  it('when a number is outside the bet range, then it is OUT_OF_RANGE', () => {
    expect(refusal('vn-north.lo2', { numbers: [100] })).toBe('OUT_OF_RANGE');
    expect(refusal('vn-north.lo2', { numbers: [-1] })).toBe('OUT_OF_RANGE');
    expect(refusal('vn-north.lo2', { numbers: ['123'] })).toBe('OUT_OF_RANGE');
    expect(refusal('vn-north.lo2', { numbers: ['7'] })).toBe('OUT_OF_RANGE');
    expect(refusal('vn-north.de-duoi', { numbers: [10] })).toBe('OUT_OF_RANGE');
    expect(refusal('vn-north.lo4', { numbers: ['12345'] })).toBe('OUT_OF_RANGE');
  });

  it('when a number repeats, even written differently, then it is DUPLICATE', () => {
    expect(refusal('vn-north.lo2', { numbers: ['27', 27] })).toBe('DUPLICATE');
    expect(refusal('vn-north.xien2', { numbers: ['05', 5, '10'] })).toBe('DUPLICATE');
  });

  it('when a slip has too few or too many numbers, then it is TOO_FEW or TOO_MANY', () => {
    expect(refusal('vn-north.lo2', { numbers: [] })).toBe('TOO_FEW');
    expect(refusal('vn-north.xien3', { numbers: ['01', '02'] })).toBe('TOO_FEW');
    expect(refusal('vn-north.truot8', { numbers: ['01', '02', '03', '04', '05', '06', '07'] })).toBe(
      'TOO_FEW',
    );
    expect(refusal('vn-north.xien2', { numbers: Array.from({ length: 11 }, (_, n) => n) })).toBe('TOO_MANY');
    expect(refusal('vn-north.truot4', { numbers: Array.from({ length: 13 }, (_, n) => n) })).toBe('TOO_MANY');
    expect(refusal('vn-north.lo3', { numbers: Array.from({ length: 101 }, (_, n) => n) })).toBe('TOO_MANY');
    expect(refusal('vn-north.de-dau', { numbers: Array.from({ length: 11 }, (_, n) => n % 10) })).toBe(
      'TOO_MANY',
    );
    // A list far past the cap is refused before its elements are read.
    expect(refusal('vn-north.lo2', { numbers: new Array(1_000_000).fill('zz') })).toBe('TOO_MANY');
  });

  it('when the selection is malformed, then it is BAD_SELECTION', () => {
    for (const input of [
      null,
      '27',
      ['27'],
      {},
      { numbers: '27' },
      { numbers: ['27'], extra: 1 },
      { numbers: ['2a'] },
      { numbers: [''] },
      { numbers: [2.5] },
      { numbers: [null] },
      { numbers: [' 27'] },
      { numbers: ['+27'] },
      { numbers: [Number.NaN] },
    ]) {
      expect(refusal('vn-north.lo2', input), JSON.stringify(input)).toBe('BAD_SELECTION');
    }
  });
});
