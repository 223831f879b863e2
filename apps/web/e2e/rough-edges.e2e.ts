import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport, VIEWPORTS } from './support/browser.ts';
import {
  depositThroughSandbox,
  headerBalance,
  newPlayerIdentity,
  openEntry,
  quietVisitorNotice,
  registerByUsername,
} from './support/player.ts';

/**
 * Issue 10 §7, the rough edges a newcomer hit, in a real browser: an unknown address gets a real
 * not-found page (404); categories without games are not offered; a new player sets up withdrawals in
 * one checklist and withdraws; each balance says which wallet it is, in one money style; the game frame
 * is sandboxed without the warning that voids it, and the game still bets and settles.
 */
const REAL_NAME = 'Andrea Reyes';
const WITHDRAW_PASSWORD = 'Draw2468';

let browser: Browser;
/** Every console message of every page this spec opens: the sandbox must never warn. */
const consoleLines: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visitor(viewport: TViewport): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await quietVisitorNotice(opened.context);
  opened.page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  return opened;
}

describe('unknown addresses', () => {
  it('when an address is no page of the site, then a not-found page answers 404 with ways on', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await visitor(viewport);
      const res = await page.goto('/chess');
      expect(res?.status()).toBe(404);
      await page.getByTestId('not-found').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.getByTestId('not-found-address').textContent()).toBe('/chess');
      expect(await page.getByTestId('not-found-suggestion').count()).toBe(0);
      await page.getByTestId('not-found-categories').getByTestId('category-tiles').waitFor();
      expect(await page.title()).toMatch(/^Page not found \| /);
      await screenshot(page, 'not-found', viewport);
      await expectAccessible(
        page,
        `not-found (${viewport})`,
        '[data-testid=not-found], [data-testid=not-found-categories]',
      );
      await page.getByTestId('not-found-home').click();
      await page.waitForURL(/\/index$/);
      await context.close();
    }
  });

  it('when the address is a typo of a page, then the page it meant is offered', async () => {
    const { context, page } = await visitor('desktop');
    expect((await page.goto('/pointsMall'))?.status()).toBe(404);
    const suggestion = page.getByTestId('not-found-suggestion');
    expect(await suggestion.textContent()).toContain('/pointMall');
    await suggestion.getByRole('link').click();
    await page.waitForURL(/\/pointMall$/);
    await expect.poll(() => page.getByTestId('not-found').count()).toBe(0);
    // A real page loaded directly is 200.
    expect((await page.goto('/pointMall'))?.status()).toBe(200);
    await context.close();
  });
});

describe('categories without games', () => {
  it('when a category has no games, then no navigation offers it and the ones offered state their counts', async () => {
    const { context, page } = await visitor('desktop');
    await page.goto('/index');
    const tiles = page.getByTestId('category-tiles');
    await tiles.waitFor();
    // Every category the header and the tiles offer has games, and says how many (the lotteries too).
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: /Slots/ }).waitFor();
    expect(await nav.locator('a[href="/lottery"], a[href="/elott"]').count()).toBe(2);
    expect(
      await tiles.getByTestId('category-tile-ELOTT').getByTestId('category-tile-games').textContent(),
    ).toBe('6 games');
    expect(
      await tiles.getByTestId('category-tile-LOTT').getByTestId('category-tile-games').textContent(),
    ).toBe('7 games');
    expect(
      await tiles.getByTestId('category-tile-PVP').getByTestId('category-tile-games').textContent(),
    ).toBe('3 games');
    // Slots shows what there is: one game from one provider, no "thousands".
    await page.goto('/rng');
    expect(await page.getByTestId('category-game-count').textContent()).toBe('1 game');
    expect(await page.getByTestId('category-hero').textContent()).not.toMatch(/thousand/i);
    expect(await page.getByTestId('vendor-tab-TALA_REELS').count()).toBe(0);
    await context.close();
  });

  it('when an empty category is visited directly, then it says so and leads to the categories with games', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await visitor(viewport);
      for (const path of ['/bgs', '/bingo']) {
        await page.goto(path);
        await page.getByTestId('category-empty').waitFor();
        expect(await page.getByTestId('game-grid').count()).toBe(0);
      }
      await page.goto('/bgs');
      await page.getByTestId('category-empty').getByTestId('category-tiles').waitFor();
      await screenshot(page, 'category-empty', viewport);
      await expectAccessible(page, `empty category (${viewport})`, 'main');
      await page.getByTestId('category-empty').getByTestId('category-tile-RNG').click();
      await page.waitForURL(/\/rng$/);
      await context.close();
    }
  });
});

