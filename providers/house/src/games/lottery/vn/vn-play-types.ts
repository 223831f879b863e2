import type { TLine, TLineHit, TLotteryResult, TPlayType, TVnPrize } from '../lottery-types.ts';
import { countPrizesWithDigits, type TVnFamily } from './vn-draw.ts';
import { probabilityAllAppear, probabilityNoneAppears, VN_DEFAULT_ODDS } from './vn-odds.ts';
import { combinations, parseNumberList, type TNumberSelection } from './vn-selection.ts';

export type TVnPlayType = TPlayType<TNumberSelection>;

/** A slip of single numbers may name every number of a 2-digit bet; wider bets are capped at as many. */
const MAX_SINGLE_NUMBERS = 100;
/** Xiên: C(10, 4) = 210 lines at most. */
const MAX_XIEN_NUMBERS = 10;
/** Lô trượt: C(12, 6) = 924 lines at most. */
const MAX_TRUOT_NUMBERS = 12;

function sheetOf(result: TLotteryResult, family: TVnFamily): TVnPrize[] {
  if ((result.family !== 'vn-north' && result.family !== 'vn-regional') || result.family !== family) {
    throw new Error(`a ${family} line was settled against a ${result.family} result`);
  }
  return result.prizes;
}

function oddsOf(odds: Readonly<Record<string, number>>, prize: string): number {
  const value = odds[prize];
  if (value === undefined) throw new RangeError(`no odds for ${prize}`);
  return value;
}

function defaultOddsOf(family: TVnFamily, prize: string): Readonly<Record<string, number>> {
  return { [prize]: oddsOf(VN_DEFAULT_ODDS[family], prize) };
}

function hitOrNothing(prize: string, hits: number): TLineHit[] {
  return hits > 0 ? [{ prize, hits }] : [];
}

/** The distinct last-two-digit endings on a sheet (what xiên and trượt look at). */
function endingsOf(prizes: readonly TVnPrize[]): Set<string> {
  const endings = new Set<string>();
  for (const { numbers } of prizes) for (const number of numbers) endings.add(number.slice(-2));
  return endings;
}

/**
 * Lô N số: one line per chosen N-digit number, paid once for each prize on the sheet whose last N
 * digits are that number (a number drawn twice pays twice). Bought per point of `unitsPerLine` units, one
 * per prize it can hit (North 27/23/20, regional 18/17/16 for 2/3/4 số), so its RTP is odds / 10^N.
 */
export function createLoPlayType(family: TVnFamily, digits: 2 | 3 | 4): TVnPlayType {
  const prize = `lo${digits}`;
  const units = countPrizesWithDigits(family, digits);
  return {
    id: `${family}.${prize}`,
    family,
    parse: (input) => parseNumberList(input, { digits, min: 1, max: MAX_SINGLE_NUMBERS }),
    lines: (selection) =>
      selection.numbers.map((number) => ({ pick: number, exposure: [`${prize}:${number}`] })),
    settle: (line, result) => {
      let hits = 0;
      for (const { numbers } of sheetOf(result, family)) {
        for (const number of numbers) if (number.length >= digits && number.endsWith(line.pick)) hits += 1;
      }
      return hitOrNothing(prize, hits);
    },
    defaultOdds: defaultOddsOf(family, prize),
    unitsPerLine: units,
    rtp: (odds) => [{ option: prize, rtp: (units * 10 ** -digits * oddsOf(odds, prize)) / 100 / units }],
  };
}

/** A bet on part of one single-number tier: đề, its đầu/đuôi digit, 3 càng, đề giải nhất / giải tám. */
export type TTierBet = {
  name: string;
  tier: 'special' | 'first' | 'eighth';
  /** How many digits the player picks. */
  digits: number;
  /** The digits of the drawn number the pick is compared with. */
  part: (number: string) => string;
};

export const lastDigits =
  (count: number) =>
  (number: string): string =>
    number.slice(-count);

/** A tier bet: one line per chosen number, won when the tier's number shows it; probability 10^-digits. */
export function createTierPlayType(family: TVnFamily, bet: TTierBet): TVnPlayType {
  const max = Math.min(MAX_SINGLE_NUMBERS, 10 ** bet.digits);
  return {
    id: `${family}.${bet.name}`,
    family,
    parse: (input) => parseNumberList(input, { digits: bet.digits, min: 1, max }),
    lines: (selection) =>
      selection.numbers.map((number) => ({ pick: number, exposure: [`${bet.name}:${number}`] })),
    settle: (line, result) => {
      const tier = sheetOf(result, family).find((prize) => prize.tier === bet.tier);
      if (tier === undefined) throw new Error(`${family} has no ${bet.tier} prize`);
      return hitOrNothing(bet.name, tier.numbers.filter((number) => bet.part(number) === line.pick).length);
    },
    defaultOdds: defaultOddsOf(family, bet.name),
    unitsPerLine: 1,
    rtp: (odds) => [{ option: bet.name, rtp: (10 ** -bet.digits * oddsOf(odds, bet.name)) / 100 }],
  };
}

function combinationLines(selection: TNumberSelection, size: number, key: string): TLine[] {
  return combinations(selection.numbers, size).map((numbers) => ({
    pick: numbers.join(','),
    exposure: numbers.map((number) => `${key}:${number}`),
  }));
}

/**
 * Xiên K: K lô numbers that must all appear (as last two digits, anywhere on the sheet); paid once. A
 * slip of more numbers stands for every K-combination of them, each its own line.
 */
export function createXienPlayType(family: TVnFamily, size: 2 | 3 | 4): TVnPlayType {
  const prize = `xien${size}`;
  const prizes = countPrizesWithDigits(family, 2);
  return {
    id: `${family}.${prize}`,
    family,
    parse: (input) => parseNumberList(input, { digits: 2, min: size, max: MAX_XIEN_NUMBERS }),
    // Exposure under the lô keys: a xiên costs the house exactly when its lô numbers come.
    lines: (selection) => combinationLines(selection, size, 'lo2'),
    settle: (line, result) => {
      const endings = endingsOf(sheetOf(result, family));
      return hitOrNothing(prize, line.pick.split(',').every((number) => endings.has(number)) ? 1 : 0);
    },
    defaultOdds: defaultOddsOf(family, prize),
    unitsPerLine: 1,
    rtp: (odds) => [{ option: prize, rtp: (probabilityAllAppear(size, prizes) * oddsOf(odds, prize)) / 100 }],
  };
}

/** Lô trượt (xiên trượt) K: K lô numbers none of which may appear on the sheet; combinations as xiên. */
export function createTruotPlayType(family: TVnFamily, size: number): TVnPlayType {
  const prize = `truot${size}`;
  const prizes = countPrizesWithDigits(family, 2);
  return {
    id: `${family}.${prize}`,
    family,
    parse: (input) => parseNumberList(input, { digits: 2, min: size, max: MAX_TRUOT_NUMBERS }),
    lines: (selection) => combinationLines(selection, size, 'truot'),
    settle: (line, result) => {
      const endings = endingsOf(sheetOf(result, family));
      return hitOrNothing(prize, line.pick.split(',').some((number) => endings.has(number)) ? 0 : 1);
    },
    defaultOdds: defaultOddsOf(family, prize),
    unitsPerLine: 1,
    rtp: (odds) => [
      { option: prize, rtp: (probabilityNoneAppears(size, prizes) * oddsOf(odds, prize)) / 100 },
    ],
  };
}
