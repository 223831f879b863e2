import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../src/db/seed/seed-merchant.ts';
import { saveGames } from '../../src/modules/games/catalogue.service.ts';
import { login, memberId } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { fund, transfer, walletBalances } from '../wallet/wallet-helpers.ts';
import { bo, signIn, type TStaffName } from './bo-helpers.ts';

/**
 * The console's games section (decision 011): every role reads vendors and games, only admin changes
 * them, each change is audited and reaches the player side at once on this instance.
 */
let t: TTestApp;
const cookies = {} as Record<TStaffName, string>;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'finance', 'support'] as const) cookies[role] = await signIn(t, role);
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

type TVendor = { id: number; vassalage: string; status: string; isHot: boolean; sort: number };

async function vendorsAs(role: TStaffName): Promise<TVendor[]> {
  const res = await bo(t, 'GET', BO_PATHS.gameVendors, { cookie: cookies[role] });
  expect(res.statusCode).toBe(200);
  return res.json().value.vendors;
}

async function vendorId(vassalage: string): Promise<number> {
  const vendor = (await vendorsAs('admin')).find((entry) => entry.vassalage === vassalage);
  if (!vendor) throw new Error(`no vendor ${vassalage}`);
  return vendor.id;
}

function changeVendor(role: TStaffName, id: number | string, body: unknown) {
  return bo(t, 'PUT', boPath(BO_PATHS.gameVendor, { id: String(id) }), { cookie: cookies[role], body });
}

async function auditRows(action: string) {
  return t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

async function siteCard(vassalage: string) {
  const res = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
  const lanes: { cards: { vassalage: string; status: string; isHot: number }[] }[] = res.json().data.lanes;
  return lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage);
}

