import { describe, expect, it } from 'vitest';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import { payoutCents, type TLotteryResult, type TPlayType } from '../lottery-types.ts';
import { FAST_PLAY_TYPES } from './fast-lottery.ts';

/**
 * Property test: random slips against random results, settled two ways. Through the play types (parse →
 * lines → settle → payoutCents per hit), and by a brute-force evaluator below that reads the raw slip
 * and the result directly, counts lines by formula and wins by the rules as the README states them,
 * sharing no code with the play types (only their odds tables, which are data).
 */

type TRandom = () => number;
const int = (random: TRandom, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));
const choose = (n: number, k: number): number => {
  let out = 1;
  for (let i = 0; i < k; i++) out = (out * (n - i)) / (i + 1);
  return out;
};

/** A random subset of [min, max] in random order, of size ≥ atLeast; half the time it holds `include`. */
function randomSet(random: TRandom, min: number, max: number, atLeast: number, include?: number[]): number[] {
  const chance = random();
  const chosen = new Set<number>();
  for (let value = min; value <= max; value++) if (random() < chance) chosen.add(value);
  if (include && random() < 0.5) for (const value of include) chosen.add(value);
  for (let value = min; chosen.size < atLeast; value++) chosen.add(value);
  return [...chosen].sort(() => random() - 0.5);
}

function randomSides(random: TRandom, subjects: string[], sides: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const subject of subjects) {
    const picked = sides.filter(() => random() < 0.3);
    if (picked.length > 0) out[subject] = picked;
  }
  if (Object.keys(out).length === 0) out[subjects[0]!] = [sides[0]!];
  return out;
}

/**
 * A random result; a third of them drawn from only two symbols (5D) or forced to a triple or a pair (K3),
 * so that groups, triples and pairs, rare in uniform draws, are settled often.
 */
