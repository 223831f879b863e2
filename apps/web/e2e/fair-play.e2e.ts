import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { LAUNCH_GAME_PATH } from '@tala/contract/games/launch';
import type { Browser, BrowserContext, Frame, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_API_PATHS, HOUSE_PAGE_PATHS } from '../../../providers/house/src/service/api/api-contract.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport, VIEWPORTS } from './support/browser.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import {
  depositThroughSandbox,
  dismissNotice,
  headerBalance,
  openEntry,
  openLoggedIn,
} from './support/player.ts';

/**
 * Fair play across the house (issue 11 §1b, decision 059) in a real browser against the real server: the
 * slot's fair-play drawer shows the NEXT server seed hash before the player chooses a client seed, and the
 * change activates exactly that seed; the revealed round is then verified on the verify page in the
 * browser — no call to the service's verify endpoint — and its recomputed win is the one it was paid; the
 * game recall frames the round's live proof with the server seed revealed after the round ended.
 * Screenshots of the drawer, the verify page and the proof: desktop and phone, dark and light.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const SLOT = 'house-slot';
const HEX64 = /^[0-9a-f]{64}$/;
const THEMES = ['dark', 'light'] as const;

type TSpin = { roundId: string; nonce: number; totalWin: string; baseSpin: { stops: number[] } };

let browser: Browser;
const contexts: BrowserContext[] = [];
/** The round the journey played and revealed: the screenshots of the other viewports and themes show it. */
let revealed: { roundId: string; serverSeed: string } | null = null;
/** The journey's signed-in site page: it launches the slot for the screenshots (one login, one proof of work). */
let site: Page | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function loggedIn(viewport: TViewport): Promise<Page> {
  const { context, page } = await openLoggedIn(browser, viewport, PLAYER);
  contexts.push(context);
  return page;
}

/**
 * A fresh launch of the slot from the signed-in site page (as the site's pop-up opens it): the provider URL,
 * with the theme the platform passes to its house pages. Any tab may open it: the token is in the URL.
 */
async function slotUrl(site: Page, theme: 'dark' | 'light'): Promise<string> {
  const gameUrl = await site.evaluate(
    async ({ body, path }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: sessionStorage.getItem('token') ?? '',
          Merchant: sessionStorage.getItem('merchantCode') ?? '',
        },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { value: { game_url: string } }).value.game_url;
    },
    { body: { gameId: SLOT, vassalage: 'TALA_SLOTS', ...GAME_LAUNCH_FIXED }, path: LAUNCH_GAME_PATH },
  );
  return `${gameUrl}&theme=${theme}`;
}

/** The slot launched from its category page: /game with the house page framed and its session open. */
async function launchSlot(page: Page): Promise<Frame> {
  await page.goto('/rng');
  await page
    .locator(`[data-testid=game-tile][data-game="${SLOT}"]`)
    .first()
    .getByTestId('game-tile-play')
    .click();
  await page.waitForURL(/\/game/);
  let frame: Frame | undefined;
  for (let waited = 0; !frame && waited < 30_000; waited += 250) {
    frame = page.frames().find((candidate) => candidate.url().includes(`/house/play/${SLOT}`));
    if (!frame) await page.waitForTimeout(250);
  }
  if (!frame) throw new Error('the slot frame did not load');
  await frame.locator('.top-bar').waitFor({ timeout: 30_000 });
  return frame;
}

async function spin(page: Page, frame: Frame): Promise<TSpin> {
  const answer = page.waitForResponse((res) => res.url().endsWith(HOUSE_API_PATHS.slotSpin) && res.ok());
  await frame.locator('.spin-button:not([disabled])').click();
  const { round } = (await (await answer).json()) as { round: TSpin };
  await frame.locator('.spin-button:not([disabled])').waitFor({ timeout: 60_000 });
  return round;
}

async function openDrawer(frame: Frame | Page): Promise<{ active: string; next: string }> {
  await frame.getByRole('button', { name: 'Fair play' }).click();
  await frame.getByTestId('fair-next-hash').waitFor();
  return {
    active: (await frame.getByTestId('fair-active-hash').textContent()) ?? '',
    next: (await frame.getByTestId('fair-next-hash').textContent()) ?? '',
  };
}

