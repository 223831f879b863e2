import { LANGUAGE_LABELS, MENU_LANGUAGES } from '@tala/contract/i18n/languages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage, screenshot, type TViewport } from './support/browser.ts';
import { rawKeys } from './support/page-checks.ts';
import { quietVisitorNotice } from './support/player.ts';
import { fromRestrictedRegion, inMaintenance, patchStatus } from './support/status.ts';

/**
 * The application shell and its public pages (seed 000 §2, seed 001 §2) in a real browser against the
 * real server: navigation from game_menus, hover drop-down, languages, theme, notices, status pages,
 * download QR codes and the phone drawer. Screenshots land in e2e/screenshots/shell-*.
 */
type TLane = { title: string; cards: Array<{ vassalage: string; displayName: string }> };

let browser: Browser;
let lanes: TLane[];
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(new URL('/lgw/games/game_menus', baseUrl()));
  lanes = ((await res.json()) as { data: { lanes: TLane[] } }).data.lanes.filter(
    (lane) => lane.cards.length > 0,
  );
});
afterAll(async () => {
  await browser?.close();
});

async function open(
  path: string,
  viewport: TViewport = 'desktop',
  options: { language?: string; theme?: 'dark' | 'light'; keepPopup?: boolean } = {},
) {
  // The shell as most visitors see it: moving (the rest of the run browses with reduced motion, browser.ts).
  const { context, page } = await newPage(browser, viewport, { ...options, motion: 'full' });
  // The notice popup shows once per device; most tests look at the page underneath it.
  if (!options.keepPopup) await quietVisitorNotice(context);
  await page.goto(path);
  await page.getByTestId('site-header').waitFor();
  return { context, page };
}

describe('shell: home and navigation', () => {
  it('when the home page loads, then the navigation lists every category from game_menus', async () => {
    const { context, page } = await open('/index');
    for (const lane of lanes) await page.getByTestId(`nav-${lane.title}`).waitFor();
    await page.getByTestId('nav-home').waitFor();
    await page.getByTestId('nav-event').waitFor();
    await page.getByTestId('hero-carousel').waitFor();
    await page.getByTestId('category-tiles').waitFor();
    const cached = await page.evaluate(() => sessionStorage.getItem('gameVendor'));
    expect(JSON.parse(cached ?? '[]').length).toBeGreaterThan(0);
    expect(await rawKeys(page, { skipZeroSize: true })).toEqual([]);
    await screenshot(page, 'shell-home-dark', 'desktop');
    await expectAccessible(page, 'shell-home-dark');
    await context.close();
  });

  it('when the light theme is stored, then the home page renders light', async () => {
    const { context, page } = await open('/index', 'desktop', { theme: 'light' });
    await page.getByTestId('hero-carousel').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await screenshot(page, 'shell-home-light', 'desktop');
    await expectAccessible(page, 'shell-home-light');
    await context.close();
  });

  it('when hovering a category with several vendors, then its vendor menu opens and closes after leaving', async () => {
    const lane = lanes.find((l) => l.cards.length > 1 && l.title !== 'LOTT' && l.title !== 'ELOTT');
    expect(lane, 'a category with several vendors').toBeTruthy();
    const { context, page } = await open('/index');
    await page.getByTestId(`nav-${lane!.title}`).hover();
    const menu = page.getByTestId(`nav-menu-${lane!.title}`);
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').count()).toBe(lane!.cards.length);
    await screenshot(page, 'shell-nav-dropdown', 'desktop');
    await expectAccessible(page, 'shell-nav-dropdown');
    await page.mouse.move(700, 700);
    await menu.waitFor({ state: 'hidden', timeout: 2000 });
    // Keyboard: ArrowDown from the link opens the menu and focuses the first vendor; Escape closes it.
    await page.getByTestId(`nav-${lane!.title}`).locator('a').focus();
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menuitem');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('when a visitor picks a vendor from the menu, then the login popup opens', async () => {
    const lane = lanes.find((l) => l.cards.length > 1 && l.title !== 'LOTT' && l.title !== 'ELOTT')!;
    const { context, page } = await open('/index');
    await page.getByTestId(`nav-${lane.title}`).hover();
    await page.getByTestId(`nav-vendor-${lane.cards[0]!.vassalage}`).click();
    await page.getByRole('dialog').waitFor();
    expect(page.url()).toContain('/index');
    await context.close();
  });

  it('when the theme toggle is pressed, then the theme flips and survives a reload', async () => {
    const { context, page } = await open('/index');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    await page.getByTestId('site-header').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });
});

