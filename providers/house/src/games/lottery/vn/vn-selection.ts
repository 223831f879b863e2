import { LotteryInputError } from '../lottery-types.ts';

/**
 * A selection as stored on the bet, for every Vietnamese and 4D play type: the chosen numbers as canonical
 * text (digit strings with their leading zeros; a 4D box in ascending digits, a roll with its R), ascending,
 * all different.
 */
export type TNumberSelection = { numbers: string[] };

export type TNumberListRule = { digits: number; min: number; max: number };

const MAX_DIGIT_TEXT = 16;

/**
 * Reads one number of `digits` digits: a digit string of exactly that width ("07") or a safe integer (7).
 * A well-formed number of another width is OUT_OF_RANGE (not malformed), so the page can say "00–99".
 */
export function parseDigitNumber(value: unknown, digits: number): string {
  if (typeof value === 'string') {
    if (value.length === 0 || value.length > MAX_DIGIT_TEXT || !/^[0-9]+$/.test(value)) {
      throw new LotteryInputError('BAD_SELECTION', `not a number: ${JSON.stringify(value).slice(0, 40)}`);
    }
    if (value.length !== digits)
      throw new LotteryInputError('OUT_OF_RANGE', `${value} is not ${digits} digits`);
    return value;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    if (value < 0 || value >= 10 ** digits) {
      throw new LotteryInputError('OUT_OF_RANGE', `${value} is outside 0–${10 ** digits - 1}`);
    }
    return String(value).padStart(digits, '0');
  }
  throw new LotteryInputError('BAD_SELECTION', 'a number must be a digit string or an integer');
}

/**
 * Reads the list out of `{ numbers: [...] }` (the one shape every house lottery selection has), refusing a
 * list longer than `max` before looking at its elements, so a huge list costs nothing.
 */
export function readNumberField(input: unknown, max: number): unknown[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new LotteryInputError('BAD_SELECTION', 'the selection must be an object { numbers }');
  }
  const keys = Object.keys(input);
  if (keys.length !== 1 || keys[0] !== 'numbers') {
    throw new LotteryInputError('BAD_SELECTION', 'the selection has exactly one field: numbers');
  }
  const raw: unknown = (input as { numbers: unknown }).numbers;
  if (!Array.isArray(raw)) throw new LotteryInputError('BAD_SELECTION', 'numbers must be a list');
  if (raw.length > max) throw new LotteryInputError('TOO_MANY', `at most ${max} numbers`);
  return raw;
}

/** Refuses repeats (of the canonical text) and too short a list; the canonical selection is sorted. */
export function finishNumberList(numbers: readonly string[], min: number): TNumberSelection {
  if (new Set(numbers).size !== numbers.length) {
    throw new LotteryInputError('DUPLICATE', 'a number is chosen twice');
  }
  if (numbers.length < min) throw new LotteryInputError('TOO_FEW', `at least ${min} numbers`);
  return { numbers: [...numbers].sort() };
}

/** Reads `{ numbers: [...] }` of `digits`-digit numbers: each checked, no repeats, `min`–`max` of them. */
export function parseNumberList(input: unknown, rule: TNumberListRule): TNumberSelection {
  const raw = readNumberField(input, rule.max);
  return finishNumberList(
    raw.map((value) => parseDigitNumber(value, rule.digits)),
    rule.min,
  );
}

/** Every k-element subset of `items`, each in the items' order, subsets in lexicographic order. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const chosen: T[] = [];
  const extend = (start: number): void => {
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let index = start; index <= items.length - (size - chosen.length); index++) {
      chosen.push(items[index]!);
      extend(index + 1);
      chosen.pop();
    }
  };
  extend(0);
  return out;
}

/** n choose k, exact for the small n used here. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 0; index < k; index++) result = (result * (n - index)) / (index + 1);
  return Math.round(result);
}
