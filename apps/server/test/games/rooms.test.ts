import { randomUUID } from 'node:crypto';
import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { ROOM_LIST_PATH } from '@tala/contract/games/games-constants';
import { LAUNCH_GAME_PATH } from '@tala/contract/games/launch';
import { ROOM_PRESENCE_MINUTES } from '@tala/contract/games/rooms';
import { API_PATHS } from '@tala/contract/paths';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_PROVIDER_CODE } from '../../src/db/seed/seed-providers.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { seamlessCall } from '../vendor-wallet/seamless-helpers.ts';
import { getJson, query } from './catalogue-helpers.ts';

/** GLS2_roomList (decision 010): the demo's three baccarat rooms, who is in them, and bad input. */
let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

const ROOMS = ['house-baccarat-pvp-starter', 'house-baccarat-pvp', 'house-baccarat-pvp-high'] as const;

type TRoom = { roomId: string; name: string; playersNow: number; status: string };

async function rooms(params: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const { status, body } = await getJson(t, `${ROOM_LIST_PATH}?${query(params)}`, headers);
  return { status, body, rooms: (body.value?.rooms ?? []) as TRoom[] };
}

async function playersIn(): Promise<Record<string, number>> {
  const list = (await rooms({ vassalage: 'TALA_PVP' })).rooms;
  return Object.fromEntries(list.map((room) => [room.roomId, room.playersNow]));
}

/** What a player's browser and the game page do: launch the room by roomId, then the page opens it. */
async function enterRoom(siteToken: string, roomId: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: LAUNCH_GAME_PATH,
    headers: authed(siteToken),
    payload: { ...GAME_LAUNCH_FIXED, roomId, vassalage: 'TALA_PVP' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const launchToken = new URL(res.json().value.game_url, 'http://x').searchParams.get('token');
  const auth = await seamlessCall(t, SEAMLESS_PATHS.authenticate, { launchToken });
  expect(auth.answer.status).toBe('OK');
}

async function setStatus(table: 'games' | 'game_vendors', key: string, status: string) {
  const column = table === 'games' ? 'code' : 'vassalage';
  await t.deps.db
    .updateTable(table)
    .set({ status: status as 'ACTIVE' })
    .where(column, '=', key)
    .execute();
}

describe('the room list', () => {
  it('when a visitor asks for the PVP vendor, then its rooms come in order with stakes and nobody in them', async () => {
    const { status, body } = await rooms({ vassalage: 'TALA_PVP' });
    expect(status).toBe(200);
    expect(body.value.presenceMinutes).toBe(ROOM_PRESENCE_MINUTES);
    expect(body.value.rooms).toEqual([
      {
        roomId: 'house-baccarat-pvp-starter',
        name: 'Baccarat Starter Room',
        vassalage: 'TALA_PVP',
        vendorName: 'Tala Baccarat Rooms',
        gameClassify: 'BACCARAT',
        art: 'generic-baccarat',
        minBet: '0.01',
        maxBet: '50.00',
        playersNow: 0,
        status: 'OPEN',
      },
      expect.objectContaining({ roomId: 'house-baccarat-pvp', minBet: '0.01', maxBet: '10000.00' }),
      expect.objectContaining({ roomId: 'house-baccarat-pvp-high', minBet: '100.00', maxBet: '10000.00' }),
    ]);
  });

  it('when no vendor is named, then every PVP vendor is asked; names follow the language', async () => {
    const all = await rooms({}, { language: 'CN' });
    expect(all.rooms.map((room) => room.roomId)).toEqual([...ROOMS]);
    expect(all.rooms.map((room) => room.name)).toEqual(['百家乐新手房', '百家乐开放房', '百家乐高额房']);
    const ja = await rooms({ language: 'ja' });
    expect(ja.rooms[2]?.name).toBe('バカラ・ハイローラールーム');
  });

  it('when a room or its vendor is in maintenance it shows so; a disabled room is not listed', async () => {
    await setStatus('games', 'house-baccarat-pvp-high', 'MAINTENANCE');
    try {
      const statuses = (await rooms()).rooms.map((room) => [room.roomId, room.status]);
      expect(statuses).toEqual([
        ['house-baccarat-pvp-starter', 'OPEN'],
        ['house-baccarat-pvp', 'OPEN'],
        ['house-baccarat-pvp-high', 'MAINTENANCE'],
      ]);
      await setStatus('game_vendors', 'TALA_PVP', 'MAINTENANCE');
      expect(new Set((await rooms()).rooms.map((room) => room.status))).toEqual(new Set(['MAINTENANCE']));
      await setStatus('games', 'house-baccarat-pvp-high', 'DISABLED');
      expect((await rooms()).rooms.map((room) => room.roomId)).not.toContain('house-baccarat-pvp-high');
    } finally {
      await setStatus('games', 'house-baccarat-pvp-high', 'ACTIVE');
      await setStatus('game_vendors', 'TALA_PVP', 'ACTIVE');
    }
  });
});

describe('players now', () => {
  it('when players enter rooms, then each counts once, in the room they entered last', async () => {
    const player = (await login(t, 'demo_player', 'Player123!')).token;
    const agent = (await login(t, 'demo_agent', 'Agent123!')).token;
    await enterRoom(player, 'house-baccarat-pvp');
    await enterRoom(agent, 'house-baccarat-pvp');
    expect(await playersIn()).toEqual({
      'house-baccarat-pvp-starter': 0,
      'house-baccarat-pvp': 2,
      'house-baccarat-pvp-high': 0,
    });
    await enterRoom(agent, 'house-baccarat-pvp-starter');
    expect(await playersIn()).toMatchObject({ 'house-baccarat-pvp-starter': 1, 'house-baccarat-pvp': 1 });
  });

  it('when a player opens another game since, they left the room', async () => {
    const agent = (await login(t, 'demo_agent', 'Agent123!')).token;
    const res = await t.app.inject({
      method: 'POST',
      url: LAUNCH_GAME_PATH,
      headers: authed(agent),
      payload: { ...GAME_LAUNCH_FIXED, gameId: 'house-slot', vassalage: 'TALA_SLOTS' },
    });
    const launchToken = new URL(res.json().value.game_url, 'http://x').searchParams.get('token');
    await seamlessCall(t, SEAMLESS_PATHS.authenticate, { launchToken });
    expect((await playersIn())['house-baccarat-pvp-starter']).toBe(0);
  });

  it('when a player entered long ago but bet a moment ago, then the bet keeps them in the room', async () => {
    const member = await memberId(t, 'demo_player');
    await sql`UPDATE wallet_sessions SET created_at = now() - make_interval(mins => ${ROOM_PRESENCE_MINUTES + 1})
      WHERE member_id = ${member}`.execute(t.deps.db);
    expect((await playersIn())['house-baccarat-pvp']).toBe(0);
    const vendor = await t.deps.db
      .selectFrom('game_vendors')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('vassalage', '=', 'TALA_PVP')
      .executeTakeFirstOrThrow();
    // The round row a provider's bet opens (what the seamless bet call writes, decision 007).
    await t.deps.db
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        provider_code: HOUSE_PROVIDER_CODE,
        round_ref: `room-test-${randomUUID()}`,
        member_id: member,
        vendor_id: vendor.id,
        game_code: 'house-baccarat-pvp',
        detail: null,
      })
      .execute();
    expect((await playersIn())['house-baccarat-pvp']).toBe(1);
  });

  it('when the player logs out, then they are no longer counted', async () => {
    const player = (await login(t, 'demo_player', 'Player123!')).token;
    await enterRoom(player, 'house-baccarat-pvp-high');
    expect((await playersIn())['house-baccarat-pvp-high']).toBe(1);
    const out = await t.app.inject({ method: 'DELETE', url: API_PATHS.logout, headers: authed(player) });
    expect(out.statusCode).toBe(200);
    expect((await playersIn())['house-baccarat-pvp-high']).toBe(0);
  });
});

