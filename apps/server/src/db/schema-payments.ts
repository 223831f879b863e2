import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { ColumnType, Generated } from 'kysely';

/** Table types of migrations/0003_payments.sql, merged into TDatabase by module augmentation. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TDepositChannelType = 'BANK_TRANSFER' | 'ONLINE_GATEWAY';
export type TDepositStatus = 'PENDING' | 'PAID' | 'REJECTED' | 'FAILED' | 'CANCELLED';
export type TWithdrawalStatus =
  | 'PENDING'
  | 'APPROVED'
  | 'REJECTED'
  | 'PAID'
  | 'RECEIVED'
  | 'NOT_RECEIVED'
  | 'FORCED_RECEIVED'
  | 'REFUNDED';

export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  type: TDepositChannelType;
  /** Display names per interface language (localized text, 0012). */
  names: ColumnType<TLocalizedText, string, string>;
  gateway: string | null;
  min_amount: bigint;
  max_amount: bigint;
  quick_amounts: ColumnType<bigint[], bigint[] | undefined, bigint[]>;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

export interface DepositsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  channel_id: number;
  channel_code: string;
  type: TDepositChannelType;
  amount: bigint;
  reference: string;
  status: Generated<TDepositStatus>;
  idempotency_key: string;
  request_hash: string;
  gateway: string | null;
  gateway_payment_id: string | null;
  receipt_file: string | null;
  reject_reason: string | null;
  staff_id: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface SandboxGatewayPaymentsTable {
  id: string;
  merchant_id: number;
  merchant_code: string;
  reference: string;
  amount: bigint;
  currency: string;
  outcome: 'PAID' | 'FAILED' | 'CANCELLED' | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface BankAccountsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  /** 0011_input_limits.sql: the code in the merchant's bank list (null: bound before the list). */
  bank_code: Generated<string | null>;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Timestamp;
  removed_at: NullableTimestamp;
}

/** 0011_input_limits.sql: a member's uploads on one of the merchant's days (decision 025). */
export interface UploadQuotaDaysTable {
  merchant_id: number;
  member_id: bigint;
  day: string;
  files: number;
  bytes: bigint;
}

export interface WithdrawalsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  bank_account_id: bigint;
  bank_name: string;
  account_name: string;
  account_number: string;
  channel_code: string;
  amount: bigint;
  status: Generated<TWithdrawalStatus>;
  payout_kind: 'FULL' | 'PARTIAL' | null;
  paid_amount: bigint | null;
  remaining_amount: bigint | null;
  receipt_source: 'PLAYER' | 'AUTO' | 'STAFF' | null;
  proof_file: string | null;
  reject_reason: string | null;
  staff_id: bigint | null;
  idempotency_key: string;
  request_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  confirm_deadline: NullableTimestamp;
  confirmed_at: NullableTimestamp;
}

export interface EmailBindCodesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  email: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MemberProfilesTable {
  merchant_id: number;
  member_id: bigint;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  source_of_income: string | null;
  telegram: string | null;
  zalo: string | null;
  skype: string | null;
  updated_at: Timestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    deposit_channels: DepositChannelsTable;
    deposits: DepositsTable;
    sandbox_gateway_payments: SandboxGatewayPaymentsTable;
    bank_accounts: BankAccountsTable;
    upload_quota_days: UploadQuotaDaysTable;
    withdrawals: WithdrawalsTable;
    email_bind_codes: EmailBindCodesTable;
    member_profiles: MemberProfilesTable;
  }
}
