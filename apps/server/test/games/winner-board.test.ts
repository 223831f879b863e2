import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMerchant } from '../../src/db/seed/seed-merchant.ts';
import { winMultiple } from '../../src/modules/games/winner-board.service.ts';
import { maskUsername } from '../../src/modules/member/personal-data-mask.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { getJson } from './catalogue-helpers.ts';

/**
 * The winner board reads settled rounds (game_rounds, written by the seamless wallet API); the rounds
 * here are inserted as that API leaves them, so the board is tested on its own.
 */
let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

type TRound = {
  merchant?: number;
  username: string;
  vassalage: string;
  gameCode: string;
  stake: bigint;
  win: bigint;
  status?: 'OPEN' | 'CLOSED';
  hoursAgo?: number;
};

let roundNo = 0;
async function round(r: TRound): Promise<void> {
  const merchant = r.merchant ?? merchantId;
  const ago = `${r.hoursAgo ?? 1} hours`;
  await sql`
    INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code, status,
                             stake_minor, win_minor, bet_count, opened_at, closed_at)
    SELECT ${merchant}, 'HOUSE', ${`r-${++roundNo}`}, m.id, v.id, ${r.gameCode}, ${r.status ?? 'CLOSED'},
           ${r.stake}, ${r.win}, 1, now() - ${ago}::interval, now() - ${ago}::interval
    FROM members m, game_vendors v
    WHERE m.merchant_id = ${merchant} AND m.username = ${r.username}
      AND v.merchant_id = ${merchant} AND v.vassalage = ${r.vassalage}`.execute(t.deps.db);
}

type TWinnerRow = { username: string; gameCode: string | null; gameName: string | null; multiple: string };

describe('winner board', () => {
  it('when usernames are shown, then they are masked: two letters each end, fewer for short names', () => {
    expect(maskUsername('dealer')).toBe('de***er');
    expect(maskUsername('demo_player')).toBe('de***er');
    expect(maskUsername('abcd')).toBe('a***d');
    expect(maskUsername('ab')).toBe('a***');
    expect(maskUsername('龙虎凤凰麟')).toBe('龙虎***凰麟');
  });

  it('when a multiple is computed, then it is win ÷ stake to two decimals, rounded down', () => {
    expect(winMultiple(12_550n, 100n)).toBe('125.50');
    expect(winMultiple(1000n, 300n)).toBe('3.33');
    expect(winMultiple(1n, 1n)).toBe('1.00');
  });

  it('when rounds settled in the last day, then the biggest multiples come first, masked, named in the language', async () => {
    await round({
      username: 'demo_player',
      vassalage: 'TALA_SLOTS',
      gameCode: 'house-slot',
      stake: 100n,
      win: 12_550n,
    });
    await round({
      username: 'demo_agent',
      vassalage: 'TALA_FISH',
      gameCode: 'house-fish',
      stake: 1000n,
      win: 50_000n,
    });
    await round({
      username: 'demo_agent',
      vassalage: 'TALA_LIVE',
      gameCode: 'house-baccarat-live',
      stake: 2000n,
      win: 4000n,
    });
    const { status, body } = await getJson(t, CATALOGUE_PATHS.winnerBoard, { language: 'CN' });
    expect(status).toBe(200);
    expect(body.value.winners).toEqual([
      {
        username: 'de***er',
        gameCode: 'house-slot',
        gameName: '塔拉宝藏转轴',
        vassalage: 'TALA_SLOTS',
        gameType: 'RNG',
        bet: '1.00',
        win: '125.50',
        multiple: '125.50',
        time: expect.any(String),
      },
      expect.objectContaining({
        username: 'de***nt',
        gameCode: 'house-fish',
        multiple: '50.00',
        win: '500.00',
      }),
      expect.objectContaining({ gameName: '百家乐真人桌', multiple: '2.00' }),
    ]);
    expect(Date.now() - Date.parse(body.value.winners[0].time)).toBeGreaterThan(50 * 60_000);
  });

  it('when a round is open, lost, older than a day, stakeless, or a demo account played it, then it is not on the board', async () => {
    const before = (await getJson(t, CATALOGUE_PATHS.winnerBoard)).body.value.winners.length;
    const base = { vassalage: 'TALA_SLOTS', gameCode: 'house-slot', stake: 100n, win: 1_000_000n };
    await round({ ...base, username: 'demo_player', status: 'OPEN' });
    await round({ ...base, username: 'demo_player', win: 0n });
    await round({ ...base, username: 'demo_player', hoursAgo: 25 });
    await round({ ...base, username: 'demo_player', stake: 0n });
    await t.deps.db
      .updateTable('members')
      .set({ agent_type: 4 })
      .where('username', '=', 'demo_newbie')
      .execute();
    await round({ ...base, username: 'demo_newbie' });
    expect((await getJson(t, CATALOGUE_PATHS.winnerBoard)).body.value.winners).toHaveLength(before);
  });

  it('when a round names a game the catalogue does not list, then it shows without a game name', async () => {
    await round({
      username: 'demo_player',
      vassalage: 'TALA_SLOTS',
      gameCode: 'retired-slot',
      stake: 100n,
      win: 20_000n,
    });
    const winners: TWinnerRow[] = (await getJson(t, CATALOGUE_PATHS.winnerBoard)).body.value.winners;
    expect(winners[0]).toMatchObject({ gameCode: null, gameName: null, multiple: '200.00' });
  });

  it("when another merchant's player wins big, then this merchant's board does not show it", async () => {
    const other = await seedDemoMerchant(t.deps, 'WINNERS_B');
    await t.deps.db
      .insertInto('members')
      .values({ merchant_id: other, username: 'bigwinner', password_hash: 'x' })
      .execute();
    await round({
      merchant: other,
      username: 'bigwinner',
      vassalage: 'TALA_SLOTS',
      gameCode: 'house-slot',
      stake: 1n,
      win: 9_999_999n,
    });
    const mine: TWinnerRow[] = (await getJson(t, CATALOGUE_PATHS.winnerBoard)).body.value.winners;
    expect(mine.map((w) => w.username)).not.toContain('bi***er');
    t.deps.merchants.invalidate();
    const theirs = await getJson(t, CATALOGUE_PATHS.winnerBoard, { merchant: 'WINNERS_B' });
    expect(theirs.body.value.winners.map((w: TWinnerRow) => w.username)).toEqual(['bi***er']);
  });

  it('when count is given, then at most that many; above 50 is VALIDATION_FAILED', async () => {
    expect((await getJson(t, `${CATALOGUE_PATHS.winnerBoard}?count=2`)).body.value.winners).toHaveLength(2);
    const refused = await getJson(t, `${CATALOGUE_PATHS.winnerBoard}?count=51`);
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
