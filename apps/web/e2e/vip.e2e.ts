import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, openInApp, screenshot, type TViewport } from './support/browser.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import {
  depositThroughSandbox,
  newPlayerIdentity,
  openEntry,
  openLoggedIn,
  quietVisitorNotice,
  registerByUsername,
} from './support/player.ts';
import { spinSlot } from './support/promotion-steps.ts';

/**
 * Issue 14 §3 (decision 057) as a player meets it: a new player deposits and plays past Bronze's thresholds; within
 * seconds (the team-figures feed, then the upgrade job) the club label and the member centre's player-rank entry
 * appear, the VIP page shows the new rank with progress bars to Silver, and the RANK_UP message waits in the inbox.
 * demo_player (Silver from the seeded month) shows the page and the entry at both sizes and in both themes; a
 * visitor sees the ladder with a way in. No serious accessibility violation anywhere.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The member menu opened from the header avatar (phone and desktop alike). */
async function openMemberMenu(page: Page): Promise<void> {
  if (!(await page.getByTestId('member-menu').isVisible())) await page.getByTestId('header-avatar').click();
  await page.getByTestId('member-menu').waitFor();
}

async function checkPage(page: Page, name: string, viewport: TViewport, within?: string): Promise<void> {
  expect((await rawKeys(page)).filter((text) => !/^demo_|^vip\d/.test(text))).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, name, viewport);
  await expectAccessible(page, `${name} ${viewport}`, within);
}

describe('VIP ranks on the site', () => {
  it('when a visitor opens /vip, then the ladder shows with a way to log in', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await quietVisitorNotice(context);
    await page.goto('/vip');
    await page.getByTestId('vip-ladder').waitFor();
    expect(await page.getByTestId('vip-rank-card').count()).toBe(7);
    expect(await page.getByTestId('vip-invite').textContent()).toContain('Log in');
    await checkPage(page, 'vip-visitor', 'phone', 'main');
    await context.close();
  });

  it('when a new player deposits and plays past Bronze, then the rank, its label, entry, page and message appear', async () => {
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await quietVisitorNotice(context);
    await page.goto('/index');
    const player = newPlayerIdentity('vip');
    await registerByUsername(page, player);
    await openMemberMenu(page);
    expect(await page.getByTestId('menu-club-label').count()).toBe(0);
    await page.keyboard.press('Escape');

    await depositThroughSandbox(page, '1000');
    await page.getByTestId('centre-close').click();
    // Bronze: 1,000.00 in valid bets over 90 days (deposits 0): ten spins of 100.00.
    await spinSlot(page, /^\D*100\.00$/, 10);
    await openInApp(page, '/vip');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('vip-hero').waitFor();
          return page.getByTestId('vip-rank-name').textContent();
        },
        { timeout: 45_000, interval: 3_000 },
      )
      .toBe('Bronze');
    expect(
      await page.locator('[data-testid=vip-rank-card][data-place=current]').getAttribute('data-level'),
    ).toBe('1');
    // Progress to Silver, which asks no deposit: valid bets 1,000 of 20,000 (5%).
    expect(await page.getByTestId('vip-progress-bets').textContent()).toContain('5%');
    expect(await page.getByTestId('vip-progress-deposit').count()).toBe(0);
    expect(await page.getByTestId('vip-keep').getAttribute('data-tone')).toBe('success');
    await checkPage(page, 'vip-new-bronze', 'desktop', 'main');

    // The club label in the member menu opens this page; the member centre lists the player-rank entry.
    await openMemberMenu(page);
    expect(await page.getByTestId('menu-club-label').textContent()).toContain('Bronze');
    await page.keyboard.press('Escape');
    await page.getByTestId('header-deposit').click();
    await openEntry(page, 'desktop', 'playerRank');
    expect(await page.getByTestId('player-rank').textContent()).toContain('Bronze');
    await checkPage(page, 'vip-entry-new-bronze', 'desktop');

    // The rank up waits in the inbox, rendered in the player's language.
    await openEntry(page, 'desktop', 'messageV2');
    const message = page.getByTestId('message-row').filter({ hasText: 'You reached Bronze' });
    await message.waitFor();
    await message.click();
    await page.getByTestId('message-reader').waitFor();
    expect(await page.getByTestId('message-reader').textContent()).toContain('level 1');
    await screenshot(page, 'vip-rank-up-message', 'desktop');

    // From the entry to the page, as a player does.
    await openEntry(page, 'desktop', 'playerRank');
    await page.getByTestId('player-rank-vip-page').click();
    await page.waitForURL(/\/vip$/);
    await page.getByTestId('vip-hero').waitFor();
    await context.close();
  }, 300_000);

  for (const viewport of ['desktop', 'phone'] as TViewport[]) {
    it(`when demo_player opens the VIP page and the player-rank entry on ${viewport}, then both themes fit and pass axe`, async () => {
      const { context, page } = await openLoggedIn(
        browser,
        viewport,
        { username: 'demo_player', password: 'Player123!' },
        { theme: 'dark' },
      );
      for (const theme of ['dark', 'light'] as const) {
        if (theme === 'light') await context.addInitScript(() => localStorage.setItem('theme', 'light'));
        await page.goto('/vip');
        await page.getByTestId('vip-hero').waitFor();
        await page.getByTestId('vip-ladder').waitFor();
        expect(await page.getByTestId('vip-rank-name').textContent()).toBe('Silver');
        expect(await page.getByTestId('vip-next').textContent()).toContain('Gold');
        await checkPage(page, `vip-page-${theme}`, viewport, 'main');
        await page.getByTestId('vip-ladder').scrollIntoViewIfNeeded();
        await screenshot(page, `vip-ladder-${theme}`, viewport);
        await page.getByTestId('vip-how').scrollIntoViewIfNeeded();
        await screenshot(page, `vip-how-${theme}`, viewport);

        await openMemberMenu(page);
        await screenshot(page, `vip-member-menu-${theme}`, viewport);
        await page.getByTestId('menu-club-label').click();
        await page.waitForURL(/\/vip$/);
        await page.getByTestId('header-deposit').click();
        await openEntry(page, viewport, 'playerRank');
        await page.getByTestId('player-rank').waitFor();
        await checkPage(page, `vip-entry-${theme}`, viewport, '[data-testid=member-centre]');
        await page.getByTestId('centre-close').click();
      }
      await context.close();
    }, 240_000);
  }
});
