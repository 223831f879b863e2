import { mkdirSync } from 'node:fs';
import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage } from '../../web/e2e/support/browser.ts';
import { horizontalOverflow, rawKeys } from '../../web/e2e/support/page-checks.ts';
import {
  addHeldLine,
  contractRow,
  creditMain,
  offerAndAccept,
  openTopAgentWithSub,
  type TAgentPair,
} from './support/agents-fixture.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * The back office's Agents area (issue 12 §4, decision 045) in a real browser against the real server: admin finds
 * demo_agent's contracts from the house and reads one in full; gives a fresh top agent a daily wage through the
 * shared terms editor (its checks refuse a falling rate and a rate over the merchant's limit), then a lower one,
 * which first asks to end the contract the agent gave its sub-agent; gives and terminates a dividend with a reason;
 * finance is told a held payment's payer still lacks the money, then releases it once the payer has it; admin
 * changes limits in settings. Every screen and dialog at 1440 and 1024 wide, dark and light: screenshots and axe.
 *
 * The demo agents are only read: other specs rely on their contracts. The fresh agents come from the fixture
 * (the console has no way to make a member an agent).
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
const WIDTHS = [1440, 1024] as const;
const SUB_WAGE: TContractTermsBody = {
  kind: 'DAILY_WAGE',
  tiers: [{ minDailyBet: '1000.00', minActive: 1, rateBp: 100, amount: null }],
};

let browser: Browser;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
let pair: TAgentPair;
let subWageId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const { context, page } = await newPage(browser, 'desktop');
  await signInToBackOffice(page, 'admin');
  adminState = await context.storageState();
  await context.close();
  pair = await openTopAgentWithSub();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(theme: 'dark' | 'light' = 'dark', width = 1440) {
  const opened = await newPage(browser, 'desktop', { theme, storageState: adminState });
  if (width !== 1440) await opened.page.setViewportSize({ width, height: 800 });
  return opened;
}

/** Screenshot, then the checks every screen gets: rendered, translated, no sideways scroll, axe clean. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/bo-agents-${name}-${width}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} failed to render`).toBe(0);
  expect(
    (await rawKeys(page)).filter((text) => !/^demo_/.test(text)),
    name,
  ).toEqual([]);
  expect(await horizontalOverflow(page), name).toBe(0);
  await expectAccessible(page, `agents ${name} (${width})`);
}

const rows = (page: Page) => page.getByTestId('contracts-table').locator('tbody tr[data-row]');
const rowWith = (page: Page, ...texts: string[]): Locator =>
  texts.reduce((found, text) => found.filter({ hasText: text }), rows(page));

async function searchContracts(page: Page, username: string): Promise<void> {
  await page.getByTestId('contracts-username').fill(username);
  await page.waitForURL((url) => url.searchParams.get('q') === username);
  await page.waitForLoadState('networkidle').catch(() => null);
}

/** Opens "Give contract" and fills the agent and kind. */
async function openGive(page: Page, username: string, kind: string): Promise<Locator> {
  await page.getByTestId('contract-give').click();
  const dialog = page.getByTestId('give-dialog');
  await dialog.getByTestId('give-username').fill(username);
  await dialog.getByTestId('give-kind').selectOption(kind);
  return dialog;
}

async function fillTier(dialog: Locator, index: number, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values))
    await dialog.getByTestId(`give-terms-tier-${index}-${field}`).fill(value);
}

