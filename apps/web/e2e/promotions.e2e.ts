import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, openInApp, screenshot, type TViewport } from './support/browser.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import {
  depositThroughSandbox,
  headerBalance,
  newPlayerIdentity,
  openEntry,
  quietVisitorNotice,
  registerByUsername,
} from './support/player.ts';
import { openPromotion, spinSlot } from './support/promotion-steps.ts';

/**
 * Issue 13 (decision 049) as a player meets it: the promotions and their states, a deposit bonus joined, paid
 * with the deposit, wagered in a game until it is released and then withdrawn; the reward centre's gift; the
 * screens at both sizes and in both themes, with no serious accessibility violation.
 */
const REAL_NAME = 'Lorna Santos';
const WITHDRAW_PASSWORD = 'Promo2468';
const RELOAD = 'Daily reload 20%';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCentreEntry(page: Page, entry: string): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('header-avatar').click();
    await page.getByTestId('menu-centre-securityCenter').click();
  }
  await openEntry(page, 'desktop', entry);
}

describe('promotions for a new player', () => {
  it('when a player joins the reload bonus, deposits, wagers it in a slot and withdraws, then every step shows', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await quietVisitorNotice(context);
    await page.goto('/index');
    await registerByUsername(page, newPlayerIdentity('prom'));

    // The list: every seeded promotion with the new member's state in it.
    await openInApp(page, '/promotions');
    await expect.poll(() => page.getByTestId('promo-card').count()).toBeGreaterThanOrEqual(5);
    expect(
      await page.getByTestId('promo-card').filter({ hasText: 'Lottery week' }).getAttribute('data-state'),
    ).toBe('COMING_SOON');
    expect(
      await page.getByTestId('promo-card').filter({ hasText: 'P88 welcome gift' }).getAttribute('data-state'),
    ).toBe('ISSUED');
    await screenshot(page, 'promotions', 'desktop');
    await expectAccessible(page, 'promotions', 'main');

    // Join the reload, then deposit: the bonus comes with the deposit, into the bonus wallet.
    await openPromotion(page, RELOAD);
    expect(await page.getByTestId('promo-state').first().textContent()).toBe('Join');
    await page.getByTestId('promo-action').click();
    await expect.poll(() => page.getByTestId('promo-hint').textContent()).toContain('You have joined');
    await screenshot(page, 'promotion-joined', 'desktop');
    await expectAccessible(page, 'promotion detail', 'main');
    await page.getByTestId('promo-action').click();
    await page.getByTestId('centre-entry-depositv2').waitFor();
    await depositThroughSandbox(page, '500');
    expect(await headerBalance(page)).toBe(500);
    await openCentreEntry(page, 'bonusDetails');
    const card = page.getByTestId('bonus-card').first();
    await expect.poll(() => card.getAttribute('data-state')).toBe('ACTIVE');
    expect(await card.textContent()).toMatch(/P\s100\.00/);
    expect(await card.getByTestId('wagering-terms').textContent()).toContain(
      'Waits until the wagering is done',
    );
    await screenshot(page, 'bonus-details', 'desktop');
    await expectAccessible(page, 'bonus details', '[data-testid=centre-entry-bonusDetails]');
    await page.getByTestId('centre-close').click();

    // Wager P300 (3× P100) in the slot: the bonus is released to the main wallet within a feed run.
    await spinSlot(page, /^\D*100\.00$/, 3);
    await openCentreEntry(page, 'bonusDetails');
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 20_000 }).toBe('RELEASED');
    expect(await card.textContent()).toContain('Wagering done');
    await screenshot(page, 'bonus-released', 'desktop');

    // The account record names the bonus's two steps.
    await openEntry(page, 'desktop', 'transactionHistory');
    await expect
      .poll(() => page.getByTestId('centre-entry-transactionHistory').textContent())
      .toContain('Bonus released');

    // Withdraw: set up, then the request goes through with nothing held back.
    await openEntry(page, 'desktop', 'withdraw');
    await page.getByTestId('withdraw-real-name').fill(REAL_NAME);
    await page.getByTestId('withdraw-real-name-save').click();
    await page.getByTestId('wpw-new').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('wpw-confirm').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('wpw-submit').click();
    await page.getByTestId('bank-add-form').waitFor();
    await page.getByTestId('bank-name').selectOption({ index: 1 });
    await page.getByTestId('bank-number').fill('009988776600');
    await page.getByTestId('bank-add-submit').click();
    await page.getByTestId('withdraw-form').waitFor();
    expect(await page.getByTestId('withdraw-bonus-notice').count()).toBe(0);
    const before = await headerBalance(page);
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect.poll(() => page.getByTestId('withdrawal-status').first().textContent()).toBe('Pending');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(before - 100, 2);

    // The gift waits in the reward centre; claimed, it becomes a bonus to wager and the withdrawal form says so.
    await openEntry(page, 'desktop', 'rewardCenter');
    const gift = page.getByTestId('reward-row').filter({ hasText: 'P88 welcome gift' });
    await gift.waitFor();
    await screenshot(page, 'reward-centre', 'desktop');
    await expectAccessible(page, 'reward centre', '[data-testid=centre-entry-rewardCenter]');
    await gift.getByTestId('reward-claim').click();
    await page.getByTestId('centre-form-success').waitFor();
    await expect
      .poll(() => page.getByTestId('reward-row').filter({ hasText: 'P88 welcome gift' }).textContent())
      .toContain('In progress');
    await openEntry(page, 'desktop', 'withdraw');
    await expect.poll(() => page.getByTestId('withdraw-bonus-notice').textContent()).toContain('forfeits it');
    await context.close();
  }, 300_000);
});

describe('promotion screens', () => {
  for (const [viewport, theme] of [
    ['phone', 'light'],
    ['phone', 'dark'],
    ['desktop', 'light'],
  ] as [TViewport, 'dark' | 'light'][]) {
    it(`when a visitor browses the promotions on ${viewport} (${theme}), then they fit, say how to take part and pass axe`, async () => {
      const { context, page } = await newPage(browser, viewport, { theme });
      await quietVisitorNotice(context);
      await page.goto('/promotions');
      await page.getByTestId('promo-card').first().waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await rawKeys(page)).toEqual([]);
      await screenshot(page, `promotions-${theme}`, viewport);
      await expectAccessible(page, `promotions (${viewport}, ${theme})`, 'main');
      await page.getByTestId('promo-card').filter({ hasText: RELOAD }).click();
      await page.getByTestId('promo-status').waitFor();
      expect(await page.getByTestId('promo-action').textContent()).toBe('Log in to take part');
      expect(await page.getByTestId('promo-terms').textContent()).toContain('3× the bonus');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await rawKeys(page)).toEqual([]);
      await screenshot(page, `promotion-detail-${theme}`, viewport);
      await expectAccessible(page, `promotion detail (${viewport}, ${theme})`, 'main');
      await page.getByTestId('promo-action').click();
      await page.getByTestId('login-username').waitFor();
      await context.close();
    }, 120_000);
  }
});
