import {
  LOTTERY_PATHS,
  ZLotteryLangQuery,
  ZOpenedNumeroQuery,
  ZOpenedNumeroResponse,
  ZVnMenusResponse,
  ZVnNumerosQuery,
  ZVnNumerosResponse,
  ZVnRecentResponse,
} from '@tala/contract/games/lottery-calls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { namesLanguage } from './game-tile.ts';
import { findOpenedNumero, listVnMenus, listVnNumeros } from './lottery-draws.service.ts';
import { listRecentGames } from './player-games.service.ts';

/** The LGW gateway's body: `data` where the WPS gateway has `value` (like game_menus). */
function sendLgw(request: FastifyRequest, reply: FastifyReply, data: unknown) {
  return reply.send({ success: true, code: 'OK', message: translate(request.lang, 'common:ok'), data });
}

/** Seed 001 §7's lottery calls: the Vietnamese menus, numeros open now, one game's numero, recent games. */
export async function lotteryRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    LOTTERY_PATHS.vnMenus,
    { schema: { querystring: ZLotteryLangQuery, response: { 200: ZVnMenusResponse } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      return sendLgw(request, reply, { menus: await listVnMenus(deps, request.merchant.id, lang) });
    },
  );
  app.get(
    LOTTERY_PATHS.vnOpenedNumeros,
    { schema: { querystring: ZVnNumerosQuery, response: { 200: ZVnNumerosResponse } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      const numeros = await listVnNumeros(deps, request.merchant.id, lang, request.query.count);
      return sendLgw(request, reply, { numeros });
    },
  );
  app.get(
    LOTTERY_PATHS.openedNumero,
    { schema: { querystring: ZOpenedNumeroQuery, response: { 200: ZOpenedNumeroResponse } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      const numero = await findOpenedNumero(deps, request.merchant.id, lang, request.query.gameCode);
      return sendLgw(request, reply, { serverTime: new Date().toISOString(), numero });
    },
  );
  app.get(
    LOTTERY_PATHS.vnRecent,
    {
      onRequest: app.requireSession,
      schema: { querystring: ZLotteryLangQuery, response: { 200: ZVnRecentResponse } },
    },
    async (request, reply) => {
      assert(request.session, 'onRequest guard sets the session');
      const lang = namesLanguage(request.query.language, request.lang);
      const key = { merchantId: request.merchant.id, memberId: request.session.memberId };
      const recent = await listRecentGames(deps.db, key, lang);
      reply.header('cache-control', 'no-store');
      return sendLgw(request, reply, { games: recent.filter((game) => game.vassalage === 'TCG_LOTTO_VN') });
    },
  );
}
