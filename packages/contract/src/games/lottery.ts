import { z } from 'zod';

/**
 * The lottery prize modes of seed 000 §1 ("Lott, ZY, Elott, SEA"), as `/lgw/games/popular` reads them
 * (decision 034): Lott every lottery game, Elott the e-lottery (fast) games, SEA the 4D games (account
 * type TCG_SEA), ZY the regional Vietnamese-format games (account type TCG_LOTTO_VN).
 */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type TPrizeMode = (typeof PRIZE_MODES)[number];

const ZIsoTime = z.string().max(40);

/**
 * A lottery provider's public feed (the house's `GET <launch url>/api/lottery/public/lobby`): each game's
 * issue on now and its last drawn issue. The platform reads only these fields; the rest is the provider's.
 */
export const ZLotteryFeed = z.object({
  serverTime: ZIsoTime,
  games: z
    .array(
      z.object({
        gameId: z.string().max(64),
        family: z.string().max(20),
        current: z.object({ issueNo: z.string().max(20), closesAt: ZIsoTime, drawsAt: ZIsoTime }).nullable(),
        last: z.object({ issueNo: z.string().max(20), result: z.unknown().optional() }).nullable(),
      }),
    )
    .max(200),
});
export type TLotteryFeed = z.infer<typeof ZLotteryFeed>;

/** One game's draw as the site shows it beside the game (the home page's popular draws). */
export const ZLotteryDraw = z.object({
  gameId: z.string().max(64),
  family: z.string().max(20),
  issueNo: z.string().max(20).nullable(),
  closesAt: ZIsoTime.nullable(),
  drawsAt: ZIsoTime.nullable(),
  lastIssueNo: z.string().max(20).nullable(),
  /** The family's result shape as the provider sends it (digits, dice, cars, prize sheet, 4D numbers). */
  lastResult: z.unknown().nullable(),
});
export type TLotteryDraw = z.infer<typeof ZLotteryDraw>;

/**
 * Seed 001 §2, the launch rule: a game of type LOTT or ELOTT opens the site's lottery screen, with gameCode
 * and playType in the query when both are known; account type TCG_SEA goes to /seaLottery and TCG_LOTTO_VN
 * to /vnlottery. Null for any other game. The server answers it to a launch; the site links to it.
 */
export function lotteryRoute(game: {
  gameType: string;
  code: string;
  accountTypeName: string;
  defaultPlayType: string | null;
}): string | null {
  if (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') return null;
  const query = new URLSearchParams({ gameCode: game.code });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  const page =
    game.accountTypeName === 'TCG_SEA'
      ? '/seaLottery'
      : game.accountTypeName === 'TCG_LOTTO_VN'
        ? '/vnlottery'
        : game.gameType === 'ELOTT'
          ? '/elott'
          : '/lottery';
  return `${page}?${query}`;
}
