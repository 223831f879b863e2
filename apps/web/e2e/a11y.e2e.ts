import { PROMOTION_PATHS } from '@tala/contract/promotions/promotions';
import { PLAYER_SITE_PATHS } from '@tala/contract/site-routes';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import {
  baseUrl,
  launchBrowser,
  newPage,
  openInApp,
  screenshot,
  type TViewport,
  VIEWPORTS,
} from './support/browser.ts';
import { expectLoggedIn, loginWithPassword, openEntry, quietVisitorNotice } from './support/player.ts';
import { fromRestrictedRegion, inMaintenance, patchStatus } from './support/status.ts';

/**
 * The accessibility walk of the player site (issue 10 §6): every screen, at desktop and phone size,
 * has no serious or critical axe violation, one h1, no skipped heading level and its content in
 * landmarks (support/axe.ts). The other specs audit the screens they drive, mostly in the dark theme;
 * this one walks what they leave: every page and status page in the light theme, the pages no other
 * spec opens in the dark theme, and the member's screens (header, menu, dialogs, every member-centre
 * entry and security tab, a game in the game page) in both themes. Screenshots land in
 * e2e/screenshots/a11y-*.
 */
type TTheme = 'dark' | 'light';
const THEMES: TTheme[] = ['dark', 'light'];
const ALL_VIEWPORTS = Object.keys(VIEWPORTS) as TViewport[];
const PLAYER = { username: 'demo_player', password: 'Player123!' };

/** Every page of the site once (its aliases show a page listed), and an unknown address's not-found page. */
const ALIASES = new Set(['/', '/index.html', '/register', '/register.html', '/login', '/down']);
const PAGES = [...PLAYER_SITE_PATHS.filter((path) => !ALIASES.has(path)), '/no-such-page'];
/** Pages no other spec opens: walked in the dark theme too. */
const UNVISITED = new Set(['/vnlottery', '/seaLottery', '/elott', '/promoDetail', '/helpmc']);

let browser: Browser;
let promoPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(new URL(PROMOTION_PATHS.list, baseUrl()));
  const promo = ((await res.json()) as { value: { list: Array<{ id: string }> } }).value.list[0];
  if (!promo) throw new Error('the demo merchant has no promotion to open');
  promoPath = `/promoDetail?id=${encodeURIComponent(promo.id)}`;
});
afterAll(async () => {
  await browser?.close();
});

async function audit(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await screenshot(page, `a11y-${name}`, viewport);
  await expectAccessible(page, `${name} (${viewport})`);
}

describe('accessibility: the public pages', () => {
  for (const viewport of ALL_VIEWPORTS) {
    for (const theme of THEMES) {
      const paths = theme === 'light' ? PAGES : PAGES.filter((path) => UNVISITED.has(path));
      it(`when every page opens on ${viewport} in the ${theme} theme, then none has a violation`, async () => {
        const { context, page } = await newPage(browser, viewport, { theme });
        await quietVisitorNotice(context);
        for (const path of paths) {
          // The first page loads the site; the others open in it, as its links open them.
          await openInApp(page, path === '/promoDetail' ? promoPath : path);
          await page.locator('h1').first().waitFor({ state: 'attached' });
          await audit(page, `${path.slice(1)}-${theme}`, viewport);
        }
        await context.close();
      });
    }
  }

  it('when the maintenance and region pages show in the light theme, then neither has a violation', async () => {
    for (const viewport of ALL_VIEWPORTS) {
      for (const [name, patch] of [
        ['maintenance', inMaintenance],
        ['region', fromRestrictedRegion],
      ] as const) {
        const { context, page } = await newPage(browser, viewport, { theme: 'light' });
        await patchStatus(page, patch, 'US');
        await page.goto('/index');
        await page.locator('main h1').waitFor();
        await audit(page, `${name}-light`, viewport);
        await context.close();
      }
    }
  });
});

/** The member's session (kept in session storage) carried into fresh contexts: one login for the walk. */
let memberSession: Record<string, string> = {};

async function memberPage(
  viewport: TViewport,
  theme: TTheme,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport, { theme });
  await opened.context.addInitScript((session) => {
    try {
      if (sessionStorage.getItem('a11y-session')) return;
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('a11y-session', '1');
    } catch {
      // A sandboxed game frame (opaque origin) has no storage; the site's own pages do.
    }
  }, memberSession);
  return opened;
}

async function auditDialog(
  page: Page,
  open: () => Promise<void>,
  testId: string,
  name: string,
  viewport: TViewport,
) {
  await page.getByTestId('header-avatar').click();
  await open();
  await page.getByTestId(testId).waitFor();
  await audit(page, name, viewport);
  await page.keyboard.press('Escape');
  await page.getByTestId(testId).waitFor({ state: 'hidden' });
}

/** Every member-centre entry the member has, and every tab of the security centre. */
async function auditCentre(page: Page, viewport: TViewport, theme: TTheme): Promise<void> {
  await page.getByTestId('header-deposit').click();
  await page.getByTestId('member-centre').waitFor();
  const prefix = viewport === 'phone' ? 'centre-tab-' : 'centre-menu-';
  const entries = await page
    // An entry's badge (unread messages, open missions) shares the prefix: only the entries themselves.
    .locator(`[data-testid^="${prefix}"]:not([data-testid*="-badge-"])`)
    .evaluateAll(
      (nodes, p) => nodes.map((node) => node.getAttribute('data-testid')?.slice(p.length) ?? ''),
      prefix,
    );
  for (const entry of entries) {
    await openEntry(page, viewport, entry);
    await page.getByTestId('centre-loading').first().waitFor({ state: 'hidden' });
    await audit(page, `centre-${entry}-${theme}`, viewport);
    if (entry !== 'securityCenter') continue;
    const tabs = page.getByTestId('centre-entry-securityCenter').getByRole('tab');
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await audit(page, `centre-security-tab${i}-${theme}`, viewport);
    }
  }
}

describe('accessibility: the member screens', () => {
  beforeAll(async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await quietVisitorNotice(context);
    await page.goto('/index');
    await loginWithPassword(page, PLAYER.username, PLAYER.password);
    await expectLoggedIn(page);
    memberSession = await page.evaluate(() => ({ ...sessionStorage }));
    await context.close();
  });

  for (const viewport of ALL_VIEWPORTS) {
    for (const theme of THEMES) {
      it(`when a member goes through the site on ${viewport} in the ${theme} theme, then no screen has a violation`, async () => {
        const { context, page } = await memberPage(viewport, theme);
        await page.goto('/index');
        await expectLoggedIn(page);
        await audit(page, `member-home-${theme}`, viewport);
        await page.getByTestId('header-avatar').click();
        await page.getByTestId('member-summary').waitFor();
        await audit(page, `member-menu-${theme}`, viewport);
        await page.keyboard.press('Escape');
        const item = (testId: string) => () => page.getByTestId(testId).click();
        await auditDialog(
          page,
          item('menu-change-password'),
          'change-pass-modal',
          `change-password-${theme}`,
          viewport,
        );
        await auditDialog(page, item('menu-sign-out'), 'confirm-dialog', `sign-out-${theme}`, viewport);
        await auditCentre(page, viewport, theme);
        // The game page with a game in its frame (the house slot), top bar and all.
        await page.goto('/rng');
        await page
          .locator('[data-testid=game-tile][data-game="house-slot"]')
          .first()
          .getByTestId('game-tile-play')
          .click();
        await page.waitForURL(/\/game\?/);
        await page.getByTestId('game-frame').waitFor();
        await audit(page, `game-playing-${theme}`, viewport);
        await context.close();
      });
    }
  }
});
