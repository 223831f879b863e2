import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
