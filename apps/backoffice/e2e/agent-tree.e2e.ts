import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import { horizontalOverflow, rawKeys } from '../../web/e2e/support/page-checks.ts';
import { restoreUpline, teamCounts } from './support/agents-fixture.ts';
import { enrolNewStaff, signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * The agent tree and member moves in the back office (issue 12 §4, decision 047), in a real browser against the
 * real server: admin finds demo_team3, reads its chain demo_agent › demo_subagent and walks the tree level by level;
 * asks to move demo_team3 under demo_agent (the dialog refuses what the server would); cannot approve its own
 * request and is told why; finance reads the requests and cannot decide them; a second admin — made the way the
 * server makes staff, enrolled through its link — approves, and the tree shows demo_team3 under demo_agent.
 * Every screen and the dialog at 1440×900 and 390×844: screenshots, translated text, no sideways scroll, axe.
 *
 * demo_team3 goes back under demo_subagent at the end (the same two-person path): other specs read the demo tree.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
const SECOND_ADMIN = `e2e_admin_${randomBytes(3).toString('hex')}`;

let browser: Browser;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
let secondState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const admin = await newPage(browser, 'desktop');
  await signInToBackOffice(admin.page, 'admin');
  adminState = await admin.context.storageState();
  await admin.context.close();
  const second = await newPage(browser, 'desktop');
  await enrolNewStaff(second.page, SECOND_ADMIN, 'admin');
  secondState = await second.context.storageState();
  await second.context.close();
});
afterAll(async () => {
  await restoreUpline('demo_team3', 'demo_subagent', { requester: 'admin', approver: SECOND_ADMIN });
  await browser?.close();
});

async function pageAs(state: typeof adminState, viewport: TViewport = 'desktop') {
  return newPage(browser, viewport, { theme: 'dark', storageState: state });
}

/** Screenshot, then the checks every screen gets: rendered, translated, no sideways scroll, axe clean. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/bo-agent-tree-${name}-${width}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} failed to render`).toBe(0);
  expect(
    (await rawKeys(page)).filter((text) => !/^(demo|e2e)_/.test(text)),
    name,
  ).toEqual([]);
  expect(await horizontalOverflow(page), name).toBe(0);
  await expectAccessible(page, `agent tree ${name} (${width})`);
}

const crumbs = (page: Page) => page.getByTestId('tree-crumbs').locator('li:not([aria-hidden])');
/** The downline's rows in whichever layout the width shows (a table, or cards on a phone). */
const downlineRow = (page: Page, username: string) =>
  page
    .locator('[data-testid="tree-table"] tr[data-row], [data-testid="tree-table-cards"] li[data-row]')
    .filter({
      has: page.getByTestId(`tree-open-${username}`),
    });
const moveRow = (page: Page, username: string) =>
  page
    .locator('[data-testid="moves-table"] tr[data-row], [data-testid="moves-table-cards"] li[data-row]')
    .filter({ hasText: username })
    .filter({ visible: true });

async function searchTree(page: Page, username: string): Promise<void> {
  await page.getByTestId('tree-search').fill(username);
  await page.getByTestId('tree-search').press('Enter');
  await page.getByTestId('tree-member').waitFor();
}

