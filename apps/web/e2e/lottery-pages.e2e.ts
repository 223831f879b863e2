import { PLAY_RECORD_PATHS } from '@tala/contract/play-records/play-records-paths';
import { sql } from 'kysely';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawIssueResult } from '../../../providers/house/src/service/lottery/lottery-draw.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, screenshot, type TViewport } from './support/browser.ts';
import { withDatabase } from './support/database.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import { depositThroughSandbox, dismissNotice, openEntry, openLoggedIn } from './support/player.ts';

/**
 * Issue 11 §2 and §4 in a real browser against the real server and the in-process house: on each of the
 * four lottery pages a player bets in the framed lottery, the issue draws (moved to now: issue times are
 * data), the result animates, the win is paid and shows in the page's "My bets"; then the member centre
 * shows every slip in the betting record (lottery vendors), each win in the account record, and one slip
 * in full in its recall (the house's slip page: issue, lines, result, proof).
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };

type TFrame = FrameLocator;
type TPlaced = { roundId: string; issueNo: string; gameId: string; path: string };

/**
 * A selection that cannot lose: every option of a small play type (one of ten digits or cars is drawn),
 * or, for 4D, where no small play type covers every outcome, the first prize itself (below).
 */
const PAGES = [
  { path: '/elott', gameId: 'house-ssc5-1m', playType: 'ssc5.position' },
  { path: '/vnlottery', gameId: 'house-vn-north-1m', playType: 'vn-north.de-duoi' },
  { path: '/lottery', gameId: 'house-pk10-1m', playType: 'pk10.position' },
  { path: '/seaLottery', gameId: 'house-4d-5m', playType: 'sea-4d.big' },
] as const;

let browser: Browser;
let desktop: { context: BrowserContext; page: Page };
const placed: TPlaced[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await loggedIn('desktop');
});
afterAll(async () => {
  await desktop?.context.close();
  await browser?.close();
});

function loggedIn(viewport: TViewport) {
  // The draws are watched as they animate.
  return openLoggedIn(browser, viewport, PLAYER, { motion: 'full' });
}

/**
 * The game's open issues stay open for two minutes at least: a slip placed while the page shows a few seconds
 * to the cut-off would race it on a loaded machine (the test is not about the cut-off). Times only move later.
 */
async function holdOpenIssues(gameId: string): Promise<void> {
  await withDatabase((db) =>
    sql`UPDATE house.lottery_issues
        SET closes_at = greatest(closes_at, now() + interval '120 seconds'),
            draws_at = greatest(draws_at, now() + interval '125 seconds')
        WHERE game_id = ${gameId} AND drawn_at IS NULL AND cancelled_at IS NULL
          AND opens_at <= now() AND closes_at <= now() + interval '120 seconds'`.execute(db),
  );
}

/** The draw comes now rather than at its time: the issue's cut-off and draw are moved (times are data). */
async function drawSoon(gameId: string, issueNo: string): Promise<void> {
  await withDatabase((db) =>
    sql`UPDATE house.lottery_issues
        SET closes_at = now() + interval '1 second', draws_at = now() + interval '3 seconds'
        WHERE game_id = ${gameId} AND issue_no = ${issueNo}`.execute(db),
  );
}

/** Adds the picks to the slip and places it; the house's answer names the slip's round and issue. */
async function placeSlip(page: Page, frame: TFrame, gameId: string, path: string): Promise<TPlaced> {
  await frame.getByRole('button', { name: 'Add to slip' }).click();
  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/house/api/lottery/slip') && res.request().method() === 'POST',
  );
  await frame.getByRole('button', { name: /^Place bet/ }).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  const { slip } = (await res.json()) as { slip: { roundId: string; bets: Array<{ issueNo: string }> } };
  await frame.getByText(/Bet placed on issue/).waitFor({ timeout: 20_000 });
  return { roundId: slip.roundId, issueNo: slip.bets[0]?.issueNo ?? '', gameId, path };
}

