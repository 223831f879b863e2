import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { GAME_CATEGORIES } from '../constants.ts';
import {
  FAVOURITE_GAMES_MAX,
  GAME_CLASSIFIES,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  GAME_LIST_MAX_PAGE,
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_SEARCH_MAX_LENGTH,
  HOT_GAMES_MAX,
  POPULAR_GAMES_DEFAULT,
  POPULAR_GAMES_MAX,
  RECENT_GAMES_MAX,
  WINNER_BOARD_DEFAULT,
  WINNER_BOARD_MAX,
} from './games-constants.ts';
import { PRIZE_MODES, ZLotteryDraw } from './lottery.ts';
import { WALLET_MODES } from './menus.ts';

export const ZGameCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,40}$/);

/**
 * Artwork key of a tile; the site draws it (no remote images). The house games use `house-slot`,
 * `house-fish`, `house-baccarat`, `house-baccarat-rooms`, `house-football`, `house-esports`,
 * `house-sabong`; other entries use `generic-<classify in lower case>`; an unknown key falls back to
 * the generic art of the tile's gameClassify.
 */
export const ZGameArt = z.string().regex(/^[a-z0-9-]{1,40}$/);

/**
 * One game as the lists show it. Seed fields: code, defaultPlayType, accountTypeName, gameType,
 * isGame, vassalage. `code` is what the launch call sends as gameId (roomId for PVP). `name` is in the
 * request's language (English when the game has no name in it). `status` MAINTENANCE (game or its
 * vendor) is shown greyed; launching it answers GAME_MAINTENANCE. Disabled games are never listed.
 */
export const ZGameTile = z.object({
  code: ZGameCode,
  name: z.string().max(80),
  gameType: z.enum(GAME_CATEGORIES),
  gameClassify: z.enum(GAME_CLASSIFIES),
  vassalage: z.string().max(40),
  /** The seed's account type name: the vendor's vassalage, repeated under the seed's name. */
  accountTypeName: z.string().max(40),
  vendorName: z.string().max(60),
  /** The smallest stake the game takes, as a decimal string ("0.20"). */
  minBet: ZDecimalMoney,
  /** Paylines of a slot; 0 where lines do not apply. */
  lineNum: z.number().int().min(0).max(10_000),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  isPopular: z.union([z.literal(0), z.literal(1)]),
  /** 1: launches directly; 0: a vendor lobby entry that opens the popup game list (seed 001 §2). */
  isGame: z.union([z.literal(0), z.literal(1)]),
  defaultPlayType: z.string().max(40).nullable(),
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
  /** Demo (trial) accounts may launch it: the vendor and the game both allow trial play. */
  allowsTrial: z.boolean(),
  art: ZGameArt,
});
export type TGameTile = z.infer<typeof ZGameTile>;

/** Query strings carry "" for an unset select; treat it as absent rather than as a bad value. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A stake limit as typed by a player: "1", "0.5", "0.20". */
const ZBetFilter = z
  .string()
  .max(16)
  .regex(/^\d{1,13}(\.\d{1,2})?$/);

/**
 * GET game list (seed 001 §3). clientType, platform, channel and merchant are the seed's fixed
 * values, accepted and bounded; the merchant is the `Merchant` header. `language` overrides the
 * `Language` header for names. `gameName` matches any part of the name in any language or the code,
 * ignoring case. `minBet`: games whose smallest stake is at most this amount (what the player wants
 * to bet per round). `minLineNum`: games with at least this many lines. `walletMode` (ours, not the
 * seed's) keeps the games of vendors in that wallet mode: the /seamless page asks SEAMLESS (decision 010).
 */
export const ZGameListQuery = z.object({
  clientType: optionalParam(z.coerce.number().int().min(0).max(99)),
  platform: optionalParam(z.string().max(60)),
  channel: optionalParam(z.string().max(40)),
  merchant: optionalParam(z.string().max(32)),
  gameType: optionalParam(z.enum(GAME_CATEGORIES)),
  vassalage: optionalParam(ZVassalage),
  gameClassify: optionalParam(z.enum(GAME_CLASSIFIES)),
  gameName: optionalParam(z.string().trim().max(GAME_SEARCH_MAX_LENGTH)),
  minBet: optionalParam(ZBetFilter),
  minLineNum: optionalParam(z.coerce.number().int().min(0).max(10_000)),
  walletMode: optionalParam(z.enum(WALLET_MODES)),
  language: optionalParam(z.string().max(10)),
  page: z.coerce.number().int().min(1).max(GAME_LIST_MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_LIST_MAX_PAGE_SIZE).default(GAME_LIST_DEFAULT_PAGE_SIZE),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

/** Ordered by the operator's sort, then age; `totalPages` is 0 when nothing matches. */
export const ZGameList = z.object({
  games: z.array(ZGameTile).max(GAME_LIST_MAX_PAGE_SIZE),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(GAME_LIST_MAX_PAGE_SIZE),
});
export type TGameList = z.infer<typeof ZGameList>;

/**
 * GET hot games (seed 001 §7): merchantCode, isPlatform 2, vassalage, platform 'flash,html5-desktop',
 * language. isPlatform 2: hot games across the platform (vassalage, when given, narrows to one vendor);
 * isPlatform 1: one vendor's hot games (vassalage required). Every game here is HTML5, so platform is
 * accepted and bounded but narrows nothing.
 */
export const ZHotGamesQuery = z
  .object({
    merchantCode: optionalParam(z.string().max(32)),
    isPlatform: z.coerce
      .number()
      .int()
      .refine((value) => value === 1 || value === 2)
      .default(2),
    vassalage: optionalParam(ZVassalage),
    platform: optionalParam(z.string().max(60)),
    language: optionalParam(z.string().max(10)),
    count: z.coerce.number().int().min(1).max(HOT_GAMES_MAX).default(HOT_GAMES_MAX),
  })
  .refine((query) => query.isPlatform === 2 || query.vassalage !== undefined, { path: ['vassalage'] });
export type THotGamesQuery = z.infer<typeof ZHotGamesQuery>;

export const ZHotGames = z.object({ list: z.array(ZGameTile).max(HOT_GAMES_MAX) });
export type THotGames = z.infer<typeof ZHotGames>;

/**
 * GET /lgw/games/popular (seed 001 §7): count 20, prizeMode, device, language. Without prizeMode, the
 * popular games; with one of the lottery prize modes (lottery.ts), the lottery games of that mode with
 * their draws (the issue on now and the last result, from the provider's public feed).
 */
export const ZPopularGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(POPULAR_GAMES_MAX).default(POPULAR_GAMES_DEFAULT),
  prizeMode: optionalParam(z.enum(PRIZE_MODES)),
  device: optionalParam(z.string().max(20)),
  language: optionalParam(z.string().max(10)),
});
export type TPopularGamesQuery = z.infer<typeof ZPopularGamesQuery>;

