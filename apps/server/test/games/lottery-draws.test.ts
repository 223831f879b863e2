import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { LAUNCH_GAME_PATH, LOTTERY_LAUNCH_PATH } from '@tala/contract/games/launch';
import { LOTTERY_PATHS } from '@tala/contract/games/lottery-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function popular(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `${CATALOGUE_PATHS.popularGames}?${query}` });
  return { status: res.statusCode, body: res.json() };
}

/** The house makes its issues on start (its schedule job): wait until the feed has them. */
async function drawsOf(mode: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await popular(`prizeMode=${mode}&count=20`);
    const draws = body.data.draws as Array<{ issueNo: string | null }>;
    if (draws.length > 0 && draws.every((draw) => draw.issueNo !== null)) return body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no draws for ${mode}`);
}

describe('popular draws (GET /lgw/games/popular with a prize mode)', () => {
  it('when the e-lottery mode is asked, then its games come with the issue on now from the provider', async () => {
    const data = await drawsOf('Elott');
    expect(data.games.map((game: { gameType: string }) => game.gameType)).toEqual(Array(6).fill('ELOTT'));
    const draw = data.draws.find((d: { gameId: string }) => d.gameId === 'house-k3-1m');
    expect(draw.issueNo).toMatch(/^\d{8}-\d{4}$/);
    expect(Date.parse(draw.drawsAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(draw.closesAt)).toBeLessThanOrEqual(Date.parse(draw.drawsAt));
  });

  it('when SEA or ZY is asked, then only the 4D or the Vietnamese-format games are listed', async () => {
    const sea = await drawsOf('SEA');
    expect(sea.games.map((game: { code: string }) => game.code)).toEqual(['house-4d', 'house-4d-5m']);
    const zy = await drawsOf('ZY');
    expect(new Set(zy.games.map((game: { vassalage: string }) => game.vassalage))).toEqual(
      new Set(['TCG_LOTTO_VN']),
    );
  });

  it('when no prize mode is asked, then the popular games come without draws; an unknown mode is refused', async () => {
    const plain = await popular('count=20');
    expect(plain.status).toBe(200);
    expect(plain.body.data.draws).toBeUndefined();
    expect((await popular('prizeMode=Keno')).status).toBe(400);
  });
});

describe('the Vietnamese lottery calls (seed 001 §7)', () => {
  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? authed(token) : {} });
    return { status: res.statusCode, body: res.json() };
  };

  it('when the VN menus are asked, then the North and regional games come with their open numero', async () => {
    await drawsOf('ZY');
    const { status, body } = await get(`${LOTTERY_PATHS.vnMenus}?language=vi`);
    expect(status).toBe(200);
    const menus = body.data.menus as Array<{
      region: string;
      games: Array<{ gameCode: string; name: string }>;
    }>;
    expect(menus.map((menu) => menu.region)).toEqual(['NORTH', 'REGIONAL']);
    expect(menus[0]!.games.map((game) => game.gameCode)).toEqual(['house-vn-north', 'house-vn-north-1m']);
    expect(menus[0]!.games[0]!.name).toBe('Tala Miền Bắc · 18:15 hằng ngày');
  });

  it('when the open numeros are asked, then at most count come, each with its cut-off before its draw', async () => {
    const { body } = await get(`${LOTTERY_PATHS.vnOpenedNumeros}?count=2`);
    const numeros = body.data.numeros as Array<{ closesAt: string; drawsAt: string }>;
    expect(numeros).toHaveLength(2);
    for (const numero of numeros)
      expect(Date.parse(numero.closesAt)).toBeLessThanOrEqual(Date.parse(numero.drawsAt));
    expect((await get(`${LOTTERY_PATHS.vnOpenedNumeros}?count=101`)).status).toBe(400);
  });

  it('when one game’s open numero is asked, then it comes; an unknown or non-lottery game is GAME_NOT_FOUND', async () => {
    const { body } = await get(`${LOTTERY_PATHS.openedNumero}?gameCode=house-4d-5m`);
    expect(body.data.numero).toMatchObject({
      gameCode: 'house-4d-5m',
      issueNo: expect.stringMatching(/^\d{8}-\d{4}$/),
    });
    expect((await get(`${LOTTERY_PATHS.openedNumero}?gameCode=house-slot`)).body.code).toBe('GAME_NOT_FOUND');
  });

  it('when a member asks for recent VN games, then only the Vietnamese games they launched come; a visitor is refused', async () => {
    const token = (await login(t, 'demo_player', 'Player123!')).token;
    // A lottery game is recorded when its page launches it (the lobby launch); the slot by its own launch.
    await get(`${LOTTERY_LAUNCH_PATH}?launchMode=LOTT&lottoGameCode=house-vn-south`, token);
    await t.app.inject({
      method: 'POST',
      url: LAUNCH_GAME_PATH,
      headers: authed(token),
      payload: { ...GAME_LAUNCH_FIXED, gameId: 'house-slot', vassalage: 'TALA_SLOTS' },
    });
    const { body } = await get(LOTTERY_PATHS.vnRecent, token);
    expect(body.data.games.map((game: { code: string }) => game.code)).toEqual(['house-vn-south']);
    expect((await get(LOTTERY_PATHS.vnRecent)).status).toBe(401);
  });
});