/**
 * 4D draws 23 of 10,000 numbers: no bet covers them all. The test knows what the house knows (the issue's
 * committed seed, the game's client seed) and the slips' client seeds once one is placed, so it computes
 * the draw with the house's own function and bets on its first prize: a second slip of the same player
 * adds no new client seed, so the draw stays what was computed (the test checks it came out so).
 */
async function firstPrizeOf(gameId: string, issueNo: string): Promise<string> {
  const result = await withDatabase(async (db) => {
    const { rows } = await sql<{ server_seed: string; client_seed: string; family: string }>`
      SELECT i.server_seed, g.client_seed, g.family FROM house.lottery_issues i
      JOIN house.lottery_games g ON g.game_id = i.game_id
      WHERE i.game_id = ${gameId} AND i.issue_no = ${issueNo}`.execute(db);
    const seeds = await sql<{ client_seed: string }>`
      SELECT DISTINCT s.client_seed FROM house.lottery_bets b
      JOIN house.lottery_slips s ON s.round_id = b.round_id
      JOIN house.lottery_issues i ON i.id = b.issue_id
      WHERE i.game_id = ${gameId} AND i.issue_no = ${issueNo} ORDER BY s.client_seed`.execute(db);
    const [issue] = rows;
    if (!issue) throw new Error(`no issue ${issueNo}`);
    return drawIssueResult({
      family: issue.family,
      serverSeed: issue.server_seed,
      gameClientSeed: issue.client_seed,
      issueNo,
      contributions: seeds.rows.map((row) => row.client_seed),
    }).result;
  });
  if (result.family !== 'sea-4d') throw new Error(`not a 4D draw: ${result.family}`);
  return result.first;
}

async function betEveryOption(page: Page, frame: TFrame, gameId: string, path: string) {
  // The first row's "All": every digit of the 1st position, every car of 1st place, every last digit.
  await frame.getByRole('button', { name: 'All', exact: true }).first().click();
  return placeSlip(page, frame, gameId, path);
}

async function betOnFirstPrize(page: Page, frame: TFrame, gameId: string, path: string) {
  const typeNumber = async (number: string) => {
    await frame.getByPlaceholder('0000').fill(number);
    await frame.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await typeNumber('0427');
  const first = await placeSlip(page, frame, gameId, path);
  const prize = await firstPrizeOf(gameId, first.issueNo);
  await typeNumber(prize === '0427' ? '0428' : prize);
  const winning = await placeSlip(page, frame, gameId, path);
  expect(winning.issueNo).toBe(first.issueNo);
  return prize === '0427' ? first : winning;
}

/** One page: the bet, the draw (animated), the win in "My bets". */
async function playPage(page: Page, game: (typeof PAGES)[number]): Promise<TPlaced> {
  // Held before the page loads: the board keeps the cut-off it loaded with, so an issue held after it would
  // still show as closed at its old cut-off, and "Place bet" would turn into "Closed".
  await holdOpenIssues(game.gameId);
  await page.goto(`${game.path}?gameCode=${game.gameId}&playType=${game.playType}`);
  const frame = page.frameLocator('[data-testid=lottery-frame]');
  await frame.getByRole('button', { name: 'Add to slip' }).waitFor({ timeout: 30_000 });
  const slip =
    game.gameId === 'house-4d-5m'
      ? await betOnFirstPrize(page, frame, game.gameId, game.path)
      : await betEveryOption(page, frame, game.gameId, game.path);
  await drawSoon(game.gameId, slip.issueNo);
  // The result arrives while the page is open: it is drawn live (balls, cars, the sheet) once.
  await frame.locator('.lott-result.is-drawing').first().waitFor({ timeout: 45_000 });
  const shown = frame.getByText(`Result of issue ${slip.issueNo}`).first();
  await shown.waitFor({ timeout: 30_000 });
  await shown.scrollIntoViewIfNeeded();
  await screenshot(page, `lottery-pages-drawn${game.path.replace('/', '-')}`, 'desktop');
  await frame.getByRole('tab', { name: /My bets/ }).click();
  await frame.getByRole('tab', { name: /Settled/ }).click();
  await expect
    .poll(() => frame.locator('.lott-bet.status-won', { hasText: slip.issueNo }).count(), {
      timeout: 30_000,
      interval: 500,
    })
    .toBeGreaterThan(0);
  return slip;
}

/** In the page, with the site's own session: a GET of a play-records call. */
function recordsCall<T>(page: Page, path: string, query: Record<string, string>): Promise<T> {
  return page.evaluate(
    async ({ path, query }) => {
      const url = `${path}?${new URLSearchParams(query).toString()}`;
      const headers = {
        Authorization: sessionStorage.getItem('token') ?? '',
        Merchant: sessionStorage.getItem('merchantCode') ?? '',
      };
      return (await (await fetch(url, { headers })).json()).value;
    },
    { path, query },
  ) as Promise<T>;
}

type TRecord = { roundId: string; providerRoundId: string; vassalage: string; win: string; status: string };
const lastHour = () => ({
  from: new Date(Date.now() - 3_600_000).toISOString(),
  to: new Date(Date.now() + 60_000).toISOString(),
  pageSize: '50',
});

/** Colour transitions finish before a screenshot (a loaded machine drops frames). */
async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  // Data that reads like a key and is none: the member's name (demo_player), a house round id (hr_…).
  const isData = (text: string) => text === PLAYER.username || /^hr_[\w-]+$/.test(text);
  expect(
    (await rawKeys(page)).filter((text) => !isData(text)),
    name,
  ).toEqual([]);
  expect(await horizontalOverflow(page), name).toBe(0);
  await screenshot(page, name, viewport);
  await expectAccessible(page, name);
}

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
  await page.getByTestId('header-member').waitFor({ timeout: 30_000 });
  await dismissNotice(page);
}

