import type { ColumnType, Generated } from 'kysely';

/** Table types of migrations 0029_agent_contracts.sql and 0031_member_moves.sql, merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type TContractStatus = 'OFFERED' | 'ACCEPTED' | 'REJECTED' | 'WITHDRAWN';
export type TContractEndReason = 'TERMINATED' | 'REPLACED' | 'CASCADE' | 'STAFF';
export type TSettlementState = 'PAID' | 'HELD' | 'NOTHING';

export interface AgentContractsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  upline_id: bigint | null;
  staff_id: bigint | null;
  kind: string;
  /** The API's terms (decimal money, basis points) as stored JSON. */
  terms: ColumnType<unknown, string, string>;
  status: TContractStatus;
  offered_at: Timestamp;
  decided_at: NullableTimestamp;
  effective_from: NullableTimestamp;
  effective_until: NullableTimestamp;
  end_reason: TContractEndReason | null;
  ended_by: bigint | null;
}

export interface AgentSettlementsTable {
  id: Generated<bigint>;
  merchant_id: number;
  contract_id: bigint;
  kind: string;
  member_id: bigint;
  upline_id: bigint | null;
  period_start: Timestamp;
  period_end: Timestamp;
  valid_bet: bigint;
  win: bigint;
  active: number;
  tier: number | null;
  rate_bp: number | null;
  amount: bigint;
  state: TSettlementState;
  hold_reason: string | null;
  transaction_id: bigint | null;
  settled_at: Timestamp;
}

/** One run's totals (migration 0032), kept by triggers on agent_settlements. */
export interface AgentSettlementRunsTable {
  merchant_id: number;
  kind: string;
  period_start: Timestamp;
  period_end: Timestamp;
  lines: number;
  paid_count: number;
  paid_amount: bigint;
  held_count: number;
  held_amount: bigint;
  house_amount: bigint;
  first_settled_at: Timestamp;
  last_settled_at: Timestamp;
}

export type TMoveStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

export interface MemberMoveRequestsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  from_upline_id: bigint | null;
  to_upline_id: bigint;
  reason: string;
  status: ColumnType<TMoveStatus, TMoveStatus | undefined, TMoveStatus>;
  requested_by: bigint;
  requested_at: Timestamp;
  decided_by: bigint | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
}

declare module './schema.ts' {
  interface TDatabase {
    agent_contracts: AgentContractsTable;
    agent_settlements: AgentSettlementsTable;
    agent_settlement_runs: AgentSettlementRunsTable;
    member_move_requests: MemberMoveRequestsTable;
  }
}
