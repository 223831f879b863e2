import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TRedeemStatus, TRewardArt, TRewardKind } from '@tala/contract/loyalty/points';
import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0041 (decision 054), merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** JSON written as a string, read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

export interface PointsSettingsTable {
  merchant_id: number;
  category_ratios: Json<Record<string, number>>;
  deposit_ratio: number;
  convert_points_per_unit: number;
  convert_min_points: bigint;
  updated_at: Timestamp;
}

export interface PointsRoundsTable {
  round_id: bigint;
  member_id: bigint;
  stake_minor: bigint;
  points: bigint;
}

export interface PointsRewardsTable {
  id: Generated<bigint>;
  merchant_id: number;
  kind: TRewardKind;
  names: Json<TLocalizedText>;
  descriptions: Json<TLocalizedText>;
  art: TRewardArt;
  points_cost: bigint;
  cash_minor: ColumnType<bigint, bigint | undefined, bigint>;
  required_deposit_minor: ColumnType<bigint, bigint | undefined, bigint>;
  stock: number | null;
  member_limit: number | null;
  auto_approve: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<'ACTIVE' | 'HIDDEN', 'ACTIVE' | 'HIDDEN' | undefined, 'ACTIVE' | 'HIDDEN'>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PointsRedemptionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  reward_id: bigint;
  request_id: string;
  quantity: number;
  points: bigint;
  cash_minor: ColumnType<bigint, bigint | undefined, bigint>;
  receiving_address: string | null;
  mobile: string | null;
  remark: string | null;
  status: ColumnType<TRedeemStatus, TRedeemStatus | undefined, TRedeemStatus>;
  reason: string | null;
  reviewed_by: bigint | null;
  reviewed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PointsConversionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  request_id: string;
  points: bigint;
  cash_minor: bigint;
  created_at: Timestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    points_settings: PointsSettingsTable;
    points_rounds: PointsRoundsTable;
    points_rewards: PointsRewardsTable;
    points_redemptions: PointsRedemptionsTable;
    points_conversions: PointsConversionsTable;
  }
}
