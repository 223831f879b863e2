/**
 * The geometry of the team overview's chart (bars for valid bets, a line for profit and loss over one
 * shared money axis), kept apart from drawing so it can be checked without a browser.
 */

export type TAxis = { min: number; max: number; ticks: number[] };

/** Floating-point noise (0.30000000000000004) must not reach a label. */
const tidy = (value: number) => Number(value.toPrecision(12));

/** A step of 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 5, 10].find((m) => m * power >= rough * (1 - 1e-9)) ?? 10;
  return tidy(factor * power);
}

/**
 * An axis over the values and zero, cut in about `count` nice steps: bets are never below zero, a loss
 * is; zero is always a tick, so the bars stand on it. All zeros: 0 to 1 (the chart says there was no play).
 */
export function niceAxis(values: readonly number[], count = 4): TAxis {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep((high - low) / count);
  const min = tidy(Math.floor(low / step) * step);
  const max = tidy(Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(tidy(tick));
  return { min, max, ticks };
}

export type TSlots = {
  /** The width each day gets. */
  slot: number;
  /** A bar's width: most of its slot, never wider than `maxBar`, never thinner than 2 px. */
  bar: number;
  /** The middle of day `index`. */
  centre: (index: number) => number;
};

/** Days side by side over the plot, from `left`, each centred in its slot (one day: the middle). */
export function daySlots(count: number, left: number, width: number, maxBar = 44): TSlots {
  const slot = count > 0 ? width / count : width;
  const bar = Math.max(2, Math.min(maxBar, slot * 0.62));
  return { slot, bar, centre: (index) => left + slot * index + slot / 2 };
}

/** Every how many days a date label fits under the axis without touching the next. */
export function labelEvery(count: number, width: number, labelWidth = 46): number {
  if (count <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / (width / count)));
}

/** An SVG path through the points (a lone point draws nothing: the chart marks it with a dot). */
export function linePath(points: ReadonlyArray<readonly [number, number]>): string {
  if (points.length < 2) return '';
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
}

/** The room a day chart keeps around its plot: the money axis's labels on the left, the dates below. */
export const DAY_CHART_PAD = { top: 14, right: 14, bottom: 30, left: 62 };

/**
 * A day chart's frame, `width` × `height`, over `values` and `dayCount` days: the money axis, a value's y, the day
 * slots (bars at most `maxBar` wide) and every how many days a date label goes.
 */
export function dayChartFrame(
  width: number,
  height: number,
  values: readonly number[],
  dayCount: number,
  maxBar?: number,
) {
  const pad = DAY_CHART_PAD;
  const axis = niceAxis(values);
  const plotW = Math.max(0, width - pad.left - pad.right);
  const plotH = height - pad.top - pad.bottom;
  const y = (value: number) => pad.top + ((axis.max - value) / (axis.max - axis.min)) * plotH;
  return {
    axis,
    y,
    plotH,
    slots: daySlots(dayCount, pad.left, plotW, maxBar),
    every: labelEvery(dayCount, plotW),
  };
}
