import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../../apps/web/e2e/support/chromium.ts';
import {
  FIRST_LOAD_PAGES,
  gzipBytes,
  INITIAL_JS_BUDGET_BYTES,
  initialScripts,
  readBuild,
  type TBuild,
  WEB_DIST,
} from '../../apps/web/e2e/support/first-load.ts';
import { startServer } from '../../apps/web/e2e/support/server-process.ts';

/**
 * `npm run bench:web`: the site's first load on a mid-range phone on a 4G network, cold (no cache), in
 * Debian's Chromium: /index, /rng and /live on the real server with a fresh database. Prints, per page,
 * the initial JavaScript (gzip bytes), what the page fetched, FCP, LCP, total blocking time and layout
 * shift (median of BENCH_RUNS runs), and whether the targets of issue 10 §6 are met.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LCP_TARGET_MS = 2000;

/**
 * The phone: Lighthouse's mobile screen (412×823 at 1.75×, touch), its CPU slowdown (4×), and Chrome
 * DevTools' "Fast 4G" network preset (9 Mbit/s down and 1.5 Mbit/s up at 90%, 60 ms RTT × 2.75).
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  network: {
    offline: false,
    latency: 165,
    downloadThroughput: 1_012_500,
    uploadThroughput: 168_750,
    connectionType: 'cellular4g',
  },
  cpuThrottlingRate: 4,
} as const;

type TVitals = { fcp: number; lcp: number; lcpElement: string; tbt: number; cls: number };
type TRun = TVitals & { requests: number; fetchedJs: number };

/**
 * Paint, LCP, long-task and layout-shift observers, installed before any of the page's scripts runs.
 * A string, not a function: the TypeScript loader adds helpers to functions that the page would lack.
 */
const OBSERVE_VITALS = `(() => {
  const state = { fcp: 0, lcp: 0, lcpElement: '', longTasks: [], cls: 0 };
  window.__vitals = state;
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    state.lcp = e.startTime;
    const el = e.element;
    state.lcpElement = el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '';
  });
  observe('longtask', (e) => state.longTasks.push([e.startTime, e.duration]));
  observe('layout-shift', (e) => { if (!e.hadRecentInput) state.cls += e.value; });
})();`;

/** Waits until no request has been in flight for `quietMs` (the page, its data and what they pull in). */
async function settle(cdp: CDPSession, quietMs: number, timeoutMs: number): Promise<void> {
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  const done = (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { ...PHONE.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuThrottlingRate });
  return cdp;
}

