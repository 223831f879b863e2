import '../../db/schema-points.ts';
import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import type { TPointsRatios } from '@tala/contract/loyalty/points';
import type { TDb } from '../../db/database.ts';

/** The merchant's points rates in the units the ledger keeps (hundredths of a point). */
export type TPointsRateTable = {
  /** Points (hundredths) per 1.00 of valid bet, by category. */
  categories: TPointsRatios;
  /** Points (hundredths) per 1.00 deposited. */
  deposit: number;
  /** Whole points that buy 1.00 of money. */
  convertPointsPerUnit: number;
  /** The fewest points (hundredths) one conversion takes. */
  convertMinPoints: bigint;
};

/**
 * Until staff set their own: the navigation's labels of seed 001 §9 (LIVE 0.70, SPORTS 1.00, FISH 1.20, RNG 1.20,
 * PVP 1.00, COCKFIGHT 1.00), 1.00 for the categories the seed does not label, 0.10 a peso deposited, and 100 points
 * buy 1.00 (so a point a peso of sports gives back 1 %, the usual scale of Asian malls).
 */
const SEED_LABELS: Partial<Record<TGameCategory, number>> = {
  LIVE: 70,
  SPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
  COCKFIGHT: 100,
};
export const DEFAULT_POINTS_RATES: TPointsRateTable = {
  categories: Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, SEED_LABELS[category] ?? 100]),
  ) as TPointsRatios,
  deposit: 10,
  convertPointsPerUnit: 100,
  convertMinPoints: 10_000n,
};

export async function readPointsRates(db: TDb, merchantId: number): Promise<TPointsRateTable> {
  const row = await db
    .selectFrom('points_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_POINTS_RATES;
  return {
    categories: { ...DEFAULT_POINTS_RATES.categories, ...row.category_ratios },
    deposit: row.deposit_ratio,
    convertPointsPerUnit: row.convert_points_per_unit,
    convertMinPoints: row.convert_min_points,
  };
}

export async function savePointsRates(db: TDb, merchantId: number, rates: TPointsRateTable): Promise<void> {
  const values = {
    category_ratios: JSON.stringify(rates.categories),
    deposit_ratio: rates.deposit,
    convert_points_per_unit: rates.convertPointsPerUnit,
    convert_min_points: rates.convertMinPoints,
  };
  await db
    .insertInto('points_settings')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
