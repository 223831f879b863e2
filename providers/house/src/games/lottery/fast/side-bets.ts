import type { TLine, TLineHit, TLotteryFamily, TLotteryResult, TPlayType } from '../lottery-types.ts';
import { readSideMap } from './fast-input.ts';
import { hitOn, oddsOf, splitPick } from './fast-math.ts';

/**
 * Two-sided bets (big/small/odd/even, dragon/tiger/tie): a subject of the result (a position, a sum, a duel)
 * and a side of it. Every family's two-sided play types are built from one table per subject: each value the
 * subject can take, how many equally likely results give it, and which sides it wins. Lines, settlement,
 * exposure and RTP all read that one table, so they cannot disagree with each other; the tests check the
 * table against the draws by enumeration.
 */
export type TSideOutcome = {
  /** What `outcomeOf` answers for a result giving this value (unique per subject). */
  key: string;
  /** The exposure key the value stands for (several outcomes may share one, e.g. k3 dice with one sum). */
  exposure: string;
  /** How many of the family's equally likely results give this value (only ratios matter). */
  weight: number;
  /** The sides that win on this value. */
  sides: readonly string[];
};

export type TSideSelection<TSide extends string> = Record<string, TSide[]>;

export type TSideBetSpec<TSide extends string> = {
  id: string;
  family: TLotteryFamily;
  subjects: readonly string[];
  sides: readonly TSide[];
  outcomes(subject: string): readonly TSideOutcome[];
  outcomeOf(subject: string, result: TLotteryResult): string;
  prizeOf(subject: string, side: TSide): string;
  defaultOdds: Readonly<Record<string, number>>;
};

export function createSideBetPlayType<TSide extends string>(
  spec: TSideBetSpec<TSide>,
): TPlayType<TSideSelection<TSide>> {
  const tables = new Map(
    spec.subjects.map((subject) => [
      subject,
      new Map(spec.outcomes(subject).map((outcome) => [outcome.key, outcome])),
    ]),
  );
  const tableOf = (subject: string): Map<string, TSideOutcome> => {
    const table = tables.get(subject);
    if (!table) throw new Error(`${spec.id}: unknown subject ${subject}`);
    return table;
  };
  // Every slip of this play type draws its lines from this small set (subjects × sides): build each once.
  const lineCache = new Map<string, TLine>();
  const lineOf = (subject: string, side: TSide): TLine => {
    const pick = `${subject}:${side}`;
    const line = lineCache.get(pick) ?? sideLine(subject, side, tableOf(subject));
    lineCache.set(pick, line);
    return { pick: line.pick, exposure: [...line.exposure] };
  };
  return {
    id: spec.id,
    family: spec.family,
    parse: (input) => readSideMap(input, spec.subjects, spec.sides),
    lines: (selection) =>
      spec.subjects.flatMap((subject) => (selection[subject] ?? []).map((side) => lineOf(subject, side))),
    settle: (line, result) => settleSide(spec, tableOf, line, result),
    defaultOdds: spec.defaultOdds,
    unitsPerLine: 1,
    prizesOf: (line) => {
      const [subject, side] = splitPick(line);
      return [spec.prizeOf(subject, side as TSide)];
    },
    rtp: (odds) => sideRtp(spec, tableOf, odds),
  };
}

function sideLine(subject: string, side: string, table: Map<string, TSideOutcome>): TLine {
  const exposure = new Set<string>();
  for (const outcome of table.values()) if (outcome.sides.includes(side)) exposure.add(outcome.exposure);
  return { pick: `${subject}:${side}`, exposure: [...exposure] };
}

function settleSide<TSide extends string>(
  spec: TSideBetSpec<TSide>,
  tableOf: (subject: string) => Map<string, TSideOutcome>,
  line: TLine,
  result: TLotteryResult,
): TLineHit[] {
  const [subject, side] = splitPick(line);
  if (!(spec.sides as readonly string[]).includes(side)) throw new Error(`${spec.id}: bad line ${line.pick}`);
  const key = spec.outcomeOf(subject, result);
  const outcome = tableOf(subject).get(key);
  if (!outcome) throw new Error(`${spec.id}: ${subject} read an impossible value ${key}`);
  return outcome.sides.includes(side) ? hitOn(spec.prizeOf(subject, side as TSide)) : [];
}

/** One entry per prize; subjects sharing a prize must share its chance (else one odds could not fit both). */
function sideRtp<TSide extends string>(
  spec: TSideBetSpec<TSide>,
  tableOf: (subject: string) => Map<string, TSideOutcome>,
  odds: Readonly<Record<string, number>>,
): Array<{ option: string; rtp: number }> {
  const chanceOf = new Map<string, number>();
  for (const subject of spec.subjects) {
    const outcomes = [...tableOf(subject).values()];
    const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
    for (const side of spec.sides) {
      const wins = outcomes.filter((outcome) => outcome.sides.includes(side));
      const chance = wins.reduce((sum, outcome) => sum + outcome.weight, 0) / total;
      const prize = spec.prizeOf(subject, side);
      const known = chanceOf.get(prize);
      if (known !== undefined && Math.abs(known - chance) > 1e-12) {
        throw new Error(`${spec.id}: prize ${prize} has different chances on different subjects`);
      }
      chanceOf.set(prize, chance);
    }
  }
  return [...chanceOf].map(([prize, chance]) => ({
    option: prize,
    rtp: (chance * oddsOf(odds, prize)) / 100,
  }));
}

/** Big/small/odd/even of a value: big from `bigFrom` up, small below it; odd/even by parity. */
export function bigSmallOddEven(value: number, bigFrom: number): ['big' | 'small', 'odd' | 'even'] {
  return [value >= bigFrom ? 'big' : 'small', value % 2 === 1 ? 'odd' : 'even'];
}

export const TWO_SIDES = ['big', 'small', 'odd', 'even'] as const;
export type TTwoSide = (typeof TWO_SIDES)[number];