describe('back office: agents', () => {
  it("when admin opens Agents, then demo_agent's contracts from the house are listed and one reads in full", async () => {
    const { context, page } = await adminPage();
    await page.goto('/bo/');
    await page.getByTestId('nav-agents').filter({ visible: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor();
    await searchContracts(page, 'demo_agent');
    // The house pays demo_agent a daily wage and a monthly dividend (the seed); staff gave them.
    const dividend = rowWith(page, 'demo_agent', 'Dividend', 'House');
    await dividend.first().waitFor();
    await rowWith(page, 'demo_agent', 'Daily wage', 'House').first().waitFor();
    expect(await dividend.first().textContent()).toContain('given by admin');
    expect(await dividend.first().textContent()).toContain('Monthly · 3 tiers · 20.00–40.00%');
    // The search matches the payer too: what demo_agent gave demo_subagent.
    await rowWith(page, 'demo_subagent').first().waitFor();
    await shot(page, 'contracts-dark');

    // The contract's name opens it in full.
    await dividend.first().getByRole('button', { name: 'Dividend (Details)' }).click();
    const detail = page.getByTestId('contract-detail');
    await detail.getByTestId('terms-table').waitFor();
    expect(await detail.getByTestId('terms-table').locator('tbody tr').count()).toBe(3);
    expect(await detail.textContent()).toContain('40.00%');
    expect(await detail.textContent()).toContain('Monthly');
    await shot(page, 'detail-dark');
    await context.close();
  });

  it('when admin gives a fresh top agent a daily wage, then the editor refuses bad tiers and the contract is listed', async () => {
    const { context, page } = await adminPage();
    await page.goto('/bo/agents');
    const dialog = await openGive(page, pair.top.username, 'DAILY_WAGE');
    // Nothing typed: every field of the tier says what it wants once a submit is tried.
    await dialog.getByTestId('give-submit').click();
    await dialog.getByText('Enter an amount like 1000 or 1000.50.').first().waitFor();
    await fillTier(dialog, 0, { minBet: '1000', minActive: '1', rate: '1' });
    await dialog.getByTestId('give-terms-add-tier').click();
    // A higher tier paying less than the one before, and then more than the merchant allows (3.00 %).
    await fillTier(dialog, 1, { minBet: '10000', minActive: '3', rate: '0.5' });
    await dialog.getByText('Cannot be lower than the tier before.').waitFor();
    await fillTier(dialog, 1, { rate: '3.01' });
    await dialog.getByText('The highest rate allowed is 3.00%.').waitFor();
    await shot(page, 'give-problems-dark');
    await fillTier(dialog, 1, { rate: '1.5' });
    expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(0);
    await shot(page, 'give-dialog-dark');
    await dialog.getByTestId('give-submit').click();
    await dialog.waitFor({ state: 'detached' });
    // The list now shows the agent's contracts: active from the running day, paid by the house.
    const wage = rowWith(page, pair.top.username, 'Daily wage', 'Active');
    await wage.first().waitFor();
    expect(await wage.first().textContent()).toContain('2 tiers · 1.00–1.50%');
    expect(await wage.first().textContent()).toContain('given by admin');
    await context.close();
  });

  it("when admin gives that agent a lower daily wage, then it first asks to end the sub-agent's contract, and ends it once confirmed", async () => {
    subWageId = await offerAndAccept(pair, SUB_WAGE);
    const { context, page } = await adminPage();
    await page.goto(`/bo/agents?q=${pair.top.username}`);
    await rowWith(page, pair.sub.username, 'Daily wage', 'Active').first().waitFor();
    const dialog = await openGive(page, pair.top.username, 'DAILY_WAGE');
    await fillTier(dialog, 0, { minBet: '1000', minActive: '1', rate: '0.5' });
    await dialog.getByTestId('give-submit').click();
    const cascade = dialog.getByTestId('give-cascade');
    await cascade.waitFor();
    expect(await cascade.textContent()).toContain(
      `${pair.top.username} gave its downline 1 daily wage contract that pays more than these terms.`,
    );
    await shot(page, 'give-cascade-dark');
    await cascade.getByTestId('give-cascade-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    // The sub-agent's wage ends when the new one starts (the next day); the old one is replaced then too.
    await rowWith(page, pair.sub.username, 'Daily wage', 'Ending').first().waitFor();
    await rowWith(page, pair.top.username, 'Daily wage', 'Upcoming').first().waitFor();
    const sub = await contractRow(subWageId);
    expect(sub.end_reason).toBe('CASCADE');
    expect(sub.effective_until).not.toBeNull();
    await context.close();
  });

  it('when admin gives a dividend and terminates it with a reason, then it ends at once, unpaid, by staff', async () => {
    const { context, page } = await adminPage();
    await page.goto(`/bo/agents?q=${pair.top.username}`);
    const dialog = await openGive(page, pair.top.username, 'DIVIDEND');
    await dialog.getByTestId('give-terms-period').selectOption('WEEKLY');
    await fillTier(dialog, 0, { minBet: '1000', minLoss: '100', minActive: '1', rate: '10' });
    await dialog.getByTestId('give-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const dividend = rowWith(page, pair.top.username, 'Dividend', 'Active');
    await dividend.first().waitFor();
    const id = (await dividend.first().getAttribute('data-row')) ?? '';
    await dividend.first().getByTestId(`contract-terminate-${id}`).click();
    const terminate = page.getByTestId('terminate-dialog');
    await terminate.getByText('that period is not paid').waitFor();
    await terminate.getByTestId('terminate-reason').fill('no');
    await terminate.getByTestId('terminate-confirm').click();
    await terminate.getByText('Write 3 to 200 characters.').waitFor();
    await terminate.getByTestId('terminate-reason').fill('The agent left the programme');
    await shot(page, 'terminate-dark');
    await terminate.getByTestId('terminate-confirm').click();
    await terminate.waitFor({ state: 'detached' });
    // Gone from the live list; among all contracts it has ended.
    await expect.poll(() => rowWith(page, 'Dividend', pair.top.username).count()).toBe(0);
    await page.getByTestId('contracts-scope-all').click();
    await rowWith(page, pair.top.username, 'Dividend', 'Ended').first().waitFor();
    const row = await contractRow(id);
    expect(row.status).toBe('ACCEPTED');
    expect(row.end_reason).toBe('STAFF');
    await context.close();
  });

  it("when a held payment's payer lacks the money, then finance is told so; once the payer has it, finance releases it", async () => {
    await addHeldLine(subWageId, 1234n);
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(page, 'finance');
    await page.goto('/bo/agents?tab=held');
    const line = page
      .getByTestId('held-table')
      .locator('tbody tr[data-row]')
      .filter({ hasText: pair.sub.username });
    await line.waitFor();
    expect(await line.textContent()).toContain('12.34');
    expect(await page.getByTestId('held-total').textContent()).toMatch(/\d/);
    await shot(page, 'held-waiting-dark');
    await line.getByRole('button', { name: 'Release' }).click();
    const release = page.getByTestId('release-dialog');
    await release.getByTestId('release-confirm').click();
    await release.getByText('The payer still has not the money for this payment; it stays held.').waitFor();
    await shot(page, 'release-short-dark');
    await release.getByRole('button', { name: 'Cancel' }).click();

    await creditMain(pair.top.id, 5_000n);
    await line.getByRole('button', { name: 'Release' }).click();
    await release.getByTestId('release-confirm').click();
    await release.waitFor({ state: 'detached' });
    await line.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Paid' }).click();
    await line.waitFor();

    // Finance releases money but neither gives nor ends contracts, and reads the limits only.
    await page.goto('/bo/agents');
    await page
      .getByTestId('contracts-table')
      .or(page.getByText('No contracts match these filters.'))
      .waitFor();
    expect(await page.getByTestId('contract-give').count()).toBe(0);
    expect(await page.locator('[data-testid^="contract-terminate-"]').count()).toBe(0);
    await page.goto('/bo/agents?tab=settings');
    await page.getByText('Your role can read these limits; an admin changes them.').waitFor();
    expect(await page.getByTestId('agent-transfer-maxAmount').isDisabled()).toBe(true);
    expect(await page.getByTestId('agent-settings-save').count()).toBe(0);
    await context.close();
  });

  it('when a run has held lines, then finance releases the run: its payments go out uplines first, and admin can hold a kind', async () => {
    await addHeldLine(subWageId, 777n, 2);
    await creditMain(pair.top.id, 1_000n);
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(page, 'finance');
    await page.goto('/bo/agents?tab=runs&held=true&kind=DAILY_WAGE');
    const run = page.getByTestId('runs-table').locator('tbody tr[data-row]').first();
    await run.waitFor();
    expect(await run.textContent()).toContain('7.77');
    // Finance reads the holds; only an admin changes them.
    expect(await page.getByTestId('hold-DAILY_WAGE').isDisabled()).toBe(true);
    await shot(page, 'runs-held-dark');
    await run.getByTestId('release-run-DAILY_WAGE').click();
    const dialog = page.getByTestId('release-run-dialog');
    await dialog.getByTestId('release-run-confirm').click();
    await expect.poll(() => dialog.getByTestId('release-run-result').textContent()).toContain('1 paid (');
    await shot(page, 'runs-released-dark');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('No settlement runs match these filters.').waitFor();
    // A run's lines open in the lines tab, filtered to it.
    await page.goto('/bo/agents?tab=runs&kind=DAILY_WAGE');
    await page.getByTestId('runs-table').locator('tbody tr[data-row]').first().getByRole('link').click();
    await page.getByTestId('run-chip').waitFor();
    await page.getByTestId('held-table').waitFor();
    await context.close();

    const admin = await adminPage();
    await admin.page.goto('/bo/agents?tab=runs');
    const hold = admin.page.getByTestId('hold-DAILY_WAGE');
    await hold.click();
    await expect.poll(() => hold.getAttribute('aria-checked')).toBe('true');
    await admin.page.getByText('On hold: lines wait for release').waitFor();
    await shot(admin.page, 'runs-hold-on-dark');
    await hold.click();
    await expect.poll(() => hold.getAttribute('aria-checked')).toBe('false');
    await admin.context.close();
  });

  it('when admin changes agent limits in settings, then they are saved and shown after a reload', async () => {
    const { context, page } = await adminPage();
    await page.goto('/bo/agents?tab=settings');
    const daily = page.getByTestId('agent-transfer-dailyMaxAmount');
    const tiers = page.getByTestId('limit-HOURLY_SALARY-maxTiers');
    await daily.waitFor();
    const [dailyBefore, tiersBefore] = [await daily.inputValue(), await tiers.inputValue()];
    // The daily maximum may not fall below one transfer's maximum.
    await daily.fill('1');
    await page.getByText('Cannot be below the largest transfer.').waitFor();
    expect(await page.getByTestId('agent-settings-save').isDisabled()).toBe(true);
    await daily.fill('250000.50');
    await tiers.fill('7');
    await shot(page, 'settings-edited-dark');
    await page.getByTestId('agent-settings-save').click();
    await page.getByTestId('agent-settings-saved').waitFor();
    await page.reload();
    await expect.poll(() => daily.inputValue()).toBe('250000.50');
    expect(await tiers.inputValue()).toBe('7');
    // Back as they were: other specs use the demo merchant's limits.
    await daily.fill(dailyBefore);
    await tiers.fill(tiersBefore);
    await page.getByTestId('agent-settings-save').click();
    await page.getByTestId('agent-settings-saved').waitFor();
    await context.close();
  });

  for (const lang of ['th', 'ja'] as const) {
    it(`when the agents screens open in ${lang} at 1024 wide, then every word is translated and nothing overflows`, async () => {
      const { context, page } = await adminPage('light', 1024);
      await context.addInitScript((code) => localStorage.setItem('bo-lang', code), lang);
      await page.goto(`/bo/agents?q=${pair.top.username}&scope=all`);
      await rowWith(page, pair.top.username).first().waitFor();
      await shot(page, `contracts-${lang}`);
      await page.getByTestId('contract-give').click();
      const dialog = page.getByTestId('give-dialog');
      await dialog.getByTestId('give-kind').selectOption('DIVIDEND');
      await dialog.getByTestId('give-terms-add-tier').click();
      await dialog.getByTestId('give-submit').click();
      await shot(page, `give-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto('/bo/agents?tab=runs');
      await page.getByTestId('runs-table').waitFor();
      await shot(page, `runs-${lang}`);
      await page.goto('/bo/agents?tab=held&state=ALL');
      await page.getByTestId('held-table').waitFor();
      await shot(page, `held-${lang}`);
      await page.goto('/bo/agents?tab=settings');
      await page.getByTestId('limits-DAILY_WAGE').waitFor();
      await shot(page, `settings-${lang}`);
      await context.close();
    });
  }

  for (const theme of ['dark', 'light'] as const) {
    for (const width of WIDTHS) {
      it(`when every agents screen and dialog opens ${width} wide in the ${theme} theme, then it renders with no violation`, async () => {
        const { context, page } = await adminPage(theme, width);
        await page.goto(`/bo/agents?q=${pair.top.username}&scope=all`);
        await rowWith(page, pair.top.username).first().waitFor();
        await shot(page, `contracts-${theme}`);
        await rowWith(page, pair.top.username).first().locator('[data-testid^="contract-details-"]').click();
        await page.getByTestId('terms-table').waitFor();
        await shot(page, `detail-${theme}`);
        await page.keyboard.press('Escape');
        const upcoming = rowWith(page, pair.top.username, 'Upcoming').first();
        await upcoming.getByRole('button', { name: 'Terminate' }).click();
        await page.getByText('has not started yet: it ends now and never pays.').waitFor();
        await shot(page, `terminate-${theme}`);
        await page.keyboard.press('Escape');
        const dialog = await openGive(page, pair.top.username, 'DIVIDEND');
        await fillTier(dialog, 0, { minBet: '1000', minLoss: '100', minActive: '1', rate: '10' });
        await dialog.getByTestId('give-terms-add-tier').click();
        await fillTier(dialog, 1, { minBet: '500', minLoss: '100', minActive: '1', rate: '5' });
        await dialog.getByTestId('give-submit').click();
        await dialog.getByText('Cannot be lower than the tier before.').waitFor();
        await shot(page, `give-dividend-${theme}`);
        await dialog.getByTestId('give-kind').selectOption('DAILY_WAGE');
        await dialog.getByText('A fixed amount', { exact: true }).click();
        await dialog.getByTestId('give-terms-tier-0-amount').waitFor();
        await shot(page, `give-fixed-wage-${theme}`);
        await page.keyboard.press('Escape');
        await page.goto('/bo/agents?tab=runs');
        await page.getByTestId('runs-table').waitFor();
        await shot(page, `runs-${theme}`);
        await page.goto('/bo/agents?tab=held&state=ALL');
        await page.getByTestId('held-table').waitFor();
        await shot(page, `held-${theme}`);
        await page.goto('/bo/agents?tab=settings');
        await page.getByTestId('limits-DAILY_WAGE').waitFor();
        await shot(page, `settings-${theme}`);
        await context.close();
      });
    }
  }
});
