import { ZGameMenusResponse } from '@tala/contract/games/menus';
import { API_PATHS } from '@tala/contract/paths';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { translate } from '../../lib/i18n.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { getGameLanes } from './games.service.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { roomRoutes } from './rooms.routes.ts';

export async function gamesRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  // The LGW gateway answers `{ success, code, message, data }` rather than the WPS `value` envelope
  // (seed 000 §3: data.lanes), so this one route sends its body itself instead of reply.ok.
  app.get(
    API_PATHS.gameMenus,
    { schema: { response: { 200: ZGameMenusResponse } } },
    async (request, reply) => {
      const lanes = await getGameLanes(deps.db, request.merchant.id);
      return reply.send({
        success: true,
        code: 'OK',
        message: translate(request.lang, 'common:ok'),
        data: { lanes },
      });
    },
  );
  await catalogueRoutes(app, deps);
  await roomRoutes(app, deps);
  await lotteryRoutes(app, deps);
}
