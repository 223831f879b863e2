import { envelopeOf } from '@tala/contract/envelope';
import {
  LAUNCH_GAME_PATH,
  LOTTERY_LAUNCH_PATH,
  ZLaunchGameRequest,
  ZLaunchGameResult,
  ZLotteryLaunchQuery,
} from '@tala/contract/games/launch';
import { parseLanguage } from '@tala/contract/i18n/languages';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { launchGame, launchLottery } from './game-launch.service.ts';

export async function gameLaunchRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.post(
    LAUNCH_GAME_PATH,
    {
      onRequest: app.requireSession,
      schema: { body: ZLaunchGameRequest, response: { 200: envelopeOf(ZLaunchGameResult) } },
    },
    async (request, reply) => {
      const session = request.session;
      assert(session, 'onRequest guard sets the session');
      reply.header('cache-control', 'no-store');
      // The game opens in the language the site shows (the payload's `language`), else the request's.
      const lang = parseLanguage(request.body.language) ?? request.lang;
      const who = { ...session, merchantId: request.merchant.id, lang };
      return reply.ok(await launchGame(deps.db, who, request.body));
    },
  );
  app.get(
    LOTTERY_LAUNCH_PATH,
    {
      onRequest: app.requireSession,
      schema: { querystring: ZLotteryLaunchQuery, response: { 200: envelopeOf(ZLaunchGameResult) } },
    },
    async (request, reply) => {
      const session = request.session;
      assert(session, 'onRequest guard sets the session');
      reply.header('cache-control', 'no-store');
      const lang = parseLanguage(request.query.language) ?? request.lang;
      const who = { ...session, merchantId: request.merchant.id, lang };
      return reply.ok(await launchLottery(deps.db, who, request.query));
    },
  );
}