/** The new player of the checklist journey, logged in on desktop for the rest of the spec. */
let player: { context: BrowserContext; page: Page };

async function openWithdraw(page: Page, viewport: TViewport): Promise<void> {
  await page.getByTestId('header-deposit').click();
  await openEntry(page, viewport, 'withdraw');
}

const stepState = (page: Page, key: string) =>
  page.getByTestId(`withdraw-step-${key}`).getAttribute('data-state');

describe('withdrawal setup in one flow', () => {
  it('when a new player opens withdrawal, then everything needed is listed at once and completed there, then the withdrawal goes through', async () => {
    player = await visitor('desktop');
    const { page } = player;
    await page.goto('/index');
    await registerByUsername(page, newPlayerIdentity('edge'));
    await openWithdraw(page, 'desktop');

    // Up front: three setup steps, none done, and the balance the first withdrawal needs.
    await page.getByTestId('withdraw-checklist').waitFor();
    expect(await page.getByTestId('withdraw-checklist-progress').textContent()).toBe('0 of 3 done');
    for (const key of ['REAL_NAME', 'WITHDRAW_PASSWORD', 'BANK_ACCOUNT'])
      expect(await stepState(page, key)).toBe('todo');
    expect(await page.getByTestId('withdraw-condition-MIN_BALANCE').textContent()).toContain('P\u00a0100.00');
    expect(await page.getByTestId('withdraw-form').count()).toBe(0);
    await screenshot(page, 'withdraw-checklist', 'desktop');
    await expectAccessible(page, 'withdraw checklist', '[data-testid=centre-entry-withdraw]');

    // Each step opens in turn, right here.
    await page.getByTestId('withdraw-real-name').fill(REAL_NAME);
    await page.getByTestId('withdraw-real-name-save').click();
    await page.getByTestId('wpw-new').waitFor();
    expect(await stepState(page, 'REAL_NAME')).toBe('done');
    await page.getByTestId('wpw-new').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('wpw-confirm').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('wpw-submit').click();
    await page.getByTestId('bank-add-form').waitFor();
    await screenshot(page, 'withdraw-checklist-bank', 'desktop');
    await page.getByTestId('bank-name').selectOption({ index: 1 });
    await page.getByTestId('bank-number').fill('009988776655');
    await page.getByTestId('bank-add-submit').click();
    await page.getByTestId('withdraw-checklist-done').waitFor();
    await page.getByTestId('withdraw-form').waitFor();

    // Money is the last thing missing; once it is there, the request goes through.
    await depositThroughSandbox(page, '1000');
    await expect.poll(() => headerBalance(page)).toBe(1000);
    await openEntry(page, 'desktop', 'withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-condition-MIN_BALANCE').count()).toBe(0);
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect.poll(() => page.getByTestId('withdrawal-status').first().textContent()).toBe('Pending');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(900);
    await screenshot(page, 'withdraw-ready', 'desktop');
    await expectAccessible(page, 'withdraw form', '[data-testid=centre-entry-withdraw]');
    await page.getByTestId('centre-close').click();
  }, 240_000);

  it('when a new player on a phone opens withdrawal, then the checklist fits and its first step is open', async () => {
    const { context, page } = await visitor('phone');
    await page.goto('/index');
    await registerByUsername(page, newPlayerIdentity('edgp'));
    await openWithdraw(page, 'phone');
    await page.getByTestId('withdraw-real-name').waitFor();
    await screenshot(page, 'withdraw-checklist', 'phone');
    await expectAccessible(page, 'withdraw checklist (phone)', '[data-testid=centre-entry-withdraw]');
    await context.close();
  }, 180_000);
});

