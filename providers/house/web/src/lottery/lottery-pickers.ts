/**
 * How the page lets a player pick for each play type, and the selection JSON it builds: exactly the shape
 * the play type's `parse` reads (src/games/lottery/**; the tests run every builder through the real
 * `parse` and `lines`). Two kinds of picker: a grid of toggles in rows (digits per position, cars per
 * place, sums, dice, sides, the 00–99 board) and typed numbers (3- and 4-digit bets, boxes, rolls).
 */

export type TPickOption = {
  value: string;
  /** Literal text (a digit, a number) or, when `isKey`, a translation key. */
  label: string;
  isKey?: boolean;
};

export type TPickRow = {
  key: string;
  /** Translation key of the row's name ('' when the picker has a single unnamed row). */
  labelKey: string;
  options: readonly TPickOption[];
  /** Numeric rows get quick buttons (all, big, small, odd, even, clear); big from this value up. */
  bigFrom?: number;
};

/** What the player ticked: option values per row key. */
export type TPicks = Readonly<Record<string, readonly string[]>>;

export type TQuickPickRule = { rows: 'one' | 'each'; count: number };

export type TGridSpec = {
  kind: 'grid';
  /** How the options look: digit balls, car plates, dice faces, sum balls, side chips, the 00–99 board. */
  look: 'digit' | 'car' | 'dice' | 'sum' | 'side' | 'board';
  rows: readonly TPickRow[];
  /** Star bets read front/middle/back positions: the part is chosen first. */
  parts?: readonly string[];
  build(picks: TPicks, part: string | null): unknown;
  quick: TQuickPickRule;
};

export type TEntrySpec = {
  kind: 'entry';
  /** Digits of each number; a roll is four characters with one R. */
  digits: 3 | 4;
  mode: 'straight' | 'box' | 'roll';
  /** At most this many numbers in one selection (the play type's own maximum). */
  maxNumbers: number;
  build(numbers: readonly string[]): unknown;
  quick: TQuickPickRule;
};

export type TPickerSpec = TGridSpec | TEntrySpec;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const numberOptions = (from: number, to: number, width = 1): TPickOption[] =>
  range(from, to).map((value) => ({ value: String(value), label: String(value).padStart(width, '0') }));
const sideOptions = (sides: readonly string[]): TPickOption[] =>
  sides.map((side) => ({ value: side, label: `lottery.sides.${side}`, isKey: true }));

const TWO_SIDES = ['big', 'small', 'odd', 'even'] as const;
const DIGITS = numberOptions(0, 9);
const CARS = numberOptions(1, 10);
const DICE = numberOptions(1, 6);
const BOARD = numberOptions(0, 99, 2);

const numbersOf = (picks: TPicks, key: string): number[] =>
  (picks[key] ?? []).map(Number).sort((a, b) => a - b);

/** Side maps: only the subjects with a side ticked (the play types refuse an empty list). */
function sideMap(
  picks: TPicks,
  subjects: readonly string[],
  sides: readonly string[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const subject of subjects) {
    const chosen = sides.filter((side) => picks[subject]?.includes(side));
    if (chosen.length > 0) out[subject] = chosen;
  }
  return out;
}

function positionRows(
  family: 'ssc5' | 'pk10',
  count: number,
  options: TPickOption[],
  bigFrom: number,
): TPickRow[] {
  return range(1, count).map((place) => ({
    key: `p${place}`,
    labelKey: `lottery.rows.${family}.p${place}`,
    options,
    bigFrom,
  }));
}

function sideRows(
  family: 'ssc5' | 'pk10' | 'k3',
  subjects: readonly string[],
  sides: readonly string[],
): TPickRow[] {
  return subjects.map((subject) => ({
    key: subject,
    labelKey: `lottery.rows.${family}.${subject}`,
    options: sideOptions(sides),
  }));
}

const singleRow = (options: TPickOption[], bigFrom?: number): TPickRow[] => [
  { key: 'n', labelKey: '', options, ...(bigFrom === undefined ? {} : { bigFrom }) },
];
const ONE = { rows: 'one', count: 1 } as const;

// ------------------------------------------------------------------------------------------------ 5D

