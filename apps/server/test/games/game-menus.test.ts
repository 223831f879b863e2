import { GAME_CATEGORIES } from '@tala/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveGame } from '../../src/modules/games/catalogue.service.ts';
import { saveVendor } from '../../src/modules/games/games.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

type TCard = {
  vassalage: string;
  isHot: number;
  status: string;
  gameType: string;
  icon: string;
  gameCount: number;
};
type TLane = { title: string; cards: TCard[] };

async function menus(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers });
  return { res, body: res.json() };
}

describe('GET /lgw/games/game_menus', () => {
  it('when asked, then the LGW shape carries lanes under data (not value), in the fixed category order', async () => {
    const { res, body } = await menus();
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, code: 'OK', message: 'Success' });
    expect(body).not.toHaveProperty('value');
    const lanes: TLane[] = body.data.lanes;
    // Every category has house games, the lotteries included.
    expect(lanes.map((lane) => lane.title)).toEqual([...GAME_CATEGORIES]);
    for (const lane of lanes) for (const card of lane.cards) expect(card.gameType).toBe(lane.title);
  });

  it('when a category has two house studios, then both are cards, hot flag as 0/1', async () => {
    const lanes: TLane[] = (await menus()).body.data.lanes;
    const live = lanes.find((lane) => lane.title === 'LIVE')!;
    expect(live.cards.map((card) => [card.vassalage, card.isHot])).toEqual([
      ['TALA_LIVE', 1],
      ['TALA_LIVE_VIP', 0],
    ]);
    const rng = lanes.find((lane) => lane.title === 'RNG')!;
    expect(rng.cards[0]).toMatchObject({
      accountTypeId: 301,
      vassalage: 'TALA_SLOTS',
      displayName: 'Tala Slots',
      icon: 'slots',
      status: 'ACTIVE',
      walletMode: 'SEAMLESS',
      gameCount: 1,
    });
    expect(live.cards.map((card) => card.gameCount)).toEqual([1, 1]);
    expect(lanes.find((lane) => lane.title === 'PVP')?.cards[0]?.gameCount).toBe(3);
  });

  it('when a vendor has no game a player can see, then it is not listed until it has one', async () => {
    const rngCards = async () =>
      ((await menus()).body.data.lanes as TLane[]).find((lane) => lane.title === 'RNG')!.cards;
    // TALA_REELS (transfer mode) has no games in the demo: the Slots menu offers only Tala Slots.
    expect((await rngCards()).map((card) => card.vassalage)).toEqual(['TALA_SLOTS']);
    await saveGame(t.deps.db, merchantId, {
      code: 'reels-classic',
      vassalage: 'TALA_REELS',
      gameType: 'RNG',
      providerGameId: 'house-slot',
      names: { en: 'Classic Reels' },
      gameClassify: 'SLOT',
      minBetMinor: 20n,
      art: 'slots',
    });
    const cards = await rngCards();
    expect(cards.map((card) => [card.vassalage, card.gameCount])).toEqual([
      ['TALA_SLOTS', 1],
      ['TALA_REELS', 1],
    ]);
    // The /seamless page lists only vendors whose games bet straight from the main wallet.
    expect(cards[1]).toMatchObject({ vassalage: 'TALA_REELS', walletMode: 'TRANSFER' });
    await t.deps.db
      .updateTable('games')
      .set({ status: 'DISABLED' })
      .where('code', '=', 'reels-classic')
      .execute();
    expect((await rngCards()).map((card) => card.vassalage)).toEqual(['TALA_SLOTS']);
  });

  it('when a vendor is in maintenance it stays listed; when its only vendor is disabled the lane goes', async () => {
    await saveVendor(t.deps.db, merchantId, {
      accountTypeId: 102,
      vassalage: 'TALA_LIVE_VIP',
      displayName: 'Tala Live VIP',
      category: 'LIVE',
      icon: 'cards',
      status: 'MAINTENANCE',
      sort: 10,
    });
    await saveVendor(t.deps.db, merchantId, {
      accountTypeId: 401,
      vassalage: 'TALA_FISH',
      displayName: 'Tala Fishing',
      category: 'FISH',
      icon: 'fish',
      status: 'DISABLED',
      sort: 50,
    });
    const lanes: TLane[] = (await menus()).body.data.lanes;
    expect(lanes.map((lane) => lane.title)).not.toContain('FISH');
    const vip = lanes
      .find((lane) => lane.title === 'LIVE')!
      .cards.find((card) => card.vassalage === 'TALA_LIVE_VIP');
    expect(vip?.status).toBe('MAINTENANCE');
  });

  it('when the caller reads Chinese, then the message is translated', async () => {
    expect((await menus({ language: 'CN' })).body.message).toBe('成功');
  });

  it('when the merchant is unknown, then UNKNOWN_MERCHANT', async () => {
    const { res, body } = await menus({ merchant: 'NOPE' });
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe('UNKNOWN_MERCHANT');
  });
});