function randomResult(family: string, random: TRandom): TLotteryResult {
  const narrow = random() < 1 / 3;
  if (family === 'ssc5') {
    const alphabet = narrow ? [int(random, 0, 9), int(random, 0, 9)] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    return {
      family,
      digits: Array.from({ length: 5 }, () => alphabet[int(random, 0, alphabet.length - 1)]!),
    };
  }
  if (family === 'k3') {
    const dice = Array.from({ length: 3 }, () => int(random, 1, 6));
    if (narrow) dice[1] = dice[0]!;
    if (narrow && random() < 0.5) dice[2] = dice[0]!;
    return { family, dice: dice.sort(() => random() - 0.5) };
  }
  const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    .map((car) => ({ car, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.car);
  return { family: 'pk10', order };
}

const PARTS: Record<string, Record<string, number[]>> = {
  2: { front: [0, 1], back: [3, 4] },
  3: { front: [0, 1, 2], middle: [1, 2, 3], back: [2, 3, 4] },
};
const SIDES = ['big', 'small', 'odd', 'even'];
const POSITIONS = ['p1', 'p2', 'p3', 'p4', 'p5'];
const PLACES = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'];

/** A random valid slip for a play type, often including what the result drew so that lines win. */
function randomSlip(id: string, random: TRandom, result: TLotteryResult): unknown {
  const digits = result.family === 'ssc5' ? result.digits : [];
  const dice = result.family === 'k3' ? result.dice : [];
  const order = result.family === 'pk10' ? result.order : [];
  const stars = id.includes('star2') ? 2 : 3;
  const part = Object.keys(PARTS[stars]!)[int(random, 0, stars - 1)]!;
  const partDigits = (PARTS[stars]![part] ?? []).map((index) => digits[index]!);
  const sumOfDice = dice.reduce((sum, die) => sum + die, 0);
  const slips: Record<string, () => unknown> = {
    'ssc5.position': () => ({ digits: digits.map((digit) => randomSet(random, 0, 9, 0, [digit])) }),
    'ssc5.two-sides': () => randomSides(random, [...POSITIONS, 'sum'], SIDES),
    'ssc5.dragon-tiger': () => randomSides(random, ['1v5'], ['dragon', 'tiger', 'tie']),
    'ssc5.star2-direct': () => ({
      part,
      digits: partDigits.map((digit) => randomSet(random, 0, 9, 1, [digit])),
    }),
    'ssc5.star3-direct': () => ({
      part,
      digits: partDigits.map((digit) => randomSet(random, 0, 9, 1, [digit])),
    }),
    'ssc5.star2-group': () => ({ part, digits: randomSet(random, 0, 9, 2, partDigits) }),
    'ssc5.star3-group3': () => ({ part, digits: randomSet(random, 0, 9, 2, partDigits) }),
    'ssc5.star3-group6': () => ({ part, digits: randomSet(random, 0, 9, 3, partDigits) }),
    'k3.sum': () => ({ sums: randomSet(random, 3, 18, 1, [sumOfDice]) }),
    'k3.two-sides': () => randomSides(random, ['sum'], SIDES),
    'k3.triple': () => ({ values: randomSet(random, 1, 6, 1, dice) }),
    'k3.any-triple': () => ({}),
    'k3.pair': () => ({ values: randomSet(random, 1, 6, 1, dice) }),
    'k3.two-different': () => ({ values: randomSet(random, 1, 6, 2, dice) }),
    'k3.three-different': () => ({ values: randomSet(random, 1, 6, 3, dice) }),
    'pk10.position': () => ({ cars: order.map((car) => randomSet(random, 1, 10, 0, [car])) }),
    'pk10.two-sides': () => randomSides(random, [...PLACES, 'sum'], SIDES),
    'pk10.first-two-sum': () => ({ sums: randomSet(random, 3, 19, 1, [order[0]! + order[1]!]) }),
    'pk10.dragon-tiger': () => randomSides(random, ['1v10', '2v9', '3v8', '4v7', '5v6'], ['dragon', 'tiger']),
  };
  const make = slips[id];
  if (!make) throw new Error(`no slip generator for ${id}`);
  const slip = make();
  // An all-empty position list would be refused; put one number in the first slot.
  if (id.endsWith('.position')) {
    const lists = Object.values(slip as Record<string, number[][]>)[0]!;
    if (lists.every((list) => list.length === 0)) lists[0]!.push(id.startsWith('pk10') ? 1 : 0);
  }
  return slip;
}

type TBrute = { lines: number; wins: Array<{ prize: string; count: number }> };

/** The rules, read straight off the slip and the result. */
function bruteForce(id: string, slip: Record<string, unknown>, result: TLotteryResult): TBrute {
  const family = id.split('.')[0];
  if (family === 'ssc5' && result.family === 'ssc5') return bruteSsc5(id, slip, result.digits);
  if (family === 'k3' && result.family === 'k3') return bruteK3(id, slip, result.dice);
  if (family === 'pk10' && result.family === 'pk10') return brutePk10(id, slip, result.order);
  throw new Error(`no brute force for ${id}`);
}

const win = (prize: string, count = 1) => (count > 0 ? [{ prize, count }] : []);

function twoSided(
  slip: Record<string, unknown>,
  sideWins: (subject: string, side: string) => [boolean, string],
) {
  let lines = 0;
  const wins: TBrute['wins'] = [];
  for (const [subject, sides] of Object.entries(slip as Record<string, string[]>)) {
    for (const side of sides) {
      lines += 1;
      const [won, prize] = sideWins(subject, side);
      if (won) wins.push({ prize, count: 1 });
    }
  }
  return { lines, wins };
}

function sizeParity(value: number, bigFrom: number, side: string): boolean {
  return side === 'big'
    ? value >= bigFrom
    : side === 'small'
      ? value < bigFrom
      : (value % 2 === 1) === (side === 'odd');
}

function bruteSsc5(id: string, slip: Record<string, unknown>, digits: number[]): TBrute {
  const sum = digits[0]! + digits[1]! + digits[2]! + digits[3]! + digits[4]!;
  if (id === 'ssc5.position') {
    const lists = slip.digits as number[][];
    const hits = lists.filter((list, position) => list.includes(digits[position]!)).length;
    return { lines: lists.reduce((total, list) => total + list.length, 0), wins: win('win', hits) };
  }
  if (id === 'ssc5.two-sides') {
    return twoSided(slip, (subject, side) =>
      subject === 'sum'
        ? [sizeParity(sum, 23, side), `sum-${side}`]
        : [sizeParity(digits[Number(subject[1]) - 1]!, 5, side), side],
    );
  }
  if (id === 'ssc5.dragon-tiger') {
    const [dragon, tiger] = [digits[0]!, digits[4]!];
    const outcome = dragon > tiger ? 'dragon' : dragon < tiger ? 'tiger' : 'tie';
    return twoSided(slip, (_subject, side) => [side === outcome, side]);
  }
  const stars = id.includes('star2') ? 2 : 3;
  const drawn = PARTS[stars]![slip.part as string]!.map((index) => digits[index]!);
  if (id.endsWith('-direct')) {
    const lists = slip.digits as number[][];
    const lines = lists.reduce((total, list) => total * list.length, 1);
    return { lines, wins: win('win', lists.every((list, index) => list.includes(drawn[index]!)) ? 1 : 0) };
  }
  const chosen = slip.digits as number[];
  const distinct = new Set(drawn);
  const allChosen = drawn.every((digit) => chosen.includes(digit));
  const n = chosen.length;
  if (id === 'ssc5.star2-group')
    return { lines: choose(n, 2), wins: win('win', distinct.size === 2 && allChosen ? 1 : 0) };
  if (id === 'ssc5.star3-group3')
    return { lines: n * (n - 1), wins: win('win', distinct.size === 2 && allChosen ? 1 : 0) };
  return { lines: choose(n, 3), wins: win('win', distinct.size === 3 && allChosen ? 1 : 0) };
}

function bruteK3(id: string, slip: Record<string, unknown>, dice: number[]): TBrute {
  const sum = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const values = (slip.values ?? slip.sums ?? []) as number[];
  const distinctDrawn = new Set(dice);
  switch (id) {
    case 'k3.sum':
      return { lines: values.length, wins: values.includes(sum) ? win(`sum-${sum}`) : [] };
    case 'k3.two-sides':
      return twoSided(slip, (_subject, side) => {
        if ((side === 'big' || side === 'small') && triple) return [false, side];
        return [
          side === 'big' ? sum >= 11 : side === 'small' ? sum <= 10 : (sum % 2 === 1) === (side === 'odd'),
          side,
        ];
      });
    case 'k3.triple':
      return { lines: values.length, wins: win('win', triple && values.includes(dice[0]!) ? 1 : 0) };
    case 'k3.any-triple':
      return { lines: 1, wins: win('win', triple ? 1 : 0) };
    case 'k3.pair':
      return {
        lines: values.length,
        wins: win('win', values.filter((v) => dice.filter((d) => d === v).length >= 2).length),
      };
    case 'k3.two-different': {
      const present = values.filter((value) => distinctDrawn.has(value)).length;
      return { lines: choose(values.length, 2), wins: win('win', choose(present, 2)) };
    }
    default: {
      const exact = distinctDrawn.size === 3 && dice.every((die) => values.includes(die));
      return { lines: choose(values.length, 3), wins: win('win', exact ? 1 : 0) };
    }
  }
}

function brutePk10(id: string, slip: Record<string, unknown>, order: number[]): TBrute {
  const sum = order[0]! + order[1]!;
  if (id === 'pk10.position') {
    const lists = slip.cars as number[][];
    const hits = lists.filter((list, place) => list.includes(order[place]!)).length;
    return { lines: lists.reduce((total, list) => total + list.length, 0), wins: win('win', hits) };
  }
  if (id === 'pk10.first-two-sum') {
    const sums = slip.sums as number[];
    return { lines: sums.length, wins: sums.includes(sum) ? win(`sum-${sum}`) : [] };
  }
  if (id === 'pk10.two-sides') {
    return twoSided(slip, (subject, side) =>
      subject === 'sum'
        ? [sizeParity(sum, 12, side), `sum-${side}`]
        : [sizeParity(order[Number(subject.slice(1)) - 1]!, 6, side), side],
    );
  }
  return twoSided(slip, (subject, side) => {
    const [place, rival] = subject.split('v').map(Number);
    const dragonWins = order[place! - 1]! > order[rival! - 1]!;
    return [dragonWins === (side === 'dragon'), side];
  });
}

function settleThroughPlayType(
  playType: TPlayType,
  slip: unknown,
  result: TLotteryResult,
  stakeCents: number,
) {
  const lines = playType.lines(playType.parse(slip));
  let winCents = 0;
  for (const line of lines) {
    for (const hit of playType.settle(line, result)) {
      winCents += payoutCents(stakeCents, playType.defaultOdds[hit.prize]!, hit.hits);
    }
  }
  return { lines: lines.length, winCents };
}

describe('fast-draw settlement against a brute-force evaluator', () => {
  it('when 1,500 random slips per play type meet random results, then line counts and wins agree exactly and the canonical selection re-reads as itself', () => {
    const random = createSeededFloatSource(20_261_126);
    for (const playType of FAST_PLAY_TYPES) {
      let winningSlips = 0;
      for (let round = 0; round < 1500; round++) {
        const result = randomResult(playType.family, random);
        const slip = randomSlip(playType.id, random, result);
        const stakeCents = int(random, 1, 50_000);
        const brute = bruteForce(playType.id, slip as Record<string, unknown>, result);
        // Rounded up to the cent per line, as the rules page says: ⌈stake × odds / 100⌉ for each winning line.
        const bruteCents = brute.wins.reduce(
          (total, { prize, count }) =>
            total + count * Math.ceil((stakeCents * playType.defaultOdds[prize]!) / 100),
          0,
        );
        const actual = settleThroughPlayType(playType, slip, result, stakeCents);
        // What is stored on the bet is the canonical selection: reading it again changes nothing.
        const canonical = playType.parse(slip);
        expect(playType.parse(JSON.parse(JSON.stringify(canonical)))).toEqual(canonical);
        const label = `${playType.id} ${JSON.stringify(slip)} vs ${JSON.stringify(result)}`;
        expect(actual, label).toEqual({ lines: brute.lines, winCents: bruteCents });
        if (bruteCents > 0) winningSlips += 1;
      }
      // The generator aims slips at the result often enough that wins are exercised, not just losses.
      expect(winningSlips, playType.id).toBeGreaterThan(100);
    }
  }, 120_000);
});
