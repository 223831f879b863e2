/**
 * The geometry of my income's chart: a bar a day, its kinds stacked one on another from zero in a fixed
 * order, on one money axis (overview/chart-scale's). Kept apart from drawing so it can be checked without a
 * browser.
 */

export type TSegment = { index: number; from: number; to: number };

/**
 * A day's amounts (in the kinds' order) as segments from zero up; kinds with nothing that day leave no segment.
 * A negative amount (a correction) does not push the stack down: income bars only grow.
 */
export function stackDay(amounts: readonly number[]): TSegment[] {
  const segments: TSegment[] = [];
  let top = 0;
  amounts.forEach((amount, index) => {
    if (!(amount > 0)) return;
    segments.push({ index, from: top, to: top + amount });
    top += amount;
  });
  return segments;
}

/** The tallest day's stack: where the axis must reach. */
export function tallestDay(days: ReadonlyArray<readonly number[]>): number {
  return Math.max(0, ...days.map((amounts) => stackDay(amounts).at(-1)?.to ?? 0));
}
