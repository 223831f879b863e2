import { LotteryInputError, type TLine, type TLotteryResult, type TPlayType } from '../lottery-types.ts';
import { readChoice, readNumberSet, readRecord } from './fast-input.ts';
import { cartesian, combinations, distinctPermutations, hitOn, lineRtp, splitPick } from './fast-math.ts';
import { ssc5Digits } from './ssc5-draw.ts';

/**
 * 5D 2-star and 3-star play types (二星 / 三星) on consecutive positions: 2-star on the front two (p1 p2)
 * or back two (p4 p5), 3-star on the front (p1–p3), middle (p2–p4) or back three (p3–p5).
 * Direct (直选) wins when the digits match in order; group (组选) when they match in any order.
 * A line's pick and exposure name the positions and the digits: `p123:377`. A group line's pick holds its
 * digits ascending and its exposure every ordering it pays on, so direct and group lines on the same
 * ordered digits share an exposure key.
 */

const STAR_PARTS = {
  2: { front: [0, 1], back: [3, 4] },
  3: { front: [0, 1, 2], middle: [1, 2, 3], back: [2, 3, 4] },
} as const satisfies Record<2 | 3, Record<string, readonly number[]>>;

type TStars = keyof typeof STAR_PARTS;
type TPart<S extends TStars> = keyof (typeof STAR_PARTS)[S] & string;

const labelOf = (positions: readonly number[]): string => `p${positions.map((index) => index + 1).join('')}`;

/** 'p123' → [0, 1, 2], for every part of a star count. */
function positionsByLabel(stars: TStars): Map<string, readonly number[]> {
  return new Map(Object.values(STAR_PARTS[stars]).map((positions) => [labelOf(positions), positions]));
}

function readPart<S extends TStars>(input: unknown, stars: S): TPart<S> {
  return readChoice(input, Object.keys(STAR_PARTS[stars]) as TPart<S>[], 'part');
}

function partPositions(stars: TStars, part: string): readonly number[] {
  const positions = (STAR_PARTS[stars] as Record<string, readonly number[]>)[part];
  if (!positions) throw new Error(`no ${stars}-star part ${part}`);
  return positions;
}

/** The digits a line reads (the part's positions, in order) and the digits its pick names. */
function readStarLine(
  id: string,
  byLabel: Map<string, readonly number[]>,
  line: TLine,
  result: TLotteryResult,
): { drawn: string; picked: string } {
  const [where, what] = splitPick(line);
  const positions = byLabel.get(where);
  if (!positions || what.length !== positions.length || !/^\d+$/.test(what)) {
    throw new Error(`${id}: bad line ${line.pick}`);
  }
  const digits = ssc5Digits(result);
  return { drawn: positions.map((index) => digits[index]).join(''), picked: what };
}

export type TStarDirectSelection = { part: string; digits: number[][] };

/**
 * 直选复式: one set of digits per position of the part; every combination is a line (at most 100 or 1,000).
 * 2-star direct pays 97.50 (1 in 100, 97.5%); 3-star direct pays 975.00 (1 in 1,000, 97.5%).
 */
function createStarDirect(stars: TStars, oddsHundredths: number): TPlayType<TStarDirectSelection> {
  const id = `ssc5.star${stars}-direct`;
  const byLabel = positionsByLabel(stars);
  return {
    id,
    family: 'ssc5',
    parse(input) {
      const record = readRecord(input, ['part', 'digits']);
      const part = readPart(record.part, stars);
      if (!Array.isArray(record.digits) || record.digits.length !== stars) {
        throw new LotteryInputError('BAD_SELECTION', `digits must be ${stars} lists, one per position`);
      }
      const digits = record.digits.map((item: unknown, index) =>
        readNumberSet(item, { what: `digits[${index + 1}]`, min: 0, max: 9, minCount: 1, maxCount: 10 }),
      );
      return { part, digits };
    },
    lines(selection) {
      const label = labelOf(partPositions(stars, selection.part));
      return cartesian(selection.digits).map((combo) => {
        const key = `${label}:${combo.join('')}`;
        return { pick: key, exposure: [key] };
      });
    },
    settle(line, result) {
      const { drawn, picked } = readStarLine(id, byLabel, line, result);
      return drawn === picked ? hitOn('win') : [];
    },
    defaultOdds: { win: oddsHundredths },
    unitsPerLine: 1,
    rtp: (odds) => [lineRtp(odds, 'win', 1, 10 ** stars)],
  };
}

