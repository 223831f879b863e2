import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';
import { addStrandedTransferOut } from './support/transfers-fixture.ts';

/**
 * The back office in a real browser: admin signs in with password + TOTP (code computed from the seeded
 * secret), toggles maintenance and sees the player site switch to its maintenance page and back, then
 * adjusts a player's balance with a reason, puts a game vendor in maintenance and back, and checks a
 * vendor transfer in flight. Screenshots of every screen land in e2e/screenshots/.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
let browser: Browser;
let desktop: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Screenshots a screen, which must have rendered (a render error shows the route-error screen instead),
 * and checks it has no serious accessibility violation (axe-core).
 */
async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
  await expectAccessible(page, `${name} (${viewport})`);
}

/** A console call with the page's staff cookie and the CSRF header, as the console itself sends it. */
async function consoleCall(page: Page, method: 'GET' | 'PUT', path: string, body?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { 'x-tala-staff': '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()).value;
}

/** Phones must not scroll sideways: nothing on the page may be wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, viewport: TViewport): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
}

/** The audit log's before/after diff opens and closes from its row (desktop) or card (phone). */
async function toggleAuditDiff(page: Page, viewport: TViewport): Promise<void> {
  await page.goto('/bo/audit');
  // Pinned to one entry's key, since the button's name changes from "Changes" to "Hide" once open.
  const key = await page
    .locator('[data-row]')
    .filter({ visible: true })
    .filter({ has: page.getByRole('button', { name: 'Changes' }) })
    .first()
    .getAttribute('data-row');
  const toggle = page.locator(`[data-row="${key}"]`).filter({ visible: true }).getByRole('button');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await page.getByText('Before', { exact: true }).filter({ visible: true }).first().waitFor();
  await toggle.scrollIntoViewIfNeeded();
  await shot(page, 'bo-audit-changes', viewport);
  await expectNoSidewaysScroll(page, viewport);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
}

async function vendorIdOf(page: Page, vassalage: string): Promise<number> {
  const { vendors } = await consoleCall(page, 'GET', '/bo/api/game-vendors');
  const vendor = vendors.find((entry: { vassalage: string }) => entry.vassalage === vassalage);
  if (!vendor) throw new Error(`no vendor ${vassalage}`);
  return vendor.id;
}

/** The vendor's status as the player site's game menu shows it (no cache on the server side). */
async function siteVendorStatus(page: Page, vassalage: string): Promise<string | undefined> {
  const body = await (await page.request.get('/lgw/games/game_menus')).json();
  const cards: { vassalage: string; status: string }[] = body.data.lanes.flatMap(
    (lane: { cards: unknown[] }) => lane.cards,
  );
  return cards.find((card) => card.vassalage === vassalage)?.status;
}

async function signInAsAdmin(page: Page): Promise<void> {
  // One form: password and code are checked together (decision 016).
  await signInToBackOffice(page, 'admin', { beforeSubmit: () => shot(page, 'bo-login', 'desktop') });
}

async function playerSiteShowsMaintenance(): Promise<boolean> {
  const { context, page } = await newPage(browser, 'desktop');
  try {
    await page.goto('/index');
    const found = await page
      .getByTestId('maintenance-message')
      .waitFor({ timeout: 8000 })
      .then(() => true)
      .catch(() => false);
    if (found) await page.screenshot({ path: `${SHOTS}/player-site-maintenance-desktop.png` });
    return found;
  } finally {
    await context.close();
  }
}

describe('back office', () => {
  it('when admin signs in with TOTP, then the dashboard shows', async () => {
    desktop = await newPage(browser, 'desktop');
    await signInAsAdmin(desktop.page);
    await desktop.page.getByTestId('stat-players-total').waitFor();
    await shot(desktop.page, 'bo-dashboard', 'desktop');
  });

  it('when admin toggles maintenance, then the player site shows the maintenance page, and not after toggling off', async () => {
    const { page } = desktop;
    await page.goto('/bo/settings?tab=access');
    const toggle = page.getByTestId('maintenance-toggle');
    await toggle.waitFor();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await shot(page, 'bo-settings-access', 'desktop');
    // The merchant cache lives for 5 s; the change is visible within seconds everywhere.
    await expect.poll(playerSiteShowsMaintenance, { timeout: 20_000, interval: 1000 }).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(playerSiteShowsMaintenance, { timeout: 20_000, interval: 1000 }).toBe(false);
  });

  it("when admin changes the merchant's time zone, then it is saved with the time there and can be put back", async () => {
    const { page } = desktop;
    await page.goto('/bo/settings?tab=general');
    const select = page.getByTestId('time-zone-select');
    await expect.poll(() => select.inputValue()).toBe('Asia/Manila');
    await page.getByTestId('time-zone-now').waitFor();
    const save = page.getByTestId('time-zone-save');
    await select.selectOption('Asia/Bangkok');
    await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('time-zone-select').inputValue()).toBe('Asia/Bangkok');
    await shot(page, 'bo-settings-time-zone', 'desktop');
    await page.getByTestId('time-zone-select').selectOption('Asia/Manila');
    await page.getByTestId('time-zone-save').click();
    await expect.poll(() => page.getByTestId('time-zone-save').isDisabled()).toBe(true);
  });

  it("when admin adds a bank to the merchant's list, then it is saved; a name with a direction override cannot be saved", async () => {
    const { page } = desktop;
    await page.goto('/bo/settings?tab=general');
    const rows = page.getByTestId('banks-list').locator('li');
    await expect.poll(() => rows.count()).toBe(11);
    await page.getByTestId('bank-add').click();
    await page.getByTestId('bank-code-11').fill('SEABANK');
    await page.getByTestId('bank-name-11').fill('Sea\u202Ebank');
    await page.getByTestId('bank-country-11').fill('PH');
    await expect.poll(() => page.getByTestId('banks-save').isDisabled()).toBe(true);
    await shot(page, 'bo-settings-banks-invalid', 'desktop');
    await page.getByTestId('bank-name-11').fill('SeaBank Philippines');
    await page.getByTestId('banks-save').click();
    await page.reload();
    await expect.poll(() => page.getByTestId('bank-name-11').inputValue()).toBe('SeaBank Philippines');
    const banks = (await consoleCall(page, 'GET', '/bo/api/settings')).banks as { code: string }[];
    expect(banks.map((bank) => bank.code)).toContain('SEABANK');
    await page.getByTestId('bank-name-11').scrollIntoViewIfNeeded();
    await shot(page, 'bo-settings-banks', 'desktop');
    await page.getByRole('button', { name: 'Remove SeaBank Philippines' }).click();
    await page.getByTestId('banks-save').click();
    await expect.poll(() => rows.count()).toBe(11);
  });

  it('when admin adjusts a player balance with a reason, then the wallet shows it', async () => {
    const { page } = desktop;
    await page.goto('/bo/players');
    // demo_newbie has no play: no job (rebates of the seeded history, salaries) moves its money meanwhile.
    await page.getByTestId('player-search').fill('demo_newbie');
    await page.getByTestId('player-search').press('Enter');
    await page.getByTestId('player-link-demo_newbie').filter({ visible: true }).click();
    await page.getByTestId('player-title').waitFor();
    const before = (await page.getByTestId('wallet-MAIN').textContent()) ?? '';
    await shot(page, 'bo-player-detail', 'desktop');
    await page.getByTestId('open-adjust').click();
    await page.getByTestId('adjust-amount').fill('25.50');
    await page.getByTestId('adjust-reason').fill('E2E goodwill credit');
    await shot(page, 'bo-adjust-dialog', 'desktop');
    await page.getByTestId('adjust-submit').click();
    await page.getByTestId('adjust-result').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('wallet-MAIN').textContent()).not.toBe(before);
    // Compare the change, not the total: the balance moves only by the adjustment.
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
    expect(cents(await page.getByTestId('wallet-MAIN').textContent()) - cents(before)).toBe(2550);
    await shot(page, 'bo-player-after-adjust', 'desktop');
  });

  it('when admin puts a vendor in maintenance and back to active, then the player site follows each change', async () => {
    const { page } = desktop;
    const id = await vendorIdOf(page, 'TALA_SLOTS');
    try {
      await page.goto('/bo/games');
      const badge = page.getByTestId('vendor-status-badge-TALA_SLOTS').first();
      await badge.waitFor();
      for (const [status, label] of [
        ['MAINTENANCE', 'Maintenance'],
        ['ACTIVE', 'Active'],
      ] as const) {
        await page.getByTestId('vendor-edit-TALA_SLOTS').first().click();
        await page.getByTestId(`vendor-status-${status}`).check();
        if (status === 'MAINTENANCE') await shot(page, 'bo-games-vendor-dialog', 'desktop');
        await page.getByTestId('vendor-save').click();
        await page.getByTestId('vendor-dialog').waitFor({ state: 'detached' });
        await expect.poll(() => badge.textContent()).toBe(label);
        // The game menu reads the table on every request, so the site shows it at once.
        await expect.poll(() => siteVendorStatus(page, 'TALA_SLOTS')).toBe(status);
        if (status === 'MAINTENANCE') await shot(page, 'bo-games-vendor-in-maintenance', 'desktop');
      }
    } finally {
      // Other specs play TALA_SLOTS games: never leave it in maintenance, whatever failed above.
      await consoleCall(page, 'PUT', `/bo/api/game-vendors/${id}`, { status: 'ACTIVE' });
    }
    await page.goto('/bo/audit');
    await page.getByText('RNG/TALA_SLOTS').filter({ visible: true }).first().waitFor();
  });

  it('when a transfer waits for its vendor, then admin sees it, checks it now and is told it is still pending', async () => {
    const { page } = desktop;
    const transferId = await addStrandedTransferOut('demo_newbie', 'TALA_FISH');
    await page.goto('/bo/games?tab=transfers');
    const check = page.getByTestId(`transfer-check-${transferId}`).first();
    await check.waitFor();
    await check.click();
    // The house provider never received it and it was sent just now: still pending, not yet failed.
    await expect
      .poll(() => page.getByTestId('transfer-check-result').textContent())
      .toContain('still pending');
    await shot(page, 'bo-games-transfer-checked', 'desktop');
  });

  it('when support types the address of a screen its role cannot use, then it is told so and the menu hides it', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    try {
      await signInToBackOffice(page, 'support');
      await page.getByTestId('stat-players-total').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('nav-payments').count()).toBe(0);
      for (const path of ['/bo/payments', '/bo/audit', '/bo/approvals']) {
        await page.goto(path);
        await page.getByTestId('screen-forbidden').waitFor();
      }
      await shot(page, 'bo-forbidden', 'desktop');
      await page.goto('/bo/players');
      await page.getByTestId('player-search').waitFor();
    } finally {
      await context.close();
    }
  });

  it('when staff type an address the console does not have, then it says so (404) and leads to the dashboard', async () => {
    const { page } = desktop;
    const res = await page.goto('/bo/no-such-screen');
    expect(res?.status()).toBe(404);
    await page.getByTestId('screen-not-found').waitFor();
    expect(await page.getByTestId('screen-not-found').textContent()).toContain('/bo/no-such-screen');
    await expectAccessible(page, 'bo not found', '[data-testid=screen-not-found]');
    await page.getByTestId('not-found-dashboard').click();
    await page.getByTestId('stat-players-total').waitFor();
    // A real screen loaded directly is 200.
    expect((await page.goto('/bo/players'))?.status()).toBe(200);
  });

  it('when every screen is opened on desktop and phone, then each renders (screenshots)', async () => {
    const screens: Array<[string, string, string]> = [
      ['bo-dashboard', '/bo/', 'stat-players-total'],
      ['bo-players', '/bo/players', 'player-search'],
      ['bo-approvals', '/bo/approvals', 'nav-approvals'],
      ['bo-settings-features', '/bo/settings?tab=general', 'switch-CAPTCHA'],
      ['bo-settings-banks-list', '/bo/settings?tab=general', 'bank-name-0'],
      ['bo-settings-access', '/bo/settings?tab=access', 'maintenance-toggle'],
      ['bo-settings-registration', '/bo/settings?tab=registration', 'settings-tab-registration'],
      ['bo-settings-announcements', '/bo/settings?tab=announcements', 'settings-tab-announcements'],
      ['bo-settings-banners', '/bo/settings?tab=banners', 'settings-tab-banners'],
      ['bo-audit', '/bo/audit', 'nav-audit'],
      ['bo-not-found', '/bo/no-such-screen', 'screen-not-found'],
      ['bo-games-vendors', '/bo/games', 'games-tab-vendors'],
      ['bo-games-transfers', '/bo/games?tab=transfers', 'games-tab-transfers'],
      [
        'bo-games-vendor-games',
        `/bo/games/vendors/${await vendorIdOf(desktop.page, 'TALA_PVP')}`,
        'game-search',
      ],
    ];
    const state = await desktop.context.storageState();
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: desktop.page.url().replace(/\/bo\/.*$/, ''),
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
        storageState: state,
      });
      const page = await context.newPage();
      for (const [name, url, testId] of screens) {
        await page.goto(url);
        if (viewport === 'phone' && testId.startsWith('nav-'))
          await page.getByRole('heading').first().waitFor();
        else await page.getByTestId(testId).first().waitFor({ timeout: 15_000 });
        // The bank list sits below the switches: show it, not the top of the page again.
        if (name === 'bo-settings-banks-list') await page.getByTestId(testId).scrollIntoViewIfNeeded();
        await shot(page, name, viewport);
        if (['bo-players', 'bo-approvals', 'bo-audit', 'bo-settings-banks-list'].includes(name))
          await expectNoSidewaysScroll(page, viewport);
      }
      await page.goto('/bo/players?q=demo_player');
      await page.getByTestId('player-link-demo_player').filter({ visible: true }).click();
      await page.getByTestId('wallet-total').waitFor();
      await page.getByTestId(viewport === 'phone' ? 'statement-table-cards' : 'statement-table').waitFor();
      await shot(page, 'bo-player-detail', viewport);
      await expectNoSidewaysScroll(page, viewport);
      await toggleAuditDiff(page, viewport);
      // Nothing is pending by now; "All" shows the applied adjustment as a row or card.
      await page.goto('/bo/approvals');
      await page.getByRole('tab', { name: 'All' }).click();
      await page.getByTestId(viewport === 'phone' ? 'approvals-table-cards' : 'approvals-table').waitFor();
      await shot(page, 'bo-approvals-all', viewport);
      await expectNoSidewaysScroll(page, viewport);
      // The games screens in the light theme too (dark is the default above).
      await page.evaluate(() => localStorage.setItem('bo-theme', 'light'));
      for (const [name, url, testId] of screens.filter(([name]) => name.startsWith('bo-games'))) {
        await page.goto(url);
        await page.getByTestId(testId).first().waitFor({ timeout: 15_000 });
        await shot(page, `${name}-light`, viewport);
        // No raw translation keys, and nothing wider than the screen (phones must not scroll sideways).
        expect(await page.locator('main').textContent()).not.toMatch(/\bgames\.[a-zA-Z]/);
        await expectNoSidewaysScroll(page, viewport);
      }
      await page.goto('/bo/games');
      await page.getByTestId('vendor-edit-TALA_FISH').filter({ visible: true }).click();
      await page.getByTestId('vendor-status-DISABLED').check();
      await shot(page, 'bo-games-vendor-dialog-light', viewport);
      await page.keyboard.press('Escape');
      await context.close();
    }
    const { context: loginContext, page: login } = await newPage(browser, 'phone');
    await login.goto('/bo/login');
    await login.getByTestId('bo-username').waitFor();
    await shot(login, 'bo-login', 'phone');
    await loginContext.close();
  });
});
