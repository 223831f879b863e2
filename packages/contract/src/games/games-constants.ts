/**
 * Paths, limits and game classifies of the catalogue (catalogue.ts) and the PVP rooms (rooms.ts), apart
 * from their schemas: a page that only calls them does not load zod with them (decision 018).
 */

/**
 * The game catalogue (issue 4 §1; seed 001 §3 game list request, §7 game lists; decision 007).
 * Paths the seed leaves unnamed follow its relay families: GCSGAME for egame lists, GCS_recentGame for
 * recent games; popular is the seed's own `/lgw/games/popular` (LGW gateway: `data`, not `value`).
 */
export const CATALOGUE_PATHS = {
  /** GET, query ZGameListQuery → envelope value ZGameList. */
  gameList: '/wps/relay/GCSGAME_gameList',
  /** GET, query ZHotGamesQuery → envelope value ZHotGames. */
  hotGames: '/wps/relay/GCSGAME_hotGames',
  /** GET, query ZPopularGamesQuery → ZPopularGamesResponse (LGW shape, `data.games`). */
  popularGames: '/lgw/games/popular',
  /** GET (login) → value ZFavouriteIds; POST body ZFavouriteBody (login) → value ZFavouriteResult. */
  favouriteGames: '/wps/relay/GCSGAME_favouriteGames',
  /** DELETE (login) → value ZFavouriteResult. `:gameId` is the game's code. */
  favouriteGame: '/wps/relay/GCSGAME_favouriteGames/:gameId',
  /** GET (login) → value ZFavouriteGameList: the member's favourites as tiles, newest first. */
  favouriteGameList: '/wps/relay/GCSGAME_favouriteGameList',
  /** GET (login) → value ZRecentGames: the member's last launched games, newest first. */
  recentGames: '/wps/relay/GCS_recentGame',
  /** GET, query ZVassalGameTypeQuery → value ZVassalGameTypes: one vendor's game classifies. */
  vassalGameType: '/wps/relay/GCSGAME_vassalGameType',
  /** GET, query ZWinnerBoardQuery → value ZWinnerBoard: biggest win multiples of the last 24 hours. */
  winnerBoard: '/wps/relay/GCSGAME_winnerRankList',
} as const;

/** Page size bounds of the game list (house style 7); the site's infinite scroll asks 30 at a time. */
export const GAME_LIST_MAX_PAGE_SIZE = 100;
export const GAME_LIST_DEFAULT_PAGE_SIZE = 30;
export const GAME_LIST_MAX_PAGE = 10_000;
export const GAME_SEARCH_MAX_LENGTH = 60;
export const HOT_GAMES_MAX = 50;
/** Seed 001 §9: popular count 20. */
export const POPULAR_GAMES_DEFAULT = 20;
export const POPULAR_GAMES_MAX = 50;
export const FAVOURITE_GAMES_MAX = 200;
export const RECENT_GAMES_MAX = 50;
export const WINNER_BOARD_DEFAULT = 20;
export const WINNER_BOARD_MAX = 50;

/**
 * A game's kind within its category (the seed's gameClassify). The server answers their translated
 * names in the vassal game type call, so the site needs no labels of its own for them.
 */
export const GAME_CLASSIFIES = [
  'SLOT',
  'JACKPOT',
  'CLASSIC',
  'TABLE',
  'ARCADE',
  'SCRATCH',
  /** Bingo rooms of the RNG studios (the /bingo page, decision 010). */
  'BINGO',
  'FISHING',
  'BACCARAT',
  'ROULETTE',
  'SICBO',
  'DRAGON_TIGER',
  'BLACKJACK',
  'POKER',
  'VIRTUAL_SPORTS',
  'VIRTUAL_ESPORTS',
  'SABONG',
  'LOTTERY',
] as const;
export type TGameClassify = (typeof GAME_CLASSIFIES)[number];

/**
 * The PVP room list (seed 001 §7 "GET PVP rooms (relay GLS2_roomList)", payload not shown; decision 010).
 * A room is one listed game of a PVP vendor: its code is what the launch sends as `roomId`.
 */
export const ROOM_LIST_PATH = '/wps/relay/GLS2_roomList';

/** A lobby shows tens of tables; a vendor with more is cut here (the operator's sort decides which). */
export const ROOM_LIST_MAX = 100;
