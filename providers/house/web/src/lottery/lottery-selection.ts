import { findPlayType } from '../../../src/games/lottery/lottery-registry.ts';
import { LotteryInputError, type TLine, type TPlayType } from '../../../src/games/lottery/lottery-types.ts';
import type { TEntrySpec, TGridSpec, TPickerSpec, TPicks } from './lottery-pickers.ts';

/** Why a selection cannot go on the slip yet: the play type's own refusal code (translated on screen). */
export type TSelectionCode = LotteryInputError['code'] | 'EMPTY';

export type TEvaluated =
  | { isValid: true; selection: unknown; lines: TLine[]; units: number }
  | { isValid: false; code: TSelectionCode };

/**
 * Reads a built selection with the play type's own `parse` and expands it with its `lines`: the page
 * counts lines and prices them with the same code the service checks the slip with.
 */
export function evaluateSelection(playTypeId: string, built: unknown): TEvaluated {
  const playType = findPlayType(playTypeId);
  if (!playType || built === null) return { isValid: false, code: 'EMPTY' };
  try {
    const selection = playType.parse(built);
    const lines = playType.lines(selection);
    if (lines.length === 0) return { isValid: false, code: 'TOO_FEW' };
    return { isValid: true, selection, lines, units: lines.length * playType.unitsPerLine };
  } catch (error) {
    if (error instanceof LotteryInputError) return { isValid: false, code: error.code };
    throw error;
  }
}

export function requirePlayType(id: string): TPlayType {
  const playType = findPlayType(id);
  if (!playType) throw new Error(`unknown play type ${id}`);
  return playType;
}

/** A random integer in [0, n): crypto-backed, so quick picks are not predictable from the page. */
export type TRandomInt = (n: number) => number;
export const cryptoRandomInt: TRandomInt = (n) => {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! % n;
};

function sample<T>(items: readonly T[], count: number, random: TRandomInt): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(random(pool.length), 1)[0]!);
  return out;
}

/** A random grid selection: `count` options in one random row, or in each row. */
export function quickGrid(spec: TGridSpec, random: TRandomInt): { picks: TPicks; part: string | null } {
  const part = spec.parts ? spec.parts[random(spec.parts.length)]! : null;
  const rows = spec.quick.rows === 'one' ? sample(spec.rows, 1, random) : spec.rows;
  const picks: Record<string, string[]> = {};
  for (const row of rows) {
    picks[row.key] = sample(
      row.options.map((option) => option.value),
      spec.quick.count,
      random,
    );
  }
  return { picks, part };
}

/** A random number for a typed-numbers bet: a box never has four equal digits, a roll has one R. */
export function quickEntry(spec: TEntrySpec, random: TRandomInt): string {
  for (;;) {
    const digits = Array.from({ length: spec.digits }, () => String(random(10)));
    if (spec.mode === 'box' && new Set(digits).size === 1) continue;
    if (spec.mode === 'roll') digits[random(spec.digits)] = 'R';
    return digits.join('');
  }
}

/** What a typed entry becomes: digits only (and R for a roll), upper case, at most the width. */
export function cleanEntry(spec: TEntrySpec, text: string): string {
  const allowed = spec.mode === 'roll' ? /[^0-9R]/g : /[^0-9]/g;
  return text.toUpperCase().replace(allowed, '').slice(0, spec.digits);
}

/** A typed number checked alone against the play type (width, roll shape, box of one arrangement). */
export function checkEntry(playTypeId: string, spec: TEntrySpec, text: string): TSelectionCode | null {
  if (text.length !== spec.digits) return 'OUT_OF_RANGE';
  const result = evaluateSelection(playTypeId, spec.build([text]));
  return result.isValid ? null : result.code;
}

/** The selection a picker's state stands for (grid picks or typed numbers). */
export function buildSelection(
  spec: TPickerSpec,
  state: { picks: TPicks; part: string | null; entries: readonly string[] },
): unknown {
  if (spec.kind === 'grid') return spec.build(state.picks, state.part);
  return state.entries.length === 0 ? null : spec.build(state.entries);
}

/** Quick buttons on a numeric row: which option values each one ticks. */
export function quickRowValues(
  values: readonly string[],
  which: 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear',
  bigFrom: number,
): string[] {
  const numeric = (value: string) => Number(value);
  switch (which) {
    case 'all':
      return [...values];
    case 'big':
      return values.filter((value) => numeric(value) >= bigFrom);
    case 'small':
      return values.filter((value) => numeric(value) < bigFrom);
    case 'odd':
      return values.filter((value) => numeric(value) % 2 === 1);
    case 'even':
      return values.filter((value) => numeric(value) % 2 === 0);
    case 'clear':
      return [];
  }
}
