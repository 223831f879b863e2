import { ROOM_LIST_PATH } from '@tala/contract/games/games-constants';
import type { TRoomList } from '@tala/contract/games/rooms';
import { api } from '../../../lib/api-client.ts';

/** Seed 001 §7 GLS2_roomList (decision 010): one PVP vendor's rooms, or every PVP vendor's. */
export function fetchRooms(vassalage: string | undefined, language: string): Promise<TRoomList> {
  return api<TRoomList>(ROOM_LIST_PATH, { query: { vassalage, language } });
}