/** The gzip size of each script the page fetched (the build's .gz beside it), summed. */
function fetchedJsBytes(urls: string[]): number {
  return urls
    .map((url) => new URL(url).pathname.replace(/^\//, ''))
    .filter((file) => file.startsWith('assets/') && file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipBytes(file), 0);
}

async function loadOnce(baseUrl: string, pagePath: string): Promise<TRun> {
  const browser = await launchChromium();
  try {
    const { network: _network, cpuThrottlingRate: _cpu, ...device } = PHONE;
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE_VITALS });
    const cdp = await throttle(context, page);
    const requests: string[] = [];
    const scripts: string[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.push(e.request.url);
      if (e.type === 'Script') scripts.push(e.request.url);
    });
    const quiet = settle(cdp, 2000, 60_000);
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 120_000 });
    await quiet;
    const vitals = await page.evaluate(() => {
      const state = (
        window as unknown as {
          __vitals: {
            fcp: number;
            lcp: number;
            lcpElement: string;
            cls: number;
            longTasks: Array<[number, number]>;
          };
        }
      ).__vitals;
      // Total blocking time: what each long task after the first contentful paint blocked beyond 50 ms.
      const tbt = state.longTasks
        .filter(([start]) => start >= state.fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { fcp: state.fcp, lcp: state.lcp, lcpElement: state.lcpElement, tbt, cls: state.cls };
    });
    await context.close();
    return { ...vitals, requests: requests.length, fetchedJs: fetchedJsBytes(scripts) };
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function report(build: TBuild, results: Array<{ path: string; runs: TRun[] }>): boolean {
  let isMet = true;
  console.log(
    ['page', 'initial JS (gz)', 'JS fetched (gz)', 'requests', 'FCP', 'LCP', 'TBT', 'CLS'].join('\t'),
  );
  for (const { path: pagePath, runs } of results) {
    const page = FIRST_LOAD_PAGES.find((p) => p.path === pagePath);
    if (!page) throw new Error(`unknown page ${pagePath}`);
    const initial = initialScripts(build, page).reduce((sum, file) => sum + gzipBytes(file), 0);
    const m = (pick: (run: TRun) => number) => median(runs.map(pick));
    const lcp = m((r) => r.lcp);
    console.log(
      [
        pagePath,
        kb(initial),
        kb(m((r) => r.fetchedJs)),
        m((r) => r.requests),
        ms(m((r) => r.fcp)),
        ms(lcp),
        ms(m((r) => r.tbt)),
        m((r) => r.cls).toFixed(3),
      ].join('\t'),
    );
    console.log(`\tLCP element: ${runs.at(-1)?.lcpElement ?? '?'}`);
    isMet &&= initial <= INITIAL_JS_BUDGET_BYTES && lcp <= LCP_TARGET_MS;
  }
  console.log(
    `targets: initial JS ≤ ${kb(INITIAL_JS_BUDGET_BYTES)}, LCP ≤ ${LCP_TARGET_MS} ms → ${isMet ? 'met' : 'NOT met'}`,
  );
  return isMet;
}

/** Lighthouse is not a dependency (150 packages for one optional line): `npm i --no-save -E lighthouse@12.2.3`. */
const LIGHTHOUSE_CLI = path.resolve('node_modules/.bin/lighthouse');

/**
 * Lighthouse's mobile preset (its own simulated throttling: 150 ms RTT, 1.6 Mbit/s, CPU ×4) on each page,
 * when it is installed. Prints the performance score and the metrics behind it.
 */
function printLighthouse(baseUrl: string): void {
  if (!existsSync(LIGHTHOUSE_CLI)) {
    console.log('lighthouse: not installed (npm i --no-save -E lighthouse@12.2.3 to add its mobile score)');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tala-lighthouse-'));
  try {
    for (const page of FIRST_LOAD_PAGES) {
      const report = path.join(dir, 'report.json');
      const run = spawnSync(
        LIGHTHOUSE_CLI,
        [
          `${baseUrl}${page.path}`,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu`,
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
      );
      if (run.status !== 0) {
        console.log(`lighthouse ${page.path}: failed (${run.stderr.toString().trim().slice(0, 200)})`);
        continue;
      }
      const result = JSON.parse(readFileSync(report, 'utf8')) as {
        categories: { performance: { score: number } };
        audits: Record<string, { displayValue?: string }>;
      };
      const value = (audit: string) => result.audits[audit]?.displayValue ?? '?';
      console.log(
        `lighthouse ${page.path}: performance ${Math.round(result.categories.performance.score * 100)}, ` +
          `FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, ` +
          `TBT ${value('total-blocking-time')}, CLS ${value('cumulative-layout-shift')}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(WEB_DIST, '.vite', 'manifest.json'))) {
    throw new Error('apps/web is not built: npm run build --workspace apps/web (npm run bench:web does it)');
  }
  const build = readBuild();
  console.log(
    `profile: ${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, CPU ÷${PHONE.cpuThrottlingRate}, ` +
      `network ${PHONE.network.latency} ms, ${PHONE.network.downloadThroughput} B/s down, ` +
      `${PHONE.network.uploadThroughput} B/s up; cache disabled; ${RUNS} cold run(s) per page, median`,
  );
  const server = await startServer(`bench-web-${process.pid}`);
  try {
    const results: Array<{ path: string; runs: TRun[] }> = [];
    for (const page of FIRST_LOAD_PAGES) {
      const runs: TRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(server.baseUrl, page.path));
      results.push({ path: page.path, runs });
    }
    if (!report(build, results)) process.exitCode = 1;
    printLighthouse(server.baseUrl);
  } finally {
    await server.stop();
  }
}

await main();