/** LGW gateway shape, like game_menus: `data` where the WPS gateway has `value`. */
export const ZPopularGamesResponse = z.object({
  success: z.boolean(),
  code: z.string(),
  message: z.string(),
  data: z.object({
    games: z.array(ZGameTile).max(POPULAR_GAMES_MAX),
    /** With a prize mode: each listed game's draw (a game whose provider did not answer has none). */
    draws: z.array(ZLotteryDraw).max(POPULAR_GAMES_MAX).optional(),
  }),
});
export type TPopularGamesResponse = z.infer<typeof ZPopularGamesResponse>;

/** Favourites: the member's own only (the session names the member; there is no member parameter). */
export const ZFavouriteBody = z.object({ gameId: ZGameCode });
export type TFavouriteBody = z.infer<typeof ZFavouriteBody>;
export const ZFavouriteParams = z.object({ gameId: ZGameCode });

/** Codes of the member's favourites, for the heart on every tile. */
export const ZFavouriteIds = z.object({ gameIds: z.array(ZGameCode).max(FAVOURITE_GAMES_MAX) });
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>;

/** After add or remove (both idempotent): the game, whether it is now a favourite, and the count. */
export const ZFavouriteResult = z.object({
  gameId: ZGameCode,
  isFavourite: z.boolean(),
  count: z.number().int().min(0).max(FAVOURITE_GAMES_MAX),
});
export type TFavouriteResult = z.infer<typeof ZFavouriteResult>;

export const ZFavouriteGameList = z.object({ games: z.array(ZGameTile).max(FAVOURITE_GAMES_MAX) });
export type TFavouriteGameList = z.infer<typeof ZFavouriteGameList>;

/** A recent game: the tile and when the member last launched it (ISO date-time). */
export const ZRecentGame = ZGameTile.extend({ playedAt: z.string().max(40) });
export type TRecentGame = z.infer<typeof ZRecentGame>;
export const ZRecentGames = z.object({ games: z.array(ZRecentGame).max(RECENT_GAMES_MAX) });
export type TRecentGames = z.infer<typeof ZRecentGames>;

/** GET vassal game type: the classifies of one vendor's listed games (gameType picks among same-named vendors). */
export const ZVassalGameTypeQuery = z.object({
  vassalage: ZVassalage,
  gameType: optionalParam(z.enum(GAME_CATEGORIES)),
  language: optionalParam(z.string().max(10)),
});
export type TVassalGameTypeQuery = z.infer<typeof ZVassalGameTypeQuery>;

export const ZVassalGameType = z.object({
  gameClassify: z.enum(GAME_CLASSIFIES),
  /** Translated for the request language. */
  name: z.string().max(60),
  count: z.number().int().min(0),
});
export const ZVassalGameTypes = z.object({
  vassalage: z.string().max(40),
  classifies: z.array(ZVassalGameType).max(GAME_CLASSIFIES.length),
});
export type TVassalGameTypes = z.infer<typeof ZVassalGameTypes>;

export const ZWinnerBoardQuery = z.object({
  count: z.coerce.number().int().min(1).max(WINNER_BOARD_MAX).default(WINNER_BOARD_DEFAULT),
  language: optionalParam(z.string().max(10)),
});
export type TWinnerBoardQuery = z.infer<typeof ZWinnerBoardQuery>;

/**
 * One settled round of the last 24 hours. `username` is masked (`de***er`); `multiple` is win ÷ stake
 * with two decimals ("125.50"); `gameCode`/`gameName` are null when the round's game is not listed.
 */
export const ZWinner = z.object({
  username: z.string().max(40),
  gameCode: ZGameCode.nullable(),
  gameName: z.string().max(80).nullable(),
  vassalage: z.string().max(40),
  gameType: z.string().max(20),
  bet: ZDecimalMoney,
  win: ZDecimalMoney,
  multiple: z.string().regex(/^\d{1,15}\.\d{2}$/),
  time: z.string().max(40),
});
export type TWinner = z.infer<typeof ZWinner>;
export const ZWinnerBoard = z.object({ winners: z.array(ZWinner).max(WINNER_BOARD_MAX) });
export type TWinnerBoard = z.infer<typeof ZWinnerBoard>;