describe('a player bets on each lottery page and finds the wins in the member centre', () => {
  it('when a sure bet is placed on each of the four pages and its issue draws, then the draw animates and the win shows in my bets', async () => {
    const { page } = desktop;
    await depositThroughSandbox(page, '200');
    await page.getByTestId('centre-close').click();
    for (const game of PAGES) placed.push(await playPage(page, game));
    expect(placed.map((slip) => slip.path)).toEqual(PAGES.map((game) => game.path));
  });

  it('when the betting record lists the lottery vendors, then every slip is there, won and settled', async () => {
    const { page } = desktop;
    expect(placed).toHaveLength(PAGES.length);
    await page.goto('/index');
    await dismissNotice(page);
    const mine = async () =>
      (await recordsCall<{ list: TRecord[] }>(page, PLAY_RECORD_PATHS.betHistory, lastHour())).list.filter(
        (row) => placed.some((slip) => slip.roundId === row.providerRoundId),
      );
    // Settled once every bet of the slip is paid and the house ended the round (its recovery loop).
    await expect
      .poll(
        async () => (await mine()).filter((row) => row.status === 'SETTLED' && Number(row.win) > 0).length,
        {
          timeout: 60_000,
          interval: 1_000,
        },
      )
      .toBe(PAGES.length);
    const rows = await mine();
    expect(new Set(rows.map((row) => row.vassalage))).toEqual(
      new Set(['TALA_ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA']),
    );

    await page.getByTestId('header-deposit').click();
    await openEntry(page, 'desktop', 'personalHistoryCopy');
    await page.getByTestId('plays-preset-today').click();
    await page.getByTestId('plays-vendor').selectOption('category:LOTT');
    // The Vietnamese-format and the 4D slips (category Lottery), not the e-lottery ones.
    await expect.poll(() => page.getByTestId('bet-row').count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => (await page.getByTestId('bet-game').allTextContents()).join('|'))
      .toMatch(/4D/);
    await shot(page, 'lottery-pages-record', 'desktop');
    await page.getByTestId('plays-vendor').selectOption('TALA_ELOTT');
    await expect.poll(() => page.getByTestId('bet-row').count()).toBeGreaterThanOrEqual(2);
  });

  it('when a slip is opened from the betting record, then its recall shows the issue, lines, result and proof', async () => {
    const { page } = desktop;
    const slip = placed.find((candidate) => candidate.gameId === 'house-pk10-1m')!;
    const row = (
      await recordsCall<{ list: TRecord[] }>(page, PLAY_RECORD_PATHS.betHistory, lastHour())
    ).list.find((candidate) => candidate.providerRoundId === slip.roundId)!;
    await page.getByTestId('plays-vendor').selectOption('TALA_ELOTT');
    await page.locator(`[data-testid=bet-row][data-round="${row.roundId}"]`).click();
    const recall = page.frameLocator('[data-testid=recall-slip-frame]');
    await recall.getByTestId('slip-recall-state').filter({ hasText: 'Settled' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => recall.getByTestId('slip-recall-issue').textContent()).toContain(slip.issueNo);
    expect(await recall.getByTestId('slip-recall-lines').first().textContent()).toBe('10');
    await recall.locator('.lott-result .lott-car').first().waitFor();
    expect(await recall.locator('.lott-result .lott-car').count()).toBe(10);
    expect(await recall.getByTestId('slip-recall-bet').first().textContent()).toContain('Won');
    const proof = (await recall.getByTestId('slip-recall-proof').textContent()) ?? '';
    expect(proof).toMatch(/[0-9a-f]{64}/);
    expect(await recall.getByRole('link', { name: 'Verify this draw' }).getAttribute('href')).toContain(
      `issue=${slip.issueNo}`,
    );
    // The frame takes the slip's height: no second scroll bar inside the recall.
    await expect
      .poll(async () => (await page.getByTestId('recall-slip-frame').boundingBox())?.height ?? 0)
      .toBeGreaterThan(420);
    await shot(page, 'lottery-pages-recall', 'desktop');
  });

  it('when the account record is opened, then each slip win is a game win line', async () => {
    const { page } = desktop;
    await openEntry(page, 'desktop', 'transactionHistory');
    await page.getByTestId('history-line').first().waitFor();
    const refs = await page
      .locator('[data-testid=history-type] [title]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
    for (const slip of placed) {
      expect(
        refs.some((ref) => ref.includes(`${slip.roundId}:draw:`)),
        slip.path,
      ).toBe(true);
    }
    expect(
      await page.getByTestId('history-type').filter({ hasText: 'Game win' }).count(),
    ).toBeGreaterThanOrEqual(PAGES.length);
    await shot(page, 'lottery-pages-statement', 'desktop');
  });

  it('when the screens are shown in the light theme and on a phone, then they read well in both themes', {
    timeout: 300_000,
  }, async () => {
    const { page } = desktop;
    await setTheme(page, 'light');
    await page.getByTestId('header-deposit').click();
    await openEntry(page, 'desktop', 'personalHistoryCopy');
    await page.getByTestId('plays-vendor').selectOption('category:LOTT');
    await page.getByTestId('bet-row').first().waitFor();
    await shot(page, 'lottery-pages-record-light', 'desktop');
    await page.getByTestId('bet-row').first().click();
    await page
      .frameLocator('[data-testid=recall-slip-frame]')
      .getByTestId('slip-recall-issue')
      .first()
      .waitFor();
    await shot(page, 'lottery-pages-recall-light', 'desktop');
    await setTheme(page, 'dark');

    const phone = await loggedIn('phone');
    try {
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(phone.page, theme);
        await phone.page.getByTestId('header-deposit').click();
        await openEntry(phone.page, 'phone', 'personalHistoryCopy');
        await phone.page.getByTestId('plays-vendor').selectOption('category:LOTT');
        await phone.page.getByTestId('bet-row').first().waitFor();
        await shot(phone.page, `lottery-pages-record-${theme}`, 'phone');
        await phone.page.getByTestId('bet-row').first().click();
        await phone.page
          .frameLocator('[data-testid=recall-slip-frame]')
          .getByTestId('slip-recall-issue')
          .first()
          .waitFor();
        await shot(phone.page, `lottery-pages-recall-${theme}`, 'phone');
        await openEntry(phone.page, 'phone', 'transactionHistory');
        await phone.page.getByTestId('history-line').first().waitFor();
        await shot(phone.page, `lottery-pages-statement-${theme}`, 'phone');
      }
    } finally {
      await phone.context.close();
    }
  });
});
