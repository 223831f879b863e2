import type { ColumnType, Generated } from 'kysely';

/** Tables of the vendor wallet API (0005_vendor_wallet.sql), added to TDatabase without editing schema.ts. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface ProviderAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  provider_code: string;
  secret: string;
  launch_url: string;
  transfer_api_url: string | null;
  status: Generated<'ACTIVE' | 'DISABLED'>;
}

export interface GameLaunchTokensTable {
  token_hash: Buffer;
  merchant_id: number;
  member_id: bigint;
  session_id: bigint;
  vendor_id: number;
  game_code: string;
  provider_game_id: string;
  language: string;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface WalletSessionsTable {
  token_hash: Buffer;
  merchant_id: number;
  member_id: bigint;
  session_id: bigint;
  provider_code: string;
  vendor_id: number;
  game_code: string;
  created_at: Timestamp;
  expires_at: Date;
}

export type TRoundStatus = 'OPEN' | 'CLOSED';
export interface GameRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  provider_code: string;
  round_ref: string;
  member_id: bigint;
  vendor_id: number;
  game_code: string;
  status: ColumnType<TRoundStatus, TRoundStatus | undefined, TRoundStatus>;
  stake_minor: ColumnType<bigint, bigint | undefined, bigint>;
  win_minor: ColumnType<bigint, bigint | undefined, bigint>;
  bet_count: ColumnType<number, number | undefined, number>;
  live_bet_count: ColumnType<number, number | undefined, number>;
  balance_before: bigint | null;
  balance_after: bigint | null;
  detail: Json;
  opened_at: Timestamp;
  closed_at: NullableTimestamp;
  /** The transaction that last closed or recounted the round, for the points feed (decision 054). */
  points_xid: ColumnType<string | null, never, string | null>;
}

export type TSeamlessKind = 'BET' | 'WIN' | 'ROLLBACK' | 'BONUS';
export type TSeamlessTxStatus = 'PENDING' | 'APPLIED' | 'REFUSED' | 'ROLLED_BACK';
export interface SeamlessTransactionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  provider_code: string;
  transaction_ref: string;
  kind: TSeamlessKind;
  member_id: bigint;
  round_id: bigint | null;
  reference_ref: string | null;
  amount_minor: bigint;
  request_hash: string;
  status: TSeamlessTxStatus;
  answer_status: string;
  ledger_transaction_id: bigint | null;
  created_at: Timestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    provider_accounts: ProviderAccountsTable;
    game_launch_tokens: GameLaunchTokensTable;
    wallet_sessions: WalletSessionsTable;
    game_rounds: GameRoundsTable;
    seamless_transactions: SeamlessTransactionsTable;
  }
}

/** 0007_vendor_transfers.sql */
export interface VendorPlayersTable {
  merchant_id: number;
  member_id: bigint;
  vendor_id: number;
  created_at: Timestamp;
}

export type TVendorTransferStatus = 'PENDING' | 'DONE' | 'FAILED';
export interface VendorTransfersTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  vendor_id: number;
  direction: 'IN' | 'OUT';
  amount_minor: bigint;
  currency: string;
  client_key: string;
  request_hash: string;
  reference: string;
  status: ColumnType<TVendorTransferStatus, TVendorTransferStatus | undefined, TVendorTransferStatus>;
  failure: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    vendor_players: VendorPlayersTable;
    vendor_transfers: VendorTransfersTable;
  }
}
