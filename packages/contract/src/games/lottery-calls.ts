import { z } from 'zod';
import { ZGameCode, ZGameTile } from './catalogue.ts';
import { RECENT_GAMES_MAX } from './games-constants.ts';

const ZIsoTime = z.string().max(40);
/** The Vietnamese lottery calls of seed 001 §7 (LGW gateway: `data`, not `value`). */
export const LOTTERY_PATHS = {
  /** GET, query ZLotteryLangQuery → ZVnMenusResponse: the Vietnamese-format games by result sheet. */
  vnMenus: '/lgw/vn/games/game_menu',
  /** GET (login), query ZLotteryLangQuery → ZVnRecentResponse: the member's recent Vietnamese games. */
  vnRecent: '/lgw/vn/games/game_menu/recent',
  /** GET, query ZVnNumerosQuery → ZVnNumerosResponse: the numeros (issues) open now, count 100. */
  vnOpenedNumeros: '/lgw/vn/numeros/opened/game',
  /** GET, query ZOpenedNumeroQuery → ZOpenedNumeroResponse: one lottery game's numero open now. */
  openedNumero: '/lotto/lgw/games/opened/numero',
} as const;

/** Seed 001 §9: "VN numero count 100". */
export const VN_NUMEROS_COUNT = 100;

const ZLanguageParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().max(10).optional(),
);
export const ZLotteryLangQuery = z.object({ language: ZLanguageParam });
export const ZVnNumerosQuery = z.object({
  count: z.coerce.number().int().min(1).max(VN_NUMEROS_COUNT).default(VN_NUMEROS_COUNT),
  language: ZLanguageParam,
});
export const ZOpenedNumeroQuery = z.object({
  gameCode: ZGameCode,
  language: ZLanguageParam,
});

/** A numero (issue) open for bets now, with its game. */
export const ZOpenedNumero = z.object({
  gameCode: z.string().max(64),
  name: z.string().max(120),
  issueNo: z.string().max(20),
  closesAt: ZIsoTime,
  drawsAt: ZIsoTime,
});
export type TOpenedNumero = z.infer<typeof ZOpenedNumero>;

function lgw<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), code: z.string(), message: z.string(), data });
}

/** North: the 27-prize sheet; REGIONAL: the 18-prize sheets of the South and the Centre. */
export const VN_REGIONS = ['NORTH', 'REGIONAL'] as const;
export const ZVnMenusResponse = lgw(
  z.object({
    menus: z.array(z.object({ region: z.enum(VN_REGIONS), games: z.array(ZOpenedNumero).max(50) })).max(2),
  }),
);
export const ZVnNumerosResponse = lgw(z.object({ numeros: z.array(ZOpenedNumero).max(VN_NUMEROS_COUNT) }));
export const ZOpenedNumeroResponse = lgw(
  z.object({ serverTime: ZIsoTime, numero: ZOpenedNumero.nullable() }),
);
export const ZVnRecentResponse = lgw(z.object({ games: z.array(ZGameTile).max(RECENT_GAMES_MAX) }));
