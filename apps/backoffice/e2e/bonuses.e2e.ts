import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport } from '../../web/e2e/support/browser.ts';
import { horizontalOverflow, rawKeys } from '../../web/e2e/support/page-checks.ts';
import { bonusState, playerWithBonus } from './support/bonuses-fixture.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * Players' bonuses and the promotions' cost report in the back office (issue 13 §3, decision 051), in a real browser
 * against the real server: admin finds a player by username, cancels a bonus under the threshold with a reason (it
 * is forfeited at once), approves the cancellation above the threshold finance asked for, and reads the cost report.
 * Each screen at 1440×900 and 390×844, dark and light: screenshots, translated text, no sideways scroll, axe.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
type TTheme = 'dark' | 'light';

let browser: Browser;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const admin = await newPage(browser, 'desktop');
  await signInToBackOffice(admin.page, 'admin');
  adminState = await admin.context.storageState();
  await admin.context.close();
});
afterAll(async () => {
  await browser?.close();
});

/** Screenshot of the viewport with `part` in view, then the checks every screen gets. */
async function shot(page: Page, part: Locator, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await part.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/bo-bonuses-${name}-${width}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} failed to render`).toBe(0);
  expect(
    (await rawKeys(page)).filter((text) => !/^e2ebonus/.test(text)),
    name,
  ).toEqual([]);
  expect(await horizontalOverflow(page), name).toBe(0);
  await expectAccessible(page, `bonuses ${name} (${width})`);
}

/** A bonus's row in whichever layout the width shows (a table, or cards on a phone). */
const bonusRow = (page: Page, bonusId: string) =>
  page
    .locator(
      `[data-testid="bonuses-table"] tr[data-row="${bonusId}"], [data-testid="bonuses-table-cards"] li[data-row="${bonusId}"]`,
    )
    .filter({ visible: true });

async function findPlayer(page: Page, username: string): Promise<void> {
  await page.getByTestId('bonuses-search').fill(username);
  await page.getByTestId('bonuses-search').press('Enter');
}

async function cancelUnderThreshold(viewport: TViewport, theme: TTheme): Promise<void> {
  const player = await playerWithBonus('250.00');
  const { context, page } = await newPage(browser, viewport, { theme, storageState: adminState });
  await page.goto('/bo/promotions');
  const card = page.getByTestId('bonuses-card');
  await card.waitFor();
  // Any case finds the player.
  await findPlayer(page, player.username.toUpperCase());
  const row = bonusRow(page, player.bonusId);
  await row.waitFor();
  expect(await row.textContent()).toContain('250.00');
  expect(await row.textContent()).toContain('Active');
  await shot(page, card, `player-${theme}`);

  await row.getByTestId(`bonus-cancel-${player.bonusId}`).click();
  const dialog = page.getByTestId('bonus-cancel-dialog');
  await dialog.waitFor();
  expect(await dialog.getByTestId('bonus-cancel-rule').textContent()).toContain('At or under');
  await dialog.getByTestId('bonus-cancel-submit').click();
  await dialog.getByText('Write a reason of 3 to 200 characters.').waitFor();
  await dialog.getByTestId('bonus-cancel-reason').fill('Bonus abuse: second account on one device');
  await shot(page, dialog, `cancel-dialog-${theme}`);
  await dialog.getByTestId('bonus-cancel-submit').click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => row.textContent()).toContain('Forfeited');
  expect(await row.textContent()).toContain('Cancelled by admin: Bonus abuse');
  expect(await row.getByTestId(`bonus-cancel-${player.bonusId}`).count()).toBe(0);
  expect(await bonusState(player.bonusId)).toEqual({ state: 'FORFEITED', end_reason: 'STAFF' });
  await shot(page, card, `cancelled-${theme}`);
  await context.close();
}

describe('back office: players’ bonuses', () => {
  it('when admin finds a player by username and cancels a bonus of 250.00, then it is forfeited at once (desktop, dark)', async () => {
    await cancelUnderThreshold('desktop', 'dark');
  });

  it('when admin does the same on a phone in the light theme, then it fits and works', async () => {
    await cancelUnderThreshold('phone', 'light');
  });

  it('when finance asked to cancel a bonus of 1,500.00, then admin approves it and it is forfeited', async () => {
    const player = await playerWithBonus('1500.00', { cancelRequestedBy: 'finance' });
    for (const [viewport, theme] of [
      ['phone', 'dark'],
      ['desktop', 'light'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, { theme, storageState: adminState });
      await page.goto('/bo/promotions');
      const waiting = page.getByTestId('bonus-cancels');
      const approve = waiting
        .getByTestId(`bonus-cancel-approve-${player.requestId}`)
        .filter({ visible: true });
      await approve.waitFor();
      expect(await approve.isEnabled()).toBe(true);
      await shot(page, waiting, `waiting-${theme}`);
      if (viewport === 'desktop') {
        await approve.click();
        const dialog = page.getByTestId('bonus-decision-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('bonus-decision-note').fill('Checked: same device and bank account');
        await shot(page, dialog, `approve-dialog-${theme}`);
        await dialog.getByTestId('bonus-decision-confirm').click();
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => approve.count()).toBe(0);
        expect(await bonusState(player.bonusId)).toEqual({ state: 'FORFEITED', end_reason: 'STAFF' });
      }
      await context.close();
    }
  });

  it('when admin opens the cost report, then each promotion has its line and the totals show (both widths, both themes)', async () => {
    for (const [viewport, theme] of [
      ['desktop', 'dark'],
      ['desktop', 'light'],
      ['phone', 'dark'],
      ['phone', 'light'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport, { theme, storageState: adminState });
      await page.goto('/bo/promotions');
      await page.getByTestId('promotions-view-report').click();
      const report = page.getByTestId('promotion-report');
      const totals = report.getByTestId('promotion-report-totals');
      await totals.waitFor();
      // The bonuses this spec forfeited are the report's too: something was forfeited today.
      expect(await totals.textContent()).toContain('Bonus forfeited');
      const lines = report.locator(
        '[data-testid="promotion-report-table"] tr[data-row], [data-testid="promotion-report-table-cards"] li[data-row]',
      );
      await expect.poll(() => lines.filter({ visible: true }).count()).toBeGreaterThan(0);
      await shot(page, report, `report-${theme}`);
      if (viewport === 'desktop' && theme === 'dark') {
        // A start after the end is refused before anything is asked.
        await report.getByTestId('report-from').fill('2030-01-02');
        await report.getByTestId('report-to').fill('2030-01-01');
        await report.getByRole('alert').waitFor();
      }
      await context.close();
    }
  });
});
