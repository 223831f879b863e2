import type { TLine, TLineHit } from '../lottery-types.ts';

/** Every k-element subset of `items`, in lexicographic order of positions (stable line order). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const chosen: T[] = [];
  const walk = (start: number): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let index = start; index <= items.length - (k - chosen.length); index++) {
      chosen.push(items[index]!);
      walk(index + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}

/** Every ordered arrangement of a digit string, without repeats ("337" → 337, 373, 733), sorted. */
export function distinctPermutations(text: string): string[] {
  if (text.length <= 1) return [text];
  const out = new Set<string>();
  for (let index = 0; index < text.length; index++) {
    const rest = text.slice(0, index) + text.slice(index + 1);
    for (const tail of distinctPermutations(rest)) out.add(text[index]! + tail);
  }
  return [...out].sort();
}

/** The cartesian product of per-slot choices ([[1, 2], [3]] → [[1, 3], [2, 3]]), first slot slowest. */
export function cartesian(slots: readonly (readonly number[])[]): number[][] {
  let out: number[][] = [[]];
  for (const slot of slots) out = out.flatMap((prefix) => slot.map((value) => [...prefix, value]));
  return out;
}

/** A line's two halves, `<where>:<what>`. Lines come only from this folder, so a bad one is a bug. */
export function splitPick(line: TLine): [string, string] {
  const parts = line.pick.split(':');
  if (parts.length !== 2) throw new Error(`not a fast-draw line: ${line.pick}`);
  return [parts[0]!, parts[1]!];
}

/** A whole number written in a line's pick (its own lines only, so anything else is a bug). */
export function pickNumber(text: string, min: number, max: number): number {
  const value = /^(0|[1-9]\d?)$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) throw new Error(`bad number in a fast-draw line: ${text}`);
  return value;
}

/** The odds of a prize from an odds table (the operator's or the defaults); a missing one is a setup bug. */
export function oddsOf(odds: Readonly<Record<string, number>>, prize: string): number {
  const value = odds[prize];
  if (value === undefined || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`no valid odds for prize "${prize}"`);
  }
  return value;
}

/** One line's RTP: P(win) × decimal odds (the odds are hundredths, stake included). */
export function lineRtp(
  odds: Readonly<Record<string, number>>,
  prize: string,
  wins: number,
  outOf: number,
): { option: string; rtp: number } {
  return { option: prize, rtp: (wins / outOf) * (oddsOf(odds, prize) / 100) };
}

/** A line that won one prize once (every fast-draw line wins at most one prize, once). */
export function hitOn(prize: string): TLineHit[] {
  return [{ prize, hits: 1 }];
}
