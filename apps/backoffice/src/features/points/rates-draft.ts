import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import type { TPointsRates } from '@tala/contract/loyalty/points';
import { decimalStringToMinor } from '@tala/contract/money';
import { normalizeDecimal, parseRatio, ratioText } from './points-format.ts';

/** The rates as staff type them: ratios as decimals ("0.70"), whole points per 1.00, the minimum in points. */
export type TRatesDraft = {
  categories: Record<TGameCategory, string>;
  deposit: string;
  convertPointsPerUnit: string;
  convertMinPoints: string;
};

export function ratesDraftOf(rates: TPointsRates): TRatesDraft {
  return {
    categories: Object.fromEntries(
      GAME_CATEGORIES.map((category) => [category, ratioText(rates.categories[category])]),
    ) as Record<TGameCategory, string>,
    deposit: ratioText(rates.deposit),
    convertPointsPerUnit: String(rates.convertPointsPerUnit),
    convertMinPoints: rates.convertMinPoints,
  };
}

/** Whole points that buy 1.00: 1 to 1,000,000. */
export function parsePointsPerUnit(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= 1_000_000 ? value : null;
}

/** The fewest points a conversion takes, two decimals, at least 1.00 (the server's floor). */
export function parseMinPoints(text: string): string | null {
  const normalized = normalizeDecimal(text);
  if (normalized === null) return null;
  return (decimalStringToMinor(normalized) ?? 0n) >= 100n ? normalized : null;
}

/** The body to save, or null while a field holds something the server would refuse. */
export function ratesOf(draft: TRatesDraft): TPointsRates | null {
  const categories: Partial<Record<TGameCategory, number>> = {};
  for (const category of GAME_CATEGORIES) {
    const ratio = parseRatio(draft.categories[category]);
    if (ratio === null) return null;
    categories[category] = ratio;
  }
  const deposit = parseRatio(draft.deposit);
  const convertPointsPerUnit = parsePointsPerUnit(draft.convertPointsPerUnit);
  const convertMinPoints = parseMinPoints(draft.convertMinPoints);
  if (deposit === null || convertPointsPerUnit === null || convertMinPoints === null) return null;
  return {
    categories: categories as Record<TGameCategory, number>,
    deposit,
    convertPointsPerUnit,
    convertMinPoints,
  };
}
