/**
 * Drives the house game pages in Debian's Chromium against a running platform (with the house inline)
 * and saves screenshots at desktop and phone sizes under providers/house/web/screenshots/.
 *
 *   TALA_URL=http://127.0.0.1:3000 node --import tsx providers/house/web/scripts/take-screenshots.ts [game…]
 *
 * It logs in as the demo player the way the site does (ALTCHA proof of work, sealed body), launches
 * each game through POST /wps/game/launchGame for a fresh single-use token, and plays real rounds.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { playGame } from './play-games.ts';
import { BASE, fund, GAMES, launchUrlFor, loginAsDemoPlayer, OUT, VIEWPORTS } from './shot-support.ts';

async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`  [console] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`  [pageerror] ${error.message}`));
  return page;
}

/**
 * The game inside an iframe under a site header, as the platform's game page shows it. The host page
 * is served on the platform's own origin (Playwright answers the request), which frame-ancestors allows.
 */
async function framed(browser: Browser, viewport: keyof typeof VIEWPORTS, gameId: string, url: string) {
  const page = await openPage(browser, viewport);
  const host = new URL('/__house-frame-check', BASE).toString();
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0;background:#0b0f1a"><div style="height:56px;background:#111827;border-bottom:1px solid #2a3450"></div><iframe src="${url}" style="border:0;width:100%;height:calc(100vh - 56px);display:block"></iframe></body>`,
    }),
  );
  await page.goto(host);
  const frame = page.frameLocator('iframe');
  await frame.locator('.top-bar').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}${gameId}-${viewport}-8-framed.png` });
  await page.context().close();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2);
  const auth = await loginAsDemoPlayer();
  if (process.env.FUND_AMOUNT) await fund(auth, process.env.FUND_AMOUNT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const gameId of Object.keys(GAMES)) {
      if (only.length > 0 && !only.includes(gameId)) continue;
      for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
        const lang = process.env.SHOT_LANG ?? 'en';
        const page = await openPage(browser, viewport);
        console.log(`${gameId} ${viewport}`);
        await page.goto(await launchUrlFor(gameId, auth, lang));
        await playGame(page, gameId, (name) => `${OUT}${gameId}-${viewport}-${name}.png`, BASE, lang);
        await page.context().close();
        if (process.env.SHOT_FRAMED)
          await framed(browser, viewport, gameId, await launchUrlFor(gameId, auth, lang));
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
