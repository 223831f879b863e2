import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport, VIEWPORTS } from './support/browser.ts';
import { setVendorStatus } from './support/database.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import { dismissNotice, logInThroughModal, quietVisitorNotice } from './support/player.ts';

/**
 * The player site's game pages (issue 4 §2) in a real browser against the real server: a visitor
 * searches /rng and is asked to log in on launch; demo_player launches the house slot into /game; a
 * vendor under maintenance answers with popular games; favourites are added and removed; every game
 * page renders at desktop and phone size. Screenshots land in e2e/screenshots/games-*.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const SLOT = { code: 'house-slot', vassalage: 'TALA_SLOTS', search: 'TREASURE' };
const FISH = { code: 'house-fish', vassalage: 'TALA_FISH' };

let browser: Browser;
let visitor: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newPage(browser, 'desktop');
  await quietVisitorNotice(visitor.context);
});
afterAll(async () => {
  await browser?.close();
});

/** The machine is shared; a settle or a refetch can take seconds under load. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const tile = (page: Page, code: string) =>
  page.locator(`[data-testid=game-tile][data-game="${code}"]`).first();

/** Tokens of every house game page this context opened (the page drops it from its address bar). */
function playTokens(context: BrowserContext): string[] {
  const tokens: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/house/play/')) tokens.push(url.searchParams.get('token') ?? '');
  });
  return tokens;
}

