import { z } from 'zod';
import { GAME_LAUNCH_FIXED } from '../constants.ts';
import { ZGameTile } from './catalogue.ts';
import { POPULAR_GAMES_MAX } from './games-constants.ts';

/** POST /wps/game/launchGame (seed 000 §3, §9; decision 007). */
export const LAUNCH_GAME_PATH = '/wps/game/launchGame';

/** The seed's payload: gameId (or roomId for PVP), the vendor's account type name and the fixed values. */
export const ZLaunchGameRequest = z
  .object({
    gameId: z.string().trim().min(1).max(64).optional(),
    roomId: z.string().trim().min(1).max(64).optional(),
    nodeId: z.string().max(64).optional(),
    vassalage: z.string().regex(/^[A-Z0-9_]{2,40}$/),
    accountType: z.literal(GAME_LAUNCH_FIXED.accountType),
    confirmTrans: z.literal(GAME_LAUNCH_FIXED.confirmTrans),
    launchMode: z.literal(GAME_LAUNCH_FIXED.launchMode),
    platform: z.literal(GAME_LAUNCH_FIXED.platform),
    clientType: z.literal(GAME_LAUNCH_FIXED.clientType),
    username: z.string().max(32).optional(),
    token: z.string().max(200).optional(),
    merchantCode: z.string().max(32).optional(),
    language: z.string().max(8).optional(),
    /** Not the seed's: the site's colour theme, passed to the provider's page so a game opens as the site looks. */
    theme: z.enum(['dark', 'light']).optional(),
  })
  .refine((body) => body.gameId !== undefined || body.roomId !== undefined, { path: ['gameId'] });
export type TLaunchGameRequest = z.infer<typeof ZLaunchGameRequest>;

/**
 * Either a URL to open in /game (or the game popup), or — for lottery games — the site route to go to
 * instead (seed 001 §2 launch rule). `content` repeats the URL for the PVP launch call, which reads it.
 */
export const ZLaunchGameResult = z.object({
  game_url: z.string().max(2000).nullable(),
  game_url2: z.string().max(2000).nullable(),
  content: z.string().max(2000).nullable(),
  route: z.string().max(200).nullable(),
});
export type TLaunchGameResult = z.infer<typeof ZLaunchGameResult>;

/**
 * The `value` of a GAME_MAINTENANCE refusal (seed 001 §8): popular games to suggest instead. Lives in
 * catalogue.ts's tile shape, so the site draws them like any other game.
 */
export const ZGameMaintenanceValue = z.object({
  games: z.array(ZGameTile).max(POPULAR_GAMES_MAX),
});
export type TGameMaintenanceValue = z.infer<typeof ZGameMaintenanceValue>;

/**
 * The lottery lobby launch (seed 001 §7 "Lottery": lottoArea, launchMode LOTT, lottoGameCode, lottoView
 * betting or lobby, device, backUrl, language; its path is not shown, so it is ours). The lottery pages
 * call it for the game they show and frame the URL it answers (`game_url`; `route` is always null).
 */
export const LOTTERY_LAUNCH_PATH = '/wps/game/lottery/launch';
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
export const ZLotteryLaunchQuery = z.object({
  lottoArea: z.enum(['VN', 'SEA', 'ELOTT', 'LOTT']).optional(),
  launchMode: z.literal('LOTT'),
  lottoGameCode: z.string().trim().min(1).max(64),
  lottoView: z.enum(LOTTERY_VIEWS).default('betting'),
  /** The play type the page opens on (the launch rule's `playType`). */
  playType: z
    .string()
    .regex(/^[a-z0-9-]{2,16}\.[a-z0-9-]{1,24}$/)
    .optional(),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
  /** Where the game's back button leads: a path of this site only (never another origin). */
  backUrl: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)[A-Za-z0-9/_?=&.-]*$/)
    .optional(),
  language: z.string().max(8).optional(),
  /** The site's colour theme, so the framed lottery matches the page around it (decision 036). */
  theme: z.enum(['dark', 'light']).optional(),
});
export type TLotteryLaunchQuery = z.infer<typeof ZLotteryLaunchQuery>;
