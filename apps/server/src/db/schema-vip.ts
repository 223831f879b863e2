import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TVipChangeReason } from '@tala/contract/loyalty/vip';
import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0044 (decision 057), merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** JSON written as a string, read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;
/** A date column, written as 'YYYY-MM-DD' and always selected as `::text` (the driver would make a local Date). */
type DateText = ColumnType<string, string, string>;

export interface VipSettingsTable {
  merchant_id: number;
  window_days: ColumnType<number, number | undefined, number>;
  grace_reviews: ColumnType<number, number | undefined, number>;
  reviews_from: DateText;
  updated_at: Timestamp;
}

export interface VipRanksTable {
  merchant_id: number;
  level: number;
  names: Json<TLocalizedText>;
  deposit_minor: bigint;
  valid_bet_minor: bigint;
  points_multiplier_pct: number;
  withdraw_daily_count: number | null;
  withdraw_max_minor: bigint | null;
  rebate_bonus_bp: number;
  birthday_bonus_minor: bigint;
  service_line: string | null;
  service_url: string | null;
  updated_at: Timestamp;
}

export interface MemberVipTable {
  member_id: bigint;
  merchant_id: number;
  level: number;
  since: Timestamp;
  grace_used: ColumnType<number, number | undefined, number>;
  reviewed_month: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

export interface MemberVipHistoryTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  from_level: number;
  to_level: number;
  reason: TVipChangeReason;
  deposit_minor: bigint;
  valid_bet_minor: bigint;
  staff_id: bigint | null;
  note: string | null;
  created_at: Timestamp;
}

export interface VipQueueTable {
  member_id: bigint;
  merchant_id: number;
  queued_at: Timestamp;
}

export interface VipReviewRunsTable {
  merchant_id: number;
  month: DateText;
  state: ColumnType<'RUNNING' | 'DONE', 'RUNNING' | 'DONE' | undefined, 'RUNNING' | 'DONE'>;
  after_member_id: ColumnType<bigint, bigint | undefined, bigint>;
  kept: ColumnType<number, number | undefined, number>;
  graced: ColumnType<number, number | undefined, number>;
  downgraded: ColumnType<number, number | undefined, number>;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface VipBirthdayBonusesTable {
  member_id: bigint;
  year: number;
  merchant_id: number;
  level: number;
  amount_minor: bigint;
  paid_at: Timestamp;
}

export interface VipBirthdayDaysTable {
  merchant_id: number;
  day: DateText;
  paid: ColumnType<number, number | undefined, number>;
}

declare module './schema.ts' {
  interface TDatabase {
    vip_settings: VipSettingsTable;
    vip_ranks: VipRanksTable;
    member_vip: MemberVipTable;
    member_vip_history: MemberVipHistoryTable;
    vip_queue: VipQueueTable;
    vip_review_runs: VipReviewRunsTable;
    vip_birthday_bonuses: VipBirthdayBonusesTable;
    vip_birthday_days: VipBirthdayDaysTable;
  }
}
