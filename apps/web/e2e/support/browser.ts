import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { e2eServer } from './e2e-server.ts';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type TViewport = keyof typeof VIEWPORTS;

const SCREENSHOT_DIR = 'apps/web/e2e/screenshots';

/** Debian's Chromium with the flags this sandbox needs (no network beyond loopback, running as root). */
export async function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export function baseUrl(): string {
  return e2eServer().baseUrl;
}

let visitors = 0;
const ownAddresses = new WeakSet<BrowserContext>();

/**
 * From now on the context is a visitor with its own address, as a real one is: its calls to the platform carry
 * X-Forwarded-For, which the e2e server trusts (server-process.ts). The per-IP limits (registrations and SMS per
 * hour) then count this visitor apart instead of adding up every spec of the run as one address. Only the
 * platform's own calls carry it: a house page runs in an opaque-origin sandbox, where an extra header would turn
 * its asset loads into CORS preflights. Routing turns the context's HTTP cache off, so only the contexts that
 * register or ask for codes do it. 10.x is private: no country.
 */
export async function giveOwnAddress(context: BrowserContext): Promise<void> {
  if (ownAddresses.has(context)) return;
  ownAddresses.add(context);
  visitors += 1;
  const id = (process.pid % 250) * 65_536 + visitors;
  const address = `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`;
  await context.route(
    (url) => url.pathname.startsWith('/wps/'),
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

export type TMotion = 'full' | 'reduced';
/**
 * Most specs browse with the visitor's "reduce motion" setting on (the site honours it: tokens.css), so the marquee,
 * the carousel's slides and the games' CSS animations do not keep both cores busy for the whole run while a spec
 * reads a form — on software rendering an idle home page costs 4.4 CPU-s in 15 s moving and 1.1 reduced (decision
 * 048). The journeys through the shell and the lottery draws run moving (`motion: 'full'`), so both ways are tested.
 */
const E2E_MOTION: TMotion = 'reduced';

export async function newPage(
  browser: Browser,
  viewport: TViewport = 'desktop',
  options: {
    language?: string;
    /** The theme of the site and of the back office. */
    theme?: 'dark' | 'light';
    /** Cookies and local storage to start with (a signed-in staff session). */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    /** `full` for the specs that look at the site as most visitors see it, moving (see E2E_MOTION). */
    motion?: TMotion;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    reducedMotion: (options.motion ?? E2E_MOTION) === 'full' ? 'no-preference' : 'reduce',
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: 1,
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  if (options.language || options.theme) {
    await context.addInitScript(
      ([lang, theme]) => {
        try {
          if (lang) localStorage.setItem('lang', lang);
          if (theme) localStorage.setItem('theme', theme);
          if (theme) localStorage.setItem('bo-theme', theme);
        } catch {
          // A sandboxed game frame (opaque origin) has no storage; the site's own pages do.
        }
      },
      [options.language ?? '', options.theme ?? ''],
    );
  }
  const page = await context.newPage();
  // Fail loudly on page errors: a broken screen must not pass silently.
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/**
 * Opens `path` in the single-page app loaded in `page` the way its links do — through the app's router (both apps'
 * routers follow the history's popstate), no reload — and waits as `networkidle` does: until no request (a lazy
 * screen's code, its data) has been open for half a second; live streams (SSE) do not count. A fresh page loads the
 * app at `path`. A reload costs the browser here 2–3 CPU-seconds (the app's scripts compiled again, and axe-core
 * loaded again for the audit: measured 2026-11-27), which the accessibility walks paid on every screen.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  const open = new Set<Request>();
  const started = (request: Request) => {
    if (request.resourceType() !== 'eventsource') open.add(request);
  };
  const ended = (request: Request) => open.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    let quietSince = Date.now();
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
      await page.waitForTimeout(100);
      if (open.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
    }
    throw new Error(`${path}: requests still open after 15 s`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Saves a screenshot as e2e/screenshots/<name>-<viewport>.png. The screen must have rendered: React
 * Router catches a render error (no page error is raised) and shows the route-error screen instead.
 */
export async function screenshot(page: Page, name: string, viewport: TViewport): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${viewport}.png`, fullPage: false });
  if ((await page.getByTestId('route-error').count()) > 0)
    throw new Error(`${name} (${viewport}) failed to render`);
}

/** Messages sent through the built-in outbox (dev page JSON), newest first. */
export async function readOutbox(
  channel: 'sms' | 'email',
  recipient: string,
): Promise<Array<{ body: string; subject: string | null; recipient: string }>> {
  const url = new URL('/dev/outbox.json', baseUrl());
  url.searchParams.set('channel', channel);
  url.searchParams.set('recipient', recipient);
  const res = await fetch(url);
  const json = (await res.json()) as {
    value: Array<{ body: string; subject: string | null; recipient: string }>;
  };
  return json.value;
}

/** Latest 6-digit code sent to a number or address. */
export async function latestCode(channel: 'sms' | 'email', recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [message] = await readOutbox(channel, recipient);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code in outbox for ${recipient}`);
}
