import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from '../../src/db/seed/seed-house-games.ts';
import { seedScaleCatalogue } from '../../src/db/seed/seed-scale-catalogue.ts';
import type { TGameInput } from '../../src/modules/games/catalogue.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { expectedCodes, getJson, query, type TExpectFilter } from './catalogue-helpers.ts';

/** The game list against the generated 10,000-game catalogue, each answer checked against a JS filter. */
let t: TTestApp;
let games: TGameInput[];
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
  games = [...HOUSE_GAMES, ...(await seedScaleCatalogue(t.deps.db, merchantId))];
}, 120_000);
afterAll(async () => t.close());

type TTile = {
  code: string;
  name: string;
  gameType: string;
  status: string;
  minBet: string;
  lineNum: number;
};
type TList = { games: TTile[]; total: number; totalPages: number; page: number; pageSize: number };

async function list(params: Record<string, string | number | undefined>, headers = {}) {
  const { status, body } = await getJson(t, `${CATALOGUE_PATHS.gameList}?${query(params)}`, headers);
  return { status, body, value: body.value as TList };
}

async function expectFilter(params: Record<string, string | number | undefined>, filter: TExpectFilter) {
  const expected = expectedCodes(games, filter);
  const { status, value } = await list({ ...params, pageSize: 100 });
  expect(status).toBe(200);
  expect(value.total).toBe(expected.length);
  expect(value.totalPages).toBe(Math.ceil(expected.length / 100));
  expect(value.games.map((game) => game.code)).toEqual(expected.slice(0, 100));
  return expected.length;
}

describe('game list over 10,000 games', () => {
  it('when the scale catalogue is seeded, then it holds 10,000 generated games besides the house games', () => {
    expect(games.length - HOUSE_GAMES.length).toBe(10_000);
  });

  it('when no filter is given, then every listed game counts and disabled ones never show', async () => {
    const found = await expectFilter({}, {});
    const disabled = games.filter((game) => game.status === 'DISABLED').length;
    expect(disabled).toBeGreaterThan(0);
    expect(found).toBe(games.length - disabled);
  });

  it('when gameType, vassalage or gameClassify is given, then only matching games are listed', async () => {
    expect(await expectFilter({ gameType: 'LIVE' }, { gameType: 'LIVE' })).toBeGreaterThan(800);
    expect(await expectFilter({ vassalage: 'SCALE_RNG_03' }, { vassalage: 'SCALE_RNG_03' })).toBeGreaterThan(
      500,
    );
    expect(await expectFilter({ gameClassify: 'JACKPOT' }, { gameClassify: 'JACKPOT' })).toBeGreaterThan(500);
  });

  it('when minBet is given, then only games whose smallest stake is at most that amount are listed', async () => {
    const found = await expectFilter({ minBet: '0.2' }, { maxMinBetMinor: 20n });
    expect(found).toBeGreaterThan(1000);
    const { value } = await list({ minBet: '0.20', pageSize: 100 });
    for (const game of value.games) expect(Number(game.minBet)).toBeLessThanOrEqual(0.2);
  });

  it('when minLineNum is given, then only games with at least that many lines are listed', async () => {
    expect(await expectFilter({ minLineNum: 243 }, { minLineNum: 243 })).toBeGreaterThan(500);
  });

  it('when every filter is combined, then the answer is their intersection', async () => {
    const params = { gameType: 'RNG', vassalage: 'SCALE_RNG_01', gameClassify: 'SLOT', gameName: 'gold' };
    const filter = { ...params, maxMinBetMinor: 100n, minLineNum: 20 };
    expect(await expectFilter({ ...params, minBet: '1.00', minLineNum: 20 }, filter)).toBeGreaterThan(0);
  });

  it('when gameName is typed in any case or language, then names in every language and codes match', async () => {
    const english = await expectFilter({ gameName: 'DRAGON' }, { gameName: 'dragon' });
    expect(english).toBeGreaterThan(200);
    expect(await expectFilter({ gameName: '龙' }, { gameName: '龙' })).toBe(english);
    expect(
      await expectFilter({ gameName: 'scale-fish-02-00' }, { gameName: 'scale-fish-02-00' }),
    ).toBeGreaterThan(90);
    expect(await expectFilter({ gameName: '  Hold & WIN ' }, { gameName: 'hold & win' })).toBeGreaterThan(0);
  });

  it('when gameName holds LIKE wildcards, then they match literally', async () => {
    expect((await list({ gameName: '%' })).value.total).toBe(0);
    expect((await list({ gameName: '_' })).value.total).toBe(0);
  });

  it('when paging through, then pages do not overlap and a page past the end is empty with the total', async () => {
    const expected = expectedCodes(games, { gameType: 'PVP' });
    const first = (await list({ gameType: 'PVP', page: 1, pageSize: 30 })).value;
    const second = (await list({ gameType: 'PVP', page: 2, pageSize: 30 })).value;
    expect([...first.games, ...second.games].map((game) => game.code)).toEqual(expected.slice(0, 60));
    expect(first.totalPages).toBe(Math.ceil(expected.length / 30));
    const past = (await list({ gameType: 'PVP', page: first.totalPages + 1, pageSize: 30 })).value;
    expect(past.games).toEqual([]);
    expect(past.total).toBe(expected.length);
    const last = (await list({ gameType: 'PVP', page: first.totalPages, pageSize: 30 })).value;
    expect(last.games.map((game) => game.code)).toEqual(expected.slice((first.totalPages - 1) * 30));
  });

  it('when the page size is above 100 or the page below 1, then VALIDATION_FAILED, never a 500', async () => {
    for (const params of [{ pageSize: 101 }, { pageSize: 0 }, { page: 0 }, { page: 10_001 }]) {
      const { status, body } = await list(params);
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('when the language is Chinese, then names are Chinese; a language without names falls back to English', async () => {
    const zh = (await list({ vassalage: 'SCALE_SPORTS_01', pageSize: 5 }, { language: 'CN' })).value;
    const byCode = new Map(games.map((game) => [game.code, game]));
    for (const tile of zh.games) expect(tile.name).toBe(byCode.get(tile.code)?.names.zh);
    const th = (await list({ vassalage: 'SCALE_SPORTS_01', pageSize: 5, language: 'th' })).value;
    for (const tile of th.games) expect(tile.name).toBe(byCode.get(tile.code)?.names.en);
  });
});
