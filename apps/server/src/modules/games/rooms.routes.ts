import { envelopeOf } from '@tala/contract/envelope';
import { ROOM_LIST_PATH } from '@tala/contract/games/games-constants';
import { ZRoomList, ZRoomListQuery } from '@tala/contract/games/rooms';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { namesLanguage } from './game-tile.ts';
import { listRooms } from './rooms.service.ts';

/** GLS2_roomList (decision 010): public, like the game lists; a visitor sees the lobby before logging in. */
export async function roomRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    ROOM_LIST_PATH,
    { schema: { querystring: ZRoomListQuery, response: { 200: envelopeOf(ZRoomList) } } },
    async (request, reply) => {
      const lang = namesLanguage(request.query.language, request.lang);
      // Player counts move by the minute: a shared cache must not hold them.
      reply.header('cache-control', 'no-cache');
      return reply.ok(await listRooms(deps.db, request.merchant.id, lang, request.query));
    },
  );
}