const game = (page: Page) => page.frameLocator('[data-testid=game-frame]');

async function launch(page: Page, path: string, code: string): Promise<void> {
  await page.goto(path);
  await page
    .locator(`[data-testid=game-tile][data-game="${code}"]`)
    .first()
    .getByTestId('game-tile-play')
    .click();
  await page.waitForURL(/\/game/);
  await game(page).locator('.top-bar').waitFor({ timeout: 30_000 });
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, '') || 'NaN');

describe('balances on the game page', () => {
  it('when a seamless game is played, then header, game bar and game each name their wallet and write money alike', async () => {
    const { page } = player;
    await launch(page, '/rng', 'house-slot');
    const frame = page.getByTestId('game-frame');
    expect((await frame.getAttribute('sandbox'))?.split(' ')).not.toContain('allow-same-origin');
    expect(await page.locator('[data-testid=header-balance-label]:visible').textContent()).toBe(
      'Total balance',
    );
    expect(await page.getByTestId('game-balance-label').textContent()).toBe('Main wallet');
    expect(await game(page).locator('.balance-label').textContent()).toBe('Main wallet');
    // One style: "P 900.00" in the game as on the site.
    await expect.poll(() => game(page).locator('.balance-value').textContent()).toBe('P 900.00');
    expect(await page.getByTestId('game-balance').locator('.tabular-nums').textContent()).toBe('P 900.00');

    // The game still bets and settles from its opaque origin: the stake leaves the main wallet. A spin
    // whose lines pay back exactly the stake leaves 900, so spin until the game's balance moves.
    const gameBalance = async () => amountOf(await game(page).locator('.balance-value').textContent());
    for (let spin = 0; spin < 5 && (await gameBalance()) === 900; spin++) {
      await game(page).locator('.spin-button:not([disabled])').click();
      await game(page).locator('.spin-button:not([disabled])').waitFor({ timeout: 60_000 });
    }
    // The header hears of it through the balance stream, and the game counts its figure up: both settle on one
    // amount (a loaded machine's time, not a second).
    await expect
      .poll(async () => [await gameBalance(), await headerBalance(page)], { timeout: 10_000 })
      .toSatisfy(([inGame, inHeader]) => inGame !== 900 && inGame === inHeader);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'game-balances', 'desktop');
    await expectAccessible(page, 'game page', '[data-testid=game-stage], [data-testid=balance-chip]');
  });

  it('when a transfer-mode game is opened, then the bar and the game name that vendor wallet', async () => {
    const { page } = player;
    await launch(page, '/fish', 'house-fish');
    expect(await page.getByTestId('game-balance-label').textContent()).toBe('Tala Fishing wallet');
    expect(await game(page).locator('.balance-label').textContent()).toBe('Tala Fishing wallet');
    await expect.poll(() => game(page).locator('.balance-value').textContent()).toBe('P 0.00');
    expect(await page.locator('[data-testid=header-balance-label]:visible').textContent()).toBe(
      'Total balance',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'game-vendor-wallet', 'desktop');
  });

  it('when the game page is on a phone, then the labels still fit', async () => {
    const { page } = player;
    await page.setViewportSize(VIEWPORTS.phone);
    await launch(page, '/rng', 'house-slot');
    expect(await page.locator('[data-testid=header-balance-label]:visible').textContent()).toBe('Total');
    expect(await page.getByTestId('game-balance-label').textContent()).toBe('Main wallet');
    await game(page).locator('.spin-button').waitFor({ timeout: 30_000 });
    await screenshot(page, 'game-balances', 'phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('when every page of this spec has been used, then the browser never warned that a sandbox is void', () => {
    expect(consoleLines.filter((line) => /sandbox/i.test(line))).toEqual([]);
  });
});
