/**
 * Screenshots of the house lottery page against a running platform (house inline), in Debian's Chromium:
 * each family's picker at desktop and phone sizes, a slip with selections, a placed slip, results and
 * history, my bets, a draw while it plays, and the rules page.
 *
 *   TALA_URL=http://127.0.0.1:3000 FUND_AMOUNT=1000 node --import tsx providers/house/web/scripts/lottery-screenshots.ts [game…]
 *
 * Launches go through GET /wps/game/lottery/launch, as the platform's lottery pages do. SHOT_DRAW=1 also
 * waits for the next 1-minute draw to catch its animation.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { BASE, fund, loginAsDemoPlayer, OUT, VIEWPORTS } from './shot-support.ts';

const LOTTERY_GAMES = [
  'house-ssc5-1m',
  'house-k3-1m',
  'house-pk10-1m',
  'house-vn-north-1m',
  'house-vn-regional-5m',
  'house-4d-5m',
];
type TAuth = { token: string; merchant: string };
type TViewport = keyof typeof VIEWPORTS;

async function lotteryUrl(
  auth: TAuth,
  gameId: string,
  view: 'betting' | 'lobby',
  lang: string,
): Promise<string> {
  const query = new URLSearchParams({
    launchMode: 'LOTT',
    lottoGameCode: gameId,
    lottoView: view,
    backUrl: '/elott',
    language: lang,
  });
  const response = await fetch(new URL(`/wps/game/lottery/launch?${query}`, BASE), {
    headers: { Merchant: auth.merchant, Authorization: auth.token, Language: lang },
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json()) as { value?: { game_url?: string } };
  if (!response.ok || !json.value?.game_url) throw new Error(`launch ${gameId}: ${JSON.stringify(json)}`);
  const url = new URL(json.value.game_url, BASE);
  url.searchParams.set('lang', lang);
  return url.toString();
}

async function openPage(browser: Browser, viewport: TViewport): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`  [console] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`  [pageerror] ${error.message}`));
  return page;
}

/** Says so when the page or the lottery view is wider than the screen (it must never scroll sideways). */
async function checkOverflow(page: Page, name: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const game = document.querySelector('.lott-game');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      game: game ? game.scrollWidth - game.clientWidth : 0,
    };
  });
  if (widths.page > 0 || widths.game > 0) console.log(`  [overflow] ${name}: ${JSON.stringify(widths)}`);
}

const shot = async (page: Page, name: string) => {
  await checkOverflow(page, name);
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage: false });
};

/** Quick-picks and adds to the slip `count` times on the play type shown. */
async function addQuickPicks(page: Page, count: number): Promise<void> {
  const isEntry = (await page.locator('.lott-entry').count()) > 0;
  for (let index = 0; index < count; index++) {
    // Typed-number bets quick-pick in the entry bar; grids in the picker's actions.
    if (isEntry) await page.locator('.lott-entry-bar .lott-btn').nth(1).click();
    else await page.locator('.lott-picker-actions .lott-btn').first().click();
    await page.waitForTimeout(150);
    await page.locator('.lott-picker-actions .lott-btn.is-primary').click();
    await page.waitForTimeout(150);
  }
}

