import { LotteryInputError } from '../lottery-types.ts';

/**
 * Readers for the fast-draw play types' wire input. Each refuses with a `LotteryInputError` code and
 * returns canonical values (sorted, de-duplicated by refusal), so equal selections store equal JSON.
 * Length is checked before the elements, so a hostile array costs nothing to refuse.
 */

/** A plain object whose keys are all in `allowed` (an unknown key is a client bug, not something to ignore). */
export function readRecord(input: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new LotteryInputError('BAD_SELECTION', 'the selection must be an object');
  }
  for (const key of Object.keys(input)) {
    if (!allowed.includes(key)) throw new LotteryInputError('BAD_SELECTION', `unknown field "${key}"`);
  }
  return input as Record<string, unknown>;
}

/** One of a fixed list of strings (a part, a side…). */
export function readChoice<T extends string>(input: unknown, allowed: readonly T[], what: string): T {
  if (typeof input !== 'string' || !(allowed as readonly string[]).includes(input)) {
    throw new LotteryInputError('BAD_SELECTION', `${what} must be one of ${allowed.join(', ')}`);
  }
  return input as T;
}

export type TNumberSetSpec = { what: string; min: number; max: number; minCount: number; maxCount: number };

/** Distinct integers in [min, max], between minCount and maxCount of them, sorted ascending. */
export function readNumberSet(input: unknown, spec: TNumberSetSpec): number[] {
  if (!Array.isArray(input)) throw new LotteryInputError('BAD_SELECTION', `${spec.what} must be a list`);
  if (input.length > spec.maxCount) {
    throw new LotteryInputError('TOO_MANY', `${spec.what}: at most ${spec.maxCount} numbers`);
  }
  const seen = new Set<number>();
  for (const value of input) {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw new LotteryInputError('BAD_SELECTION', `${spec.what}: ${String(value)} is not a whole number`);
    }
    if (value < spec.min || value > spec.max) {
      throw new LotteryInputError(
        'OUT_OF_RANGE',
        `${spec.what}: ${value} is outside ${spec.min}–${spec.max}`,
      );
    }
    if (seen.has(value)) throw new LotteryInputError('DUPLICATE', `${spec.what}: ${value} is chosen twice`);
    seen.add(value);
  }
  if (input.length < spec.minCount) {
    throw new LotteryInputError('TOO_FEW', `${spec.what}: at least ${spec.minCount} numbers`);
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * A list of exactly `count` number sets (one per position or place), each possibly empty; at least one
 * number in all.
 */
export function readNumberSetList(input: unknown, count: number, spec: TNumberSetSpec): number[][] {
  if (!Array.isArray(input) || input.length !== count) {
    throw new LotteryInputError('BAD_SELECTION', `${spec.what} must be a list of ${count} lists`);
  }
  const sets = input.map((item: unknown, index) =>
    readNumberSet(item, { ...spec, what: `${spec.what}[${index + 1}]`, minCount: 0 }),
  );
  if (sets.every((set) => set.length === 0)) {
    throw new LotteryInputError('TOO_FEW', `${spec.what}: choose at least one number`);
  }
  return sets;
}

/**
 * A two-sided selection: `{ [subject]: side[] }`, e.g. `{ p1: ['big', 'odd'], sum: ['small'] }`. The result
 * keeps the subjects and the sides in their canonical order and leaves out empty subjects.
 */
export function readSideMap<TSide extends string>(
  input: unknown,
  subjects: readonly string[],
  sides: readonly TSide[],
): Record<string, TSide[]> {
  const record = readRecord(input, subjects);
  const selection: Record<string, TSide[]> = {};
  for (const subject of subjects) {
    const raw = record[subject];
    if (raw === undefined) continue;
    if (!Array.isArray(raw))
      throw new LotteryInputError('BAD_SELECTION', `${subject} must be a list of sides`);
    if (raw.length > sides.length)
      throw new LotteryInputError('TOO_MANY', `${subject}: at most ${sides.length}`);
    const chosen = new Set<TSide>();
    for (const item of raw) {
      const side = readChoice(item, sides, `${subject} side`);
      if (chosen.has(side)) throw new LotteryInputError('DUPLICATE', `${subject}: ${side} is chosen twice`);
      chosen.add(side);
    }
    if (chosen.size > 0) selection[subject] = sides.filter((side) => chosen.has(side));
  }
  if (Object.keys(selection).length === 0) throw new LotteryInputError('TOO_FEW', 'choose at least one side');
  return selection;
}