describe('shell: languages', () => {
  it('when switching to each menu language, then no raw translation key is visible', async () => {
    const { context, page } = await open('/index');
    await page.getByTestId('hero-carousel').waitFor();
    for (const lang of MENU_LANGUAGES) {
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`language-${LANGUAGE_LABELS[lang]}`).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await expect
        .poll(() => page.getByTestId('language-menu').textContent())
        .toContain(LANGUAGE_LABELS[lang]);
      await page.waitForLoadState('networkidle');
      expect(await rawKeys(page, { skipZeroSize: true }), `raw keys in ${lang}`).toEqual([]);
      await screenshot(page, `shell-home-${lang}`, 'desktop');
      await expectAccessible(page, `shell-home-${lang}`);
    }
    await context.close();
  });

  it('when the phone drawer opens in Thai, then navigation, language, theme and quick links are there', async () => {
    const { context, page } = await open('/index', 'phone', { language: 'th' });
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await drawer.waitFor();
    for (const lane of lanes.slice(0, 3)) await drawer.locator(`a[href="${pathOf(lane.title)}"]`).waitFor();
    await drawer.getByTestId('theme-toggle').waitFor();
    await drawer.getByTestId('rail-promotions').waitFor();
    expect(await rawKeys(page, { skipZeroSize: true })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'shell-drawer', 'phone');
    await expectAccessible(page, 'shell-drawer');
    await drawer.locator('a[href="/promotions"]').first().click();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

function pathOf(category: string): string {
  const paths: Record<string, string> = {
    LIVE: '/live',
    SPORTS: '/sports',
    RNG: '/rng',
    FISH: '/fish',
    PVP: '/pvp',
    LOTT: '/lottery',
    ELOTT: '/elott',
    ESPORTS: '/esports',
    COCKFIGHT: '/cockfight',
  };
  return paths[category] ?? '/index';
}

describe('shell: notices', () => {
  it('when the notice page opens, then 9 notices show with a pager and a selected notice shows its content', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await open('/noticePage', viewport);
      const rows = page.getByTestId('notice-row');
      await rows.first().waitFor();
      const total = await fetch(new URL('/wps/announcements?types=B,PL,PU,PR,H&pageSize=9', baseUrl()))
        .then((r) => r.json() as Promise<{ value: { total: number } }>)
        .then((j) => j.value.total);
      expect(await rows.count()).toBe(Math.min(9, total));
      const second = rows.nth(1);
      const title = ((await second.locator('span').first().textContent()) ?? '').trim();
      await second.click();
      await expect.poll(() => page.getByTestId('notice-detail').locator('h2').textContent()).toBe(title);
      expect(await page.getByTestId('notice-detail').locator('time').textContent()).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      );
      await screenshot(page, 'shell-notices', viewport);
      await expectAccessible(page, 'shell-notices');
      if (total > 9) {
        await page.getByTestId('pager').getByRole('button', { name: '2', exact: true }).click();
        await expect.poll(() => rows.count()).toBe(Math.min(9, total - 9));
      }
      await context.close();
    }
  });

  it('when a visitor opens the site for the first time on a device, then the popup notice shows once', async () => {
    const notice = await fetch(new URL('/wps/home/notice', baseUrl())).then(
      (r) => r.json() as Promise<{ value: { popup: Array<{ id: string; revision: number }> } }>,
    );
    const first = notice.value.popup[0];
    if (!first) return;
    const { context, page } = await open('/index', 'phone', { keepPopup: true });
    const popup = page.getByTestId('notice-popup');
    await popup.waitFor();
    await screenshot(page, 'shell-notice-popup', 'phone');
    await expectAccessible(page, 'shell-notice-popup');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    const seen = await page.evaluate(() => JSON.parse(localStorage.getItem('noticeSeen') ?? '{}'));
    expect(seen[first.id]).toBe(first.revision);
    await page.reload();
    await page.getByTestId('site-header').waitFor();
    await page.waitForTimeout(800);
    expect(await popup.isVisible()).toBe(false);
    await context.close();
  });
});