/** Every family's picker, a slip, a placed slip, results, history and my bets for one game and size. */
async function shootGame(browser: Browser, auth: TAuth, gameId: string, viewport: TViewport, lang: string) {
  const page = await openPage(browser, viewport);
  const name = (what: string) => `lottery-${gameId}-${viewport}${lang === 'en' ? '' : `-${lang}`}-${what}`;
  await page.goto(await lotteryUrl(auth, gameId, 'betting', lang));
  await page.locator('.lott-head').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(800);
  await shot(page, name('1-picker'));
  // A second play type (two sides, lô, box…), picked by hand where it is a grid.
  const tabs = page.locator('.lott-play-type');
  if ((await tabs.count()) > 2) {
    await tabs.nth(2).click();
    await page.waitForTimeout(200);
    const options = page.locator('.lott-option');
    if ((await options.count()) > 3) {
      await options.nth(1).click();
      await options.nth(3).click();
    }
    await page.waitForTimeout(200);
    await shot(page, name('2-picker-other'));
    await tabs.nth(0).click();
  }
  await addQuickPicks(page, 2);
  await page.locator('.lott-slip').scrollIntoViewIfNeeded();
  await shot(page, name('3-slip'));
  const place = page.locator('.lott-place');
  if (await place.isEnabled()) {
    await place.click();
    await page.waitForTimeout(1500);
    await shot(page, name('4-placed'));
  }
  await page.locator('.lott-view-tabs [role="tab"]').nth(1).click();
  await page.waitForTimeout(1200);
  await shot(page, name('5-results'));
  const firstIssue = page.locator('.lott-history-row summary').first();
  if ((await firstIssue.count()) > 0) {
    await firstIssue.click();
    await firstIssue.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, name('6-history-proof'));
  }
  await page.locator('.lott-view-tabs [role="tab"]').nth(2).click();
  await page.waitForTimeout(1000);
  await shot(page, name('7-my-bets'));
  await page.locator('.lott-subtabs [role="tab"]').nth(1).click();
  await page.waitForTimeout(300);
  await shot(page, name('7-my-bets-settled'));
  await page.context().close();
}

/** Waits for the next draw of a 1-minute game and catches its animation mid-way. */
async function shootDraw(browser: Browser, auth: TAuth, gameId: string, viewport: TViewport, lang: string) {
  const page = await openPage(browser, viewport);
  await page.goto(await lotteryUrl(auth, gameId, 'betting', lang));
  await page.locator('.lott-head').waitFor({ timeout: 20_000 });
  await page.locator('.lott-drawing-wait').waitFor({ timeout: 90_000 });
  await shot(page, `lottery-${gameId}-${viewport}-8-drawing-wait`);
  await page.locator('.lott-result.is-drawing').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(gameId.includes('pk10') ? 1200 : 450);
  await shot(page, `lottery-${gameId}-${viewport}-9-draw`);
  await page.context().close();
}

/** The platform's lobby view (lottoView=lobby) opens on the results. */
async function shootLobby(browser: Browser, auth: TAuth, gameId: string, viewport: TViewport, lang: string) {
  const page = await openPage(browser, viewport);
  await page.goto(await lotteryUrl(auth, gameId, 'lobby', lang));
  await page.locator('.lott-history').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  await shot(page, `lottery-${gameId}-${viewport}-0-lobby-view`);
  await page.context().close();
}

async function shootRules(browser: Browser, gameId: string, viewport: TViewport, lang: string) {
  const page = await openPage(browser, viewport);
  await page.goto(new URL(`/house/rules/${gameId}?lang=${lang}`, BASE).toString());
  await page.locator('.doc-page h1').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const { width } = VIEWPORTS[viewport];
  // Pieces a viewer can read, top to bottom (a whole rules page is too tall for one image).
  for (let part = 0; part * 1100 < height && part < 6; part++) {
    const clip = { x: 0, y: part * 1100, width, height: Math.min(1100, height - part * 1100) };
    await page.screenshot({
      path: `${OUT}lottery-${gameId}-${viewport}-rules-${part + 1}.png`,
      fullPage: true,
      clip,
    });
  }
  await page.context().close();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2);
  const lang = process.env.SHOT_LANG ?? 'en';
  const auth = await loginAsDemoPlayer();
  if (process.env.FUND_AMOUNT) await fund(auth, process.env.FUND_AMOUNT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    for (const gameId of LOTTERY_GAMES) {
      if (only.length > 0 && !only.includes(gameId)) continue;
      for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
        console.log(`${gameId} ${viewport}`);
        await shootGame(browser, auth, gameId, viewport, lang);
      }
      if (!process.env.SHOT_NO_RULES) await shootRules(browser, gameId, 'desktop', lang);
      await shootLobby(browser, auth, gameId, 'phone', lang);
    }
    if (process.env.SHOT_DRAW) {
      for (const gameId of ['house-ssc5-1m', 'house-k3-1m', 'house-pk10-1m']) {
        if (only.length > 0 && !only.includes(gameId)) continue;
        await shootDraw(browser, auth, gameId, 'desktop', lang);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
