import type { Browser, Page } from 'playwright-core';
import { newPage, type TViewport } from './browser.ts';
import { dismissNotice, expectLoggedIn, loginWithPassword } from './player.ts';

/** The seeded agents (apps/server/src/db/seed/seed-members.ts): demo_subagent is demo_agent's direct downline. */
export const DEMO_AGENT = { username: 'demo_agent', password: 'Agent123!' };
export const DEMO_SUBAGENT = { username: 'demo_subagent', password: 'Agent123!' };

/** A fresh context logged in as `who`, on the home page. */
export async function loggedInAs(
  browser: Browser,
  who: { username: string; password: string },
  viewport: TViewport,
  theme: 'dark' | 'light' = 'dark',
) {
  const { context, page } = await newPage(browser, viewport, { theme });
  await page.goto('/index');
  await page.getByTestId('header-visitor').waitFor();
  await dismissNotice(page);
  await loginWithPassword(page, who.username, who.password);
  await expectLoggedIn(page);
  return { context, page };
}

/** The header's button on a desktop; on a phone (the header hides it) the member menu's entry. */
export async function openAgentCentre(page: Page, viewport: TViewport): Promise<void> {
  if (viewport === 'desktop') {
    await page.getByTestId('header-agent').click();
  } else {
    await page.getByTestId('header-avatar').click();
    await page.getByTestId('menu-agent-centre').click();
  }
  await page.getByTestId('agent-centre').waitFor();
}

/** The menu entry of a page: the side menu on a desktop, the scrolling tabs on a phone. */
export function menuEntry(page: Page, viewport: TViewport, key: string) {
  return page.getByTestId(viewport === 'phone' ? `agent-tab-${key}` : `agent-menu-${key}`);
}

export async function openAgentPage(page: Page, viewport: TViewport, key: string): Promise<void> {
  await menuEntry(page, viewport, key).click();
  await page.getByTestId(`agent-entry-${key}`).waitFor();
  await settled(page);
}

/**
 * No skeleton left, and the colour transitions of the menu and the tabs over (for the screenshot and axe). An
 * endless animation (a live dot, a spinner elsewhere on the page) never finishes: only the others are awaited.
 */
export async function settled(page: Page): Promise<void> {
  await page.getByTestId('agent-loading').first().waitFor({ state: 'hidden' });
  await page.waitForTimeout(300);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => null)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/** Pixels the open page is wider than the centre's content box (the sheet itself never scrolls sideways). */
export async function entryOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-testid^="agent-entry-"]');
    return box ? box.scrollWidth - box.clientWidth : 0;
  });
}

/**
 * Pixels the widest shown table is wider than its frame: the frames clip (rounded corners), so a table too wide
 * for the centre hides its last columns without any scroll bar the page-wide checks would see.
 */
export async function clippedTables(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tables = [...document.querySelectorAll<HTMLTableElement>('[data-testid^="agent-entry-"] table')];
    const shown = tables.filter((table) => table.offsetParent !== null && table.parentElement);
    return Math.max(0, ...shown.map((table) => table.offsetWidth - (table.parentElement?.clientWidth ?? 0)));
  });
}

/** Pixels an open dialog's content is wider than its box. */
export async function dialogOverflow(page: Page, testId: string): Promise<number> {
  return page.evaluate((id) => {
    const dialog = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    const scroller = dialog?.querySelector<HTMLElement>('.overflow-y-auto');
    const box = scroller ?? dialog;
    return box ? box.scrollWidth - box.clientWidth : 0;
  }, testId);
}
