import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  giveOwnAddress,
  launchBrowser,
  newPage,
  openInApp,
  screenshot,
  type TViewport,
} from './support/browser.ts';
import { withDatabase } from './support/database.ts';
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
 * Issue 13 (decisions 052, 053) as players meet them: a referral rewarded after the friend's first deposit and
 * play, a red envelope grabbed, a raffle joined, drawn and verified in the browser, and the winners list — at both
 * sizes, in both themes, with no serious accessibility violation.
 */
const RAFFLE = 'Weekly raffle';
const ENVELOPES = 'Red envelope rain';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openInviteFriends(page: Page, viewport: TViewport = 'desktop'): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible())) {
    await page.getByTestId('header-avatar').click();
    await page.getByTestId('menu-centre-securityCenter').click();
  }
  await openEntry(page, viewport, 'referral');
  await page.getByTestId('invite-friends').waitFor();
}

describe('referrals', () => {
  it("when a friend registers with a member's link, deposits and plays, then the member is paid P50", async () => {
    const referrer = await newPage(browser, 'desktop');
    await quietVisitorNotice(referrer.context);
    await referrer.page.goto('/index');
    await registerByUsername(referrer.page, newPlayerIdentity('refr'));
    await openInviteFriends(referrer.page);
    const link = (await referrer.page.getByTestId('referral-link').textContent()) ?? '';
    const before = await headerBalance(referrer.page);
    expect(link).toMatch(/\/index\?referralCode=[A-Z2-9]{8}$/);
    expect(await referrer.page.getByTestId('referral-terms').textContent()).toContain('P 50.00');
    expect(await rawKeys(referrer.page)).toEqual([]);
    await screenshot(referrer.page, 'invite-friends-empty', 'desktop');
    await expectAccessible(referrer.page, 'invite friends', '[data-testid=centre-entry-referral]');

    // The friend: another browser and network, through the link; the register form opens by itself.
    const friend = await newPage(browser, 'desktop');
    await quietVisitorNotice(friend.context);
    await giveOwnAddress(friend.context);
    await friend.page.goto(new URL(link).pathname + new URL(link).search);
    await friend.page.getByTestId('register-username-form').waitFor();
    await registerByUsername(friend.page, newPlayerIdentity('frnd'));
    await depositThroughSandbox(friend.page, '300');
    await friend.page.getByTestId('centre-close').click();
    await spinSlot(friend.page, /^\D*100\.00$/, 3);
    await friend.context.close();

    // The referral job pays within a run or two (it may already have, while the friend played); the list says so.
    await expect
      .poll(
        async () => {
          await openInviteFriends(referrer.page);
          await referrer.page.getByTestId('centre-menu-rewardCenter').click();
          await openEntry(referrer.page, 'desktop', 'referral');
          return referrer.page.getByTestId('referral-friend').first().textContent();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toContain('Rewarded');
    expect(await referrer.page.getByTestId('referral-totals').textContent()).toContain('P 50.00');
    await expect.poll(() => headerBalance(referrer.page), { timeout: 15_000 }).toBeCloseTo(before + 50, 2);
    await screenshot(referrer.page, 'invite-friends-rewarded', 'desktop');
    await referrer.context.close();
  }, 300_000);
});

describe('red envelopes and raffles', () => {
  it('when a player grabs an envelope and wins the raffle, then both are paid, verified and listed', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await quietVisitorNotice(context);
    await page.goto('/index');
    await registerByUsername(page, newPlayerIdentity('envl'));

    // A round is always open in the demo's rain: grab, and the opened envelope shows what came to the wallet.
    await openPromotion(page, ENVELOPES);
    expect(await page.getByTestId('promo-action').textContent()).toBe('Grab a red envelope');
    await page.getByTestId('envelope-round').waitFor();
    await screenshot(page, 'envelope-open', 'desktop');
    await page.getByTestId('promo-action').click();
    await page.getByTestId('envelope-opened').waitFor();
    const amount = Number(
      ((await page.getByTestId('envelope-opened').textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    expect(amount).toBeGreaterThanOrEqual(1);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(amount, 2);
    expect(await page.getByTestId('promo-action').count()).toBe(0);
    await screenshot(page, 'envelope-grabbed', 'desktop');
    await expectAccessible(page, 'red envelope', 'main');

    // The raffle: join, play for two tickets, then the week ends and the draw runs.
    await depositThroughSandbox(page, '200');
    await page.getByTestId('centre-close').click();
    await openPromotion(page, RAFFLE);
    await page.getByTestId('promo-action').click();
    await expect
      .poll(() => page.getByTestId('promo-state').first().textContent(), { timeout: 10_000 })
      .toBe('Joined');
    await spinSlot(page, /^\D*100\.00$/, 2);
    await openPromotion(page, RAFFLE);
    await expect
      .poll(() => page.getByTestId('raffle-tickets').textContent(), { timeout: 20_000 })
      .toContain('2');
    await screenshot(page, 'raffle-joined', 'desktop');
    await withDatabase((db) =>
      sql`UPDATE promotions SET ends_at = clock_timestamp() WHERE type = 'RAFFLE' AND title ->> 'en' LIKE ${`${RAFFLE}%`}`.execute(
        db,
      ),
    );
    // The draw job runs every 10 s; the only entrant with tickets wins the first prize.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('promo-status').waitFor();
          return page.getByTestId('promo-state').first().textContent();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toBe('Issued');
    await page.getByTestId('raffle-winners').waitFor();
    await page.getByTestId('raffle-verify').click();
    await expect
      .poll(() => page.getByTestId('raffle-verified').textContent(), { timeout: 10_000 })
      .toContain('Verified');
    const balance = await headerBalance(page);
    await page.getByTestId('promo-action').click();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBeCloseTo(balance + 5000, 2);
    await screenshot(page, 'raffle-drawn', 'desktop');
    await expectAccessible(page, 'raffle drawn', 'main');

    // The winners list names both prizes, masked.
    await openInApp(page, '/promotions');
    await expect
      .poll(() => page.getByTestId('prize-winner').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('prize-winners').textContent()).toMatch(/en\*\*\*/);
    await context.close();
  }, 300_000);
});

describe('event screens', () => {
  for (const [viewport, theme] of [
    ['phone', 'dark'],
    ['phone', 'light'],
    ['desktop', 'light'],
  ] as [TViewport, 'dark' | 'light'][]) {
    it(`when a member opens the red envelope, the raffle and invite friends on ${viewport} (${theme}), then they fit and pass axe`, async () => {
      const { context, page } = await newPage(browser, viewport, { theme });
      await quietVisitorNotice(context);
      await page.goto('/index');
      await registerByUsername(page, newPlayerIdentity('evsc'));
      for (const [title, name] of [
        [ENVELOPES, 'envelope'],
        [RAFFLE, 'raffle'],
      ] as const) {
        await openPromotion(page, title);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await rawKeys(page)).toEqual([]);
        await screenshot(page, `${name}-${theme}`, viewport);
        await expectAccessible(page, `${name} (${viewport}, ${theme})`, 'main');
      }
      await openInviteFriends(page, viewport);
      expect(await rawKeys(page)).toEqual([]);
      await screenshot(page, `invite-friends-${theme}`, viewport);
      await expectAccessible(
        page,
        `invite friends (${viewport}, ${theme})`,
        '[data-testid=centre-entry-referral]',
      );
      await context.close();
    }, 180_000);
  }
});
