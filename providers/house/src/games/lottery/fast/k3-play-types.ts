import type { TLine, TLineHit, TLotteryResult, TPlayType } from '../lottery-types.ts';
import { readNumberSet, readRecord } from './fast-input.ts';
import { combinations, hitOn, lineRtp, pickNumber, splitPick } from './fast-math.ts';
import { k3Dice } from './k3-draw.ts';
import { bigSmallOddEven, createSideBetPlayType, type TTwoSide, TWO_SIDES } from './side-bets.ts';

/**
 * K3 (快三, three dice) play types. Every one of the 216 ordered rolls is equally likely. Exposure keys:
 * `sum:14` (the dice add up to 14), `dice:triple:5` (5 5 5), `dice:pair:5` (at least two 5s),
 * `dice:two:25` (a 2 and a 5 among the dice), `dice:three:125` (exactly 1, 2 and 5).
 */

const ROLLS: readonly (readonly number[])[] = Array.from({ length: 216 }, (_, index) => [
  Math.floor(index / 36) + 1,
  (Math.floor(index / 6) % 6) + 1,
  (index % 6) + 1,
]);

const sumOf = (dice: readonly number[]): number => dice.reduce((sum, die) => sum + die, 0);
const isTriple = (dice: readonly number[]): boolean => dice[0] === dice[1] && dice[1] === dice[2];

/** How many of the 216 rolls give each sum 3–18 (index = sum). */
export const K3_SUM_WAYS: readonly number[] = (() => {
  const ways = new Array<number>(19).fill(0);
  for (const roll of ROLLS) ways[sumOf(roll)]! += 1;
  return ways;
})();

/**
 * Each sum's default odds: 97% of fair (216 / ways), rounded down to the cent. Sums s and 21 − s are
 * equally likely and pay the same.
 */
const K3_SUM_ODDS: Readonly<Record<string, number>> = {
  'sum-3': 20952, // 1 way: 209.52, 97.00%
  'sum-4': 6984, // 3 ways: 69.84, 97.00%
  'sum-5': 3492, // 6 ways: 34.92, 97.00%
  'sum-6': 2095, // 10 ways: 20.95, 96.99%
  'sum-7': 1396, // 15 ways: 13.96, 96.94%
  'sum-8': 997, // 21 ways: 9.97, 96.93%
  'sum-9': 838, // 25 ways: 8.38, 96.99%
  'sum-10': 776, // 27 ways: 7.76, 97.00%
  'sum-11': 776,
  'sum-12': 838,
  'sum-13': 997,
  'sum-14': 1396,
  'sum-15': 2095,
  'sum-16': 3492,
  'sum-17': 6984,
  'sum-18': 20952,
};

const DIE_VALUES = { min: 1, max: 6, maxCount: 6 };

/** 和值: the sum of the three dice, 3–18; each chosen sum is a line and each sum has its own odds (~97%). */
export const k3Sum: TPlayType<{ sums: number[] }> = {
  id: 'k3.sum',
  family: 'k3',
  parse(input) {
    const record = readRecord(input, ['sums']);
    return { sums: readNumberSet(record.sums, { what: 'sums', min: 3, max: 18, minCount: 1, maxCount: 16 }) };
  },
  lines: (selection) => selection.sums.map((sum) => ({ pick: `sum:${sum}`, exposure: [`sum:${sum}`] })),
  settle(line, result) {
    const [where, what] = splitPick(line);
    const sum = pickNumber(what, 3, 18);
    if (where !== 'sum') throw new Error(`k3.sum: bad line ${line.pick}`);
    return sumOf(k3Dice(result)) === sum ? hitOn(`sum-${sum}`) : [];
  },
  defaultOdds: K3_SUM_ODDS,
  prizesOf: (line) => [`sum-${splitPick(line)[1]}`],
  unitsPerLine: 1,
  rtp: (odds) =>
    K3_SUM_WAYS.flatMap((ways, sum) => (ways > 0 ? [lineRtp(odds, `sum-${sum}`, ways, 216)] : [])),
};

/**
 * 大小单双 on the sum: big 11–17, small 4–10, and any triple loses big and small (the dealer's triple);
 * odd and even go by the sum alone, triples included. Big/small are 105/216 each and pay 2.00 (97.22%);
 * odd/even are 1/2 and pay 1.95 (97.5%).
 */
export const k3TwoSides = createSideBetPlayType<TTwoSide>({
  id: 'k3.two-sides',
  family: 'k3',
  subjects: ['sum'],
  sides: TWO_SIDES,
  outcomes: () =>
    ROLLS.map((roll) => {
      const sum = sumOf(roll);
      const [size, parity] = bigSmallOddEven(sum, 11);
      return {
        key: roll.join(''),
        exposure: `sum:${sum}`,
        weight: 1,
        sides: isTriple(roll) ? [parity] : [size, parity],
      };
    }),
  outcomeOf: (_subject, result) => k3Dice(result).join(''),
  prizeOf: (_subject, side) => side,
  defaultOdds: { big: 200, small: 200, odd: 195, even: 195 },
});