const SSC5_POSITIONS = range(1, 5).map((place) => `p${place}`);
const STAR_PARTS: Readonly<Record<2 | 3, readonly string[]>> = {
  2: ['front', 'back'],
  3: ['front', 'middle', 'back'],
};
const STAR_DIRECT_ROWS: Readonly<Record<2 | 3, TPickRow[]>> = {
  2: range(1, 2).map((k) => ({
    key: `d${k}`,
    labelKey: `lottery.rows.star.d${k}`,
    options: DIGITS,
    bigFrom: 5,
  })),
  3: range(1, 3).map((k) => ({
    key: `d${k}`,
    labelKey: `lottery.rows.star.d${k}`,
    options: DIGITS,
    bigFrom: 5,
  })),
};

function starDirect(stars: 2 | 3): TGridSpec {
  const rows = STAR_DIRECT_ROWS[stars];
  return {
    kind: 'grid',
    look: 'digit',
    rows,
    parts: STAR_PARTS[stars],
    build: (picks, part) => ({ part, digits: rows.map((row) => numbersOf(picks, row.key)) }),
    quick: { rows: 'each', count: 1 },
  };
}

function starGroup(stars: 2 | 3, minDigits: number): TGridSpec {
  return {
    kind: 'grid',
    look: 'digit',
    rows: singleRow(DIGITS, 5),
    parts: STAR_PARTS[stars],
    build: (picks, part) => ({ part, digits: numbersOf(picks, 'n') }),
    quick: { rows: 'one', count: minDigits },
  };
}

const SSC5_SPECS: Record<string, TPickerSpec> = {
  'ssc5.position': {
    kind: 'grid',
    look: 'digit',
    rows: positionRows('ssc5', 5, DIGITS, 5),
    build: (picks) => ({ digits: SSC5_POSITIONS.map((key) => numbersOf(picks, key)) }),
    quick: ONE,
  },
  'ssc5.two-sides': {
    kind: 'grid',
    look: 'side',
    rows: sideRows('ssc5', [...SSC5_POSITIONS, 'sum'], TWO_SIDES),
    build: (picks) => sideMap(picks, [...SSC5_POSITIONS, 'sum'], TWO_SIDES),
    quick: ONE,
  },
  'ssc5.dragon-tiger': {
    kind: 'grid',
    look: 'side',
    rows: sideRows('ssc5', ['1v5'], ['dragon', 'tiger', 'tie']),
    build: (picks) => sideMap(picks, ['1v5'], ['dragon', 'tiger', 'tie']),
    quick: ONE,
  },
  'ssc5.star2-direct': starDirect(2),
  'ssc5.star2-group': starGroup(2, 2),
  'ssc5.star3-direct': starDirect(3),
  'ssc5.star3-group3': starGroup(3, 2),
  'ssc5.star3-group6': starGroup(3, 3),
};

// ------------------------------------------------------------------------------------------------ K3

function diceSpec(field: 'values', minValues: number): TGridSpec {
  return {
    kind: 'grid',
    look: 'dice',
    rows: singleRow(DICE),
    build: (picks) => ({ [field]: numbersOf(picks, 'n') }),
    quick: { rows: 'one', count: minValues },
  };
}

const K3_SPECS: Record<string, TPickerSpec> = {
  'k3.sum': {
    kind: 'grid',
    look: 'sum',
    rows: singleRow(numberOptions(3, 18), 11),
    build: (picks) => ({ sums: numbersOf(picks, 'n') }),
    quick: ONE,
  },
  'k3.two-sides': {
    kind: 'grid',
    look: 'side',
    rows: sideRows('k3', ['sum'], TWO_SIDES),
    build: (picks) => sideMap(picks, ['sum'], TWO_SIDES),
    quick: ONE,
  },
  'k3.triple': diceSpec('values', 1),
  'k3.any-triple': {
    kind: 'grid',
    look: 'side',
    rows: [
      {
        key: 'any',
        labelKey: '',
        options: [{ value: 'any', label: 'lottery.sides.anyTriple', isKey: true }],
      },
    ],
    // The bet has no numbers: ticking it is the whole selection.
    build: (picks) => ((picks.any ?? []).length > 0 ? {} : null),
    quick: ONE,
  },
  'k3.pair': diceSpec('values', 1),
  'k3.two-different': diceSpec('values', 2),
  'k3.three-different': diceSpec('values', 3),
};

// ---------------------------------------------------------------------------------------------- PK10

