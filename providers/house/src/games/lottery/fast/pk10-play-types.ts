import type { TPlayType } from '../lottery-types.ts';
import { readNumberSet, readNumberSetList, readRecord } from './fast-input.ts';
import { hitOn, lineRtp, pickNumber, splitPick } from './fast-math.ts';
import { PK10_CAR_COUNT, pk10Order } from './pk10-draw.ts';
import {
  bigSmallOddEven,
  createSideBetPlayType,
  type TSideOutcome,
  type TTwoSide,
  TWO_SIDES,
} from './side-bets.ts';

/**
 * PK10 (北京赛车, ten cars) play types. Places are p1 (the winner) … p10. Any two places hold each of the
 * 90 ordered pairs of different cars equally often. Exposure keys: `p3:7` (car 7 finishes third),
 * `sum:12` (the first two cars' numbers add up to 12), `p1-p10:8-3` (car 8 first and car 3 last).
 */

const PLACES = Array.from({ length: PK10_CAR_COUNT }, (_, index) => `p${index + 1}`);
const CARS = { min: 1, max: PK10_CAR_COUNT };
/** A car is big from 6 (6–10), small 1–5. */
export const PK10_CAR_BIG_FROM = 6;
/** The first-two sum is big from 12 (12–19), small 3–11: big 20/45, small 25/45. */
export const PK10_SUM_BIG_FROM = 12;

/** Every ordered pair of different cars (90). */
const CAR_PAIRS: ReadonlyArray<readonly [number, number]> = Array.from({ length: 100 }, (_, index) => {
  return [Math.floor(index / 10) + 1, (index % 10) + 1] as const;
}).filter(([first, second]) => first !== second);

/** How many of the 90 ordered (winner, runner-up) pairs give each first-two sum 3–19 (index = sum). */
export const PK10_SUM_WAYS: readonly number[] = (() => {
  const ways = new Array<number>(20).fill(0);
  for (const [first, second] of CAR_PAIRS) ways[first + second]! += 1;
  return ways;
})();

/** 定位: car X finishes in place N; every chosen car in every place is a line. 1 in 10, pays 9.75 (97.5%). */
export const pk10Position: TPlayType<{ cars: number[][] }> = {
  id: 'pk10.position',
  family: 'pk10',
  parse(input) {
    const record = readRecord(input, ['cars']);
    const spec = { what: 'cars', ...CARS, minCount: 0, maxCount: PK10_CAR_COUNT };
    return { cars: readNumberSetList(record.cars, PK10_CAR_COUNT, spec) };
  },
  lines: (selection) =>
    selection.cars.flatMap((cars, index) =>
      cars.map((car) => {
        const key = `p${index + 1}:${car}`;
        return { pick: key, exposure: [key] };
      }),
    ),
  settle(line, result) {
    const [where, what] = splitPick(line);
    const place = PLACES.indexOf(where);
    if (place < 0) throw new Error(`pk10.position: bad line ${line.pick}`);
    return pk10Order(result)[place] === pickNumber(what, 1, PK10_CAR_COUNT) ? hitOn('win') : [];
  },
  defaultOdds: { win: 975 },
  unitsPerLine: 1,
  rtp: (odds) => [lineRtp(odds, 'win', 1, 10)],
};

/**
 * 冠亚和: the winner's and the runner-up's numbers add up to the chosen sum (3–19); each chosen sum is a
 * line with its own odds, 97.5% of fair rounded down to the cent.
 */
export const pk10FirstTwoSum: TPlayType<{ sums: number[] }> = {
  id: 'pk10.first-two-sum',
  family: 'pk10',
  parse(input) {
    const record = readRecord(input, ['sums']);
    return { sums: readNumberSet(record.sums, { what: 'sums', min: 3, max: 19, minCount: 1, maxCount: 17 }) };
  },
  lines: (selection) => selection.sums.map((sum) => ({ pick: `sum:${sum}`, exposure: [`sum:${sum}`] })),
  settle(line, result) {
    const [where, what] = splitPick(line);
    const sum = pickNumber(what, 3, 19);
    if (where !== 'sum') throw new Error(`pk10.first-two-sum: bad line ${line.pick}`);
    const order = pk10Order(result);
    return order[0]! + order[1]! === sum ? hitOn(`sum-${sum}`) : [];
  },
  defaultOdds: {
    'sum-3': 4387, // 2 of 90: 43.87, 97.49%
    'sum-4': 4387,
    'sum-5': 2193, // 4 of 90: 21.93, 97.47%
    'sum-6': 2193,
    'sum-7': 1462, // 6 of 90: 14.62, 97.47%
    'sum-8': 1462,
    'sum-9': 1096, // 8 of 90: 10.96, 97.42%
    'sum-10': 1096,
    'sum-11': 877, // 10 of 90: 8.77, 97.44%
    'sum-12': 1096,
    'sum-13': 1096,
    'sum-14': 1462,
    'sum-15': 1462,
    'sum-16': 2193,
    'sum-17': 2193,
    'sum-18': 4387,
    'sum-19': 4387,
  },
  prizesOf: (line) => [`sum-${splitPick(line)[1]}`],
  unitsPerLine: 1,
  rtp: (odds) =>
    PK10_SUM_WAYS.flatMap((ways, sum) =>
      ways > 0 ? [lineRtp(odds, `sum-${sum}`, ways, CAR_PAIRS.length)] : [],
    ),
};

