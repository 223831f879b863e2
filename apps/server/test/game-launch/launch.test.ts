import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { LAUNCH_GAME_PATH, LOTTERY_LAUNCH_PATH } from '@tala/contract/games/launch';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveGame } from '../../src/modules/games/catalogue.service.ts';
import { authed, login } from '../session/session-helpers.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { seamlessCall } from '../vendor-wallet/seamless-helpers.ts';
import { merchantIdOf, setVendor } from '../wallet/wallet-helpers.ts';

let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo_player', 'Player123!')).token;
});
afterAll(async () => t.close());

function launch(body: Record<string, unknown>, bearer: string | null = token) {
  return t.app.inject({
    method: 'POST',
    url: LAUNCH_GAME_PATH,
    headers: bearer ? authed(bearer) : {},
    payload: { ...GAME_LAUNCH_FIXED, ...body },
  });
}

async function demoAccountToken(): Promise<string> {
  const sealed = await t.seal({
    os: 'Linux',
    platform: 'W',
    random: 'r'.repeat(24),
    gatewayVersion: 3,
    verification: await solveHumanCheck(t.app),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: sealed as object,
  });
  return res.json().value.token;
}

describe('game launch (POST /wps/game/launchGame)', () => {
  it('when a player launches a game, then a single-use token in the provider URL opens a wallet session', async () => {
    const res = await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS', language: 'zh' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.game_url).toMatch(/^\/house\/play\/house-slot\?token=[\w-]{40,}&lang=zh$/);
    expect(value).toMatchObject({ route: null, game_url2: value.game_url, content: value.game_url });
    expect(res.headers['cache-control']).toBe('no-store');
    const launchToken = new URL(value.game_url, 'http://x').searchParams.get('token');
    const auth = await seamlessCall(t, SEAMLESS_PATHS.authenticate, { launchToken });
    expect(auth.answer).toMatchObject({
      status: 'OK',
      gameId: 'house-slot',
      language: 'zh',
      walletMode: 'SEAMLESS',
    });
  });

  it('when the site is light, then the provider URL carries its theme; an unknown theme is refused', async () => {
    const light = await launch({
      gameId: 'house-slot',
      vassalage: 'TALA_SLOTS',
      language: 'en',
      theme: 'light',
    });
    expect(new URL(light.json().value.game_url, 'http://x').searchParams.get('theme')).toBe('light');
    const odd = await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS', theme: 'sepia' });
    expect([odd.statusCode, odd.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('when a game was launched, then it leads the recent games', async () => {
    await launch({ gameId: 'house-fish', vassalage: 'TALA_FISH' });
    const recent = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame',
      headers: authed(token),
    });
    expect(recent.json().value.games[0]).toMatchObject({ code: 'house-fish' });
  });

  it('when a visitor launches, then NOT_LOGGED_IN (the site asks them to log in)', async () => {
    const res = await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS' }, null);
    expect(res.json().code).toBe('NOT_LOGGED_IN');
  });

  it('when the game or its vendor is unknown or the fixed values differ, then a clear 4xx code', async () => {
    expect((await launch({ gameId: 'nope', vassalage: 'TALA_SLOTS' })).json().code).toBe('GAME_NOT_FOUND');
    expect((await launch({ gameId: 'house-slot', vassalage: 'TALA_FISH' })).json().code).toBe(
      'GAME_NOT_FOUND',
    );
    const wrongFixed = await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS', clientType: 9 });
    expect([wrongFixed.statusCode, wrongFixed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('when the vendor is in maintenance, then GAME_MAINTENANCE with playable popular games to try instead', async () => {
    await setVendor(t, 'TALA_SLOTS', { status: 'MAINTENANCE' });
    const res = await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS' });
    await setVendor(t, 'TALA_SLOTS', { status: 'ACTIVE' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'GAME_MAINTENANCE']);
    const suggested = res.json().value.games.map((game: { code: string }) => game.code);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested).not.toContain('house-slot');
  });

  it('when a demo account opens a vendor without trial play, then GAME_TRIAL_NOT_ALLOWED', async () => {
    const demo = await demoAccountToken();
    expect((await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS' }, demo)).statusCode).toBe(200);
    await t.deps.db
      .updateTable('game_vendors')
      .set({ allows_trial: false })
      .where('vassalage', '=', 'TALA_SLOTS')
      .execute();
    const res = await launch({ gameId: 'house-slot', vassalage: 'TALA_SLOTS' }, demo);
    await t.deps.db
      .updateTable('game_vendors')
      .set({ allows_trial: true })
      .where('vassalage', '=', 'TALA_SLOTS')
      .execute();
    expect([res.statusCode, res.json().code]).toEqual([403, 'GAME_TRIAL_NOT_ALLOWED']);
  });

  it('when a lottery game is launched, then the answer is the lottery route, not a provider URL', async () => {
    await saveGame(t.deps.db, await merchantIdOf(t), {
      code: 'lotto-649',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      providerGameId: 'lotto-649',
      names: { en: 'Lotto 6/49' },
      gameClassify: 'LOTTERY',
      minBetMinor: 100n,
      art: 'lotto',
    });
    const res = await launch({ gameId: 'lotto-649', vassalage: 'TCG_LOTTO_VN' });
    expect(res.json().value).toEqual({
      game_url: null,
      game_url2: null,
      content: null,
      route: '/vnlottery?gameCode=lotto-649',
    });
  });

  it('when a house lottery game is launched, then its page opens with its game code and default play type', async () => {
    const routeOf = async (gameId: string, vassalage: string) =>
      (await launch({ gameId, vassalage })).json().value.route;
    expect(await routeOf('house-k3-1m', 'TALA_ELOTT')).toBe('/elott?gameCode=house-k3-1m&playType=k3.sum');
    expect(await routeOf('house-4d', 'TCG_SEA')).toBe('/seaLottery?gameCode=house-4d&playType=sea-4d.big');
    expect(await routeOf('house-vn-north', 'TCG_LOTTO_VN')).toBe(
      '/vnlottery?gameCode=house-vn-north&playType=vn-north.lo2',
    );
  });
});

describe('lottery lobby launch (GET /wps/game/lottery/launch)', () => {
  const lotteryLaunch = (query: Record<string, string>, bearer: string | null = token) =>
    t.app.inject({
      method: 'GET',
      url: `${LOTTERY_LAUNCH_PATH}?${new URLSearchParams({ launchMode: 'LOTT', ...query })}`,
      headers: bearer ? authed(bearer) : {},
    });

  it('when a lottery page launches its game, then the provider URL carries the view, play type, theme and way back', async () => {
    const res = await lotteryLaunch({
      lottoGameCode: 'house-k3-1m',
      lottoView: 'betting',
      playType: 'k3.sum',
      backUrl: '/elott',
      language: 'vi',
      theme: 'light',
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.game_url, 'http://x');
    expect(url.pathname).toBe('/house/play/house-k3-1m');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lang: 'vi',
      view: 'betting',
      playType: 'k3.sum',
      back: '/elott',
      device: 'WEB',
      theme: 'light',
    });
    const auth = await seamlessCall(t, SEAMLESS_PATHS.authenticate, {
      launchToken: url.searchParams.get('token'),
    });
    expect(auth.answer).toMatchObject({ status: 'OK', gameId: 'house-k3-1m' });
  });

  it('when the game is not a lottery, unknown, or the way back leaves the site, then it is refused', async () => {
    expect((await lotteryLaunch({ lottoGameCode: 'house-slot' })).json().code).toBe('GAME_NOT_FOUND');
    expect((await lotteryLaunch({ lottoGameCode: 'no-such-lotto' })).json().code).toBe('GAME_NOT_FOUND');
    const offSite = await lotteryLaunch({ lottoGameCode: 'house-k3-1m', backUrl: '//evil.example/x' });
    expect(offSite.statusCode).toBe(400);
    expect((await lotteryLaunch({ lottoGameCode: 'house-k3-1m', theme: 'sepia' })).statusCode).toBe(400);
    expect((await lotteryLaunch({ lottoGameCode: 'house-k3-1m' }, null)).statusCode).toBe(401);
  });
});