describe('game vendors in the console', () => {
  it('when any role lists vendors, then each comes with wallet mode, provider, status and game count', async () => {
    for (const role of ['admin', 'finance', 'support'] as const) {
      const vendors = await vendorsAs(role);
      expect(vendors.find((vendor) => vendor.vassalage === 'TALA_SLOTS')).toMatchObject({
        displayName: 'Tala Slots',
        category: 'RNG',
        walletMode: 'SEAMLESS',
        providerCode: 'HOUSE',
        status: 'ACTIVE',
        isHot: true,
        gameCount: 1,
      });
      expect(vendors.find((vendor) => vendor.vassalage === 'TALA_REELS')).toMatchObject({
        walletMode: 'TRANSFER',
      });
    }
    expect((await bo(t, 'GET', BO_PATHS.gameVendors)).statusCode).toBe(401);
  });

  it('when finance or support change a vendor, then 403 FORBIDDEN and nothing changes', async () => {
    const id = await vendorId('TALA_SLOTS');
    for (const role of ['finance', 'support'] as const) {
      const res = await changeVendor(role, id, { status: 'MAINTENANCE' });
      expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await siteCard('TALA_SLOTS'))?.status).toBe('ACTIVE');
    expect(await auditRows('games.vendor')).toHaveLength(0);
  });

  it('when admin puts a vendor in maintenance and back, then the site shows it at once and both are audited', async () => {
    const id = await vendorId('TALA_SLOTS');
    const res = await changeVendor('admin', id, { status: 'MAINTENANCE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ vassalage: 'TALA_SLOTS', status: 'MAINTENANCE', isHot: true });
    expect((await siteCard('TALA_SLOTS'))?.status).toBe('MAINTENANCE');
    await changeVendor('admin', id, { status: 'ACTIVE' });
    expect((await siteCard('TALA_SLOTS'))?.status).toBe('ACTIVE');
    const audit = await auditRows('games.vendor');
    expect(audit.map((row) => [row.staff_name, row.target_type, row.target_id])).toEqual([
      ['admin', 'game_vendor', 'RNG/TALA_SLOTS'],
      ['admin', 'game_vendor', 'RNG/TALA_SLOTS'],
    ]);
    expect(audit[0]?.before).toEqual({ status: 'ACTIVE', isHot: true, sort: expect.any(Number) });
    expect(audit[0]?.after).toMatchObject({ status: 'MAINTENANCE', isHot: true });
    expect(audit[1]?.after).toMatchObject({ status: 'ACTIVE' });
  });

  it('when admin changes the hot flag and order or disables a vendor, then the site follows', async () => {
    const id = await vendorId('TALA_LIVE_VIP');
    const res = await changeVendor('admin', id, { isHot: true, sort: 0 });
    expect(res.json().value).toMatchObject({ isHot: true, sort: 0 });
    expect((await siteCard('TALA_LIVE_VIP'))?.isHot).toBe(1);
    await changeVendor('admin', id, { status: 'DISABLED' });
    expect(await siteCard('TALA_LIVE_VIP')).toBeUndefined();
    await changeVendor('admin', id, { status: 'ACTIVE', isHot: false });
    expect(await siteCard('TALA_LIVE_VIP')).toMatchObject({ status: 'ACTIVE', isHot: 0 });
  });

  it('when a transfer vendor goes into maintenance, then the wallet refuses transfers at once despite its 5-second cache', async () => {
    const id = await vendorId('TALA_FISH');
    const player = await memberId(t, 'demo_player');
    await fund(t, player, 10_000n);
    const { token } = await login(t, 'demo_player', 'Player123!');
    await walletBalances(t, token); // fills the wallet's vendor cache with the vendor ACTIVE
    await changeVendor('admin', id, { status: 'MAINTENANCE' });
    const refused = await transfer(t, token, { from: 'MAIN', to: 'VENDOR:TALA_FISH', amount: '1' });
    expect(refused.json().code).toBe('WAL_VENDOR_MAINTENANCE');
    await changeVendor('admin', id, { status: 'ACTIVE' });
  });

  it('when a change sets what is already there, then 200 and no audit row', async () => {
    const id = await vendorId('TALA_FISH');
    const before = (await auditRows('games.vendor')).length;
    const res = await changeVendor('admin', id, { status: 'ACTIVE' });
    expect(res.statusCode).toBe(200);
    expect(await auditRows('games.vendor')).toHaveLength(before);
  });

  it('when the input is bad, then a clear 4xx code, never a 500', async () => {
    const id = await vendorId('TALA_FISH');
    const cases: [unknown, string | number][] = [
      [{}, 'VALIDATION_FAILED'],
      [{ status: 'BROKEN' }, 'VALIDATION_FAILED'],
      [{ sort: -1 }, 'VALIDATION_FAILED'],
      [{ sort: 10_001 }, 'VALIDATION_FAILED'],
      [{ sort: 1.5 }, 'VALIDATION_FAILED'],
      [{ isHot: 'yes' }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await changeVendor('admin', id, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, code]);
    }
    for (const badId of ['abc', '1234567890', '-1']) {
      const res = await changeVendor('admin', badId, { status: 'ACTIVE' });
      expect([res.statusCode, res.json().code], badId).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await changeVendor('admin', 999_999, { status: 'ACTIVE' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it("when admin names another merchant's vendor, then NOT_FOUND and it is untouched", async () => {
    const other = await seedDemoMerchant(t.deps, 'BO_GAMES_B');
    const row = await t.deps.db
      .selectFrom('game_vendors')
      .select(['id', 'status'])
      .where('merchant_id', '=', other)
      .where('vassalage', '=', 'TALA_SLOTS')
      .executeTakeFirstOrThrow();
    const res = await changeVendor('admin', row.id, { status: 'DISABLED' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    const games = await bo(t, 'GET', boPath(BO_PATHS.gameVendorGames, { id: String(row.id) }), {
      cookie: cookies.support,
    });
    expect(games.statusCode).toBe(404);
    const after = await t.deps.db
      .selectFrom('game_vendors')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe(row.status);
  });
});

describe("a vendor's games in the console", () => {
  const EXTRA = 25;
  beforeAll(async () => {
    await saveGames(
      t.deps.db,
      merchantId,
      Array.from({ length: EXTRA }, (_, index) => ({
        code: `bo-test-${String(index).padStart(2, '0')}`,
        providerGameId: `bo-test-${index}`,
        vassalage: 'TALA_SLOTS',
        gameType: 'RNG' as const,
        gameClassify: 'SLOT' as const,
        names: { en: `Console Reel ${index}`, zh: `控制台 ${index}` },
        minBetMinor: 10n,
        art: 'house-slot',
        sort: 100 + index,
      })),
    );
  });

  function gamesOf(id: number, params: string, role: TStaffName = 'support', lang = 'en') {
    return bo(t, 'GET', `${boPath(BO_PATHS.gameVendorGames, { id: String(id) })}${params}`, {
      cookie: cookies[role],
      headers: { language: lang },
    });
  }

  it('when a vendor has more games than a page, then pages of the asked size in the site order', async () => {
    const id = await vendorId('TALA_SLOTS');
    const first = (await gamesOf(id, '?pageSize=10')).json().value;
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: EXTRA + 1, totalPages: 3 });
    expect(first.vendor).toMatchObject({ vassalage: 'TALA_SLOTS', gameCount: EXTRA + 1 });
    expect(first.list[0]).toMatchObject({
      code: 'house-slot',
      name: 'Tala Treasure Reels',
      category: 'RNG',
      classify: 'SLOT',
      isHot: true,
      isNew: false,
      status: 'ACTIVE',
    });
    const last = (await gamesOf(id, '?pageSize=10&page=3', 'finance')).json().value;
    expect(last.list.map((game: { code: string }) => game.code)).toEqual(
      Array.from({ length: 6 }, (_, index) => `bo-test-${19 + index}`),
    );
  });

  it('when staff search, then names in any language and codes match, and wildcards are literal', async () => {
    const id = await vendorId('TALA_SLOTS');
    const byName = (await gamesOf(id, '?q=reel%2012')).json().value;
    expect(byName.list.map((game: { code: string }) => game.code)).toEqual(['bo-test-12']);
    const inChinese = (await gamesOf(id, `?q=${encodeURIComponent('控制台 3')}`, 'admin', 'zh')).json().value;
    expect(inChinese.list[0]).toMatchObject({ code: 'bo-test-03', name: '控制台 3' });
    expect((await gamesOf(id, '?q=%25')).json().value.total).toBe(0);
    expect((await gamesOf(id, '?q=_')).json().value.total).toBe(0);
  });

  it('when the query is out of bounds, then VALIDATION_FAILED; an unknown vendor is NOT_FOUND', async () => {
    const id = await vendorId('TALA_SLOTS');
    for (const params of ['?pageSize=51', '?pageSize=0', '?page=0', `?q=${'x'.repeat(61)}`, '?page=abc']) {
      const res = await gamesOf(id, params);
      expect([res.statusCode, res.json().code], params).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await gamesOf(999_999, '');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  async function siteGameCodes(): Promise<string[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${CATALOGUE_PATHS.gameList}?vassalage=TALA_SLOTS&pageSize=50`,
    });
    return res.json().value.games.map((game: { code: string }) => game.code);
  }

  it('when admin unlists, flags and relists a game, then the site follows and each change is audited', async () => {
    const game = (await gamesOf(await vendorId('TALA_SLOTS'), '?q=bo-test-05')).json().value.list[0];
    const put = (role: TStaffName, body: unknown) =>
      bo(t, 'PUT', boPath(BO_PATHS.game, { id: game.id }), { cookie: cookies[role], body });
    for (const role of ['finance', 'support'] as const)
      expect((await put(role, { status: 'DISABLED' })).statusCode).toBe(403);
    expect(await siteGameCodes()).toContain('bo-test-05');

    const hidden = await put('admin', { status: 'DISABLED' });
    expect(hidden.json().value).toMatchObject({ code: 'bo-test-05', status: 'DISABLED' });
    expect(await siteGameCodes()).not.toContain('bo-test-05');
    const flagged = await put('admin', { status: 'ACTIVE', isHot: true, isNew: true });
    expect(flagged.json().value).toMatchObject({ status: 'ACTIVE', isHot: true, isNew: true });
    expect(await siteGameCodes()).toContain('bo-test-05');

    const audit = await auditRows('games.game');
    expect(audit.map((row) => [row.target_type, row.target_id])).toEqual([
      ['game', 'bo-test-05'],
      ['game', 'bo-test-05'],
    ]);
    expect(audit[0]?.before).toEqual({ status: 'ACTIVE', isHot: false, isNew: false });
    expect(audit[0]?.after).toEqual({ status: 'DISABLED', isHot: false, isNew: false });
    expect(audit[1]?.after).toEqual({ status: 'ACTIVE', isHot: true, isNew: true });

    for (const body of [{}, { status: 'LISTED' }, { isNew: 1 }]) {
      const res = await put('admin', body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await bo(t, 'PUT', boPath(BO_PATHS.game, { id: '999999999' }), {
      cookie: cookies.admin,
      body: { isHot: true },
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});
