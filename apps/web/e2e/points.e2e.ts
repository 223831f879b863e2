import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffActor } from '../../server/src/db/seed/seed-actor.ts';
import { findMerchantByCode } from '../../server/src/modules/merchants/merchant.repository.ts';
import { adjustPoints, approveRedemption } from '../../server/src/modules/points/points-staff.service.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, openInApp, screenshot, type TViewport } from './support/browser.ts';
import { demoMerchantId, withDatabase } from './support/database.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import {
  depositThroughSandbox,
  headerBalance,
  newPlayerIdentity,
  openEntry,
  quietVisitorNotice,
  registerByUsername,
} from './support/player.ts';
import { spinSlot } from './support/promotion-steps.ts';

/**
 * Issue 14 §1 (decision 054) as a player meets it: points earned by a deposit and by play, a cash reward redeemed
 * and paid, a delivered reward redeemed and approved by staff, points converted to cash — at both sizes and in both
 * themes, with no serious accessibility violation.
 */
const PASSWORD = 'Pay123456';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pointsShown = async (page: Page) =>
  Number(((await page.getByTestId('points-balance-value').textContent()) ?? '').replace(/[^\d.]/g, ''));

async function openMall(page: Page): Promise<void> {
  await openInApp(page, '/pointMall');
  await page.getByTestId('points-balance').waitFor();
}

/** The withdrawal password, set where a player sets it: the security centre (the member centre is open). */
async function setWithdrawPassword(page: Page): Promise<void> {
  await openEntry(page, 'desktop', 'securityCenter');
  await page.getByRole('tab', { name: 'Passwords' }).click();
  await page.getByTestId('wpw-new').fill(PASSWORD);
  await page.getByTestId('wpw-confirm').fill(PASSWORD);
  await page.getByTestId('wpw-submit').click();
  await page.getByTestId('wpw-old').waitFor();
}

