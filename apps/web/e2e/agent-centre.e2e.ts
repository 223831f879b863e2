import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clippedTables,
  DEMO_AGENT,
  entryOverflow,
  loggedInAs,
  openAgentCentre,
  openAgentPage,
  settled,
} from './support/agent-centre.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport } from './support/browser.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import {
  depositThroughSandbox,
  ensureWithdrawPassword,
  expectLoggedIn,
  headerBalance,
  newPlayerIdentity,
  sendCodeAndFill,
} from './support/player.ts';
import { playPastRounds, type TPlayedDay } from './support/team-play.ts';

/**
 * The agent centre (seed 001 §2, issue 12 §2) in a real browser against the real server as the seeded
 * demo_agent (demo_player is its downline): open it from the header (desktop) or the member menu (phone),
 * every page, create a downline player through Register, find it in team management, transfer to it and
 * see the result, the balances and the transaction; a player has no way in. Screenshots land in
 * e2e/screenshots/agent-centre-*.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const WITHDRAW_PASSWORD = 'Agent2468';
const PAGES = [
  'announcements',
  'teamOverview',
  'register',
  'teamManagement',
  'teamBetting',
  'userProfit',
  'transactions',
] as const;

let browser: Browser;
/** The downline player the journey creates; the screenshot runs show it with its rounds. */
let downline: string | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context logged in as the demo agent (or `who`), on the home page. */
const loggedIn = (viewport: TViewport, theme: 'dark' | 'light' = 'dark', who = DEMO_AGENT) =>
  loggedInAs(browser, who, viewport, theme);

/** The agent's withdrawal password (set once, through the member centre) and money to transfer. */
async function fundAgent(page: Page): Promise<void> {
  await depositThroughSandbox(page, '500');
  await ensureWithdrawPassword(page, WITHDRAW_PASSWORD);
  await page.getByTestId('centre-close').click();
  await page.getByTestId('member-centre').waitFor({ state: 'hidden' });
}

/** The downline's play over the last two weeks: bars and a line for the overview's chart, rows for the reports. */
const PLAYED: TPlayedDay[] = [0, 1, 2, 4, 5, 8, 11, 13].map((daysAgo, index) => {
  const stakeMinor = 2_000 + index * 1_750;
  return {
    daysAgo,
    stakeMinor,
    winMinor: index % 3 === 1 ? 0 : Math.round(stakeMinor * (0.4 + (index % 4) * 0.45)),
  };
});
let hasPlayed = false;