describe('games: search, launch and the game page', () => {
  it('when a visitor searches /rng and clicks a game, then the login popup asks them to log in', async () => {
    const { page } = visitor;
    await page.goto('/rng');
    await dismissNotice(page);
    await page.getByTestId('vendor-tabs').waitFor();
    await tile(page, SLOT.code).waitFor();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('GCSGAME_gameList')) searches.push(url.searchParams.get('gameName') ?? '');
    });
    // A word no game has: the list empties and says so.
    await page.getByTestId('game-search').fill('zzqx');
    await page.getByText('No games match “zzqx”').waitFor();
    expect(await page.getByTestId('game-tile').count()).toBe(0);
    // Part of the slot's name, in another case: the slot comes back, found by the server's search.
    await page.getByTestId('game-search').fill(SLOT.search);
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe(SLOT.search);
    await tile(page, SLOT.code).waitFor();
    expect(searches.filter((word) => word !== '')).toEqual(['zzqx', SLOT.search]);
    await screenshot(page, 'games-rng-search', 'desktop');
    await expectAccessible(page, 'games-rng-search');
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/game/launchGame')) launches.push(request.url());
    });
    await tile(page, SLOT.code).getByTestId('game-tile-play').click();
    await page.getByTestId('login-modal').waitFor();
    expect(launches).toEqual([]);
    await screenshot(page, 'games-login-on-launch', 'desktop');
    await expectAccessible(page, 'games-login-on-launch');
  });

  it('when demo_player logs in and launches the slot, then /game frames the house game with the seed payload', async () => {
    const { page } = visitor;
    await logInThroughModal(page, PLAYER.username, PLAYER.password);
    const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await tile(page, SLOT.code).getByTestId('game-tile-play').click();
    const body = (await launch).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ gameId: SLOT.code, vassalage: SLOT.vassalage, ...GAME_LAUNCH_FIXED });
    await page.waitForURL(/\/game\?/);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    // The house provider's game page, same origin, with a single-use launch token and the language.
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(src.origin).toBe(new URL(page.url()).origin);
    expect(src.pathname).toBe(`/house/play/${SLOT.code}`);
    expect(src.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(src.searchParams.get('lang')).toBe('en');
    expect(await page.getByTestId('game-name').textContent()).toBe('Tala Treasure Reels');
    await poll(() => page.getByTestId('game-balance').textContent()).toMatch(/\d+\.\d{2}/);
    // The frame really navigated there (not only the attribute), and the house page answered.
    await poll(() =>
      page.frames().some((candidate) => candidate.url().includes(`/house/play/${SLOT.code}`)),
    ).toBe(true);
    await page.waitForTimeout(1500);
    await screenshot(page, 'games-game-page', 'desktop');
    await expectAccessible(page, 'games-game-page');
  });

  it('when the player opens the game in a popup, then a fresh launch plays there and can come back to the page', async () => {
    const { context, page } = visitor;
    const tokens = playTokens(context);
    const frameToken = () =>
      page
        .getByTestId('game-frame')
        .getAttribute('src')
        .then((src) => new URL(src ?? '', page.url()).searchParams.get('token'));
    const first = await frameToken();
    const opened = context.waitForEvent('page');
    await page.getByTestId('game-popup').click();
    const popup = await opened;
    await popup.waitForURL(/\/house\/play\/house-slot/);
    // A launch token is single use: the popup has its own, not the one the frame spent.
    await poll(() => tokens.length).toBeGreaterThan(0);
    const popupToken = tokens[0];
    expect(popupToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(popupToken).not.toBe(first);
    await page.getByTestId('game-in-popup').waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await screenshot(page, 'games-game-in-popup', 'desktop');
    await expectAccessible(page, 'games-game-in-popup');
    await page.getByTestId('game-in-popup').getByRole('button', { name: 'Play on this page' }).click();
    await page.getByTestId('game-frame').waitFor();
    const again = await frameToken();
    expect(again).not.toBe(first);
    expect(again).not.toBe(popupToken);
    await poll(() => popup.isClosed()).toBe(true);
  });

  it('when the player goes back from /game, then the catalogue is as they left it and the game is recent', async () => {
    const { page } = visitor;
    await page.getByTestId('game-back').click();
    await page.waitForURL(/\/rng\?q=TREASURE/);
    await tile(page, SLOT.code).waitFor();
    await page.goto('/index');
    await page.getByTestId('home-recent').waitFor();
    expect(
      await page
        .getByTestId('home-recent')
        .locator('[data-testid=game-tile]')
        .first()
        .getAttribute('data-game'),
    ).toBe(SLOT.code);
  });

  it('when a vendor is under maintenance, then launching its game shows the maintenance modal with popular games', async () => {
    const { page } = visitor;
    await setVendorStatus(FISH.vassalage, 'MAINTENANCE');
    try {
      await page.goto('/fish');
      await tile(page, FISH.code).getByTestId('tile-maintenance').waitFor();
      await tile(page, FISH.code).getByTestId('game-tile-play').click();
      const modal = page.getByTestId('game-maintenance');
      await modal.waitFor();
      expect(await modal.getByTestId('game-maintenance-message').textContent()).toContain('maintenance');
      const suggested = await modal
        .getByTestId('game-tile')
        .evaluateAll((tiles) => tiles.map((node) => node.getAttribute('data-game')));
      expect(suggested.length).toBeGreaterThan(0);
      expect(suggested).not.toContain(FISH.code);
      expect(page.url()).toContain('/fish');
      await screenshot(page, 'games-maintenance', 'desktop');
      await expectAccessible(page, 'games-maintenance');
      // A suggestion launches like any tile.
      await modal.locator('[data-testid=game-tile]').first().getByTestId('game-tile-play').click();
      await page.waitForURL(/\/game\?/);
    } finally {
      await setVendorStatus(FISH.vassalage, 'ACTIVE');
    }
  });

  it('when the player hearts a game and then unhearts it, then the favourites row follows', async () => {
    const { page } = visitor;
    await page.goto('/rng');
    const heart = tile(page, SLOT.code).getByTestId('favourite-toggle');
    const saved = (method: string) =>
      page.waitForResponse(
        (response) =>
          response.url().includes('GCSGAME_favouriteGames') && response.request().method() === method,
      );
    await heart.waitFor();
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      const removed = saved('DELETE');
      await heart.click();
      expect((await removed).ok()).toBe(true);
    }
    await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    const added = saved('POST');
    await heart.click();
    expect((await added).ok()).toBe(true);
    await poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/index');
    const row = page.getByTestId('home-favourites');
    await row.waitFor();
    const favourite = row.locator(`[data-testid=game-tile][data-game="${SLOT.code}"]`);
    await favourite.waitFor();
    await page.getByTestId('home-recent').scrollIntoViewIfNeeded();
    await screenshot(page, 'games-home-member', 'desktop');
    await expectAccessible(page, 'games-home-member');
    const removed = saved('DELETE');
    await favourite.getByTestId('favourite-toggle').click();
    expect((await removed).ok()).toBe(true);
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('home-popular').waitFor();
    expect(await page.getByTestId('home-favourites').count()).toBe(0);
  });
});

