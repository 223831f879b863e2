import { isDemoAccount } from '@tala/contract/constants';
import { POPULAR_GAMES_DEFAULT } from '@tala/contract/games/games-constants';
import type { TLaunchGameRequest, TLaunchGameResult, TLotteryLaunchQuery } from '@tala/contract/games/launch';
import { lotteryRoute } from '@tala/contract/games/lottery';
import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limiter.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import type { TLaunchRow } from '../games/catalogue.repository.ts';
import { findLaunchableGame, findLotteryGameByCode, listPopularGames } from '../games/catalogue.service.ts';
import { recordRecentGame } from '../games/player-games.service.ts';
import { providerAccountOf } from '../vendor-wallet/provider-accounts.ts';
import { insertLaunchToken } from '../vendor-wallet/wallet-sessions.repository.ts';
import { limitKey } from '../verification/limits.ts';

/** A launch token is traded for a wallet session by the game page within these seconds. */
export const LAUNCH_TOKEN_TTL_SECONDS = 300;
/** A person opens a few games a minute; a script opening hundreds only fills the token table. */
const LAUNCH_RULE = { limit: 30, windowMs: 60_000 };

export type TLauncher = {
  merchantId: number;
  memberId: bigint;
  sessionId: bigint;
  agentType: number;
  lang: TLanguage;
};

/**
 * POST /wps/game/launchGame (decision 007): checks the game, the vendor, trial rules and maintenance,
 * then issues a single-use launch token and answers the provider's game URL that carries it.
 */
export async function launchGame(
  db: TDb,
  who: TLauncher,
  body: TLaunchGameRequest,
): Promise<TLaunchGameResult> {
  const found = await findLaunchableGame(db, who.merchantId, body);
  if (!found) throw new AppError('GAME_NOT_FOUND');
  const { game, vendor } = found;
  const route = lotteryRoute({
    gameType: game.category,
    code: game.code,
    accountTypeName: vendor.vassalage,
    defaultPlayType: game.defaultPlayType,
  });
  if (route) return { game_url: null, game_url2: null, content: null, route };
  return openProviderGame(db, who, found, body.theme ? { theme: body.theme } : {});
}

/**
 * The provider's game URL for a launchable game: trial and maintenance rules, the launch rate limit, a
 * single-use launch token, the recent-games list. `extra` adds query parameters the game page reads.
 */
async function openProviderGame(
  db: TDb,
  who: TLauncher,
  { game, vendor }: TLaunchRow,
  extra: Record<string, string>,
): Promise<TLaunchGameResult> {
  if (isDemoAccount(who.agentType) && !(vendor.allowsTrial && game.allowsTrial)) {
    throw new AppError('GAME_TRIAL_NOT_ALLOWED');
  }
  const provider = vendor.providerCode
    ? await providerAccountOf(db, who.merchantId, vendor.providerCode)
    : null;
  if (game.status === 'MAINTENANCE' || vendor.status === 'MAINTENANCE' || !provider?.isActive) {
    const games = await listPopularGames(db, who.merchantId, who.lang, POPULAR_GAMES_DEFAULT);
    throw new AppError('GAME_MAINTENANCE', { value: { games } });
  }
  const { allowed, retryAfterMs } = await hitRateLimit(
    db,
    limitKey(who.merchantId, 'launch', who.memberId),
    LAUNCH_RULE,
  );
  if (!allowed) throw new AppError('RATE_LIMITED', { value: { retryAfterMs } });
  const token = newToken();
  await insertLaunchToken(db, {
    tokenHash: sha256(token),
    merchantId: who.merchantId,
    memberId: who.memberId,
    sessionId: who.sessionId,
    vendorId: vendor.id,
    gameCode: game.code,
    providerGameId: game.providerGameId,
    language: who.lang,
    ttlSeconds: LAUNCH_TOKEN_TTL_SECONDS,
  });
  await recordRecentGame(db, who.merchantId, who.memberId, game.id);
  const query = new URLSearchParams({ token, lang: who.lang, ...extra });
  const url = `${provider.launchUrl}/play/${encodeURIComponent(game.providerGameId)}?${query}`;
  return { game_url: url, game_url2: url, content: url, route: null };
}

/**
 * GET /wps/game/lottery/launch: the lottery page's own launch of the game it shows (seed 001 §7), with the
 * view (betting or lobby), the play type to open on and the site path the game's back button leads to.
 */
export async function launchLottery(
  db: TDb,
  who: TLauncher,
  query: TLotteryLaunchQuery,
): Promise<TLaunchGameResult> {
  const found = await findLotteryGameByCode(db, who.merchantId, query.lottoGameCode);
  if (!found) throw new AppError('GAME_NOT_FOUND');
  return openProviderGame(db, who, found, {
    view: query.lottoView,
    device: query.device,
    ...(query.playType ? { playType: query.playType } : {}),
    ...(query.backUrl ? { back: query.backUrl } : {}),
    ...(query.theme ? { theme: query.theme } : {}),
  });
}
