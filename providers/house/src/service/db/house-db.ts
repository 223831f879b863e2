import { StatementCacheClient } from '@tala/pg-statement-cache/statement-cache-client';
import { type ColumnType, type Generated, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** Kysely types of schema `house` (migrations/*.sql), one interface per table. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface HouseSessionsTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  merchant_code: string;
  player_id: string;
  wallet_token: string;
  game_id: string;
  vassalage: string | null;
  currency: string;
  display_name: string;
  language: string;
  is_trial: boolean;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Set for a transfer-mode vendor: the house wallet the session plays against. */
  transfer_vassalage: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HouseSeedPairsTable {
  id: Generated<bigint>;
  merchant_code: string;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: Timestamp;
  revealed_at: NullableTimestamp;
  /** The committed next server seed (0003): secret, its hash shown before the player picks a client seed. */
  next_server_seed: ColumnType<string | null, string | null | undefined, string | null>;
  next_server_seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  previous_pair_id: ColumnType<bigint | null, bigint | null | undefined, never>;
}

/** A hash chain of an event game's match seeds (0003, fair/seed-chain.ts). Never updated. */
export interface HouseSeedChainsTable {
  id: Generated<bigint>;
  game_id: string;
  chain_no: number;
  first_seq: bigint;
  length: number;
  anchor: string;
  tip_seed: string;
  created_at: Timestamp;
}

export const ROUND_STATES = [
  'PLACING',
  'PLACED',
  'WIN_SENT',
  'CLOSED',
  'VOID',
  'ROLLED_BACK',
  'FAILED',
] as const;
export type TRoundState = (typeof ROUND_STATES)[number];

export interface HouseRoundsTable {
  id: Generated<bigint>;
  round_ref: string;
  merchant_code: string;
  player_id: string;
  session_id: bigint | null;
  game_id: string;
  kind: 'slot' | 'fish' | 'baccarat' | 'events' | 'lottery';
  currency: string;
  stake_cents: bigint;
  win_cents: bigint | null;
  state: TRoundState;
  seed_pair_id: bigint | null;
  nonce: bigint | null;
  outcome: Json;
  attempts: ColumnType<number, number | undefined, number>;
  lease_until: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: NullableTimestamp;
  /** Set when the round's money moved in the house's transfer wallet of this vendor (no wallet API calls). */
  transfer_vassalage: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HouseEventMatchesTable {
  id: Generated<bigint>;
  match_ref: string;
  game_id: string;
  kind: 'football' | 'esports' | 'cockfight';
  seq: bigint;
  home: string;
  away: string;
  server_seed: string;
  server_seed_hash: string;
  markets: Json;
  opens_at: Timestamp;
  kickoff_at: Timestamp;
  ends_at: Timestamp;
  result: NullableJson;
  settled_at: NullableTimestamp;
  /** Null on matches made before 0003 (one-stream scheme). */
  chain_id: ColumnType<bigint | null, bigint | null | undefined, never>;
  chain_position: ColumnType<number | null, number | null | undefined, never>;
  entropy: ColumnType<string | null, string | null | undefined, string | null>;
  entropy_contributions: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface HouseEventBetsTable {
  round_id: bigint;
  match_id: bigint;
  merchant_code: string;
  player_id: string;
  market: string;
  selection: string;
  odds_hundredths: number;
  stake_cents: bigint;
  result: 'WON' | 'LOST' | 'REFUNDED' | null;
  created_at: Timestamp;
  /** The bettor's client seed: an entropy contribution when placed before kick-off (null before 0003). */
  client_seed: ColumnType<string | null, string | null | undefined, never>;
}

export interface HouseTransferWalletsTable {
  merchant_code: string;
  vassalage: string;
  player_id: string;
  currency: string;
  display_name: string;
  balance_cents: ColumnType<bigint, bigint | undefined, bigint>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HouseTransferTransactionsTable {
  id: Generated<bigint>;
  merchant_code: string;
  reference: string;
  vassalage: string;
  player_id: string;
  direction: 'IN' | 'OUT';
  amount_cents: bigint;
  currency: string;
  request_hash: string;
  status: 'APPLIED' | 'REFUSED';
  answer_status: string;
  balance_after_cents: bigint | null;
  created_at: Timestamp;
}

export type TLotteryBetStatus = 'PENDING' | 'WON' | 'LOST' | 'REFUNDED' | 'VOID';

export interface HouseLotteryGamesTable {
  game_id: string;
  family: string;
  schedule: Json;
  time_zone: string;
  client_seed: string;
  odds_id: bigint | null;
  is_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HouseLotteryOddsTable {
  id: Generated<bigint>;
  game_id: string;
  play_types: Json;
  liability_cap_cents: bigint;
  max_payout_cents: bigint;
  max_chase: number;
  changed_by: string | null;
  created_at: Timestamp;
}

export interface HouseLotteryChainsTable {
  id: Generated<bigint>;
  game_id: string;
  anchor: string;
  terminal_seed: string;
  length: number;
  used: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface HouseLotteryIssuesTable {
  id: Generated<bigint>;
  game_id: string;
  seq: bigint;
  issue_no: string;
  opens_at: Timestamp;
  closes_at: Timestamp;
  draws_at: Timestamp;
  chain_id: bigint;
  chain_pos: number;
  server_seed: string;
  server_seed_hash: string;
  entropy: string | null;
  contributions: number | null;
  result: NullableJson;
  drawn_at: NullableTimestamp;
  settle_cursor: ColumnType<bigint, bigint | undefined, bigint>;
  settled_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: string | null;
  stake_cents: bigint | null;
  payout_cents: bigint | null;
  bet_count: number | null;
}

export interface HouseLotterySlipsTable {
  round_id: bigint;
  game_id: string;
  merchant_code: string;
  player_id: string;
  slip_id: string;
  client_seed: string;
  multiplier: number;
  stop_on_win: boolean;
  issue_count: number;
  created_at: Timestamp;
}

export interface HouseLotteryBetsTable {
  id: Generated<bigint>;
  round_id: bigint;
  issue_id: bigint;
  odds_id: bigint;
  merchant_code: string;
  player_id: string;
  play_type: string;
  selection: Json;
  line_count: number;
  stake_per_line_cents: bigint;
  stake_cents: bigint;
  status: ColumnType<TLotteryBetStatus, TLotteryBetStatus | undefined, TLotteryBetStatus>;
  win_cents: bigint | null;
  hits: NullableJson;
  payout: 'DUE' | 'PAID' | null;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface HouseLotteryExposureTable {
  issue_id: bigint;
  key: string;
  payout_cents: bigint;
}

/** A slip draw with bets DUE (migration 0007): written only beside the bets (lottery-due-queue.ts). */
export interface HouseLotteryDueTable {
  round_id: bigint;
  issue_id: bigint;
  win_cents: bigint;
  bet_ids: bigint[];
}

export interface THouseDatabase {
  'house.sessions': HouseSessionsTable;
  'house.seed_pairs': HouseSeedPairsTable;
  'house.seed_chains': HouseSeedChainsTable;
  'house.rounds': HouseRoundsTable;
  'house.event_matches': HouseEventMatchesTable;
  'house.event_bets': HouseEventBetsTable;
  'house.transfer_wallets': HouseTransferWalletsTable;
  'house.transfer_transactions': HouseTransferTransactionsTable;
  'house.lottery_games': HouseLotteryGamesTable;
  'house.lottery_odds': HouseLotteryOddsTable;
  'house.lottery_chains': HouseLotteryChainsTable;
  'house.lottery_issues': HouseLotteryIssuesTable;
  'house.lottery_slips': HouseLotterySlipsTable;
  'house.lottery_bets': HouseLotteryBetsTable;
  'house.lottery_exposure': HouseLotteryExposureTable;
  'house.lottery_due': HouseLotteryDueTable;
}

export type THouseDb = Kysely<THouseDatabase>;

// bigint columns (money, ids, nonces) must stay exact: parse them to BigInt (the platform does the same).
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => BigInt(text));

/**
 * The house's database handle. `pool` shares a pool the platform opened (in-process default: same
 * database, no extra connections); `connectionString` opens the house's own (HOUSE_DATABASE_URL), which
 * `close` then ends. A shared pool is never ended here.
 */
export function openHouseDb(
  source: { pool: pg.Pool } | { connectionString: string; maxConnections?: number },
): { db: THouseDb; pool: pg.Pool; close: () => Promise<void> } {
  const isOwned = 'connectionString' in source;
  const pool = isOwned
    ? new pg.Pool({
        connectionString: source.connectionString,
        max: source.maxConnections ?? 10,
        Client: StatementCacheClient, // as the platform's pool (decision 041)
      })
    : source.pool;
  // A dropped idle connection (database restart) must not crash the house; the pool replaces it.
  if (isOwned) pool.on('error', () => {});
  const db = new Kysely<THouseDatabase>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    close: async () => {
      if (isOwned) await pool.end();
    },
  };
}