describe('shell: system status gate', () => {
  it('when the system is in maintenance, then the maintenance page shows with a contact button', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, viewport, { motion: 'full' });
      await patchStatus(page, inMaintenance);
      await page.goto('/index');
      await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
      await page.getByText('Restriction of visit', { exact: false }).waitFor();
      await page.getByTestId('contact-us').waitFor();
      expect(await page.getByTestId('site-header').count()).toBe(0);
      await screenshot(page, 'shell-maintenance', viewport);
      await expectAccessible(page, 'shell-maintenance');
      await context.close();
    }
  });

  it('when the visitor comes from a restricted country, then the region page shows the IP and country', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, viewport, { motion: 'full' });
      // The debug country comes from the server; the demo merchant blocks no country, so status 2 is forced.
      await patchStatus(page, fromRestrictedRegion, 'US');
      await page.goto('/index');
      await page.getByRole('heading', { name: 'IP Restriction' }).waitFor();
      expect(await page.getByTestId('region-country').textContent()).toBe('US');
      expect((await page.getByTestId('region-ip').textContent())?.length).toBeGreaterThan(0);
      await screenshot(page, 'shell-region', viewport);
      await expectAccessible(page, 'shell-region');
      await context.close();
    }
  });

  it('when the status call fails, then a translated network error with a retry shows', async () => {
    const { context, page } = await newPage(browser, 'desktop', { motion: 'full' });
    let failures = 0;
    await page.route('**/wps/system/status*', async (route) => {
      if (failures++ < 2) return route.abort('connectionrefused');
      return route.continue();
    });
    await page.goto('/index');
    await page.getByRole('alert').getByText('Network link is abnormal', { exact: false }).waitFor();
    await expectAccessible(page, 'shell-network-error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('site-header').waitFor();
    await context.close();
  });
});

describe('shell: pages', () => {
  it('when the download page opens, then each app resource has a locally drawn QR code', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await open('/download', viewport);
      await page.getByTestId('qr-code').first().waitFor();
      const status = await fetch(new URL('/wps/system/status', baseUrl())).then(
        (r) => r.json() as Promise<{ value: { resources: Array<{ resourceType: string }> } }>,
      );
      const apps = status.value.resources.filter((r) =>
        ['IOS', 'Android', 'MOBILECONFIG'].includes(r.resourceType),
      );
      expect(await page.locator('main [data-testid="qr-code"]').count()).toBe(apps.length);
      expect(await page.locator('main [data-testid="qr-code"] path').first().getAttribute('d')).toMatch(/^M/);
      await screenshot(page, 'shell-download', viewport);
      await expectAccessible(page, 'shell-download');
      await context.close();
    }
  });

  it('when the rail messaging entry is pressed, then its QR popover shows', async () => {
    const { context, page } = await open('/index');
    const entry = page.getByTestId('side-rail').getByTestId('rail-telegram').first();
    if ((await entry.count()) === 0) return context.close();
    await entry.click();
    await page.getByTestId('qr-popover').getByTestId('qr-code').waitFor();
    await screenshot(page, 'shell-rail-qr', 'desktop');
    await expectAccessible(page, 'shell-rail-qr');
    await context.close();
  });

  const PAGES: Array<[string, string]> = [
    ['category-rng', '/rng'],
    ['category-live', '/live'],
    ['lottery', '/lottery'],
    ['promotions', '/promotions'],
    ['points', '/pointMall'],
    ['help', '/help?topic=responsible'],
    ['join', '/join'],
    ['game-missing', '/game'],
  ];
  it('when each public page opens on desktop and phone, then it renders without raw keys or overflow', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const [name, path] of PAGES) {
        const { context, page } = await open(path, viewport);
        await page.locator('main h1, main p').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await rawKeys(page, { skipZeroSize: true }), `${name} ${viewport}`).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name} ${viewport} overflow`).toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1440);
        await screenshot(page, `shell-${name}`, viewport);
        await expectAccessible(page, `shell-${name}`);
        await context.close();
      }
    }
  });

  it('when an RNG vendor tab is chosen, then the address carries ?page={vassalage}', async () => {
    const rng = lanes.find((l) => l.title === 'RNG');
    if (!rng || rng.cards.length < 2) return;
    const { context, page } = await open('/rng');
    await page.getByRole('tab', { name: rng.cards[1]!.displayName }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(rng.cards[1]!.vassalage);
    const chosen = page.getByRole('tab', { name: rng.cards[1]!.displayName });
    await expect.poll(() => chosen.getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('when /lottery opens, then the header navigation is hidden behind a toggle', async () => {
    const { context, page } = await open('/lottery');
    expect(await page.getByTestId('top-nav').count()).toBe(0);
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('top-nav').waitFor();
    await context.close();
  });

  it('when a visitor presses Play on a featured vendor card, then the login popup opens', async () => {
    const { context, page } = await open('/index', 'phone');
    await page.getByTestId('vendor-card').first().getByRole('button').click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
