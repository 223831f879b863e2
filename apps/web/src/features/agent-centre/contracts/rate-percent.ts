/**
 * Rates travel as integer basis points (1 bp = 0.01 %, decision 045); people read and type them as percentages
 * with at most two decimals. These convert between the two without floating-point rounding.
 */

/** "1.5", "1.50", "0,75" (a decimal comma, as some keyboards type it), "12": a percentage of at most 2 decimals. */
const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/** A typed percentage as basis points ("1.5" → 150), or null when it is not a plain percentage. */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Basis points as the percentage an input holds ("150" → "1.50"), two decimals, no sign. */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** Basis points as a reader's percentage with two decimals ("1.50%", "1,50 %"). */
export function formatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}
