import type { TLotteryResult, TPlayType } from '../lottery-types.ts';
import { readNumberSetList, readRecord } from './fast-input.ts';
import { hitOn, lineRtp, pickNumber, splitPick } from './fast-math.ts';
import {
  bigSmallOddEven,
  createSideBetPlayType,
  type TSideOutcome,
  type TTwoSide,
  TWO_SIDES,
} from './side-bets.ts';
import { SSC5_POSITION_COUNT, ssc5Digits } from './ssc5-draw.ts';

/**
 * 5D (時時彩) single-position and two-sided play types. Positions are named p1 (ten-thousands) … p5 (units).
 * Exposure keys: `p3:7` (digit 7 at position 3), `sum:23` (the five digits add up to 23), `p15:73`
 * (position 1 reads 7 and position 5 reads 3).
 */

const POSITIONS = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
const DIGITS = { what: 'digits', min: 0, max: 9, minCount: 0, maxCount: 10 };
/** Big is 23–45, small 0–22: the sum is symmetric about 22.5, so big and small are each exactly 1/2. */
export const SSC5_SUM_BIG_FROM = 23;
/** Big digit 5–9, small 0–4. */
export const SSC5_DIGIT_BIG_FROM = 5;

export type TSsc5PositionSelection = { digits: number[][] };

/** 定位胆: one digit at one position; every chosen digit at every position is its own line. Pays 9.75 (97.5%). */
export const ssc5Position: TPlayType<TSsc5PositionSelection> = {
  id: 'ssc5.position',
  family: 'ssc5',
  parse(input) {
    const record = readRecord(input, ['digits']);
    return { digits: readNumberSetList(record.digits, SSC5_POSITION_COUNT, DIGITS) };
  },
  lines: (selection) =>
    selection.digits.flatMap((digits, index) =>
      digits.map((digit) => {
        const key = `p${index + 1}:${digit}`;
        return { pick: key, exposure: [key] };
      }),
    ),
  settle(line, result) {
    const [where, what] = splitPick(line);
    const position = POSITIONS.indexOf(where as (typeof POSITIONS)[number]);
    if (position < 0) throw new Error(`ssc5.position: bad line ${line.pick}`);
    return ssc5Digits(result)[position] === pickNumber(what, 0, 9) ? hitOn('win') : [];
  },
  defaultOdds: { win: 975 },
  unitsPerLine: 1,
  rtp: (odds) => [lineRtp(odds, 'win', 1, 10)],
};

/** How many of the 100,000 results have each digit sum 0–45 (sum of five independent digits). */
export const SSC5_SUM_WAYS: readonly number[] = (() => {
  let ways = [1];
  for (let position = 0; position < SSC5_POSITION_COUNT; position++) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit++) next[sum + digit]! += count;
    });
    ways = next;
  }
  return ways;
})();

function ssc5TwoSideOutcomes(subject: string): TSideOutcome[] {
  if (subject === 'sum') {
    return SSC5_SUM_WAYS.map((weight, sum) => ({
      key: `sum:${sum}`,
      exposure: `sum:${sum}`,
      weight,
      sides: bigSmallOddEven(sum, SSC5_SUM_BIG_FROM),
    }));
  }
  return Array.from({ length: 10 }, (_, digit) => ({
    key: `${subject}:${digit}`,
    exposure: `${subject}:${digit}`,
    weight: 1,
    sides: bigSmallOddEven(digit, SSC5_DIGIT_BIG_FROM),
  }));
}

function ssc5SubjectValue(subject: string, result: TLotteryResult): string {
  const digits = ssc5Digits(result);
  if (subject === 'sum') return `sum:${digits.reduce((sum, digit) => sum + digit, 0)}`;
  return `${subject}:${digits[POSITIONS.indexOf(subject as (typeof POSITIONS)[number])]}`;
}

/**
 * 两面: big/small and odd/even of each position's digit (big 5–9) and of the sum of all five (big 23–45,
 * small 0–22). Every side is exactly 1/2; all pay 1.95 (97.5%). The sum's sides are their own prizes
 * (`sum-big`…) so an operator can price them apart from the positions'.
 */
export const ssc5TwoSides = createSideBetPlayType<TTwoSide>({
  id: 'ssc5.two-sides',
  family: 'ssc5',
  subjects: [...POSITIONS, 'sum'],
  sides: TWO_SIDES,
  outcomes: ssc5TwoSideOutcomes,
  outcomeOf: ssc5SubjectValue,
  prizeOf: (subject, side) => (subject === 'sum' ? `sum-${side}` : side),
  defaultOdds: {
    big: 195,
    small: 195,
    odd: 195,
    even: 195,
    'sum-big': 195,
    'sum-small': 195,
    'sum-odd': 195,
    'sum-even': 195,
  },
});

const DRAGON_TIGER_SIDES = ['dragon', 'tiger', 'tie'] as const;

/**
 * 龙虎和: position 1 (dragon) against position 5 (tiger). Dragon wins when p1 > p5, tiger when p1 < p5,
 * tie when equal; on a tie, dragon and tiger bets lose (they are not refunded). Dragon and tiger are
 * 45/100 each and pay 2.17 (97.65%); tie is 10/100 and pays 9.75 (97.5%).
 */
export const ssc5DragonTiger = createSideBetPlayType<(typeof DRAGON_TIGER_SIDES)[number]>({
  id: 'ssc5.dragon-tiger',
  family: 'ssc5',
  subjects: ['1v5'],
  sides: DRAGON_TIGER_SIDES,
  outcomes: () =>
    Array.from({ length: 100 }, (_, pair) => {
      const dragon = Math.floor(pair / 10);
      const tiger = pair % 10;
      const side = dragon > tiger ? 'dragon' : dragon < tiger ? 'tiger' : 'tie';
      return { key: `p15:${dragon}${tiger}`, exposure: `p15:${dragon}${tiger}`, weight: 1, sides: [side] };
    }),
  outcomeOf: (_subject, result) => {
    const digits = ssc5Digits(result);
    return `p15:${digits[0]}${digits[4]}`;
  },
  prizeOf: (_subject, side) => side,
  defaultOdds: { dragon: 217, tiger: 217, tie: 975 },
});