export type TStarGroupSelection = { part: string; digits: number[] };

type TStarGroupSpec = {
  id: string;
  stars: TStars;
  /** How many different digits a line holds (2-star group: 2; group 3: 2, one of them twice; group 6: 3). */
  distinct: number;
  /** The lines' digit strings (ascending) for the chosen digits. */
  groups(digits: readonly number[]): string[];
  /** How many ordered results one line wins on (its orderings). */
  orderings: number;
  oddsHundredths: number;
};

function createStarGroup(spec: TStarGroupSpec): TPlayType<TStarGroupSelection> {
  const byLabel = positionsByLabel(spec.stars);
  return {
    id: spec.id,
    family: 'ssc5',
    parse(input) {
      const record = readRecord(input, ['part', 'digits']);
      const part = readPart(record.part, spec.stars);
      const digits = readNumberSet(record.digits, {
        what: 'digits',
        min: 0,
        max: 9,
        minCount: spec.distinct,
        maxCount: 10,
      });
      return { part, digits };
    },
    lines(selection) {
      const label = labelOf(partPositions(spec.stars, selection.part));
      return spec.groups(selection.digits).map((group) => ({
        pick: `${label}:${group}`,
        exposure: distinctPermutations(group).map((ordering) => `${label}:${ordering}`),
      }));
    },
    settle(line, result) {
      const { drawn, picked } = readStarLine(spec.id, byLabel, line, result);
      if (new Set(picked).size !== spec.distinct) throw new Error(`${spec.id}: bad line ${line.pick}`);
      return [...drawn].sort().join('') === picked ? hitOn('win') : [];
    },
    defaultOdds: { win: spec.oddsHundredths },
    unitsPerLine: 1,
    rtp: (odds) => [lineRtp(odds, 'win', spec.orderings, 10 ** spec.stars)],
  };
}

export const ssc5Star2Direct = createStarDirect(2, 9750);
export const ssc5Star3Direct = createStarDirect(3, 97500);

/**
 * 二星组选: two different digits in either order on the two positions (a pair such as 33 wins nothing);
 * every two of the chosen digits are a line. 2 in 100, pays 48.75 (97.5%).
 */
export const ssc5Star2Group = createStarGroup({
  id: 'ssc5.star2-group',
  stars: 2,
  distinct: 2,
  groups: (digits) => combinations(digits, 2).map((pair) => pair.join('')),
  orderings: 2,
  oddsHundredths: 4875,
});

/**
 * 组三: the three positions show one digit twice and another once, in any order (337, 373, 733). From
 * the chosen digits every (doubled, single) pair is a line, so n digits make n × (n − 1) lines.
 * 3 in 1,000, pays 325.00 (97.5%).
 */
export const ssc5Star3Group3 = createStarGroup({
  id: 'ssc5.star3-group3',
  stars: 3,
  distinct: 2,
  groups: (digits) =>
    digits.flatMap((doubled) =>
      digits
        .filter((single) => single !== doubled)
        .map((single) => [doubled, doubled, single].sort((a, b) => a - b).join('')),
    ),
  orderings: 3,
  oddsHundredths: 32500,
});

/**
 * 组六: the three positions show three different digits in any order; every three of the chosen digits
 * are a line. 6 in 1,000, pays 162.50 (97.5%).
 */
export const ssc5Star3Group6 = createStarGroup({
  id: 'ssc5.star3-group6',
  stars: 3,
  distinct: 3,
  groups: (digits) => combinations(digits, 3).map((triple) => triple.join('')),
  orderings: 6,
  oddsHundredths: 16250,
});
