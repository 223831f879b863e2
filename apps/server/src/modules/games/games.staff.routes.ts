import {
  ZBoGame,
  ZBoGameChange,
  ZBoGameIdParams,
  ZBoGamePage,
  ZBoGameQuery,
  ZBoVendor,
  ZBoVendorChange,
  ZBoVendorIdParams,
  ZBoVendorList,
} from '@tala/contract/backoffice/games';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { changeVendor, listBoVendors } from './game-vendors-staff.service.ts';
import { changeGame, getVendorGamePage } from './vendor-games-staff.service.ts';

/** Game vendors and their games: everyone reads, admin changes (permissions.ts). */
export async function gameStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const view = { config: { action: 'games.view' as const } };
  const edit = { config: { action: 'games.edit' as const } };

  app.get(
    BO_PATHS.gameVendors,
    { ...view, schema: { response: { 200: envelopeOf(ZBoVendorList) } } },
    async (request, reply) => reply.ok(await listBoVendors(deps.db, request.merchant.id)),
  );
  app.put(
    BO_PATHS.gameVendor,
    {
      ...edit,
      schema: { params: ZBoVendorIdParams, body: ZBoVendorChange, response: { 200: envelopeOf(ZBoVendor) } },
    },
    async (request, reply) =>
      reply.ok(await changeVendor(deps.db, actorOf(request), Number(request.params.id), request.body)),
  );
  app.get(
    BO_PATHS.gameVendorGames,
    {
      ...view,
      schema: {
        params: ZBoVendorIdParams,
        querystring: ZBoGameQuery,
        response: { 200: envelopeOf(ZBoGamePage) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getVendorGamePage(
          deps.db,
          request.merchant.id,
          Number(request.params.id),
          request.query,
          request.lang,
        ),
      ),
  );
  app.put(
    BO_PATHS.game,
    {
      ...edit,
      schema: { params: ZBoGameIdParams, body: ZBoGameChange, response: { 200: envelopeOf(ZBoGame) } },
    },
    async (request, reply) =>
      reply.ok(
        await changeGame(deps.db, actorOf(request), BigInt(request.params.id), request.body, request.lang),
      ),
  );
}