describe('back office: the agent tree', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`when admin searches DEMO_TEAM3 on ${VIEWPORTS[viewport].width} wide, then its chain is demo_agent › demo_subagent, and each step opens its level`, async () => {
      const { context, page } = await pageAs(adminState, viewport);
      await page.goto('/bo/agents');
      await page.getByTestId('agents-tab-tree').click();
      // Without a search, the top-level agents: demo_agent among them.
      await downlineRow(page, 'demo_agent').filter({ visible: true }).first().waitFor();
      await shot(page, `top-${viewport}`);
      await searchTree(page, 'DEMO_TEAM3');
      await expect
        .poll(() => crumbs(page).allTextContents())
        .toEqual(['Top agents', 'demo_agent', 'demo_subagent', 'demo_team3']);
      const card = page.getByTestId('tree-member');
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('demo_team3');
      expect(await card.textContent()).toContain('Player');
      expect(await page.getByTestId('tree-team').textContent()).toBe('0');
      await shot(page, `member-${viewport}`);

      // Up the chain to demo_agent, then down its downline to demo_subagent and demo_team3 again.
      await page.getByTestId('tree-crumb-demo_agent').click();
      await page.getByTestId('tree-crumb-current').filter({ hasText: 'demo_agent' }).waitFor();
      const counts = await teamCounts('demo_agent');
      expect(await page.getByTestId('tree-direct').textContent()).toBe(String(counts.direct));
      expect(await page.getByTestId('tree-team').textContent()).toBe(String(counts.team));
      expect(await page.getByTestId('tree-contracts').textContent()).toContain('Daily wage');
      await shot(page, `agent-${viewport}`);
      await downlineRow(page, 'demo_subagent')
        .filter({ visible: true })
        .getByTestId('tree-open-demo_subagent')
        .click();
      await page.getByTestId('tree-crumb-current').filter({ hasText: 'demo_subagent' }).waitFor();
      await downlineRow(page, 'demo_team3')
        .filter({ visible: true })
        .getByTestId('tree-open-demo_team3')
        .click();
      await page.getByTestId('tree-crumb-current').filter({ hasText: 'demo_team3' }).waitFor();
      await page.goBack();
      await page.getByTestId('tree-crumb-current').filter({ hasText: 'demo_subagent' }).waitFor();

      await page.getByTestId('tree-search').fill('nobody_here');
      await page.getByTestId('tree-search').press('Enter');
      await page.getByRole('alert').filter({ hasText: 'No member has this username.' }).waitFor();
      await context.close();
    });
  }

  it('when admin asks to move demo_team3 under demo_agent, then the dialog refuses what the server would and the move waits', async () => {
    // The phone only looks at the dialog; the desktop sends it (a member has one move waiting at a time).
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await pageAs(adminState, viewport);
      await page.goto('/bo/agents?tab=tree&member=demo_team3');
      await page.getByTestId('tree-move').click();
      const dialog = page.getByTestId('move-dialog');
      await dialog.getByText('Now directly under demo_subagent.').waitFor();
      await dialog.getByTestId('move-submit').click();
      await dialog.getByText("Enter the new upline's username.").waitFor();
      await dialog.getByText('Write 3 to 200 characters.').waitFor();
      await shot(page, `move-dialog-problems-${viewport}`);
      await dialog.getByTestId('move-upline').fill('demo_player');
      await dialog.getByTestId('move-reason').fill('The player asked to join demo_agent directly');
      await dialog.getByTestId('move-submit').click();
      await dialog.getByText('The new upline must be an agent.').waitFor();
      await dialog.getByTestId('move-upline').fill('DEMO_AGENT');
      await shot(page, `move-dialog-${viewport}`);
      if (viewport === 'phone') {
        await page.keyboard.press('Escape');
        await context.close();
        continue;
      }
      await dialog.getByTestId('move-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('tree-move-waiting').waitFor();
      expect(await page.getByTestId('tree-move-waiting').textContent()).toContain('demo_agent');
      expect(await page.getByTestId('tree-move').isDisabled()).toBe(true);
      // Nothing moved yet.
      expect(await crumbs(page).allTextContents()).toContain('demo_subagent');
      await shot(page, 'member-waiting-desktop');
      await context.close();
    }
  });

  it('when admin opens Moves, then approving its own request is disabled and says why; finance reads but cannot decide', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await pageAs(adminState, viewport);
      await page.goto('/bo/agents?tab=moves');
      const row = moveRow(page, 'demo_team3').first();
      await row.waitFor();
      expect(await row.textContent()).toContain('Waiting');
      expect(await row.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
      expect(await row.textContent()).toContain('Your request: another admin approves it.');
      await row.getByRole('button', { name: 'Withdraw' }).waitFor();
      await shot(page, `moves-own-${viewport}`);
      await context.close();
    }
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(page, 'finance');
    await page.goto('/bo/agents?tab=moves');
    await moveRow(page, 'demo_team3').first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.goto('/bo/agents?tab=tree&member=demo_team3');
    await page.getByTestId('tree-move-waiting').waitFor();
    expect(await page.getByTestId('tree-move').count()).toBe(0);
    await context.close();
  });

  for (const lang of ['th', 'tl'] as const) {
    it(`when the tree, the move dialog and the moves open in ${lang} on a phone, then every word is translated and nothing overflows`, async () => {
      const { context, page } = await pageAs(adminState, 'phone');
      await context.addInitScript((code) => localStorage.setItem('bo-lang', code), lang);
      await page.goto('/bo/agents?tab=tree&member=demo_subagent');
      await page.getByTestId('tree-contracts').waitFor();
      await shot(page, `member-${lang}-phone`);
      await page.getByTestId('tree-move').click();
      await page.getByTestId('move-submit').click();
      await page.getByTestId('move-dialog').locator('[role="alert"]').first().waitFor();
      await shot(page, `move-dialog-${lang}-phone`);
      await page.keyboard.press('Escape');
      await page.goto('/bo/agents?tab=moves');
      await moveRow(page, 'demo_team3').first().waitFor();
      await shot(page, `moves-${lang}-phone`);
      await context.close();
    });
  }

  it('when a second admin approves, then the tree shows demo_team3 directly under demo_agent', async () => {
    const { direct } = await teamCounts('demo_agent');
    const { context, page } = await pageAs(secondState);
    await page.goto('/bo/agents?tab=moves&status=PENDING');
    const row = moveRow(page, 'demo_team3').first();
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByTestId('move-decision-dialog');
    await dialog
      .getByText('demo_team3 and everyone under it move now from under demo_subagent to under demo_agent.')
      .waitFor();
    await dialog.getByTestId('move-decision-note').fill('Confirmed with both agents');
    await shot(page, 'approve-dialog-desktop');
    await dialog.getByTestId('move-decision-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'All' }).click();
    const approved = moveRow(page, 'demo_team3').filter({ hasText: 'Approved' }).first();
    await approved.waitFor();
    expect(await approved.textContent()).toContain(SECOND_ADMIN);
    expect(await approved.textContent()).toContain('Confirmed with both agents');
    await shot(page, 'moves-approved-desktop');

    await page.goto('/bo/agents?tab=tree&member=demo_agent');
    await downlineRow(page, 'demo_team3').first().waitFor();
    expect(await page.getByTestId('tree-direct').textContent()).toBe(String(direct + 1));
    await searchTree(page, 'demo_team3');
    await expect
      .poll(() => crumbs(page).allTextContents())
      .toEqual(['Top agents', 'demo_agent', 'demo_team3']);
    await context.close();
  });
});
