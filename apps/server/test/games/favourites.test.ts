import { CATALOGUE_PATHS, FAVOURITE_GAMES_MAX, RECENT_GAMES_MAX } from '@tala/contract/games/games-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from '../../src/db/seed/seed-house-games.ts';
import { saveGames } from '../../src/modules/games/catalogue.service.ts';
import { addFavourite, recordRecentGame } from '../../src/modules/games/player-games.service.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/** Favourites and recent games: login required, each member sees only their own. */
let t: TTestApp;
let merchantId: number;
let player: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
  player = (await login(t, 'demo_player', 'Player123!')).token;
  agent = (await login(t, 'demo_agent', 'Agent123!')).token;
});
afterAll(async () => t.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: token ? authed(token) : {}, payload });
  return { status: res.statusCode, body: res.json() };
}

const add = (token: string, gameId: string) =>
  call('POST', CATALOGUE_PATHS.favouriteGames, token, { gameId });
const remove = (token: string, gameId: string) =>
  call('DELETE', CATALOGUE_PATHS.favouriteGame.replace(':gameId', gameId), token);
const ids = async (token: string) =>
  (await call('GET', CATALOGUE_PATHS.favouriteGames, token)).body.value.gameIds;

async function memberId(username: string): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function gameId(code: string): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('games')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('favourites', () => {
  it('when a visitor calls any favourite or recent call, then NOT_LOGGED_IN (401)', async () => {
    const calls = [
      call('GET', CATALOGUE_PATHS.favouriteGames),
      call('POST', CATALOGUE_PATHS.favouriteGames, undefined, { gameId: 'house-slot' }),
      call('DELETE', CATALOGUE_PATHS.favouriteGame.replace(':gameId', 'house-slot')),
      call('GET', CATALOGUE_PATHS.favouriteGameList),
      call('GET', CATALOGUE_PATHS.recentGames),
    ];
    for (const { status, body } of await Promise.all(calls))
      expect([status, body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('when a member adds games, then their list shows them newest first; adding twice changes nothing', async () => {
    expect((await add(player, 'house-slot')).body.value).toEqual({
      gameId: 'house-slot',
      isFavourite: true,
      count: 1,
    });
    expect((await add(player, 'house-fish')).body.value.count).toBe(2);
    expect((await add(player, 'house-slot')).body.value).toEqual({
      gameId: 'house-slot',
      isFavourite: true,
      count: 2,
    });
    expect(await ids(player)).toEqual(['house-fish', 'house-slot']);
    const list = await call('GET', CATALOGUE_PATHS.favouriteGameList, player);
    expect(list.body.value.games.map((game: { code: string; name: string }) => game.code)).toEqual([
      'house-fish',
      'house-slot',
    ]);
  });

  it("when another member looks, then the first member's favourites are invisible to them", async () => {
    expect(await ids(agent)).toEqual([]);
    await add(agent, 'house-virtual-sabong');
    expect(await ids(agent)).toEqual(['house-virtual-sabong']);
    expect(await ids(player)).toEqual(['house-fish', 'house-slot']);
  });

  it('when a member removes a game, then only their own favourite goes; removing again is a no-op', async () => {
    await add(agent, 'house-fish');
    expect((await remove(player, 'house-fish')).body.value).toEqual({
      gameId: 'house-fish',
      isFavourite: false,
      count: 1,
    });
    expect((await remove(player, 'house-fish')).status).toBe(200);
    expect(await ids(player)).toEqual(['house-slot']);
    expect(await ids(agent)).toEqual(['house-fish', 'house-virtual-sabong']);
  });

  it('when an unknown or disabled game is added, then GAME_NOT_FOUND; a bad code is VALIDATION_FAILED', async () => {
    expect((await add(player, 'no-such-game')).body.code).toBe('GAME_NOT_FOUND');
    await t.deps.db
      .updateTable('games')
      .set({ status: 'DISABLED' })
      .where('code', '=', 'house-fish')
      .execute();
    expect((await add(player, 'house-fish')).status).toBe(404);
    await t.deps.db.updateTable('games').set({ status: 'ACTIVE' }).where('code', '=', 'house-fish').execute();
    const bad = await add(player, 'bad code!');
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it(`when a member holds ${FAVOURITE_GAMES_MAX} favourites, then one more is GAME_FAVOURITES_FULL, also when adds race for the last place`, async () => {
    const template = HOUSE_GAMES[0]!;
    const extra = Array.from({ length: FAVOURITE_GAMES_MAX + 8 }, (_, n) => ({
      ...template,
      code: `fav-${n}`,
      providerGameId: `fav-${n}`,
      isHot: false,
      isPopular: false,
    }));
    await saveGames(t.deps.db, merchantId, extra);
    const already = (await ids(player)).length;
    // One place left, eight different games racing for it: exactly one gets in.
    for (const game of extra.slice(0, FAVOURITE_GAMES_MAX - already - 1)) await add(player, game.code);
    // Straight to the service: without HTTP in between, the adds overlap inside PostgreSQL.
    const key = { merchantId, memberId: await memberId('demo_player') };
    const racing = await Promise.allSettled(
      extra.slice(-8).map((game) => addFavourite(t.deps.db, key, game.code)),
    );
    expect(racing.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    for (const result of racing.filter((r): r is PromiseRejectedResult => r.status === 'rejected'))
      expect(result.reason).toMatchObject({ code: 'GAME_FAVOURITES_FULL' });
    expect(await ids(player)).toHaveLength(FAVOURITE_GAMES_MAX);
    const refused = await add(player, extra[extra.length - 1]!.code);
    expect([refused.status, refused.body.code]).toEqual([409, 'GAME_FAVOURITES_FULL']);
    expect(refused.body.message).toContain(String(FAVOURITE_GAMES_MAX));
  });
});

describe('recent games', () => {
  it('when a member launches games, then recent games list them newest first, one row per game', async () => {
    const member = await memberId('demo_agent');
    for (const code of ['house-slot', 'house-fish', 'house-virtual-football', 'house-slot']) {
      await recordRecentGame(t.deps.db, merchantId, member, await gameId(code));
    }
    const { body } = await call('GET', CATALOGUE_PATHS.recentGames, agent);
    const games = body.value.games as { code: string; playedAt: string }[];
    expect(games.map((game) => game.code)).toEqual(['house-slot', 'house-virtual-football', 'house-fish']);
    // The wire keeps milliseconds; two launches within one may show the same time (the order is the DB's).
    expect(Date.parse(games[0]!.playedAt)).toBeGreaterThanOrEqual(Date.parse(games[1]!.playedAt));
    expect((await call('GET', CATALOGUE_PATHS.recentGames, player)).body.value.games).toEqual([]);
  });

  it(`when a member has launched more than ${RECENT_GAMES_MAX} games, then only the newest ${RECENT_GAMES_MAX} are kept`, async () => {
    const member = await memberId('demo_player');
    const codes = Array.from({ length: RECENT_GAMES_MAX + 10 }, (_, n) => `fav-${n}`);
    for (const code of codes) await recordRecentGame(t.deps.db, merchantId, member, await gameId(code));
    const { body } = await call('GET', CATALOGUE_PATHS.recentGames, player);
    expect(body.value.games.map((game: { code: string }) => game.code)).toEqual(
      codes.slice(-RECENT_GAMES_MAX).reverse(),
    );
    const stored = await t.deps.db
      .selectFrom('recent_games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(RECENT_GAMES_MAX);
  });
});
