import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { optionalParam, ZGameArt, ZGameCode, ZVassalage } from './catalogue.ts';
import { GAME_CLASSIFIES, ROOM_LIST_MAX } from './games-constants.ts';

/**
 * A member counts as in a room when they entered it (the game page opened its wallet session) or bet in
 * it within this many minutes, and their site session is not logged out. The page says so beside the
 * counts, because we cannot see a player leave.
 */
export const ROOM_PRESENCE_MINUTES = 10;

/** GET, query: `vassalage` narrows to one PVP vendor (absent: every PVP vendor); `language` for names. */
export const ZRoomListQuery = z.object({
  vassalage: optionalParam(ZVassalage),
  language: optionalParam(z.string().max(10)),
});
export type TRoomListQuery = z.infer<typeof ZRoomListQuery>;

/**
 * One room. `name` is in the request's language (English when the room has no name in it). `maxBet` is
 * null when the catalogue does not know the vendor's limit. `playersNow` counts members as
 * ROOM_PRESENCE_MINUTES describes. MAINTENANCE (the room or its vendor): shown, launching it answers
 * GAME_MAINTENANCE; disabled rooms are never listed.
 */
export const ZRoom = z.object({
  roomId: ZGameCode,
  name: z.string().max(80),
  vassalage: z.string().max(40),
  vendorName: z.string().max(60),
  gameClassify: z.enum(GAME_CLASSIFIES),
  art: ZGameArt,
  minBet: ZDecimalMoney,
  maxBet: ZDecimalMoney.nullable(),
  playersNow: z.number().int().min(0),
  status: z.enum(['OPEN', 'MAINTENANCE']),
});
export type TRoom = z.infer<typeof ZRoom>;

/** Rooms in the operator's order; `presenceMinutes` is the window behind `playersNow`. */
export const ZRoomList = z.object({
  rooms: z.array(ZRoom).max(ROOM_LIST_MAX),
  presenceMinutes: z.number().int().min(1).max(60),
});
export type TRoomList = z.infer<typeof ZRoomList>;
