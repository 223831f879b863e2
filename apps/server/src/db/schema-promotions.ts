import type { TBonusCancelStatus } from '@tala/contract/backoffice/bonuses';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type {
  TBonusState,
  TEntryState,
  TPromotionArtwork,
  TPromotionCategory,
  TPromotionStatus,
  TPromotionType,
} from '@tala/contract/promotions/promotions';
import type { TReferralReason, TReferralStatus } from '@tala/contract/promotions/referrals';
import type { TWithdrawRule } from '@tala/contract/promotions/wagering-rule';
import type { ColumnType, Generated } from 'kysely';

/** Table types of migrations 0034–0038 (decisions 049, 050, 052, 053), merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** JSON written as a string, read as the parsed value (checked by the contract's schemas where it is used). */
type Json<T> = ColumnType<T, string, string>;

export interface PromotionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  type: TPromotionType;
  category: TPromotionCategory;
  status: ColumnType<TPromotionStatus, TPromotionStatus | undefined, TPromotionStatus>;
  title: Json<TLocalizedText>;
  summary: Json<TLocalizedText>;
  rules_html: Json<TLocalizedText>;
  /** Written only through the contract's enum. */
  artwork: TPromotionArtwork;
  starts_at: Timestamp;
  ends_at: Timestamp;
  eligibility: Json<unknown>;
  reward: Json<unknown>;
  budget: bigint | null;
  spent: Generated<bigint>;
  sort: Generated<number>;
  revision: Generated<number>;
  created_by: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TStoredEntryState = Exclude<TEntryState, 'COMING_SOON' | 'JOIN'>;

export interface PromotionEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: bigint;
  member_id: bigint;
  cycle: string;
  state: TStoredEntryState;
  reward: bigint | null;
  claim_until: NullableTimestamp;
  reason: string | null;
  device_hash: Buffer | null;
  ip: string | null;
  joined_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0036: an application's comment and stored image names, and the staff member who decided it. */
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  images: ColumnType<string[], string[] | undefined, string[]>;
  decided_by: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  decided_at: NullableTimestamp;
}

export interface BonusesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  /** A bonus comes from a promotion entry or from a mission claim (migration 0046): exactly one is set. */
  promotion_id: bigint | null;
  entry_id: bigint | null;
  mission_claim_id: ColumnType<bigint | null, bigint | null | undefined, never>;
  deposit_id: bigint | null;
  amount: bigint;
  wagering_required: bigint;
  wagering_done: Generated<bigint>;
  /** Category → weight in basis points (10,000 counts a stake in full). */
  weights: Json<Record<string, number>>;
  max_bet: bigint | null;
  withdraw_rule: TWithdrawRule;
  state: ColumnType<TBonusState, TBonusState | undefined, TBonusState>;
  end_reason: 'WAGERED' | 'EXPIRED' | 'WITHDRAWAL' | 'STAFF' | null;
  staff_id: bigint | null;
  issued_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

/** One settlement of one period of a rebate (migration 0035, decision 050). */
export interface PromotionRunsTable {
  promotion_id: bigint;
  period_start: Timestamp;
  period_end: Timestamp;
  state: 'RUNNING' | 'DONE';
  members: Generated<number>;
  paid: Generated<bigint>;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** A member's own referral code (migration 0037, decision 052). */
export interface ReferralCodesTable {
  member_id: bigint;
  merchant_id: number;
  code: string;
  created_at: Timestamp;
}

/** A friend who registered through a member's code, and what it came to (migration 0037, decision 052). */
export interface ReferralsTable {
  friend_id: bigint;
  merchant_id: number;
  referrer_id: bigint;
  promotion_id: bigint | null;
  status: TReferralStatus;
  reason: TReferralReason | null;
  device_hash: Buffer | null;
  ip: string | null;
  qualify_until: Timestamp;
  entry_id: bigint | null;
  reward: bigint | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

/** A staff cancellation of a bonus: applied at once, or waiting for a second person (migration 0039, decision 051). */
export interface BonusCancelRequestsTable {
  id: Generated<bigint>;
  merchant_id: number;
  bonus_id: bigint;
  amount: bigint;
  reason: string;
  status: ColumnType<TBonusCancelStatus, TBonusCancelStatus | undefined, TBonusCancelStatus>;
  requested_by: bigint;
  requested_at: Timestamp;
  decided_by: bigint | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
}

/** A red envelope round (migration 0038, decision 053). */
export interface EnvelopeRoundsTable {
  promotion_id: bigint;
  starts_at: Timestamp;
  ends_at: Timestamp;
  amounts: bigint[];
  grabbed: Generated<number>;
}

/** A raffle's committed seed and, once drawn, its result (migration 0038, decision 053). */
export interface RaffleDrawsTable {
  promotion_id: bigint;
  seed: string;
  seed_hash: string;
  total_tickets: number | null;
  entrants: number | null;
  drawn_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RaffleTicketsTable {
  entry_id: bigint;
  promotion_id: bigint;
  first_ticket: number;
  tickets: number;
  slot: number | null;
  attempt: number | null;
  winning_ticket: number | null;
}

declare module './schema.ts' {
  interface TDatabase {
    bonus_cancel_requests: BonusCancelRequestsTable;
    promotions: PromotionsTable;
    promotion_entries: PromotionEntriesTable;
    bonuses: BonusesTable;
    promotion_runs: PromotionRunsTable;
    referral_codes: ReferralCodesTable;
    referrals: ReferralsTable;
    envelope_rounds: EnvelopeRoundsTable;
    raffle_draws: RaffleDrawsTable;
    raffle_tickets: RaffleTicketsTable;
  }
}
