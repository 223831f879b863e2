import type { ColumnType, Generated } from 'kysely';

/** Tables of the game catalogue (0006_games_catalogue.sql), added to TDatabase without editing schema.ts. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Names per language: `{ "en": "…", "zh": "…" }`; written as a JSON string. */
type Names = ColumnType<Record<string, string>, string, string>;

export type TGameStatus = 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';

export interface GamesTable {
  id: Generated<bigint>;
  merchant_id: number;
  vendor_id: number;
  code: string;
  provider_game_id: string;
  names: Names;
  search_text: string;
  category: string;
  game_classify: string;
  min_bet_minor: bigint;
  /** Null when the vendor's largest stake is not known (migration 0008). */
  max_bet_minor: bigint | null;
  line_count: Generated<number>;
  is_hot: Generated<boolean>;
  is_new: Generated<boolean>;
  is_popular: Generated<boolean>;
  default_play_type: string | null;
  is_game: Generated<boolean>;
  status: Generated<TGameStatus>;
  sort: Generated<number>;
  art: string;
  allows_trial: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GameFavouritesTable {
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  created_at: Timestamp;
}

export interface RecentGamesTable {
  merchant_id: number;
  member_id: bigint;
  game_id: bigint;
  played_at: Timestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    games: GamesTable;
    game_favourites: GameFavouritesTable;
    recent_games: RecentGamesTable;
  }
}
