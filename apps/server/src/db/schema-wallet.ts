import type { ColumnType } from 'kysely';

/** Tables of the wallet issue (0002_wallet.sql), added to TDatabase without editing schema.ts. */
export interface WalletEventTicketsTable {
  ticket_hash: string;
  merchant_id: number;
  member_id: bigint;
  expires_at: Date;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module './schema.ts' {
  interface TDatabase {
    wallet_event_tickets: WalletEventTicketsTable;
  }
}
