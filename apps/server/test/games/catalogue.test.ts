import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { LANGUAGES } from '@tala/contract/i18n/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_GAMES, HOUSE_PROVIDER_VENDORS } from '../../src/db/seed/seed-house-games.ts';
import { findLaunchableGame, saveGame } from '../../src/modules/games/catalogue.service.ts';
import { forgetVendors } from '../../src/modules/wallet/vendor-cache.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { getJson, query } from './catalogue-helpers.ts';

/** The demo merchant's catalogue: the house provider's real games, the public lists and launch lookup. */
let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

type TTile = Record<string, unknown> & { code: string; name: string; status: string };

async function listCodes(params: Record<string, string | number | undefined> = {}) {
  const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?${query(params)}`);
  return (body.value.games as TTile[]).map((game) => game.code);
}

async function setStatus(table: 'games' | 'game_vendors', key: string, status: string) {
  const column = table === 'games' ? 'code' : 'vassalage';
  await t.deps.db
    .updateTable(table)
    .set({ status: status as 'ACTIVE' })
    .where(column, '=', key)
    .execute();
  // The vendor list is cached per instance (vendor-cache.ts); an operator's change through the back office forgets it.
  if (table === 'game_vendors') forgetVendors(t.deps.db);
}

describe('the demo catalogue', () => {
  it('when the demo merchant is seeded, then it lists exactly the house provider games under HOUSE vendors', async () => {
    expect(await listCodes()).toEqual(HOUSE_GAMES.map((game) => game.code));
    const vendors = await t.deps.db
      .selectFrom('game_vendors')
      .select(['vassalage', 'provider_code'])
      .where('merchant_id', '=', merchantId)
      .execute();
    const linked = vendors
      .filter((vendor) => vendor.provider_code === 'HOUSE')
      .map((vendor) => vendor.vassalage);
    expect(linked.sort()).toEqual([...HOUSE_PROVIDER_VENDORS].sort());
  });

  it('when a house game is read in any of the 7 languages, then it has its own name in it', async () => {
    for (const lang of LANGUAGES) {
      const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?language=${lang}`);
      const names = (body.value.games as TTile[]).map((game) => game.name);
      const expected = HOUSE_GAMES.map((game) => (game.names as Record<string, string>)[lang]);
      expect(names, lang).toEqual(expected);
    }
  });

  it('when the slot is listed, then its tile carries the seed fields with money as a decimal string', async () => {
    const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?gameType=RNG`, { language: 'CN' });
    expect(body.value).toMatchObject({ total: 1, totalPages: 1, page: 1, pageSize: 30 });
    expect(body.value.games[0]).toEqual({
      code: 'house-slot',
      name: '塔拉宝藏转轴',
      gameType: 'RNG',
      gameClassify: 'SLOT',
      vassalage: 'TALA_SLOTS',
      accountTypeName: 'TALA_SLOTS',
      vendorName: 'Tala Slots',
      minBet: '0.20',
      lineNum: 20,
      isHot: 1,
      isNew: 0,
      isPopular: 1,
      isGame: 1,
      defaultPlayType: null,
      status: 'ACTIVE',
      allowsTrial: true,
      art: 'house-slot',
    });
  });

  it('when the VIP live vendor is opened, then it lists its own high-stakes baccarat table', async () => {
    const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?vassalage=TALA_LIVE_VIP`);
    expect(body.value).toMatchObject({ total: 1 });
    expect(body.value.games[0]).toMatchObject({
      code: 'house-baccarat-live-vip',
      name: 'Baccarat VIP Live Table',
      gameType: 'LIVE',
      gameClassify: 'BACCARAT',
      vassalage: 'TALA_LIVE_VIP',
      vendorName: 'Tala Live VIP',
      minBet: '100.00',
      status: 'ACTIVE',
      art: 'house-baccarat',
    });
    const found = await findLaunchableGame(t.deps.db, merchantId, {
      gameId: 'house-baccarat-live-vip',
      vassalage: 'TALA_LIVE_VIP',
    });
    expect(found?.vendor.providerCode).toBe('HOUSE');
    expect(found?.game).toMatchObject({ providerGameId: 'house-baccarat-live-vip', category: 'LIVE' });
    const stakes = await t.deps.db
      .selectFrom('games')
      .select(['min_bet_minor', 'max_bet_minor'])
      .where('merchant_id', '=', merchantId)
      .where('code', '=', 'house-baccarat-live-vip')
      .executeTakeFirstOrThrow();
    expect(stakes).toEqual({ min_bet_minor: 10_000n, max_bet_minor: 10_000_000n });
  });

  it('when nothing matches, then games is empty and totalPages 0', async () => {
    const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?gameName=no-such-game-anywhere`);
    expect(body.value).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('when a select is left empty in the query, then it does not narrow the list', async () => {
    expect(
      await listCodes({ gameType: '', vassalage: '', gameClassify: '', gameName: '', minBet: '' }),
    ).toHaveLength(HOUSE_GAMES.length);
  });
});

describe('hot, popular and vassal game types', () => {
  it('when hot games are asked as the site does, then the hot house games come under list', async () => {
    const url = `${CATALOGUE_PATHS.hotGames}?${query({ merchantCode: 'TALA', isPlatform: 2, platform: 'flash,html5-desktop', language: 'en' })}`;
    const { status, body } = await getJson(t, url);
    expect(status).toBe(200);
    expect((body.value.list as TTile[]).map((game) => game.code)).toEqual(
      HOUSE_GAMES.filter((game) => game.isHot).map((game) => game.code),
    );
  });

  it('when hot games name a vendor, then only its games; isPlatform 1 without a vendor is refused', async () => {
    const { body } = await getJson(t, `${CATALOGUE_PATHS.hotGames}?isPlatform=1&vassalage=TALA_COCKFIGHT`);
    expect((body.value.list as TTile[]).map((game) => game.code)).toEqual(['house-virtual-sabong']);
    const refused = await getJson(t, `${CATALOGUE_PATHS.hotGames}?isPlatform=1`);
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const badFlag = await getJson(t, `${CATALOGUE_PATHS.hotGames}?isPlatform=3`);
    expect(badFlag.status).toBe(400);
  });

  it('when popular games are asked, then the LGW shape carries them under data, at most count', async () => {
    const { body } = await getJson(t, `${CATALOGUE_PATHS.popularGames}?count=20&device=WEB`);
    expect(body).toMatchObject({ success: true, code: 'OK' });
    expect(body).not.toHaveProperty('value');
    expect((body.data.games as TTile[]).map((game) => game.code)).toEqual(
      HOUSE_GAMES.filter((game) => game.isPopular).map((game) => game.code),
    );
    const two = await getJson(t, `${CATALOGUE_PATHS.popularGames}?count=2`);
    expect(two.body.data.games).toHaveLength(2);
    const tooMany = await getJson(t, `${CATALOGUE_PATHS.popularGames}?count=51`);
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('when a vendor is asked for its game types, then its classifies come with translated names and counts', async () => {
    const { body } = await getJson(t, `${CATALOGUE_PATHS.vassalGameType}?vassalage=TALA_SLOTS`, {
      language: 'CN',
    });
    expect(body.value).toEqual({
      vassalage: 'TALA_SLOTS',
      classifies: [{ gameClassify: 'SLOT', name: '老虎机', count: 1 }],
    });
    const unknown = await getJson(t, `${CATALOGUE_PATHS.vassalGameType}?vassalage=NOBODY`);
    expect(unknown.body.value.classifies).toEqual([]);
    const missing = await getJson(t, CATALOGUE_PATHS.vassalGameType);
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('statuses', () => {
  it('when a vendor is in maintenance, then its games show greyed and leave the hot and popular lists', async () => {
    await setStatus('game_vendors', 'TALA_LIVE', 'MAINTENANCE');
    try {
      const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?gameType=LIVE`);
      // The VIP table is another vendor's (TALA_LIVE_VIP): it stays open.
      expect((body.value.games as TTile[]).map((game) => [game.code, game.status])).toEqual([
        ['house-baccarat-live', 'MAINTENANCE'],
        ['house-baccarat-live-vip', 'ACTIVE'],
      ]);
      const hot = await getJson(t, CATALOGUE_PATHS.hotGames);
      expect((hot.body.value.list as TTile[]).map((game) => game.code)).not.toContain('house-baccarat-live');
      const popular = await getJson(t, CATALOGUE_PATHS.popularGames);
      expect((popular.body.data.games as TTile[]).map((game) => game.code)).not.toContain(
        'house-baccarat-live',
      );
    } finally {
      await setStatus('game_vendors', 'TALA_LIVE', 'ACTIVE');
    }
  });

  it('when the list is asked by wallet mode, then only games of vendors in that mode come (the /seamless page)', async () => {
    const transferVendors = new Set(['TALA_FISH', 'TALA_REELS']);
    expect(await listCodes({ walletMode: 'SEAMLESS' })).toEqual(
      HOUSE_GAMES.filter((game) => !transferVendors.has(game.vassalage)).map((game) => game.code),
    );
    expect(await listCodes({ walletMode: 'TRANSFER' })).toEqual(['house-fish']);
    expect(await listCodes({ walletMode: 'TRANSFER', gameType: 'RNG' })).toEqual([]);
  });

  it('when a game or its vendor is disabled, then it is not listed anywhere', async () => {
    await setStatus('games', 'house-fish', 'DISABLED');
    await setStatus('game_vendors', 'TALA_ESPORTS', 'DISABLED');
    try {
      const codes = await listCodes();
      expect(codes).not.toContain('house-fish');
      expect(codes).not.toContain('house-virtual-esports');
      expect(codes).toHaveLength(HOUSE_GAMES.length - 2);
    } finally {
      await setStatus('games', 'house-fish', 'ACTIVE');
      await setStatus('game_vendors', 'TALA_ESPORTS', 'ACTIVE');
    }
  });
});

