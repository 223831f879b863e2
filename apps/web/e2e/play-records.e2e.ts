import { PLAY_RECORD_PATHS } from '@tala/contract/play-records/play-records-paths';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport } from './support/browser.ts';
import { dismissNotice, headerBalance, loginWithPassword, openEntry } from './support/player.ts';

/**
 * The member centre's play records (issue 4 §2) in a real browser against the real server: demo_player
 * pays a sandbox deposit, plays real rounds of the house slot and of baccarat at two vendors (launchGame, then
 * the house provider's player API, which settles them through the signed seamless wallet API), and
 * finds them in the betting record, the profit and loss and the game recall. Screenshots land in
 * e2e/screenshots/play-records-*.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const GAMES = [
  {
    gameId: 'house-slot',
    vassalage: 'TALA_SLOTS',
    play: '/house/api/slot/spin',
    body: { bet: '1.00' },
    rounds: 8,
  },
  {
    gameId: 'house-baccarat-live',
    vassalage: 'TALA_LIVE',
    play: '/house/api/baccarat/deal',
    body: { bets: { banker: '2.00' } },
    rounds: 1,
  },
  {
    gameId: 'house-baccarat-pvp',
    vassalage: 'TALA_PVP',
    play: '/house/api/baccarat/deal',
    body: { bets: { player: '1.00', tie: '0.50' } },
    rounds: 1,
  },
] as const;
const ROUNDS = GAMES.reduce((sum, game) => sum + game.rounds, 0);

let browser: Browser;
/** One desktop session for the desktop tests: each login solves a proof-of-work, slow on a busy machine. */
let desktop: { context: BrowserContext; page: Page } | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await desktop?.context.close();
  await browser?.close();
});

async function desktopPage(): Promise<Page> {
  desktop ??= await loggedIn('desktop');
  return desktop.page;
}

async function loggedIn(viewport: TViewport) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/index');
  await page.getByTestId('header-visitor').waitFor();
  await dismissNotice(page);
  await loginWithPassword(page, PLAYER.username, PLAYER.password);
  // The login form's proof-of-work can take long on a loaded machine.
  await page.getByTestId('header-member').waitFor({ timeout: 90_000 });
  // The member's notice popup is fetched after login; on a busy machine it can take seconds to show.
  await dismissNotice(page, 10_000);
  return { context, page };
}

/** Money to play with: a real deposit on the sandbox gateway page when the balance is short. */
async function ensureBalance(page: Page, minimum: number): Promise<void> {
  await expect.poll(() => headerBalance(page)).not.toBeNaN();
  if ((await headerBalance(page)) >= minimum) return;
  await page.getByTestId('header-deposit').click();
  await page
    .locator('[data-testid^="deposit-channel-"]', { hasText: /sandbox|online/i })
    .first()
    .click();
  await page.getByTestId('deposit-amount').fill('300');
  const popup = page.context().waitForEvent('page');
  await page.getByTestId('deposit-submit').click();
  const gateway = await popup;
  await gateway.waitForLoadState();
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(minimum);
  await gateway.close();
  await page.getByTestId('centre-close').click();
}

/** Colour transitions finish before a screenshot (a loaded machine drops frames). */
async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await screenshot(page, name, viewport);
  await expectAccessible(page, name);
}

/** In the page, with the site's own session: a GET of a play-records call. */
function recordsCall<T>(page: Page, path: string, query: Record<string, string>): Promise<T> {
  return page.evaluate(
    async ({ path, query }) => {
      const url = `${path}?${new URLSearchParams(query).toString()}`;
      const headers = {
        Authorization: sessionStorage.getItem('token') ?? '',
        Merchant: sessionStorage.getItem('merchantCode') ?? '',
      };
      const res = await fetch(url, { headers });
      return (await res.json()).value;
    },
    { path, query },
  ) as Promise<T>;
}

/**
 * Launches each game as the site does and plays its rounds through the house provider's player API
 * (what the game page calls), so every round is settled through the real wallet API.
 */
async function playRounds(page: Page): Promise<void> {
  const played = await page.evaluate(async (games) => {
    const site = {
      'Content-Type': 'application/json',
      Authorization: sessionStorage.getItem('token') ?? '',
      Merchant: sessionStorage.getItem('merchantCode') ?? '',
    };
    let count = 0;
    for (const game of games) {
      const fixed = {
        accountType: 1,
        clientType: 3,
        platform: 'html5-desktop',
        confirmTrans: 0,
        launchMode: 'GLS',
      };
      const launch = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers: site,
        body: JSON.stringify({ gameId: game.gameId, vassalage: game.vassalage, ...fixed }),
      }).then((res) => res.json());
      const launchToken = new URL(launch.value.game_url, location.origin).searchParams.get('token');
      const session = await fetch('/house/api/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ launchToken }),
      }).then((res) => res.json());
      for (let i = 0; i < game.rounds; i++) {
        const res = await fetch(game.play, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-house-session': session.sessionToken },
          body: JSON.stringify(game.body),
        });
        if (!res.ok) throw new Error(`${game.gameId}: ${res.status} ${await res.text()}`);
        count++;
      }
    }
    return count;
  }, GAMES);
  expect(played).toBe(ROUNDS);
}

