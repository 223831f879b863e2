import {
  LotteryInputError,
  type TLineHit,
  type TLotteryResult,
  type TPlayType,
  type TResultOf,
} from '../lottery-types.ts';
import {
  finishNumberList,
  parseDigitNumber,
  parseNumberList,
  readNumberField,
  type TNumberSelection,
} from '../vn/vn-selection.ts';
import { SEA_4D_NUMBERS, SEA_4D_TIERS, type TSea4dTier, tierNumbers } from './sea-draw.ts';
import { iboxOdds, SEA_BIG_ODDS, SEA_PERMUTATION_COUNTS, SEA_SMALL_ODDS } from './sea-odds.ts';

export type TSeaPlayType = TPlayType<TNumberSelection>;
export type TSea4dSize = 'big' | 'small';
type TTierOdds = Readonly<Partial<Record<TSea4dTier, number>>>;

const STRAIGHT_ODDS: Readonly<Record<TSea4dSize, TTierOdds>> = { big: SEA_BIG_ODDS, small: SEA_SMALL_ODDS };
const TIER_COUNT = new Map<string, number>(SEA_4D_TIERS.map(({ tier, count }) => [tier, count]));
const MAX_STRAIGHT_NUMBERS = 50;
/** Boxes of 10 numbers are 240 lines at most. */
const MAX_BOX_NUMBERS = 10;

function resultOf(result: TLotteryResult): TResultOf<'sea-4d'> {
  if (result.family !== 'sea-4d')
    throw new Error(`a sea-4d line was settled against a ${result.family} result`);
  return result;
}

function oddsOf(odds: Readonly<Record<string, number>>, prize: string): number {
  const value = odds[prize];
  if (value === undefined) throw new RangeError(`no odds for ${prize}`);
  return value;
}

/** The tiers a table pays on: those it has odds for (Small has no starter or consolation). */
const tiersOf = (odds: TTierOdds): string[] => Object.keys(odds);

/** Each tier (of `tiers`) with a number that `matches`, and how many of its numbers do. */
function tierHits(
  result: TLotteryResult,
  tiers: readonly string[],
  matches: (n: string) => boolean,
): TLineHit[] {
  const hits: TLineHit[] = [];
  for (const { tier, numbers } of tierNumbers(resultOf(result))) {
    if (!tiers.includes(tier)) continue;
    const count = numbers.filter(matches).length;
    if (count > 0) hits.push({ prize: tier, hits: count });
  }
  return hits;
}

/** RTP of one 4D number on a table: each tier slot holds any given number with probability 1/10,000. */
function straightRtp(odds: Readonly<Record<string, number>>, tiers: readonly string[]): number {
  let total = 0;
  for (const tier of tiers) total += ((TIER_COUNT.get(tier) ?? 0) * oddsOf(odds, tier)) / 100;
  return total / SEA_4D_NUMBERS;
}

export const sortDigits = (number: string): string => [...number].sort().join('');

/** The different numbers made of a number's four digits, ascending: 24, 12, 6, 4 or 1 of them. */
export function permutationsOf(number: string): string[] {
  const out = new Set<string>();
  const build = (prefix: string, rest: string): void => {
    if (rest.length === 0) out.add(prefix);
    for (let index = 0; index < rest.length; index++) {
      build(prefix + rest[index], rest.slice(0, index) + rest.slice(index + 1));
    }
  };
  build('', number);
  return [...out].sort();
}

/** Reads box numbers: canonical as their digits ascending (1231 and 3211 are the same box). */
function parseBoxNumbers(input: unknown): TNumberSelection {
  const numbers = readNumberField(input, MAX_BOX_NUMBERS).map((value) => {
    const digits = sortDigits(parseDigitNumber(value, 4));
    if (permutationsOf(digits).length === 1) {
      throw new LotteryInputError('BAD_SELECTION', `${digits} has one arrangement only: bet it straight`);
    }
    return digits;
  });
  return finishNumberList(numbers, 1);
}

const straightLine = (number: string) => ({ pick: number, exposure: [`4d:${number}`] });

/** Big or Small on chosen 4D numbers, one line each: Big pays on all five tiers, Small on the top three. */
export function createStraightPlayType(size: TSea4dSize): TSeaPlayType {
  const odds = STRAIGHT_ODDS[size];
  return {
    id: `sea-4d.${size}`,
    family: 'sea-4d',
    parse: (input) => parseNumberList(input, { digits: 4, min: 1, max: MAX_STRAIGHT_NUMBERS }),
    lines: (selection) => selection.numbers.map(straightLine),
    settle: (line, result) => tierHits(result, tiersOf(odds), (number) => number === line.pick),
    defaultOdds: odds,
    unitsPerLine: 1,
    rtp: (current) => [{ option: size, rtp: straightRtp(current, tiersOf(odds)) }],
  };
}

