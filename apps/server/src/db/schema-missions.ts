import type { TMissionStatus } from '@tala/contract/backoffice/missions';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TMissionArt, TMissionGoal, TMissionRewardKind } from '@tala/contract/loyalty/missions';
import type { ColumnType, Generated } from 'kysely';

/** Table types of migrations 0045 and 0046 (decisions 058, 060), merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** JSON written as a string, read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

export interface MissionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  status: ColumnType<TMissionStatus, TMissionStatus | undefined, TMissionStatus>;
  title: Json<TLocalizedText>;
  summary: Json<TLocalizedText>;
  art: TMissionArt;
  goal: TMissionGoal;
  category: string | null;
  game_code: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  leaderboard_size: number;
  sort: ColumnType<number, number | undefined, number>;
  participants: ColumnType<number, number | undefined, number>;
  settled_at: NullableTimestamp;
  created_by: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MissionTiersTable {
  mission_id: bigint;
  tier: number;
  target: bigint;
  reward_kind: TMissionRewardKind;
  reward: bigint;
  /** BONUS tiers only (migration 0046): the wagering multiplier and the bonus's life in days. */
  bonus_multiplier: number | null;
  bonus_expiry_days: number | null;
}

export interface MissionProgressTable {
  mission_id: bigint;
  member_id: bigint;
  value: bigint;
  reached_at: Timestamp;
}

export interface MissionClaimsTable {
  id: Generated<bigint>;
  mission_id: bigint;
  member_id: bigint;
  tier: number;
  reward_kind: TMissionRewardKind;
  reward: bigint;
  how: 'CLAIMED' | 'AUTO';
  created_at: Timestamp;
}

/** A BONUS tier the end-of-mission payout left for later: the player's other bonus was running (migration 0046). */
export interface MissionBonusWaitsTable {
  mission_id: bigint;
  member_id: bigint;
  tier: number;
  since: Timestamp;
}

/** The view naming each bonus: its promotion's title or its mission's (migration 0046). */
export interface BonusTitlesView {
  bonus_id: bigint;
  title: TLocalizedText;
  mission_id: bigint | null;
}

declare module './schema.ts' {
  interface TDatabase {
    missions: MissionsTable;
    mission_tiers: MissionTiersTable;
    mission_progress: MissionProgressTable;
    mission_claims: MissionClaimsTable;
    mission_bonus_waits: MissionBonusWaitsTable;
    bonus_titles: BonusTitlesView;
  }
}
