import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../../fair/float-source.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import { payoutCents, type TResultOf } from '../lottery-types.ts';
import { SEA_PLAY_TYPES } from './sea-lottery.ts';
import { SEA_3D_A_ODDS, SEA_3D_ABC_ODDS, SEA_BIG_ODDS, SEA_SMALL_ODDS } from './sea-odds.ts';

const TRIALS = 20_000;
type TResult = TResultOf<'sea-4d'>;
type TTable = Readonly<Record<string, number | undefined>>;

const randomBelow = (source: TFloatSource, n: number): number => Math.floor(source() * n);

const digitText = (source: TFloatSource, length: number, alphabet: number): string =>
  Array.from({ length }, () => String(randomBelow(source, alphabet))).join('');

/** 23 different numbers from the digits 0…alphabet − 1 (alphabet ≥ 3: 81 numbers), so boxes hit often. */
function randomResult(source: TFloatSource, alphabet: number): TResult {
  const numbers = new Set<string>();
  while (numbers.size < 23) numbers.add(digitText(source, 4, alphabet));
  const list = [...numbers];
  return {
    family: 'sea-4d',
    first: list[0]!,
    second: list[1]!,
    third: list[2]!,
    starter: list.slice(3, 13),
    consolation: list.slice(13),
  };
}

/** The result slot by slot, with the tier each slot pays. */
const slotsOf = (result: TResult): Array<[string, string]> => [
  ['first', result.first],
  ['second', result.second],
  ['third', result.third],
  ...result.starter.map((number): [string, string] => ['starter', number]),
  ...result.consolation.map((number): [string, string] => ['consolation', number]),
];

/** Every arrangement of a number's digits, by choosing four different positions (not the play types' recursion). */
function arrangements(number: string): string[] {
  const out = new Set<string>();
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let c = 0; c < 4; c++)
        for (let d = 0; d < 4; d++)
          if (new Set([a, b, c, d]).size === 4) out.add(`${number[a]}${number[b]}${number[c]}${number[d]}`);
  return [...out];
}

/** The rules of each bet written out again, independently of the play types: the win of a slip in cents. */
function bruteForceWin(id: string, picks: readonly string[], result: TResult, stake: number): number {
  const name = id.slice('sea-4d.'.length);
  const table: TTable = name.startsWith('small') ? SEA_SMALL_ODDS : SEA_BIG_ODDS;
  const pay = (odds: number | undefined): number =>
    odds === undefined ? 0 : Math.ceil((stake * odds) / 100);
  const straight = (number: string): number =>
    slotsOf(result).reduce((sum, [tier, drawn]) => sum + (drawn === number ? pay(table[tier]) : 0), 0);
  let total = 0;
  for (const pick of picks) {
    if (name === 'big' || name === 'small') total += straight(pick);
    else if (name.endsWith('-box') && !name.endsWith('ibox')) {
      for (const number of arrangements(pick)) total += straight(number);
    } else if (name.endsWith('-ibox')) {
      const all = arrangements(pick);
      for (const [tier, drawn] of slotsOf(result)) {
        const odds = table[tier];
        if (all.includes(drawn) && odds !== undefined) total += pay(Math.floor(odds / all.length));
      }
    } else if (name.endsWith('-roll')) {
      for (let digit = 0; digit < 10; digit++) total += straight(pick.replace(/r/i, String(digit)));
    } else {
      const threeD: TTable = name === '3d-abc' ? SEA_3D_ABC_ODDS : SEA_3D_A_ODDS;
      for (const [tier, drawn] of slotsOf(result)) if (drawn.endsWith(pick)) total += pay(threeD[tier]);
    }
  }
  return total;
}

/** A random slip the play type must accept: boxes need two different digits, a roll one R. */
function randomPicks(source: TFloatSource, id: string, alphabet: number): string[] {
  const picks = new Set<string>();
  if (id.endsWith('-roll')) {
    const roll = [...digitText(source, 4, alphabet)];
    roll[randomBelow(source, 4)] = source() < 0.5 ? 'R' : 'r';
    return [roll.join('')];
  }
  const width = id.includes('3d') ? 3 : 4;
  // Two digits make only three boxes (0001, 0011, 0111): widen the alphabet rather than loop for a fourth.
  const digits = id.endsWith('box') && alphabet < 3 ? 3 : alphabet;
  const count = 1 + randomBelow(source, 5);
  while (picks.size < count) {
    const number = digitText(source, width, digits);
    const sorted = [...number].sort().join('');
    const isBox = id.endsWith('box');
    if (
      isBox &&
      (new Set(number).size === 1 || [...picks].some((pick) => [...pick].sort().join('') === sorted))
    ) {
      continue;
    }
    picks.add(number);
  }
  return [...picks];
}

describe('4D settlement', () => {
  it('when random slips are settled against random results, then the play types pay what the brute-force rules pay', () => {
    const source = createSeededFloatSource(4_444);
    let winningTrials = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const type = SEA_PLAY_TYPES[randomBelow(source, SEA_PLAY_TYPES.length)]!;
      const result = randomResult(source, 3 + randomBelow(source, 3));
      const picks = randomPicks(source, type.id, 2 + randomBelow(source, 4));
      const stake = 1 + randomBelow(source, 1000);
      let paid = 0;
      for (const line of type.lines(type.parse({ numbers: picks }))) {
        for (const hit of type.settle(line, result))
          paid += payoutCents(stake, type.defaultOdds[hit.prize]!, hit.hits);
      }
      const expected = bruteForceWin(type.id, picks, result, stake);
      expect(paid, `${type.id} ${picks.join(',')} ${JSON.stringify(result)}`).toBe(expected);
      if (expected > 0) winningTrials += 1;
    }
    expect(winningTrials).toBeGreaterThan(TRIALS / 5);
  });
});