function pk10TwoSideOutcomes(subject: string): TSideOutcome[] {
  if (subject === 'sum') {
    return PK10_SUM_WAYS.flatMap((weight, sum) =>
      weight > 0
        ? [
            {
              key: `sum:${sum}`,
              exposure: `sum:${sum}`,
              weight,
              sides: bigSmallOddEven(sum, PK10_SUM_BIG_FROM),
            },
          ]
        : [],
    );
  }
  return Array.from({ length: PK10_CAR_COUNT }, (_, index) => ({
    key: `${subject}:${index + 1}`,
    exposure: `${subject}:${index + 1}`,
    weight: 1,
    sides: bigSmallOddEven(index + 1, PK10_CAR_BIG_FROM),
  }));
}

/**
 * 两面: big/small (big 6–10) and odd/even of the car in each place, each 1/2, paying 1.95 (97.5%); and of
 * the first-two sum (big 12–19, small 3–11): big and even 20/45 pay 2.19 (97.33%), small and odd 25/45
 * pay 1.75 (97.22%).
 */
export const pk10TwoSides = createSideBetPlayType<TTwoSide>({
  id: 'pk10.two-sides',
  family: 'pk10',
  subjects: [...PLACES, 'sum'],
  sides: TWO_SIDES,
  outcomes: pk10TwoSideOutcomes,
  outcomeOf: (subject, result) => {
    const order = pk10Order(result);
    if (subject === 'sum') return `sum:${order[0]! + order[1]!}`;
    return `${subject}:${order[PLACES.indexOf(subject)]}`;
  },
  prizeOf: (subject, side) => (subject === 'sum' ? `sum-${side}` : side),
  defaultOdds: {
    big: 195,
    small: 195,
    odd: 195,
    even: 195,
    'sum-big': 219,
    'sum-small': 175,
    'sum-odd': 175,
    'sum-even': 219,
  },
});

/** The five duels: place k against place 11 − k. */
const DUELS = [1, 2, 3, 4, 5].map((place) => ({
  subject: `${place}v${11 - place}`,
  place,
  rival: 11 - place,
}));

const duelOf = (subject: string): (typeof DUELS)[number] => {
  const duel = DUELS.find((candidate) => candidate.subject === subject);
  if (!duel) throw new Error(`pk10.dragon-tiger: no duel ${subject}`);
  return duel;
};

/**
 * 龙虎: in each duel (1v10, 2v9, 3v8, 4v7, 5v6) dragon wins when the car in the first place has the higher
 * number, tiger when the other does; there is no tie. Each 1/2, paying 1.95 (97.5%).
 */
export const pk10DragonTiger = createSideBetPlayType<'dragon' | 'tiger'>({
  id: 'pk10.dragon-tiger',
  family: 'pk10',
  subjects: DUELS.map((duel) => duel.subject),
  sides: ['dragon', 'tiger'],
  outcomes: (subject) => {
    const { place, rival } = duelOf(subject);
    return CAR_PAIRS.map(([dragon, tiger]) => {
      const key = `p${place}-p${rival}:${dragon}-${tiger}`;
      return { key, exposure: key, weight: 1, sides: [dragon > tiger ? 'dragon' : 'tiger'] };
    });
  },
  outcomeOf: (subject, result) => {
    const { place, rival } = duelOf(subject);
    const order = pk10Order(result);
    return `p${place}-p${rival}:${order[place - 1]}-${order[rival - 1]}`;
  },
  prizeOf: (_subject, side) => side,
  defaultOdds: { dragon: 195, tiger: 195 },
});