type TTotals = { rounds: number; stake: string; win: string; profit: string };
const lastDay = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 60_000).toISOString(),
});

describe('play records', () => {
  it('when the player plays rounds, then the betting record lists them with the totals and a row opens the round', async () => {
    const page = await desktopPage();
    await ensureBalance(page, 50);
    const range = lastDay();
    const before = await recordsCall<{ totals: TTotals }>(page, PLAY_RECORD_PATHS.betHistory, range);
    await playRounds(page);
    await expect
      .poll(
        async () =>
          (await recordsCall<{ totals: TTotals }>(page, PLAY_RECORD_PATHS.betHistory, range)).totals.rounds,
      )
      .toBe(before.totals.rounds + ROUNDS);
    await page.getByTestId('header-deposit').click();
    await openEntry(page, 'desktop', 'personalHistoryCopy');
    await page.getByTestId('plays-preset-today').click();
    await expect.poll(() => page.getByTestId('plays-preset-today').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('bet-row').count()).toBeGreaterThanOrEqual(Math.min(ROUNDS, 10));
    const after = await recordsCall<{ totals: TTotals }>(page, PLAY_RECORD_PATHS.betHistory, range);
    expect(await page.getByTestId('plays-total-stake').textContent()).toContain(
      after.totals.stake.split('.')[0],
    );
    await shot(page, 'play-records-bets', 'desktop');
    await page.getByTestId('plays-vendor').selectOption('TALA_PVP');
    await expect.poll(() => page.getByTestId('bet-game').count()).toBe(1);
    await page.getByTestId('plays-vendor').selectOption('TALA_SLOTS');
    await page.getByTestId('bet-row').first().click();
    await page.getByTestId('recall-outcome').waitFor();
    await page.getByTestId('recall-proof').waitFor();
    expect(await page.getByTestId('recall-grid').count()).toBeGreaterThan(0);
    await shot(page, 'play-records-round', 'desktop');
    await page.getByTestId('bet-detail-back').click();
    await page.getByTestId('bet-rows').waitFor();
  });

  it("when the profit and loss is opened, then today's bar and row carry the rounds", async () => {
    const page = await desktopPage();
    await openEntry(page, 'desktop', 'personalProfit');
    await expect.poll(() => page.getByTestId('profit-bar').count()).toBe(7);
    await page.getByTestId('profit-row').first().waitFor();
    expect(await page.getByTestId('profit-zone').textContent()).toContain('Asia/Manila');
    await shot(page, 'play-records-profit', 'desktop');
    await page.getByRole('tab', { name: 'By month' }).click();
    await expect.poll(() => page.getByTestId('profit-bar').count()).toBe(3);
  });

  it('when game recall is opened, then the last rounds show with their fairness proof and a verify link', async () => {
    const page = await desktopPage();
    await openEntry(page, 'desktop', 'gameRecall');
    await page.getByTestId('recall-body').waitFor();
    expect(await page.getByTestId('recall-round').count()).toBe(10);
    const href = (await page.getByTestId('recall-verify').getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/house\/verify\?lang=en&game=house-[a-z-]+&clientSeed=.+&nonce=\d+&hash=[0-9a-f]{64}/,
    );
    const verify = await page.request.get(href);
    expect(verify.status()).toBe(200);
    await shot(page, 'play-records-recall', 'desktop');
  });

  it('when the records are opened on a phone, then rows are cards and nothing overflows', async () => {
    const { context, page } = await loggedIn('phone');
    await page.getByTestId('header-deposit').click();
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    await openEntry(page, 'phone', 'personalHistoryCopy');
    await page.getByTestId('bet-row').first().waitFor();
    expect(await noOverflow()).toBe(true);
    await shot(page, 'play-records-bets', 'phone');
    await page.getByTestId('bet-row').first().click();
    await page.getByTestId('recall-body').waitFor();
    await shot(page, 'play-records-round', 'phone');
    await openEntry(page, 'phone', 'personalProfit');
    await page.getByTestId('profit-row').first().waitFor();
    expect(await noOverflow()).toBe(true);
    await shot(page, 'play-records-profit', 'phone');
    await openEntry(page, 'phone', 'gameRecall');
    await page.getByTestId('recall-body').waitFor();
    expect(await noOverflow()).toBe(true);
    await shot(page, 'play-records-recall', 'phone');
    await context.close();
  });
});