/** Checks a house page shown on its own (a verify or proof link opened in a tab); `shown`: scrolled to. */
async function checkPage(page: Page, name: string, viewport: TViewport, shown?: string): Promise<void> {
  expect(await rawKeys(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  if (shown)
    await page
      .locator(shown)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await screenshot(page, name, viewport);
  await expectAccessible(page, name);
}

describe('fair play across the house', () => {
  it('when the client seed changes, then the next hash shown before is the seed activated, and the revealed round verifies in the browser, in the recall too', async () => {
    const page = await loggedIn('desktop');
    site = page;
    if ((await headerBalance(page)) < 5) {
      await depositThroughSandbox(page, '100');
      await page.getByTestId('centre-close').click();
    }
    const frame = await launchSlot(page);
    const played = await spin(page, frame);

    // Before the player chooses: the active commitment and the NEXT one, both on show.
    const before = await openDrawer(frame);
    expect(before.active).toMatch(HEX64);
    expect(before.next).toMatch(HEX64);
    expect(before.next).not.toBe(before.active);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'fair-play-drawer-framed-dark', 'desktop');
    await expectAccessible(frame as unknown as Page, 'fair drawer in the game frame');
    const proofBefore = await (await page.request.get(HOUSE_API_PATHS.roundProof(played.roundId))).json();
    expect(proofBefore).toMatchObject({
      serverSeedHash: before.active,
      serverSeed: null,
      nonce: played.nonce,
    });

    await frame.locator('#client-seed').fill('my own seed 42');
    await frame.getByRole('button', { name: 'Change', exact: true }).click();
    await frame.locator('.verdict.is-good').waitFor();
    // The seed the new client seed meets is the one committed before it was typed; a fresh next is committed.
    expect(await frame.getByTestId('fair-active-hash').textContent()).toBe(before.next);
    expect(await frame.getByTestId('fair-next-hash').textContent()).not.toBe(before.next);

    // The revealed pair links its last round here: the verify page recomputes it in the browser.
    const link = frame
      .locator('.revealed-pair')
      .first()
      .getByRole('link', { name: /Verify my last round here/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain(`round=${played.roundId}`);
    const { context, page: verify } = await newPage(browser, 'desktop');
    contexts.push(context);
    const verifyCalls: string[] = [];
    verify.on('request', (request: Request) => {
      if (request.url().includes(HOUSE_API_PATHS.verify)) verifyCalls.push(request.url());
    });
    await verify.goto(href);
    await expect
      .poll(() => verify.getByTestId('verify-commitment-verdict').getAttribute('data-good'))
      .toBe('true');
    await expect.poll(() => verify.getByTestId('verify-win-verdict').getAttribute('data-good')).toBe('true');
    expect(await verify.locator('.spin-grid figcaption').first().textContent()).toContain(
      `[${played.baseSpin.stops.join(', ')}]`,
    );
    expect(verifyCalls).toEqual([]);
    const proofAfter = await (await verify.request.get(HOUSE_API_PATHS.roundProof(played.roundId))).json();
    expect(proofAfter.serverSeed).toMatch(HEX64);
    expect(proofAfter.win).toBe(played.totalWin);
    revealed = { roundId: played.roundId, serverSeed: proofAfter.serverSeed };

    // The game recall frames the round's live proof: the seed revealed after the round ended, checked here.
    await page.goto('/index');
    await dismissNotice(page);
    await page.getByTestId('header-deposit').click();
    await openEntry(page, 'desktop', 'gameRecall');
    await page.getByTestId('recall-proof-frame').first().waitFor();
    let proof: Frame | undefined;
    await expect
      .poll(() => {
        proof = page.frames().find((candidate) => candidate.url().includes(`/house/proof/${played.roundId}`));
        return proof !== undefined;
      })
      .toBe(true);
    await expect.poll(() => proof!.getByTestId('proof-server-seed').textContent()).toBe(revealed.serverSeed);
    expect(await proof!.getByTestId('proof-win-verdict').getAttribute('data-good')).toBe('true');
    // Checked against the commitment the platform recorded when the round ended (the frame's `hash`).
    expect(new URL(proof!.url()).searchParams.get('hash')).toBe(before.active);
    expect(await proof!.getByTestId('proof-commitment-verdict').getAttribute('data-good')).toBe('true');
    // The frame takes the proof's height (it is sized even while scrolled out of view).
    await expect
      .poll(async () => (await page.getByTestId('recall-proof-frame').first().boundingBox())?.height ?? 0)
      .toBeGreaterThan(250);
    await page.getByTestId('recall-proof-frame').first().scrollIntoViewIfNeeded();
    // A frame scrolled into view paints on its next frames.
    await proof!.getByTestId('proof-win-verdict').waitFor({ state: 'visible' });
    await page.waitForTimeout(800);
    await screenshot(page, 'fair-play-recall', 'desktop');
    await expectAccessible(page, 'game recall with the round proof');
  });

  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    it(`when the drawer, the verify page and the round proof open on ${viewport}, then they render in both themes with no violation`, async () => {
      if (!revealed || !site) throw new Error('the journey above reveals a round first');
      const { context, page } = await newPage(browser, viewport);
      contexts.push(context);
      for (const theme of THEMES) {
        await page.goto(await slotUrl(site, theme));
        await page.locator('.reel-symbol').first().waitFor({ timeout: 30_000 });
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        const { next } = await openDrawer(page);
        expect(next).toMatch(HEX64);
        await checkPage(page, `fair-play-drawer-${theme}`, viewport);

        const query = new URLSearchParams({ lang: 'en', game: SLOT, round: revealed.roundId });
        if (theme === 'light') query.set('theme', 'light');
        await page.goto(`${HOUSE_PAGE_PATHS.verify}?${query}`);
        await expect
          .poll(() => page.getByTestId('verify-win-verdict').getAttribute('data-good'))
          .toBe('true');
        await checkPage(page, `fair-play-verify-${theme}`, viewport, '.verify-result');

        await page.goto(`${HOUSE_PAGE_PATHS.roundProof(revealed.roundId)}?lang=en&theme=${theme}`);
        await expect
          .poll(() => page.getByTestId('proof-server-seed').textContent())
          .toBe(revealed.serverSeed);
        await checkPage(page, `fair-play-proof-${theme}`, viewport);
      }
    });
  }
});
