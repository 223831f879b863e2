import { GAME_CATEGORIES } from '@tala/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveVendor } from '../../src/modules/games/games.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

type TCard = { vassalage: string; isHot: number; status: string; gameType: string; icon: string };
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
    expect(rng.cards.map((card) => card.vassalage)).toEqual(['TALA_SLOTS', 'TALA_REELS']);
    expect(rng.cards[0]).toMatchObject({
      accountTypeId: 301,
      displayName: 'Tala Slots',
      icon: 'slots',
      status: 'ACTIVE',
      walletMode: 'SEAMLESS',
    });
    // The /seamless page lists only vendors whose games bet straight from the main wallet.
    expect(rng.cards[1]).toMatchObject({ vassalage: 'TALA_REELS', walletMode: 'TRANSFER' });
  });

  it('when a vendor is in maintenance it stays listed; when its only vendor is disabled the lane goes', async () => {
    await saveVendor(t.deps.db, merchantId, {
      accountTypeId: 302,
      vassalage: 'TALA_REELS',
      displayName: 'Tala Classic Reels',
      category: 'RNG',
      icon: 'slots',
      status: 'MAINTENANCE',
      sort: 40,
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
    const reels = lanes
      .find((lane) => lane.title === 'RNG')!
      .cards.find((card) => card.vassalage === 'TALA_REELS');
    expect(reels?.status).toBe('MAINTENANCE');
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