describe('bad input', () => {
  it('when a filter is out of its domain, then VALIDATION_FAILED with the field, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ gameType: 'CASINO' }, 'gameType'],
      [{ vassalage: 'tala_slots' }, 'vassalage'],
      [{ gameClassify: 'PACHINKO' }, 'gameClassify'],
      [{ minBet: '-1' }, 'minBet'],
      [{ minBet: '1.234' }, 'minBet'],
      [{ minLineNum: 'many' }, 'minLineNum'],
      [{ gameName: 'x'.repeat(61) }, 'gameName'],
      [{ page: '1e9' }, 'page'],
      [{ walletMode: 'HYBRID' }, 'walletMode'],
    ];
    for (const [params, field] of cases) {
      const { status, body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?${query(params)}`);
      expect([status, body.code], JSON.stringify(params)).toEqual([400, 'VALIDATION_FAILED']);
      expect(body.fields.map((issue: { path: string }) => issue.path)).toContain(field);
    }
  });

  it('when the API description is generated, then the catalogue calls are in it', async () => {
    const { status, body } = await getJson(t, '/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(Object.values(CATALOGUE_PATHS).slice(0, 4)),
    );
  });
});

describe('catalogue writes and the launch lookup', () => {
  it('when a game is looked up for launch by code and vendor, then it comes with its vendor and provider', async () => {
    const found = await findLaunchableGame(t.deps.db, merchantId, {
      gameId: 'house-slot',
      vassalage: 'TALA_SLOTS',
    });
    expect(found?.game).toMatchObject({ code: 'house-slot', providerGameId: 'house-slot', status: 'ACTIVE' });
    expect(found?.vendor).toMatchObject({
      vassalage: 'TALA_SLOTS',
      providerCode: 'HOUSE',
      walletMode: 'SEAMLESS',
    });
    expect(
      await findLaunchableGame(t.deps.db, merchantId, { gameId: 'house-slot', vassalage: 'TALA_FISH' }),
    ).toBeNull();
    expect(
      await findLaunchableGame(t.deps.db, merchantId, { gameId: 'nope', vassalage: 'TALA_SLOTS' }),
    ).toBeNull();
  });

  it('when a PVP room is launched by roomId, then its game is found; roomId of a non-PVP game is not', async () => {
    const room = await findLaunchableGame(t.deps.db, merchantId, {
      roomId: 'house-baccarat-pvp',
      vassalage: 'TALA_PVP',
    });
    expect(room?.game.category).toBe('PVP');
    expect(
      await findLaunchableGame(t.deps.db, merchantId, { roomId: 'house-slot', vassalage: 'TALA_SLOTS' }),
    ).toBeNull();
  });

  it('when the game is in maintenance it is returned as such; when disabled, null', async () => {
    await setStatus('games', 'house-fish', 'MAINTENANCE');
    const target = { gameId: 'house-fish', vassalage: 'TALA_FISH' };
    expect((await findLaunchableGame(t.deps.db, merchantId, target))?.game.status).toBe('MAINTENANCE');
    await setStatus('games', 'house-fish', 'DISABLED');
    expect(await findLaunchableGame(t.deps.db, merchantId, target)).toBeNull();
    await setStatus('games', 'house-fish', 'ACTIVE');
  });

  it('when a game is saved under an unknown vendor or without an English name, then it is refused', async () => {
    const base = HOUSE_GAMES[0]!;
    await expect(
      saveGame(t.deps.db, merchantId, { ...base, code: 'x-1', vassalage: 'NOBODY' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      saveGame(t.deps.db, merchantId, { ...base, code: 'x-2', names: { zh: '无英文' } as never }),
    ).rejects.toThrow();
    await expect(
      saveGame(t.deps.db, merchantId, { ...base, code: 'x-3', gameType: 'FISH' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await listCodes()).toHaveLength(HOUSE_GAMES.length);
  });

  it('when a saved game is saved again by code, then it is updated in place', async () => {
    const slot = HOUSE_GAMES[0]!;
    await saveGame(t.deps.db, merchantId, { ...slot, names: { ...slot.names, en: 'Treasure Reels II' } });
    const { body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?gameName=reels%20ii`);
    expect((body.value.games as TTile[]).map((game) => game.name)).toEqual(['Treasure Reels II']);
    await saveGame(t.deps.db, merchantId, slot);
    expect(await listCodes({ gameName: 'reels ii' })).toEqual([]);
  });
});
