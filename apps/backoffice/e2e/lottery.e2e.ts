import { mkdirSync } from 'node:fs';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import { withDatabase } from '../../web/e2e/support/database.ts';
import { horizontalOverflow, rawKeys } from '../../web/e2e/support/page-checks.ts';
import {
  depositThroughSandbox,
  dismissNotice,
  loginWithPassword,
  quietVisitorNotice,
} from '../../web/e2e/support/player.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * The lottery's back office in a real browser against the real server and the in-process house
 * (decision 035): a player bets on the 3-minute dice game; admin changes a play type's odds (the dialog
 * shows the return live and refuses 100%), finds the issue with its bet, reads its liability per number
 * and asks to cancel it; finance approves and the issue is cancelled, every bet refunded. Then every
 * lottery screen on desktop and phone, dark and light: screenshots and axe.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
const GAME = 'house-k3-3m';
let browser: Browser;
let issueNo = '';
let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
  expect(await rawKeys(page), name).toEqual([]);
  expect(await horizontalOverflow(page), name).toBe(0);
  await expectAccessible(page, `${name} (${viewport})`);
}

/** A player's real slip: sixteen sums of the dice on the 3-minute game's issue, through the lottery page. */
async function placePlayerBet(): Promise<string> {
  const { context, page } = await newPage(browser, 'desktop');
  await quietVisitorNotice(context);
  await page.goto('/index');
  await dismissNotice(page);
  await loginWithPassword(page, 'demo_player', 'Player123!');
  await page.getByTestId('header-member').waitFor({ timeout: 90_000 });
  await dismissNotice(page, 10_000);
  await depositThroughSandbox(page, '100');
  await page.getByTestId('centre-close').click();
  await page.goto(`/elott?gameCode=${GAME}&playType=k3.sum`);
  const frame = page.frameLocator('[data-testid=lottery-frame]');
  await frame.getByRole('tab', { name: 'Sum' }).waitFor({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'All', exact: true }).first().click();
  await frame.getByRole('button', { name: 'Add to slip' }).click();
  await frame.getByRole('button', { name: /^Place bet/ }).click();
  const placed = frame.getByText(/Bet placed on issue (\d{8}-\d{4})/);
  await placed.waitFor({ timeout: 20_000 });
  const placedOn = ((await placed.textContent()) ?? '').match(/(\d{8}-\d{4})/)?.[1] ?? '';
  await context.close();
  // Staff need minutes, not the game's three: the issue's cut-off and draw move later (times are data).
  await withDatabase((db) =>
    sql`UPDATE house.lottery_issues SET closes_at = now() + interval '15 minutes',
          draws_at = now() + interval '15 minutes 20 seconds'
        WHERE game_id = ${GAME} AND issue_no = ${placedOn}`.execute(db),
  );
  return placedOn;
}

