import { sql } from 'kysely';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport } from './support/browser.ts';
import { withDatabase } from './support/database.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import { openLoggedIn } from './support/player.ts';

/**
 * Issue 11 §2 (decision 036) in a real browser against the real server and the in-process house: results
 * arrive live — two open pages of the same 1-minute game both play the draw the moment it is committed,
 * without a reload — the framed lottery follows the site's theme, and a drawn issue verifies in the browser.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const GAME = 'house-k3-1m';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The framed house lottery of a site page, once its board has loaded. */
async function lotteryFrame(page: Page): Promise<Frame> {
  await page.getByTestId('lottery-frame').waitFor({ timeout: 60_000 });
  let found: Frame | undefined;
  for (let waited = 0; !found && waited < 30_000; waited += 250) {
    found = page.frames().find((frame) => frame.url().includes(`/house/play/${GAME}`));
    if (!found) await page.waitForTimeout(250);
  }
  if (!found) throw new Error('the lottery frame did not load');
  await found!.locator('.lott-issue .lott-kicker').waitFor({ timeout: 30_000 });
  return found!;
}

function signedInContext(viewport: TViewport, theme: 'dark' | 'light') {
  return openLoggedIn(browser, viewport, PLAYER, { theme });
}

async function openLottery(page: Page): Promise<{ page: Page; frame: Frame }> {
  await page.goto(`/elott?gameCode=${GAME}&playType=k3.sum`);
  return { page, frame: await lotteryFrame(page) };
}

/** The issue on sale in a frame, from its header. */
async function shownIssue(frame: Frame): Promise<string> {
  const text = (await frame.locator('.lott-issue .lott-kicker').textContent()) ?? '';
  return /(\d{8}-\d{4})/.exec(text)?.[1] ?? '';
}

describe('lottery results arrive live', () => {
  const contexts: BrowserContext[] = [];
  let pages: Array<{ page: Page; frame: Frame }>;

  // Two players' screens (a session is per tab): a desktop in dark and a phone in light.
  beforeAll(async () => {
    const desktop = await signedInContext('desktop', 'dark');
    const phone = await signedInContext('phone', 'light');
    contexts.push(desktop.context, phone.context);
    pages = [await openLottery(desktop.page), await openLottery(phone.page)];
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('when the issue two pages show is drawn, then both play the result at the same moment, without a reload', async () => {
    for (const { frame } of pages) {
      await frame.locator('.lott-live.is-live').waitFor({ timeout: 20_000 });
      // A mark on each page's document: a reload would lose it.
      await frame.evaluate(() => {
        (window as unknown as { liveMark: number }).liveMark = 1;
      });
    }
    // A page may still be playing the draw of the issue before (the game draws every minute): wait until neither
    // is, so the draw timed below is this issue's on both.
    for (const { frame } of pages) {
      await frame
        .locator('.lott-last .lott-result.is-drawing')
        .waitFor({ state: 'detached', timeout: 30_000 });
    }
    const issueNo = await shownIssue(pages[0]!.frame);
    expect(issueNo).not.toBe('');
    expect(await shownIssue(pages[1]!.frame)).toBe(issueNo);
    // The draw comes now rather than at the minute: the issue's cut-off and draw move (times are data).
    await withDatabase((db) =>
      sql`UPDATE house.lottery_issues SET closes_at = now() + interval '1 second', draws_at = now() + interval '3 seconds'
          WHERE game_id = ${GAME} AND issue_no = ${issueNo}`.execute(db),
    );
    // Each page notes when its draw starts playing (the result arrives with the event: no page reads it).
    const playedAt = await Promise.all(
      pages.map(async ({ frame }) => {
        await frame.locator('.lott-last .lott-result.is-drawing').waitFor({ timeout: 45_000 });
        return Date.now();
      }),
    );
    expect(Math.abs(playedAt[0]! - playedAt[1]!)).toBeLessThan(1_500);
    for (const { frame } of pages) {
      await frame.getByText(`Result of issue ${issueNo}`).waitFor({ timeout: 10_000 });
      expect(await frame.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
      // The next issue is on sale already, from the same stream.
      expect(await shownIssue(frame)).not.toBe(issueNo);
      expect(await frame.locator('.lott-live.is-live').count()).toBe(1);
    }
    await screenshot(pages[0]!.page, 'lottery-live-drawn', 'desktop');
    await screenshot(pages[1]!.page, 'lottery-live-drawn', 'phone');
  });

  it('when a drawn issue is verified from the page, then the browser recomputes the published result', async () => {
    const { frame } = pages[0]!;
    const link = frame.getByRole('link', { name: 'Verify this draw' }).first();
    await link.waitFor({ timeout: 20_000 });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/house\/verify\?.*issue=\d{8}-\d{4}/);
    for (const viewport of ['desktop', 'phone'] as TViewport[]) {
      for (const theme of ['dark', 'light'] as const) {
        const { context: own, page } = await newPage(browser, viewport);
        await page.goto(theme === 'light' ? `${href}&theme=light` : href);
        const verdict = page.getByTestId('lottery-verdict');
        await verdict.waitFor({ timeout: 30_000 });
        expect(await verdict.textContent()).toMatch(
          /Match: issue \d{8}-\d{4} recomputes to the published result/,
        );
        expect(await page.locator('.verdict.is-bad').count()).toBe(0);
        expect(await rawKeys(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `lottery-verify-${theme}`, viewport);
        await verdict.scrollIntoViewIfNeeded();
        await screenshot(page, `lottery-verify-result-${theme}`, viewport);
        await page.getByRole('heading', { name: 'How a draw is derived' }).scrollIntoViewIfNeeded();
        await screenshot(page, `lottery-verify-how-${theme}`, viewport);
        await expectAccessible(page, `lottery verify (${theme}, ${viewport})`);
        await own.close();
      }
    }
  });
});

describe('the framed lottery follows the site theme', () => {
  for (const viewport of ['desktop', 'phone'] as TViewport[]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`when the site is ${theme} (${viewport}), then the lottery is ${theme} and passes its checks`, async () => {
        const { context, page } = await signedInContext(viewport, theme);
        const { frame } = await openLottery(page);
        expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await frame.locator('.lott-live.is-live').waitFor({ timeout: 20_000 });
        expect(await rawKeys(frame as unknown as Page)).toEqual([]);
        expect(await horizontalOverflow(frame as unknown as Page)).toBe(0);
        await screenshot(page, `lottery-live-${theme}`, viewport);
        await frame.getByRole('tab', { name: 'Results' }).click();
        await frame.getByRole('heading', { name: 'Result history' }).waitFor();
        await screenshot(page, `lottery-live-results-${theme}`, viewport);
        // An issue of the history opened on its proof, with its link to the verify page.
        await frame.locator('.lott-history-row summary').first().click();
        const verify = frame.locator('.lott-history-row .lott-proof-link a').first();
        await verify.scrollIntoViewIfNeeded();
        expect(await verify.getAttribute('href')).toContain(theme === 'light' ? 'theme=light' : 'issue=');
        await screenshot(page, `lottery-live-history-${theme}`, viewport);
        await expectAccessible(
          frame as unknown as Page,
          `lottery frame (${theme}, ${viewport})`,
          '.lott-game',
        );
        await context.close();
      });
    }
  }
});