async function redeem(page: Page, rewardName: string, delivery: boolean): Promise<void> {
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await page
    .getByTestId('reward-grid')
    .locator('li', { hasText: rewardName })
    .getByTestId('reward-redeem')
    .click();
  const dialog = page.getByTestId('redeem-dialog');
  if (delivery) {
    await dialog.getByLabel('Receiving address').fill('12 Rizal Street, Makati City');
    await dialog.getByLabel('Mobile number').fill('639171234567');
  }
  await dialog.getByLabel('Withdrawal password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await page.getByTestId('redeem-done').waitFor();
}

describe('the points mall', () => {
  it('asks a visitor to log in', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await quietVisitorNotice(context);
    await page.goto('/pointMall');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).waitFor();
    await screenshot(page, 'points-visitor', 'phone');
    await expectAccessible(page, 'points mall (visitor)', 'main');
    await context.close();
  });

  it('when a player deposits and plays, then points arrive, buy cash and a delivered reward, and convert to cash', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await quietVisitorNotice(context);
    await page.goto('/index');
    const player = newPlayerIdentity('pts');
    await registerByUsername(page, player);
    await depositThroughSandbox(page, '3000');
    await setWithdrawPassword(page);
    await page.getByTestId('centre-close').click();
    // 3,000.00 deposited at 0.10 and 8 × 100.00 staked on slots at 1.20: 300 + 960 points, a few seconds after.
    await spinSlot(page, /^\D*100\.00$/, 8);
    await openMall(page);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('points-balance-value').waitFor();
          return pointsShown(page);
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(1260);
    await page.getByRole('tab', { name: 'Points details' }).click();
    await expect
      .poll(() => page.getByTestId('points-details').textContent(), { timeout: 5_000 })
      .toContain('Slots');
    expect(await page.getByTestId('points-details').textContent()).toContain('Deposit');

    const cashBefore = await headerBalance(page);
    await redeem(page, 'P10 cash', false);
    expect(await page.getByTestId('redeem-done').textContent()).toContain('paid');
    await page.keyboard.press('Escape');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(cashBefore + 10, 2);
    await expect.poll(() => pointsShown(page), { timeout: 10_000 }).toBe(60);

    // Staff give the player enough for the headphones and a little more (the adjustment staff make, audited), then
    // approve the order.
    await withDatabase(async (db) => {
      const actor = await demoStaffActor(db, await demoMerchantId(db), 'finance');
      await adjustPoints(db, actor, {
        username: player.username,
        points: '25100.00',
        reason: 'Loyalty gift',
        requestId: `e2e${Date.now()}`,
      });
    });
    await page.reload();
    await page.getByTestId('points-balance-value').waitFor();
    await redeem(page, 'Wireless headphones', true);
    expect(await page.getByTestId('redeem-done').textContent()).toContain('check');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect
      .poll(() => page.getByTestId('redemption-list').textContent(), { timeout: 5_000 })
      .toContain('In process');
    await withDatabase(async (db) => {
      const merchant = await findMerchantByCode(db, 'TALA');
      const redemption = await db
        .selectFrom('points_redemptions')
        .select('id')
        .where('status', '=', 'IN_PROCESS')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      if (!merchant) throw new Error('no demo merchant');
      await approveRedemption(db, merchant, await demoStaffActor(db, merchant.id, 'finance'), redemption.id);
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect
      .poll(() => page.getByTestId('redemption-list').locator('li').first().textContent(), { timeout: 5_000 })
      .toContain('Approved');

    const beforeConvert = await headerBalance(page);
    await page.getByTestId('points-convert').click();
    const convert = page.getByTestId('convert-dialog');
    await convert.getByLabel('Points to convert').fill('60');
    await convert.getByLabel('Withdrawal password').fill(PASSWORD);
    expect(await convert.getByTestId('convert-cash').textContent()).toContain('0.60');
    await convert.getByRole('button', { name: 'Convert', exact: true }).click();
    // 60 points is below the merchant's minimum (100): refused, translated, nothing moved.
    await expect.poll(() => convert.getByTestId('centre-form-error').textContent()).toContain('minimum');
    await convert.getByLabel('Points to convert').fill('100');
    await convert.getByRole('button', { name: 'Convert', exact: true }).click();
    await convert.getByTestId('convert-done').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(beforeConvert + 1, 2);
    await context.close();
  }, 300_000);

  for (const viewport of ['desktop', 'phone'] as TViewport[]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`shows demo_player's mall on ${viewport} in the ${theme} theme`, async () => {
        const { context, page } = await newPage(browser, viewport, { theme });
        await quietVisitorNotice(context);
        await page.goto('/index');
        await page.getByTestId('header-login').click();
        await page.getByTestId('login-username').fill('demo_player');
        await page.getByTestId('login-password').fill('Player123!');
        await page.getByTestId('login-submit').click();
        await page.getByTestId('header-avatar').waitFor();
        await openMall(page);
        await page.getByTestId('reward-grid').waitFor();
        expect(await pointsShown(page)).toBeGreaterThan(0);
        expect((await rawKeys(page)).filter((text) => !/^demo_/.test(text))).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `points-mall-${theme}`, viewport);
        await expectAccessible(page, `points mall ${viewport} ${theme}`, 'main');
        for (const tab of ['Redeem history', 'Points details', 'Points rules']) {
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForTimeout(300);
          await screenshot(page, `points-${tab.split(' ')[1]?.toLowerCase()}-${theme}`, viewport);
          await expectAccessible(page, `points ${tab} ${viewport} ${theme}`, 'main');
        }
        await page.getByRole('tab', { name: 'Rewards' }).click();
        await page.getByTestId('reward-redeem').first().click();
        await page.getByTestId('redeem-dialog').waitFor();
        await screenshot(page, `points-redeem-${theme}`, viewport);
        await expectAccessible(page, `redeem dialog ${viewport} ${theme}`, '[data-testid=redeem-dialog]');
        await page.keyboard.press('Escape');
        await page.getByTestId('points-convert').click();
        await page.getByTestId('convert-dialog').waitFor();
        await screenshot(page, `points-convert-${theme}`, viewport);
        await expectAccessible(page, `convert dialog ${viewport} ${theme}`, '[data-testid=convert-dialog]');
        await context.close();
      });
    }
  }
});
