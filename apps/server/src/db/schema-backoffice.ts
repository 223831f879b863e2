import type { ColumnType, Generated } from 'kysely';

/** Kysely types of 0004_backoffice.sql, merged into TDatabase by module augmentation. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null, string | null>;

export interface StaffTable {
  id: Generated<bigint>;
  merchant_id: number;
  username: string;
  display_name: Generated<string>;
  role: 'admin' | 'finance' | 'support';
  /** NULL until an invited staff member completes their enrolment link (0010). */
  password_hash: string | null;
  /** Sealed by lib/secret-box.ts (decision 031; db/sealed-columns.ts). */
  totp_secret: string | null;
  totp_confirmed_at: NullableTimestamp;
  totp_last_step: bigint | null;
  status: Generated<'ACTIVE' | 'DISABLED'>;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface StaffSessionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  staff_id: bigint;
  token_hash: Buffer;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface StaffLoginThrottleTable {
  key: string;
  failures: number;
  next_allowed_at: Timestamp;
  updated_at: Timestamp;
}

/** 0010: single-use enrolment links (token hashed) with the pending authenticator secret. */
export interface StaffEnrolmentsTable {
  id: Generated<bigint>;
  merchant_id: number;
  staff_id: bigint;
  token_hash: Buffer;
  issued_by: bigint | null;
  /** Sealed by lib/secret-box.ts (decision 031); cleared when the link is used. */
  totp_secret: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  merchant_id: number;
  staff_id: bigint | null;
  staff_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before: Json;
  after: Json;
  ip: string | null;
  created_at: Timestamp;
}

export interface BalanceAdjustmentsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  wallet_code: string;
  direction: 'credit' | 'debit';
  amount_minor: bigint;
  reason: string;
  idempotency_key: string;
  request_hash: string;
  status: 'PENDING' | 'APPLIED' | 'REJECTED';
  requested_by: bigint;
  requested_at: Timestamp;
  decided_by: bigint | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
  ledger_transaction_id: bigint | null;
}

declare module './schema.ts' {
  interface TDatabase {
    staff: StaffTable;
    staff_sessions: StaffSessionsTable;
    staff_login_throttle: StaffLoginThrottleTable;
    staff_enrolments: StaffEnrolmentsTable;
    audit_log: AuditLogTable;
    balance_adjustments: BalanceAdjustmentsTable;
  }
}