describe('bad input', () => {
  it('when a parameter is out of its domain, then VALIDATION_FAILED names it, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ vassalage: 'tala_pvp' }, 'vassalage'],
      [{ vassalage: 'X'.repeat(41) }, 'vassalage'],
      [{ vassalage: 'TALA PVP' }, 'vassalage'],
      [{ language: 'x'.repeat(11) }, 'language'],
    ];
    for (const [params, field] of cases) {
      const { status, body } = await rooms(params);
      expect([status, body.code], JSON.stringify(params)).toEqual([400, 'VALIDATION_FAILED']);
      expect(body.fields.map((issue: { path: string }) => issue.path)).toContain(field);
    }
  });

  it('when the vendor is unknown, not PVP or disabled, then GAME_VENDOR_NOT_FOUND in the caller language', async () => {
    for (const vassalage of ['TALA_NOBODY', 'TALA_SLOTS']) {
      const { status, body } = await rooms({ vassalage }, { language: 'CN' });
      expect([status, body.code, body.message], vassalage).toEqual([
        404,
        'GAME_VENDOR_NOT_FOUND',
        '该游戏供应商在此没有房间。',
      ]);
    }
    await setStatus('game_vendors', 'TALA_PVP', 'DISABLED');
    try {
      expect((await rooms({ vassalage: 'TALA_PVP' })).body.code).toBe('GAME_VENDOR_NOT_FOUND');
      expect((await rooms()).rooms).toEqual([]);
    } finally {
      await setStatus('game_vendors', 'TALA_PVP', 'ACTIVE');
    }
  });
});
