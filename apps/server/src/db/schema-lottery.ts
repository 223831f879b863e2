import type { ColumnType, Generated } from 'kysely';

/** Tables of the lottery's back office (0025_lottery_back_office.sql), added to TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type TCancelRequestStatus = 'PENDING' | 'APPLIED' | 'REJECTED';

export interface LotteryCancelRequestsTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_id: string;
  issue_no: string;
  reason: string;
  status: ColumnType<TCancelRequestStatus, TCancelRequestStatus | undefined, TCancelRequestStatus>;
  requested_by: bigint;
  requested_at: Timestamp;
  decided_by: bigint | null;
  decided_at: NullableTimestamp;
  decision_note: string | null;
  refunded: number | null;
}

declare module './schema.ts' {
  interface TDatabase {
    lottery_cancel_requests: LotteryCancelRequestsTable;
  }
}