describe('agent centre', () => {
  it('when a player (not an agent) logs in, then no agent-centre button or menu entry shows', async () => {
    const { context, page } = await loggedIn('desktop', 'dark', PLAYER);
    expect(await page.getByTestId('header-security').isVisible()).toBe(true);
    expect(await page.getByTestId('header-agent').count()).toBe(0);
    await page.getByTestId('header-avatar').click();
    await page.getByTestId('member-menu').waitFor();
    expect(await page.getByTestId('menu-agent-centre').count()).toBe(0);
    await context.close();
  });

  it('when the agent creates a downline player and transfers to it, then team management, the balances and the transactions show it', {
    timeout: 300_000,
  }, async () => {
    const { context, page } = await loggedIn('desktop');
    await fundAgent(page);
    await openAgentCentre(page, 'desktop');
    await page.getByTestId('agent-entry-teamOverview').waitFor();
    await page.getByTestId('overview-figures').waitFor();
    expect(Number(await page.getByTestId('overview-direct').textContent())).toBeGreaterThanOrEqual(1);

    // Register: a player directly under the agent.
    const name = newPlayerIdentity('agdl').username;
    await openAgentPage(page, 'desktop', 'register');
    await page.getByTestId('agent-register-username').fill(name);
    await page.getByTestId('agent-register-password').fill('Passw0rd1');
    await page.getByTestId('agent-register-confirm').fill('Passw0rd2');
    await page.getByTestId('agent-register-submit').click();
    // The confirmation is checked as the site's registration checks it, in the field.
    await expect
      .poll(() => page.getByTestId('agent-register-confirm').getAttribute('aria-invalid'))
      .toBe('true');
    await page.getByTestId('agent-register-confirm').fill('Passw0rd1');
    await page.getByTestId('agent-register-submit').click();
    await page.getByTestId('agent-register-success').waitFor();
    expect(await page.getByTestId('agent-created-username').textContent()).toBe(name);
    await screenshot(page, 'agent-centre-register-done', 'desktop');
    await expectAccessible(page, 'agent-centre-register-done');
    downline = name;

    // Team management: the seeded sub-agent's row says which contracts it holds from the agent.
    await openAgentPage(page, 'desktop', 'teamManagement');
    await page.getByTestId('team-search').fill('demo_subagent');
    await page.getByTestId('team-search-submit').click();
    const subRow = page.getByTestId('team-row').filter({ hasText: 'demo_subagent' });
    await expect.poll(() => subRow.getByTestId('team-contracts').textContent()).toContain('Daily wage');

    // Found by name, at level 1, with nothing yet.
    await page.getByTestId('team-search').fill(name);
    await page.getByTestId('team-search-submit').click();
    const row = page.getByTestId('team-row').filter({ hasText: name });
    await expect.poll(() => page.getByTestId('team-row').count()).toBe(1);
    expect(await row.getByTestId('team-balance').textContent()).toContain('0.00');
    expect(await row.getByTestId('team-contracts').count()).toBe(0);

    // Transfer: amount and withdrawal password; the result, then the lists and the header move.
    await row.getByTestId('team-transfer').click();
    await page.getByTestId('team-transfer-dialog').waitFor();
    await page.getByTestId('team-transfer-amount').fill('25');
    await page.getByTestId('team-transfer-password').fill('Wrong999');
    await page.getByTestId('team-transfer-submit').click();
    await page.getByTestId('centre-form-error').waitFor();
    await page.getByTestId('team-transfer-password').fill(WITHDRAW_PASSWORD);
    await screenshot(page, 'agent-centre-transfer', 'desktop');
    await expectAccessible(page, 'agent-centre-transfer');
    // Read just before the transfer: the demo contracts' real-time salary pays the agent every five minutes.
    const start = await headerBalance(page);
    await page.getByTestId('team-transfer-submit').click();
    await page.getByTestId('team-transfer-done').waitFor();
    const newMain = Number(
      (await page.getByTestId('team-transfer-new-main').textContent())?.replace(/[^\d.]/g, ''),
    );
    expect(newMain).toBeCloseTo(start - 25, 2);
    await screenshot(page, 'agent-centre-transfer-done', 'desktop');
    await expectAccessible(page, 'agent-centre-transfer-done');
    await page.getByTestId('team-transfer-close').click();
    await page.getByTestId('team-transfer-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByTestId('team-balance').textContent()).toContain('25.00');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(start - 25, 2);

    // Details of the member.
    await row.getByTestId('team-details').click();
    await page.getByTestId('member-details-dialog').waitFor();
    expect(await page.getByTestId('details-balance').textContent()).toContain('25.00');
    await screenshot(page, 'agent-centre-details', 'desktop');
    await expectAccessible(page, 'agent-centre-details');
    await page.keyboard.press('Escape');
    await page.getByTestId('member-details-dialog').waitFor({ state: 'hidden' });

    // Downline transactions: the transfer, by type and member, with its sign and the balance after.
    await openAgentPage(page, 'desktop', 'transactions');
    await page.getByTestId('transactions-type').selectOption('AGENT_TRANSFER');
    await page.getByTestId('transactions-search').fill(name);
    await page.getByTestId('transactions-search-submit').click();
    const line = page.getByTestId('transactions-line').filter({ hasText: name });
    await expect.poll(() => page.getByTestId('transactions-line').count()).toBe(1);
    await line.waitFor();
    expect(await line.getByTestId('transactions-amount').textContent()).toMatch(/\+.*25\.00/);
    expect(await line.getByTestId('transactions-line-type').textContent()).toBe('Agent transfer');
    await context.close();
  });

  it("when a visitor opens the agent's invitation link, then the register popup carries its code and the new member joins the team", {
    timeout: 180_000,
  }, async () => {
    const agent = await loggedIn('desktop');
    await openAgentCentre(agent.page, 'desktop');
    await openAgentPage(agent.page, 'desktop', 'register');
    expect(await agent.page.getByTestId('agent-invitation-code').textContent()).toBe('DEMOAGENT');
    await agent.page.getByTestId('agent-invitation-qr').waitFor();
    const link = new URL((await agent.page.getByTestId('agent-invitation-link').textContent()) ?? '');
    expect(link.searchParams.get('affiliateCode')).toBe('DEMOAGENT');

    const visitor = await newPage(browser, 'phone');
    await visitor.page.goto(`${link.pathname}${link.search}`);
    await visitor.page.getByTestId('register-username-form').waitFor();
    expect(await visitor.page.getByTestId('register-affiliateCode').inputValue()).toBe('DEMOAGENT');
    const user = newPlayerIdentity('inv');
    await visitor.page.getByTestId('register-username').fill(user.username);
    await visitor.page.getByTestId('mobile-input').fill(user.mobile);
    await sendCodeAndFill(visitor.page, user.mobile);
    await visitor.page.getByTestId('register-password').fill(user.password);
    await visitor.page.getByTestId('register-confirm').fill(user.password);
    await visitor.page.getByTestId('register-email').fill(user.email);
    await visitor.page.getByTestId('register-submit').click();
    await expectLoggedIn(visitor.page);
    await visitor.context.close();

    // The site's root keeps what a link carries on its way to the home page.
    const root = await newPage(browser, 'desktop');
    await root.page.goto(`/${link.search}`);
    await root.page.getByTestId('register-username-form').waitFor();
    expect(new URL(root.page.url()).pathname).toBe('/index');
    expect(await root.page.getByTestId('register-affiliateCode').inputValue()).toBe('DEMOAGENT');
    await root.context.close();

    await openAgentPage(agent.page, 'desktop', 'teamManagement');
    await agent.page.getByTestId('team-search').fill(user.username);
    await agent.page.getByTestId('team-search-submit').click();
    await agent.page.getByTestId('team-row').filter({ hasText: user.username }).waitFor();
    await agent.context.close();
  });

  it('when a custom period is longer than the server allows, then its refusal shows translated', async () => {
    const { context, page } = await loggedIn('desktop', 'dark');
    await openAgentCentre(page, 'desktop');
    await page.getByTestId('overview-figures').waitFor();
    await page.getByRole('tab', { name: 'Custom' }).click();
    await page.getByTestId('overview-period-custom-from').fill('2024-01-01');
    await page.getByTestId('overview-period-custom-to').fill('2024-05-01');
    await expect
      .poll(() => page.getByTestId('centre-form-error').textContent())
      .toBe('The date range can be at most 62 days.');
    await page.getByTestId('overview-period-custom-to').fill('2024-01-31');
    await expect.poll(() => page.getByTestId('chart-day').count(), { timeout: 20_000 }).toBe(31);
    expect(await page.getByTestId('overview-period-range').textContent()).toMatch(/Jan 1.+31, 2024/);
    await context.close();
  });

  for (const [viewport, theme] of [
    ['desktop', 'dark'],
    ['desktop', 'light'],
    ['phone', 'dark'],
    ['phone', 'light'],
  ] as const) {
    it(`when opened on ${viewport} (${theme}), then every page renders, readable and without overflow`, {
      timeout: 300_000,
    }, async () => {
      if (downline && !hasPlayed) {
        await playPastRounds(downline, PLAYED);
        hasPlayed = true;
      }
      const { context, page } = await loggedIn(viewport, theme);
      await openAgentCentre(page, viewport);
      for (const key of PAGES) {
        await openAgentPage(page, viewport, key);
        if (key === 'announcements') {
          // The seed's agent notices, newest first and opened (staff publish them as type A).
          const first = page.getByTestId('agent-notice').first();
          await expect.poll(() => first.textContent()).toContain('how your team figures are counted');
          await expect.poll(() => first.getAttribute('open')).not.toBeNull();
        }
        if (key === 'teamOverview') {
          await page.getByRole('tab', { name: 'This month' }).click();
          await settled(page);
        }
        await screenshot(page, `agent-centre-${key}-${theme}`, viewport);
        if (key === 'teamOverview') {
          // The chart sits below the figures: its own screenshot, at this width and in this theme.
          await page.getByTestId('team-chart').scrollIntoViewIfNeeded();
          await screenshot(page, `agent-centre-chart-${theme}`, viewport);
        }
        await expectAccessible(page, `agent-centre-${key}-${theme} (${viewport})`);
        // Seeded accounts (demo_agent, demo_player…) have the shape of a key: the seed gives them a "_" that
        // self-registration never allows. Nothing else may.
        expect(
          (await rawKeys(page)).filter((text) => !/^demo_/.test(text)),
          key,
        ).toEqual([]);
        expect(await horizontalOverflow(page), key).toBeLessThanOrEqual(0);
        expect(await entryOverflow(page), key).toBeLessThanOrEqual(0);
        expect(await clippedTables(page), key).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});