describe('lottery back office: odds, liability and a two-person cancel', () => {
  it('when admin changes odds and asks to cancel an issue with a bet, and finance approves, then every bet is refunded', async () => {
    issueNo = await placePlayerBet();
    expect(issueNo).not.toBe('');
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(page, 'admin');
    adminState = await context.storageState();
    await page.getByTestId('nav-lottery').filter({ visible: true }).first().click();
    await page.getByTestId(`lottery-game-${GAME}`).filter({ visible: true }).click();
    await page.getByTestId('play-types').waitFor();

    // Odds at 100% or more are refused in the dialog before they reach anyone.
    await page.getByTestId('play-type-edit-k3.sum').filter({ visible: true }).click();
    const dialog = page.getByTestId('terms-dialog');
    await dialog.getByTestId('terms-odds-sum-10').fill('8.00');
    await expect.poll(() => dialog.getByTestId('terms-rtp').textContent()).toMatch(/100/);
    expect(await dialog.getByTestId('terms-save').isDisabled()).toBe(true);
    await shot(page, 'bo-lottery-terms-refused', 'desktop');
    await dialog.getByTestId('terms-odds-sum-10').fill('7.50');
    await expect.poll(() => dialog.getByTestId('terms-rtp').textContent()).toMatch(/9[0-9][.,]/);
    // A step the minimum and maximum are not whole multiples of is refused in the dialog too.
    const step = dialog.getByTestId('terms-stake-step');
    const currentStep = await step.inputValue();
    await step.fill('0.30');
    await dialog.getByText('the minimum and maximum are whole steps').waitFor();
    expect(await dialog.getByTestId('terms-save').isDisabled()).toBe(true);
    await step.fill(currentStep);
    await dialog.getByTestId('terms-max-chase').fill('12');
    await dialog.getByTestId('terms-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('play-types').getByText('7.50 – 209.52').waitFor();
    await page.getByTestId('lottery-caps').getByText('12', { exact: true }).waitFor();
    const oddsOfBet = await withDatabase(async (db) => {
      const found = await sql<{ placed: string; current: string }>`
        SELECT b.odds_id AS placed, g.odds_id AS current FROM house.lottery_bets b
        JOIN house.lottery_issues i ON i.id = b.issue_id JOIN house.lottery_games g ON g.game_id = i.game_id
        WHERE i.game_id = ${GAME} AND i.issue_no = ${issueNo}`.execute(db);
      return found.rows[0];
    });
    // The bet keeps the odds it was placed at; the game moved on to a new version.
    expect(oddsOfBet?.placed).toBeDefined();
    expect(oddsOfBet?.placed).not.toBe(oddsOfBet?.current);

    await page.getByTestId('game-tab-issues').click();
    const row = page.locator(`[data-row="${issueNo}"]`).filter({ visible: true });
    await expect.poll(() => row.textContent()).toMatch(/16\.00/);
    await row.getByTestId(`issue-liability-${issueNo}`).click();
    await page.getByTestId('liability-numbers').waitFor();
    expect(await page.locator('[data-number]').count()).toBe(16);
    // Largest first: a sum of 3 pays 209.52 for 1.00, a sum of 10 only 7.76.
    expect(await page.locator('[data-number]').first().getAttribute('data-number')).toMatch(/^sum:(3|18)$/);
    // Each number in words, the key beside it.
    await expect.poll(() => page.locator('[data-number]').first().textContent()).toMatch(/^Sum (3|18)sum:/);
    await page.getByText('Back to the issues').click();
    await page
      .locator(`[data-row="${issueNo}"]`)
      .filter({ visible: true })
      .getByTestId(`issue-cancel-${issueNo}`)
      .click();
    await page.getByTestId('cancel-reason').fill('Official draw withdrawn by the operator');
    await page.getByTestId('cancel-request-send').click();
    await page.getByTestId('cancel-request-done').waitFor();
    await shot(page, 'bo-lottery-cancel-requested', 'desktop');
    await page.getByTestId('cancel-request-done').click();
    await context.close();

    const finance = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(finance.page, 'finance');
    await finance.page.goto('/bo/lottery?tab=requests');
    const request = finance.page.locator('[data-row]').filter({ visible: true }).filter({ hasText: issueNo });
    await request.getByRole('button', { name: 'Approve & cancel' }).click();
    await finance.page.getByTestId('cancel-decision-confirm').click();
    await finance.page.getByTestId('cancel-decision-dialog').waitFor({ state: 'detached' });
    await finance.page.getByRole('tab', { name: 'Cancelled' }).click();
    await finance.page
      .locator('[data-row]')
      .filter({ visible: true })
      .filter({ hasText: 'Refunded bets: 1' })
      .first()
      .waitFor();
    await shot(finance.page, 'bo-lottery-cancel-approved', 'desktop');
    await finance.context.close();
    const issue = await withDatabase(async (db) => {
      const found = await sql<{ cancelled_at: Date | null; cancel_reason: string | null }>`
        SELECT cancelled_at, cancel_reason FROM house.lottery_issues
        WHERE game_id = ${GAME} AND issue_no = ${issueNo}`.execute(db);
      return found.rows[0];
    });
    expect(issue?.cancelled_at).toBeTruthy();
    expect(issue?.cancel_reason).toBe('Official draw withdrawn by the operator — finance');
  });
});

/** The Vietnamese North sheet as an official result: each tier's count of numbers with its width. */
const VN_NORTH_SHEET: Array<[string, number, number]> = [
  ['special', 1, 5],
  ['first', 1, 5],
  ['second', 2, 5],
  ['third', 6, 5],
  ['fourth', 4, 4],
  ['fifth', 6, 4],
  ['sixth', 3, 3],
  ['seventh', 4, 2],
];

describe('lottery back office: an official result takes two people', () => {
  it("when admin enters a manual game's result and finance approves it, then the issue is drawn with it", async () => {
    const game = 'house-vn-north-1m';
    const { context, page } = await newPage(browser, 'desktop', { theme: 'light' });
    await signInToBackOffice(page, 'admin');
    await page.goto(`/bo/lottery/games/${game}?tab=results`);
    await page.getByTestId('game-source').selectOption('manual');
    await page.getByText(/one staff member enters each result/).waitFor();
    // The issue on now reaches its draw time (times are data); the draw job leaves a manual game alone.
    const issue = await withDatabase(async (db) => {
      const moved = await sql<{ issue_no: string }>`
        UPDATE house.lottery_issues SET opens_at = now() - interval '3 seconds',
          closes_at = now() - interval '2 seconds', draws_at = now() - interval '1 second'
        WHERE id = (SELECT id FROM house.lottery_issues WHERE game_id = ${game} AND drawn_at IS NULL
                    AND cancelled_at IS NULL AND draws_at > now() ORDER BY seq LIMIT 1)
        RETURNING issue_no`.execute(db);
      return moved.rows[0]?.issue_no ?? '';
    });
    await page.getByTestId(`result-enter-${issue}`).click({ timeout: 30_000 });
    const dialog = page.getByTestId('result-dialog');
    let n = 0;
    for (const [tier, count, digits] of VN_NORTH_SHEET) {
      const numbers = Array.from({ length: count }, () =>
        String((n++ * 7919) % 10 ** digits).padStart(digits, '0'),
      );
      await dialog.getByTestId(`result-${tier}`).fill(numbers.join(' '));
    }
    await shot(page, 'bo-lottery-result-entry', 'desktop');
    await dialog.getByTestId('result-submit').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid^="result-approve-"]').count()).toBe(0);
    await context.close();

    const finance = await newPage(browser, 'desktop', { theme: 'light' });
    await signInToBackOffice(finance.page, 'finance');
    await finance.page.goto(`/bo/lottery/games/${game}?tab=results`);
    await finance.page.locator('[data-testid^="result-approve-"]').filter({ visible: true }).first().click();
    await finance.page.getByText('Approved', { exact: true }).filter({ visible: true }).first().waitFor();
    await shot(finance.page, 'bo-lottery-result-approved', 'desktop');
    // A Vietnamese game's liability says what its cap bounds: a lô number pays once for each time it comes up.
    await finance.page.goto(`/bo/lottery/games/${game}/issues/${issue}`);
    await finance.page.getByText(/Lô counts one hit/).waitFor();
    await finance.context.close();
    const drawn = await withDatabase(async (db) => {
      const found = await sql<{ result_source: string | null; special: string | null }>`
        SELECT result_source, result->'prizes'->0->'numbers'->>0 AS special FROM house.lottery_issues
        WHERE game_id = ${game} AND issue_no = ${issue}`.execute(db);
      return found.rows[0];
    });
    expect(drawn).toEqual({ result_source: 'manual', special: '00000' });
    // Other specs of the run expect the house's own draws on this game.
    await withDatabase((db) =>
      sql`UPDATE house.lottery_games SET results_source = 'house' WHERE game_id = ${game}`.execute(db),
    );
  });
});