type TDiceComboSpec = {
  id: string;
  /** The pick's head and the exposure's middle: `triple`, `pair`, `two`, `three`. */
  kind: string;
  /** How many numbers one line holds, and the fewest the player must choose. */
  size: number;
  wins(dice: readonly number[], values: readonly number[]): boolean;
  /** How many of the 216 rolls one line wins on. */
  ways: number;
  oddsHundredths: number;
};

/** A play type where the player chooses dice values and every `size` of them is a line. */
function createDiceCombo(spec: TDiceComboSpec): TPlayType<{ values: number[] }> {
  const pickOf = (values: readonly number[]): string => `${spec.kind}:${values.join('')}`;
  return {
    id: spec.id,
    family: 'k3',
    parse(input) {
      const record = readRecord(input, ['values']);
      return { values: readNumberSet(record.values, { what: 'values', ...DIE_VALUES, minCount: spec.size }) };
    },
    lines: (selection) =>
      combinations(selection.values, spec.size).map((values) => ({
        pick: pickOf(values),
        exposure: [`dice:${pickOf(values)}`],
      })),
    settle: (line, result) => settleCombo(spec, line, result),
    defaultOdds: { win: spec.oddsHundredths },
    unitsPerLine: 1,
    rtp: (odds) => [lineRtp(odds, 'win', spec.ways, 216)],
  };
}

function settleCombo(spec: TDiceComboSpec, line: TLine, result: TLotteryResult): TLineHit[] {
  const [kind, what] = splitPick(line);
  const values = [...what].map((digit) => pickNumber(digit, 1, 6));
  if (kind !== spec.kind || values.length !== spec.size) throw new Error(`${spec.id}: bad line ${line.pick}`);
  return spec.wins(k3Dice(result), values) ? hitOn('win') : [];
}

const countOf = (dice: readonly number[], value: number): number =>
  dice.filter((die) => die === value).length;

/** 三同号单选: a chosen triple (5 5 5). 1 in 216, pays 209.52 (97%), the same as sum 3 or 18. */
export const k3Triple = createDiceCombo({
  id: 'k3.triple',
  kind: 'triple',
  size: 1,
  wins: (dice, [value]) => countOf(dice, value!) === 3,
  ways: 1,
  oddsHundredths: 20952,
});

/** 二同号复选: at least two dice show the chosen value (a triple of it counts). 16 in 216, pays 13.09 (96.96%). */
export const k3Pair = createDiceCombo({
  id: 'k3.pair',
  kind: 'pair',
  size: 1,
  wins: (dice, [value]) => countOf(dice, value!) >= 2,
  ways: 16,
  oddsHundredths: 1309,
});

/** 二不同号: both chosen values appear among the dice; every two chosen values are a line. 30 in 216, pays 6.98 (96.94%). */
export const k3TwoDifferent = createDiceCombo({
  id: 'k3.two-different',
  kind: 'two',
  size: 2,
  wins: (dice, [first, second]) => dice.includes(first!) && dice.includes(second!),
  ways: 30,
  oddsHundredths: 698,
});

/** 三不同号: the dice are exactly three chosen values in any order; every three chosen are a line. 6 in 216, pays 34.92 (97%). */
export const k3ThreeDifferent = createDiceCombo({
  id: 'k3.three-different',
  kind: 'three',
  size: 3,
  wins: (dice, values) => [...dice].sort((a, b) => a - b).join('') === values.join(''),
  ways: 6,
  oddsHundredths: 3492,
});

const ANY_TRIPLE_EXPOSURE = [1, 2, 3, 4, 5, 6].map((value) => `dice:triple:${value}`);

/** 三同号通选: any triple. The selection is `{}` and makes one line. 6 in 216, pays 34.92 (97%). */
export const k3AnyTriple: TPlayType<Record<string, never>> = {
  id: 'k3.any-triple',
  family: 'k3',
  parse(input) {
    readRecord(input, []);
    return {};
  },
  lines: () => [{ pick: 'triple:any', exposure: [...ANY_TRIPLE_EXPOSURE] }],
  settle(line, result) {
    if (line.pick !== 'triple:any') throw new Error(`k3.any-triple: bad line ${line.pick}`);
    return isTriple(k3Dice(result)) ? hitOn('win') : [];
  },
  defaultOdds: { win: 3492 },
  unitsPerLine: 1,
  rtp: (odds) => [lineRtp(odds, 'win', 6, 216)],
};