const PK10_PLACES = range(1, 10).map((place) => `p${place}`);
const PK10_DUELS = ['1v10', '2v9', '3v8', '4v7', '5v6'];

const PK10_SPECS: Record<string, TPickerSpec> = {
  'pk10.position': {
    kind: 'grid',
    look: 'car',
    rows: positionRows('pk10', 10, CARS, 6),
    build: (picks) => ({ cars: PK10_PLACES.map((key) => numbersOf(picks, key)) }),
    quick: ONE,
  },
  'pk10.two-sides': {
    kind: 'grid',
    look: 'side',
    rows: sideRows('pk10', [...PK10_PLACES, 'sum'], TWO_SIDES),
    build: (picks) => sideMap(picks, [...PK10_PLACES, 'sum'], TWO_SIDES),
    quick: ONE,
  },
  'pk10.first-two-sum': {
    kind: 'grid',
    look: 'sum',
    rows: singleRow(numberOptions(3, 19), 12),
    build: (picks) => ({ sums: numbersOf(picks, 'n') }),
    quick: ONE,
  },
  'pk10.dragon-tiger': {
    kind: 'grid',
    look: 'side',
    rows: sideRows('pk10', PK10_DUELS, ['dragon', 'tiger']),
    build: (picks) => sideMap(picks, PK10_DUELS, ['dragon', 'tiger']),
    quick: ONE,
  },
};

// ------------------------------------------------------------------------------ Vietnam and 4D (numbers)

/** The 00–99 board (lô 2 số, đề, xiên, trượt): numbers as 2-digit strings, as the sheet prints them. */
function boardSpec(count: number): TGridSpec {
  return {
    kind: 'grid',
    look: 'board',
    rows: singleRow(BOARD, 50),
    build: (picks) => ({ numbers: [...(picks.n ?? [])].map((v) => v.padStart(2, '0')).sort() }),
    quick: { rows: 'one', count },
  };
}

/** Đề đầu / đuôi: one digit, 0–9. */
const HEAD_TAIL: TGridSpec = {
  kind: 'grid',
  look: 'digit',
  rows: singleRow(DIGITS, 5),
  build: (picks) => ({ numbers: [...(picks.n ?? [])].sort() }),
  quick: ONE,
};

function entrySpec(digits: 3 | 4, mode: TEntrySpec['mode'], maxNumbers: number): TEntrySpec {
  return {
    kind: 'entry',
    digits,
    mode,
    maxNumbers,
    build: (numbers) => ({ numbers: [...numbers] }),
    quick: ONE,
  };
}

function vnSpec(name: string): TPickerSpec | undefined {
  if (name === 'lo2' || name === 'de' || name === 'de-giai-nhat' || name === 'de-giai-tam')
    return boardSpec(1);
  if (name === 'de-dau' || name === 'de-duoi') return HEAD_TAIL;
  if (name === 'lo3' || name === 'ba-cang') return entrySpec(3, 'straight', 100);
  if (name === 'lo4') return entrySpec(4, 'straight', 100);
  const xien = /^xien([234])$/.exec(name);
  if (xien) return boardSpec(Number(xien[1]));
  const truot = /^truot(\d+)$/.exec(name);
  if (truot) return boardSpec(Number(truot[1]));
  return undefined;
}

function seaSpec(name: string): TPickerSpec | undefined {
  if (name === 'big' || name === 'small') return entrySpec(4, 'straight', 50);
  if (/^(big|small)-(box|ibox)$/.test(name)) return entrySpec(4, 'box', 10);
  if (/^(big|small)-roll$/.test(name)) return entrySpec(4, 'roll', 1);
  if (name === '3d-abc' || name === '3d-a') return entrySpec(3, 'straight', 50);
  return undefined;
}

const FAST_SPECS: Record<string, TPickerSpec> = { ...SSC5_SPECS, ...K3_SPECS, ...PK10_SPECS };

/** The picker of a play type id, or undefined for one this page does not know (it is then not offered). */
export function pickerOf(playTypeId: string): TPickerSpec | undefined {
  const fast = FAST_SPECS[playTypeId];
  if (fast) return fast;
  const [family, name = ''] = playTypeId.split('.');
  if (family === 'vn-north' || family === 'vn-regional') return vnSpec(name);
  if (family === 'sea-4d') return seaSpec(name);
  return undefined;
}