describe('games: the game page on a phone', () => {
  it('when a phone player launches a game, then the slim bar fits and the frame fills the rest of the screen', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await quietVisitorNotice(context);
    await page.goto(`/rng?page=${SLOT.vassalage}`);
    await tile(page, SLOT.code).getByTestId('game-tile-play').click();
    await page.getByTestId('login-modal').waitFor();
    await logInThroughModal(page, PLAYER.username, PLAYER.password);
    await tile(page, SLOT.code).getByTestId('game-tile-play').click();
    await page.waitForURL(/\/game\?/);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    const box = await frame.boundingBox();
    const viewport = VIEWPORTS.phone;
    expect(box?.width).toBe(viewport.width);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(viewport.height - 1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.waitForTimeout(1500);
    await screenshot(page, 'games-game-page', 'phone');
    await expectAccessible(page, 'games-game-page');
    await context.close();
  });
});

const PAGES = [
  ['home', '/index', 'home-popular'],
  ['rng', '/rng', 'catalogue-results'],
  ['rng-vendor', `/rng?page=${SLOT.vassalage}`, 'catalogue-results'],
  ['live', '/live', 'catalogue-results'],
  ['fish', '/fish', 'catalogue-results'],
  ['pvp', '/pvp', 'pvp-rooms'],
  ['sports', '/sports', 'catalogue-results'],
  ['esports', '/esports', 'catalogue-results'],
  ['cockfight', '/cockfight', 'catalogue-results'],
  ['seamless', '/seamless', 'catalogue-results'],
  // No board or bingo games in the demo: each says so and offers the categories that have games.
  ['bgs', '/bgs', 'category-empty'],
  ['bingo', '/bingo', 'category-empty'],
  ['game-missing', '/game', 'site-header'],
] as const;

describe('games: every page at desktop and phone size', () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    it(`when each game page opens on ${viewport}, then it renders translated, without sideways scroll`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await quietVisitorNotice(context);
      for (const [name, path, ready] of PAGES) {
        await page.goto(path);
        await page.getByTestId(ready).first().waitFor();
        await page.waitForTimeout(400);
        expect(await rawKeys(page), `${name}: raw keys`).toEqual([]);
        expect(await horizontalOverflow(page), `${name}: overflow`).toBeLessThanOrEqual(0);
        await screenshot(page, `games-${name}`, viewport);
        await expectAccessible(page, `games-${name}`);
      }
      await context.close();
    });
  }

  it('when the light theme is on, then the catalogue and the home rows render in it', async () => {
    for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
      const { context, page } = await newPage(browser, viewport, { theme: 'light' });
      await quietVisitorNotice(context);
      await page.goto('/live');
      await page.getByTestId('catalogue-results').waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      await screenshot(page, 'games-live-light', viewport);
      await expectAccessible(page, 'games-live-light');
      await page.goto('/index');
      await page.getByTestId('home-popular').waitFor();
      await page.getByTestId('home-popular').scrollIntoViewIfNeeded();
      await screenshot(page, 'games-home-light', viewport);
      await expectAccessible(page, 'games-home-light');
      await context.close();
    }
  });
});
