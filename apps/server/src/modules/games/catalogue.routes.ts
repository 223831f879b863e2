import { envelopeOf } from '@tala/contract/envelope';
import {
  ZFavouriteBody,
  ZFavouriteGameList,
  ZFavouriteIds,
  ZFavouriteParams,
  ZFavouriteResult,
  ZGameList,
  ZGameListQuery,
  ZHotGames,
  ZHotGamesQuery,
  ZPopularGamesQuery,
  ZPopularGamesResponse,
  ZRecentGames,
  ZVassalGameTypeQuery,
  ZVassalGameTypes,
  ZWinnerBoard,
  ZWinnerBoardQuery,
} from '@tala/contract/games/catalogue';
import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { listGames, listHotGames, listPopularGames, listVassalGameTypes } from './catalogue.service.ts';
import { namesLanguage } from './game-tile.ts';
import { listLotteryDraws } from './lottery-draws.service.ts';
import {
  addFavourite,
  listFavouriteCodes,
  listFavouriteGames,
  listRecentGames,
  removeFavourite,
} from './player-games.service.ts';
import { listWinners } from './winner-board.service.ts';

type TSessionRequest = { merchant: { id: number }; session: { memberId: bigint } | null };

/** The member of the session, never a parameter: a member reaches only their own favourites. */
function memberKey(request: TSessionRequest) {
  assert(request.session, 'onRequest guard sets the session');
  return { merchantId: request.merchant.id, memberId: request.session.memberId };
}

/** Public lists: the game list, hot, popular, vassal game types and the winner board. */
export async function catalogueRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    CATALOGUE_PATHS.gameList,
    { schema: { querystring: ZGameListQuery, response: { 200: envelopeOf(ZGameList) } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      return reply.ok(await listGames(deps.db, request.merchant.id, lang, request.query));
    },
  );
  app.get(
    CATALOGUE_PATHS.hotGames,
    { schema: { querystring: ZHotGamesQuery, response: { 200: envelopeOf(ZHotGames) } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      return reply.ok({ list: await listHotGames(deps.db, request.merchant.id, lang, request.query) });
    },
  );
  // LGW gateway: `data` rather than `value` (like game_menus), so the body is sent as is.
  app.get(
    CATALOGUE_PATHS.popularGames,
    { schema: { querystring: ZPopularGamesQuery, response: { 200: ZPopularGamesResponse } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      const { count, prizeMode } = request.query;
      const data = prizeMode
        ? await listLotteryDraws(deps, request.merchant.id, lang, prizeMode, count)
        : { games: await listPopularGames(deps.db, request.merchant.id, lang, count) };
      return reply.send({ success: true, code: 'OK', message: translate(request.lang, 'common:ok'), data });
    },
  );
  app.get(
    CATALOGUE_PATHS.vassalGameType,
    { schema: { querystring: ZVassalGameTypeQuery, response: { 200: envelopeOf(ZVassalGameTypes) } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      return reply.ok(await listVassalGameTypes(deps.db, request.merchant.id, lang, request.query));
    },
  );
  app.get(
    CATALOGUE_PATHS.winnerBoard,
    { schema: { querystring: ZWinnerBoardQuery, response: { 200: envelopeOf(ZWinnerBoard) } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      const winners = await listWinners(deps.db, request.merchant.id, lang, request.query.count);
      return reply.ok({ winners });
    },
  );
  await playerGameRoutes(app, deps);
}

/** Favourites and recent games: login required (demo accounts too: they browse and play). */
async function playerGameRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };
  app.get(
    CATALOGUE_PATHS.favouriteGames,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZFavouriteIds) } } },
    async (request, reply) =>
      reply.headers(noStore).ok({ gameIds: await listFavouriteCodes(deps.db, memberKey(request)) }),
  );
  app.post(
    CATALOGUE_PATHS.favouriteGames,
    {
      onRequest: app.requireSession,
      schema: { body: ZFavouriteBody, response: { 200: envelopeOf(ZFavouriteResult) } },
    },
    async (request, reply) => reply.ok(await addFavourite(deps.db, memberKey(request), request.body.gameId)),
  );
  app.delete(
    CATALOGUE_PATHS.favouriteGame,
    {
      onRequest: app.requireSession,
      schema: { params: ZFavouriteParams, response: { 200: envelopeOf(ZFavouriteResult) } },
    },
    async (request, reply) =>
      reply.ok(await removeFavourite(deps.db, memberKey(request), request.params.gameId)),
  );
  app.get(
    CATALOGUE_PATHS.favouriteGameList,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZFavouriteGameList) } } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .ok({ games: await listFavouriteGames(deps.db, memberKey(request), request.lang) }),
  );
  app.get(
    CATALOGUE_PATHS.recentGames,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZRecentGames) } } },
    async (request, reply) =>
      reply.headers(noStore).ok({ games: await listRecentGames(deps.db, memberKey(request), request.lang) }),
  );
}
