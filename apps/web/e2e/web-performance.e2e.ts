import { THEME_BOOT_SCRIPT } from '@tala/contract/theme-boot';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { baseUrl, launchBrowser, newPage, screenshot, type TViewport, VIEWPORTS } from './support/browser.ts';
import {
  FIRST_LOAD_PAGES,
  forbiddenModules,
  gzipBytes,
  INITIAL_JS_BUDGET_BYTES,
  initialScripts,
  readBuild,
} from './support/first-load.ts';

/**
 * Issue 10 §6, a first load fit for a phone: what the first load of the main pages fetches (initial
 * JavaScript budget, nothing of the back office, QR codes or game code), no CSP violation, compressed
 * text with the intended cache headers, robots.txt, a meta description per page, and the frame that
 * index.html paints before any bundle has run. Screenshots: e2e/screenshots/web-boot-frame-*.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page whose context enforces the CSP or not, whatever the shared helper chooses: the CSP tests need
 * it enforced; axe is injected as an inline script, which the CSP (rightly) blocks.
 */
async function openWithCsp(viewport: TViewport, options: { enforceCsp: boolean; theme?: 'dark' | 'light' }) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: 1,
    bypassCSP: !options.enforceCsp,
  });
  if (options.theme) {
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), options.theme);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/** Every `securitypolicyviolation` the page reports, recorded from before its first script. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Loads a page cold and lets it settle: its data, and what that data makes it load. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
}

describe('first load: JavaScript', () => {
  const build = readBuild();

  it('when /index, /rng and /live load cold, then the initial JavaScript is within 150 KB gzipped', () => {
    for (const page of FIRST_LOAD_PAGES) {
      const bytes = initialScripts(build, page).reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(bytes, `${page.path}: ${bytes} bytes`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    }
  });

  it('when a visitor opens the main pages, then they fetch their initial scripts and nothing of the back office, QR codes or games', async () => {
    for (const firstLoad of FIRST_LOAD_PAGES) {
      const { context, page } = await newPage(browser, 'phone');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await settle(page, firstLoad.path);
      await page.getByTestId('site-header').waitFor();
      const loaded = new Set(scripts.map((path) => path.replace(/^\//, '')));
      for (const file of initialScripts(build, firstLoad))
        expect(loaded, `${firstLoad.path} ${file}`).toContain(file);
      expect(scripts.flatMap((path) => forbiddenModules(build, path))).toEqual([]);
      // The site's build has no back-office or server translations at all.
      expect(
        Object.keys(build.manifest).filter((key) => /\/(backoffice|server|errors)\.json/.test(key)),
      ).toEqual([]);
      await context.close();
    }
  });

  it('when the main pages load, then nothing shifts (cumulative layout shift under 0.1)', async () => {
    for (const firstLoad of FIRST_LOAD_PAGES) {
      const { context, page } = await newPage(browser, 'phone');
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await settle(page, firstLoad.path);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, firstLoad.path).toBeLessThan(0.1);
      await context.close();
    }
  });
});

describe('content security policy', () => {
  const PAGES = [
    '/index',
    '/rng',
    '/live',
    '/sports',
    '/promotions',
    '/noticePage',
    '/help',
    '/download',
    '/join',
    '/pointMall',
    '/lottery',
    '/login',
  ];

  it('when the main pages open (dark and light), then the browser reports no CSP violation', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const { context, page } = await openWithCsp('desktop', { enforceCsp: true, theme });
      const violations = await watchCsp(page);
      for (const path of PAGES) {
        await settle(page, path);
        expect(await violations(), `${theme} ${path}`).toEqual([]);
      }
      // The login popup's forms (zod schemas) are on /login.
      await page.getByTestId('login-modal').waitFor();
      expect(await violations()).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await context.close();
    }
  });

  it('when the back office and the house verify page open, then no CSP violation either', async () => {
    const { context, page } = await openWithCsp('desktop', { enforceCsp: true });
    const violations = await watchCsp(page);
    for (const path of ['/bo/', '/house/verify']) {
      await settle(page, path);
      expect(await violations(), path).toEqual([]);
    }
    await context.close();
  });
});

describe('served as intended', () => {
  async function get(path: string, acceptEncoding = 'gzip, deflate, br') {
    return fetch(new URL(path, baseUrl()), { headers: { 'accept-encoding': acceptEncoding } });
  }

  it('when the page and its scripts are fetched, then they come compressed with the intended cache headers', async () => {
    const build = readBuild();
    const page = await get('/index');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain(THEME_BOOT_SCRIPT);
    // The frame's loading status in every language, from the bundles (the boot script picks by <html lang>).
    expect(html).toContain('<span class="bf-lang" lang="zh">加载中…</span>');
    for (const file of initialScripts(build, FIRST_LOAD_PAGES[0] as (typeof FIRST_LOAD_PAGES)[number])) {
      const res = await get(`/${file}`, 'gzip');
      expect(res.headers.get('content-encoding'), file).toBe('gzip');
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('when /robots.txt is fetched, then it is plain-text rules, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /bo/');
    expect(text).not.toContain('<html');
  });

  it('when the main pages open, then each has its own title and meta description in its language', async () => {
    const { context, page } = await newPage(browser, 'desktop', { language: 'zh' });
    const seen = new Set<string>();
    for (const path of ['/index', '/rng', '/live', '/promotions', '/help', '/download']) {
      await settle(page, path);
      await page.getByTestId('site-header').waitFor();
      const meta = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      }));
      expect(meta.title, path).toMatch(/\S/);
      expect(meta.description.length, path).toBeGreaterThan(10);
      // Chinese pages describe themselves in Chinese.
      expect(meta.description, path).toMatch(/[\u4e00-\u9fff]/);
      seen.add(meta.description);
    }
    expect(seen.size).toBe(6);
    await context.close();
  });
});

describe('early paint', () => {
  /** What a visitor sees before any bundle has run: index.html's frame alone (scripts held back). */
  async function frameOnly(viewport: TViewport, theme: 'dark' | 'light') {
    const { context, page } = await openWithCsp(viewport, { enforceCsp: false, theme });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/index', { waitUntil: 'load' });
    return { context, page };
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`when no bundle has run yet (${viewport}), then the dark frame shows the header bar and the page skeleton`, async () => {
      const { context, page } = await frameOnly(viewport, 'dark');
      const header = page.locator('#boot-frame .bf-header');
      await header.waitFor();
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 24, 39)');
      expect((await header.boundingBox())?.height).toBe(viewport === 'desktop' ? 114 : 65);
      await expectAccessible(page, `boot frame (${viewport})`);
      await screenshot(page, 'web-boot-frame-dark', viewport);
      await context.close();
    });
  }

  it('when the light theme is stored, then the frame paints light before any bundle ran', async () => {
    const { context, page } = await frameOnly('phone', 'light');
    await page.locator('#boot-frame').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.locator('.bf-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await screenshot(page, 'web-boot-frame-light', 'phone');
    await context.close();
  });

  it('when the app renders, then the frame is gone and the real header takes its place', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/index');
    await page.getByTestId('site-header').waitFor();
    expect(await page.locator('#boot-frame').count()).toBe(0);
    await context.close();
  });
});