const SCREENS = (issue: string) => [
  { name: 'bo-lottery-games', path: '/bo/lottery' },
  { name: 'bo-lottery-requests', path: '/bo/lottery?tab=requests' },
  { name: 'bo-lottery-play-types', path: `/bo/lottery/games/${GAME}` },
  { name: 'bo-lottery-issues', path: `/bo/lottery/games/${GAME}?tab=issues` },
  { name: 'bo-lottery-results', path: `/bo/lottery/games/${GAME}?tab=results` },
  { name: 'bo-lottery-liability', path: `/bo/lottery/games/${GAME}/issues/${issue}` },
];

describe('lottery back office: every screen, both themes, desktop and phone', () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`when each lottery screen opens on ${viewport} in the ${theme} theme, then it renders with no violation`, async () => {
        if (!adminState) {
          const first = await newPage(browser, 'desktop');
          await signInToBackOffice(first.page, 'admin');
          adminState = await first.context.storageState();
          await first.context.close();
        }
        const { context, page } = await newPage(browser, viewport, { theme, storageState: adminState });
        for (const screen of SCREENS(issueNo)) {
          await page.goto(screen.path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await shot(page, `${screen.name}-${theme}`, viewport);
        }
        await page.goto(`/bo/lottery/games/${GAME}`);
        await page.getByTestId('play-type-edit-k3.sum').filter({ visible: true }).click();
        await page.getByTestId('terms-rtp').waitFor();
        await shot(page, `bo-lottery-terms-dialog-${theme}`, viewport);
        // The stakes and the game's caps at the foot of the dialog.
        await page.getByTestId('terms-max-chase').scrollIntoViewIfNeeded();
        await shot(page, `bo-lottery-terms-dialog-limits-${theme}`, viewport);
        await context.close();
      });
    }
  }
});
