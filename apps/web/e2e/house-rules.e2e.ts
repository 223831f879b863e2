import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from '../../../providers/house/src/games/game-catalog.ts';
import { HOUSE_PAGE_PATHS } from '../../../providers/house/src/service/api/api-contract.ts';
import { findHouseGame } from '../../../providers/house/src/service/api/game-registry.ts';
import { LOTTERY_API_PATHS } from '../../../providers/house/src/service/api/lottery-contract.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport, VIEWPORTS } from './support/browser.ts';
import { withDatabase } from './support/database.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';

/**
 * The house's rules pages (a game's top bar opens them in a new tab): one game of every kind, desktop and
 * phone, dark and light — axe, no raw keys, no overflow. A lottery's page shows the odds and limits in force,
 * read from the house when it opens: after an operator's change, the new ones (issue 11 §2, §4).
 */
const LOTTERY = 'house-k3-1m';
const firstOf = (kind: string) =>
  HOUSE_GAMES.find((game) => findHouseGame(game.gameId)?.kind === kind)?.gameId;
const GAMES = [
  LOTTERY,
  'house-vn-north-1m',
  'house-4d-5m',
  ...['slot', 'fish', 'baccarat', 'events'].map((kind) => firstOf(kind) ?? kind),
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A new odds version of the game as an operator's change makes it (sum 10 at 6.50, the longest chase 7) for
 * the time of `check`; then the version before is put back, as the other lottery specs expect it.
 */
async function withChangedOdds(gameId: string, check: () => Promise<void>): Promise<void> {
  const before = await withDatabase(async (db) => {
    const { rows } = await sql<{ odds_id: string }>`
      SELECT odds_id::text FROM house.lottery_games WHERE game_id = ${gameId}`.execute(db);
    await sql`
      WITH next AS (
        INSERT INTO house.lottery_odds (game_id, play_types, liability_cap_cents, max_payout_cents, max_chase, changed_by)
        SELECT game_id, jsonb_set(play_types, '{k3.sum,odds,sum-10}', '650'), liability_cap_cents, max_payout_cents,
          7, 'e2e'
        FROM house.lottery_odds WHERE id = ${rows[0]?.odds_id}::bigint
        RETURNING id)
      UPDATE house.lottery_games SET odds_id = (SELECT id FROM next) WHERE game_id = ${gameId}`.execute(db);
    return rows[0]?.odds_id;
  });
  try {
    await check();
  } finally {
    await withDatabase((db) =>
      sql`UPDATE house.lottery_games SET odds_id = ${before}::bigint WHERE game_id = ${gameId}`.execute(db),
    );
  }
}

describe('house rules pages', () => {
  it('when an operator changes a lottery game’s odds, then its rules page shows the new odds and limits', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await withChangedOdds(LOTTERY, async () => {
      const terms = await (await page.request.get(LOTTERY_API_PATHS.terms(LOTTERY))).json();
      expect(terms.maxChase).toBe(7);
      await page.goto(`${HOUSE_PAGE_PATHS.rules(LOTTERY)}?lang=en`);
      await page.locator('.lottery-play-type').first().waitFor();
      const sum = page.locator('.lottery-play-type').filter({ hasText: 'Sum' }).first();
      await expect.poll(() => sum.textContent()).toContain('6.50');
      await expect.poll(() => page.locator('.rule-list').textContent()).toMatch(/up to 7 issues/);
      // Sum 10 comes up 27 times in 216: at 6.50 it returns 81.25 %, now the game's lowest.
      await expect.poll(() => page.locator('.rtp-badge b').textContent()).toMatch(/81[.,]25/);
    });
    await context.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`when every kind of game's rules open on ${viewport} in the ${theme} theme, then they render with no violation`, async () => {
        const { context, page } = await newPage(browser, viewport, { theme });
        for (const gameId of GAMES) {
          await page.goto(`${HOUSE_PAGE_PATHS.rules(gameId)}?lang=en&theme=${theme}`);
          await page.locator('.doc-page h1').waitFor();
          if (findHouseGame(gameId)?.kind === 'lottery')
            await page.locator('.lottery-play-type').first().waitFor();
          expect(await rawKeys(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
          await expectAccessible(page, `rules ${gameId} (${viewport}, ${theme})`);
          await screenshot(page, `house-rules-${gameId}-${theme}`, viewport);
        }
        await context.close();
      });
    }
  }
});