/** Box ("system entry"): every different arrangement of the digits is its own straight line. */
export function createBoxPlayType(size: TSea4dSize): TSeaPlayType {
  const odds = STRAIGHT_ODDS[size];
  return {
    id: `sea-4d.${size}-box`,
    family: 'sea-4d',
    parse: parseBoxNumbers,
    lines: (selection) => selection.numbers.flatMap((digits) => permutationsOf(digits).map(straightLine)),
    settle: (line, result) => tierHits(result, tiersOf(odds), (number) => number === line.pick),
    defaultOdds: odds,
    unitsPerLine: 1,
    rtp: (current) =>
      SEA_PERMUTATION_COUNTS.map((count) => ({
        option: `box-${count}`,
        rtp: straightRtp(current, tiersOf(odds)),
      })),
  };
}

/**
 * i-Box: one line on every arrangement at once, paying the straight prize divided by the number of
 * arrangements (odds keyed `<tier>/<arrangements>`); arrangements drawn in several tiers each pay.
 */
export function createIboxPlayType(size: TSea4dSize): TSeaPlayType {
  const tiers = tiersOf(STRAIGHT_ODDS[size]);
  return {
    id: `sea-4d.${size}-ibox`,
    family: 'sea-4d',
    parse: parseBoxNumbers,
    lines: (selection) =>
      selection.numbers.map((digits) => ({
        pick: digits,
        exposure: permutationsOf(digits).map((number) => `4d:${number}`),
      })),
    settle: (line, result) => {
      const arrangements = permutationsOf(line.pick).length;
      return tierHits(result, tiers, (number) => sortDigits(number) === line.pick).map(({ prize, hits }) => ({
        prize: `${prize}/${arrangements}`,
        hits,
      }));
    },
    defaultOdds: iboxOdds(STRAIGHT_ODDS[size]),
    unitsPerLine: 1,
    prizesOf: (line) => tiers.map((tier) => `${tier}/${permutationsOf(line.pick).length}`),
    rtp: (current) =>
      SEA_PERMUTATION_COUNTS.map((count) => {
        const divided = Object.fromEntries(tiers.map((tier) => [tier, oddsOf(current, `${tier}/${count}`)]));
        return { option: `ibox-${count}`, rtp: count * straightRtp(divided, tiers) };
      }),
  };
}

/** Reads a roll: four characters, one of them R (the rolled position), the others digits: "12R4". */
function parseRollNumber(value: unknown): string {
  if (typeof value !== 'string' || value.length > 16 || !/^[0-9Rr]+$/.test(value)) {
    throw new LotteryInputError('BAD_SELECTION', 'a roll is four characters: digits and one R');
  }
  if (value.length !== 4) throw new LotteryInputError('OUT_OF_RANGE', 'a roll has four positions');
  const rolled = value.toUpperCase();
  if (rolled.split('R').length !== 2)
    throw new LotteryInputError('BAD_SELECTION', 'a roll rolls exactly one position');
  return rolled;
}

/** Roll: one position runs through 0–9, ten straight lines ("12R4" is 1204, 1214, …, 1294). */
export function createRollPlayType(size: TSea4dSize): TSeaPlayType {
  const odds = STRAIGHT_ODDS[size];
  return {
    id: `sea-4d.${size}-roll`,
    family: 'sea-4d',
    parse: (input) => finishNumberList(readNumberField(input, 1).map(parseRollNumber), 1),
    lines: (selection) =>
      selection.numbers.flatMap((roll) =>
        Array.from({ length: 10 }, (_, digit) => straightLine(roll.replace('R', String(digit)))),
      ),
    settle: (line, result) => tierHits(result, tiersOf(odds), (number) => number === line.pick),
    defaultOdds: odds,
    unitsPerLine: 1,
    rtp: (current) => [{ option: 'roll', rtp: straightRtp(current, tiersOf(odds)) }],
  };
}

/** 3D: three digits against the last three of the tiers in `odds` ("ABC": first, second, third; "A": first). */
export function createThreeDigitPlayType(name: string, odds: TTierOdds): TSeaPlayType {
  const tiers = tiersOf(odds);
  return {
    id: `sea-4d.${name}`,
    family: 'sea-4d',
    parse: (input) => parseNumberList(input, { digits: 3, min: 1, max: MAX_STRAIGHT_NUMBERS }),
    lines: (selection) => selection.numbers.map((number) => ({ pick: number, exposure: [`3d:${number}`] })),
    settle: (line, result) => tierHits(result, tiers, (number) => number.slice(-3) === line.pick),
    defaultOdds: odds,
    unitsPerLine: 1,
    // Each of the top prizes ends in any given three digits with probability 1/1,000.
    rtp: (current) => [
      { option: name, rtp: tiers.reduce((sum, tier) => sum + oddsOf(current, tier) / 100, 0) / 1000 },
    ],
  };
}
