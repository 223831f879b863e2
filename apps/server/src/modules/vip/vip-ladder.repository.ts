import '../../db/schema-vip.ts';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TThresholds } from './vip-rules.ts';

/** A rank of the ladder as the jobs and services read it (minor units). */
export type TRankRow = TThresholds & {
  names: TLocalizedText;
  pointsMultiplierPct: number;
  withdrawDailyCount: number | null;
  withdrawMaxMinor: bigint | null;
  rebateBonusBp: number;
  birthdayBonusMinor: bigint;
  serviceLine: string | null;
  serviceUrl: string | null;
};

export type TVipSettings = { windowDays: number; graceReviews: number; reviewsFrom: string };

/** The defaults a merchant without its own settings row ranks by (decision 057). */
export const DEFAULT_VIP_SETTINGS = { windowDays: 90, graceReviews: 1 } as const;

export async function readRanks(db: TDb, merchantId: number): Promise<TRankRow[]> {
  const rows = await db
    .selectFrom('vip_ranks')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .execute();
  return rows.map((row) => ({
    level: row.level,
    names: row.names,
    depositMinor: row.deposit_minor,
    validBetMinor: row.valid_bet_minor,
    pointsMultiplierPct: row.points_multiplier_pct,
    withdrawDailyCount: row.withdraw_daily_count,
    withdrawMaxMinor: row.withdraw_max_minor,
    rebateBonusBp: row.rebate_bonus_bp,
    birthdayBonusMinor: row.birthday_bonus_minor,
    serviceLine: row.service_line,
    serviceUrl: row.service_url,
  }));
}

export async function readVipSettings(db: TDb, merchantId: number): Promise<TVipSettings | null> {
  const row = await db
    .selectFrom('vip_settings')
    .select(['window_days', 'grace_reviews', sql<string>`reviews_from::text`.as('reviews_from')])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row
    ? { windowDays: row.window_days, graceReviews: row.grace_reviews, reviewsFrom: row.reviews_from }
    : null;
}

/**
 * The merchant's settings row, created on first need with the defaults: reviews start the month after it appears
 * (in the merchant's calendar), so ranks given today are first reviewed next month.
 */
export async function ensureVipSettings(db: TDb, merchantId: number): Promise<TVipSettings> {
  await sql`
    INSERT INTO vip_settings (merchant_id, reviews_from)
    SELECT m.id, (date_trunc('month', now() AT TIME ZONE coalesce(s.settings ->> 'timeZone', 'UTC'))
                  + interval '1 month')::date
    FROM merchants m LEFT JOIN merchant_settings s ON s.merchant_id = m.id
    WHERE m.id = ${merchantId}
    ON CONFLICT (merchant_id) DO NOTHING`.execute(db);
  const settings = await readVipSettings(db, merchantId);
  if (!settings) throw new Error('Invariant failed: the settings row was just ensured');
  return settings;
}

/** The settings a merchant ranks by: its own, else the defaults (no review runs before a row exists). */
export async function vipSettingsOrDefault(db: TDb, merchantId: number): Promise<TVipSettings> {
  return (await readVipSettings(db, merchantId)) ?? { ...DEFAULT_VIP_SETTINGS, reviewsFrom: '9999-12-01' };
}

/** Merchants with a ladder (the jobs' work list). */
export async function merchantsWithLadders(db: TDb): Promise<number[]> {
  const rows = await db.selectFrom('vip_ranks').select('merchant_id').distinct().execute();
  return rows.map((row) => row.merchant_id);
}

/** Each merchant's IANA time zone, as the team-figures feed cuts its days. */
export function merchantZone(merchantId: number) {
  return sql<string>`(SELECT coalesce(s.settings ->> 'timeZone', 'UTC') FROM merchants m
    LEFT JOIN merchant_settings s ON s.merchant_id = m.id WHERE m.id = ${merchantId})`;
}
