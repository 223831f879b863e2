import { ROOM_LIST_MAX } from '@tala/contract/games/games-constants';
import {
  ROOM_PRESENCE_MINUTES,
  type TRoom,
  type TRoomList,
  type TRoomListQuery,
} from '@tala/contract/games/rooms';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { isGameClassify, nameIn } from './game-tile.ts';
import {
  countPlayersNow,
  selectRoomGames,
  selectRoomVendors,
  type TRoomRow,
  type TRoomVendor,
} from './rooms.repository.ts';

function toRoom(row: TRoomRow, vendor: TRoomVendor, playersNow: number, lang: TLanguage): TRoom {
  assert(isGameClassify(row.gameClassify), `room ${row.code} has classify ${row.gameClassify}`);
  const inMaintenance = row.status === 'MAINTENANCE' || vendor.status === 'MAINTENANCE';
  return {
    roomId: row.code,
    name: nameIn(row.names, lang),
    vassalage: vendor.vassalage,
    vendorName: vendor.displayName,
    gameClassify: row.gameClassify,
    art: row.art,
    minBet: minorToDecimalString(row.minBetMinor),
    maxBet: row.maxBetMinor === null ? null : minorToDecimalString(row.maxBetMinor),
    playersNow,
    status: inMaintenance ? 'MAINTENANCE' : 'OPEN',
  };
}

/**
 * GLS2_roomList (decision 010): the rooms of one PVP vendor, or of every PVP vendor, with who is in
 * each now. A named vendor that is not a listed PVP vendor is GAME_VENDOR_NOT_FOUND, so a stale link
 * says so instead of showing an empty lobby.
 */
export async function listRooms(
  db: TDb,
  merchantId: number,
  lang: TLanguage,
  query: Pick<TRoomListQuery, 'vassalage'>,
): Promise<TRoomList> {
  const vendors = await selectRoomVendors(db, merchantId, query.vassalage);
  if (vendors.length === 0 && query.vassalage !== undefined) throw new AppError('GAME_VENDOR_NOT_FOUND');
  const presenceMinutes = ROOM_PRESENCE_MINUTES;
  if (vendors.length === 0) return { rooms: [], presenceMinutes };
  const ids = vendors.map((vendor) => vendor.id);
  const [rows, players] = await Promise.all([
    selectRoomGames(db, merchantId, ids, ROOM_LIST_MAX),
    countPlayersNow(db, merchantId, ids, presenceMinutes),
  ]);
  const byId = new Map(vendors.map((vendor) => [vendor.id, vendor]));
  const rooms = rows.map((row) => {
    const vendor = byId.get(row.vendorId);
    assert(vendor, 'a room of a vendor that was not asked for');
    return toRoom(row, vendor, players.get(`${row.vendorId}:${row.code}`) ?? 0, lang);
  });
  return { rooms, presenceMinutes };
}
