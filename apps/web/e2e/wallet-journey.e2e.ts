import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from '../../backoffice/e2e/support/staff-sign-in.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from './support/browser.ts';
import {
  dismissNotice,
  expectLoggedIn,
  headerBalance,
  loginWithPassword,
  newPlayerIdentity,
  openEntry,
  registerByUsername,
} from './support/player.ts';

/**
 * Issue 3's journey, end to end, as the people involved would do it: a new player registers, deposits
 * through the sandbox gateway (the header balance moves live), moves money to a vendor wallet and
 * back, withdraws; finance approves and pays it in the back office; the player confirms receipt; the
 * account record reconciles line by line. Then a second withdrawal is paid in part, the player says it
 * did not arrive and uploads a proof, and finance looks at the proof and refunds it.
 */
const PLAYER = newPlayerIdentity('wj');
const REAL_NAME = 'Maria Santos Reyes';
const WITHDRAW_PASSWORD = 'Draw2468';
let browser: Browser;
let player: { context: BrowserContext; page: Page };
let finance: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  player = await newPage(browser, 'desktop');
  finance = await newPage(browser, 'desktop');
});
afterAll(async () => {
  await browser?.close();
});

/** A real PNG (solid colour) for the "not received" proof: the server checks the bytes, the console shows it. */
function pngImage(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Finance opens the withdrawals queue filtered to this player, all statuses. */
async function openWithdrawals(page: Page): Promise<void> {
  await page.goto(`/bo/payments?kind=withdrawals&status=&player=${PLAYER.username}`);
  await page.locator('[data-testid=withdrawal-queue] tbody tr').first().waitFor();
}

async function financeActs(page: Page, action: string, fill?: { reason?: string; amount?: string }) {
  const row = page.locator('[data-testid=withdrawal-queue] tbody tr').first();
  await row.getByRole('button', { name: action }).click();
  const dialog = page.getByTestId('payment-action');
  await dialog.waitFor();
  if (fill?.amount) await dialog.getByLabel('Amount paid').fill(fill.amount);
  if (fill?.reason) await dialog.getByLabel('Reason (the player sees it)').fill(fill.reason);
  return dialog;
}

async function confirmAction(page: Page): Promise<void> {
  await page.getByTestId('payment-action-confirm').click();
  await page.getByTestId('payment-action').waitFor({ state: 'hidden' });
}

async function withdraw(page: Page, amount: string): Promise<void> {
  if (!(await page.getByTestId('member-centre').isVisible()))
    await page.getByTestId('header-deposit').click();
  await openEntry(page, 'desktop', 'withdraw');
  await page.getByTestId('wpw-new').or(page.getByTestId('withdraw-amount')).first().waitFor();
  if (await page.getByTestId('wpw-new').isVisible()) {
    await page.getByTestId('wpw-new').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('wpw-confirm').fill(WITHDRAW_PASSWORD);
    await page.getByTestId('wpw-submit').click();
  }
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  // The server checks the withdrawal password (a memory-hard hash): more than the poll's default second when busy.
  await expect
    .poll(() => page.getByTestId('withdrawal-status').first().textContent(), { timeout: 10_000 })
    .toBe('Pending');
}

/** The player's withdrawal list, freshly loaded. */
async function playerWithdrawals(page: Page): Promise<void> {
  await page.reload();
  await page.getByTestId('header-member').waitFor();
  await dismissNotice(page, 800);
  await page.getByTestId('header-deposit').click();
  await openEntry(page, 'desktop', 'withdraw');
  await page.getByTestId('withdrawal-row').first().waitFor();
}

type TLine = { wallet: string; amount: number; balance: number };
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Every line of the account record, oldest first (the record shows newest first, 10 per page). */
async function accountRecord(page: Page): Promise<TLine[]> {
  await openEntry(page, 'desktop', 'transactionHistory');
  await page.getByTestId('history-lines').waitFor();
  const lines = page.getByTestId('history-line');
  const out: TLine[] = [];
  for (let i = 0; i < (await lines.count()); i++) {
    const line = lines.nth(i);
    out.push({
      wallet: (await line.getAttribute('data-wallet')) ?? '',
      amount: money(await line.getByTestId('history-amount').textContent()),
      balance: money(await line.getByTestId('history-balance').textContent()),
    });
  }
  return out.reverse();
}

/** Each wallet's lines chain: balance after = previous balance after + amount, from zero (a new player). */
function expectReconciles(lines: TLine[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const line of lines) {
    const before = balances.get(line.wallet) ?? 0;
    expect(line.balance, `${line.wallet} ${line.amount}`).toBeCloseTo(before + line.amount, 2);
    balances.set(line.wallet, line.balance);
  }
  return balances;
}

/** The same signed-in staff member on a phone (a copy of the session; a second TOTP sign-in would be a replay). */
async function financeOnPhone(path: string, name: string, ready: string): Promise<void> {
  const phone = await browser.newContext({
    viewport: VIEWPORTS.phone,
    storageState: await finance.context.storageState(),
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto(new URL(path, finance.page.url()).toString());
  await page.locator(ready).first().waitFor();
  await screenshot(page, name, 'phone');
  await expectAccessible(page, name);
  await phone.close();
}

describe('wallet journey (issue 3)', () => {
  it('when a new player deposits, transfers, withdraws and finance pays, then the record reconciles', async () => {
    const { page } = player;
    await page.goto('/index');
    await page.getByTestId('header-visitor').waitFor();
    await dismissNotice(page);
    await registerByUsername(page, PLAYER);
    expect(await headerBalance(page)).toBe(0);

    // The payee of every withdrawal is the real name: set once in the profile, then a bank account.
    await page.getByTestId('header-security').click();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByTestId('profile-realName').fill(REAL_NAME);
    await page.getByTestId('profile-save').click();
    await expect.poll(() => page.getByTestId('profile-real-name').textContent()).toContain(REAL_NAME);
    await page.getByRole('tab', { name: 'Bank accounts' }).click();
    await page.getByTestId('bank-add-open').click();
    await page.getByTestId('bank-name').selectOption({ index: 1 });
    await page.getByTestId('bank-number').fill('004455667788');
    await page.getByTestId('bank-add-submit').click();
    await page.getByTestId('bank-card').first().waitFor();
    await page.getByTestId('centre-close').click();

    // Deposit 1,000 through the sandbox gateway; the header follows the balance event, no reload.
    await page.getByTestId('header-deposit').click();
    await page
      .locator('[data-testid^="deposit-channel-"]', { hasText: /sandbox/i })
      .first()
      .click();
    await page.getByTestId('deposit-amount').fill('1000');
    const gatewayPromise = player.context.waitForEvent('page');
    await page.getByTestId('deposit-submit').click();
    const gateway = await gatewayPromise;
    await gateway.waitForLoadState();
    await screenshot(gateway, 'journey-gateway', 'desktop');
    await expectAccessible(gateway, 'journey-gateway');
    await gateway.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(1000);
    await gateway.close();

    // 300 to a transfer-mode vendor wallet and all of it back.
    await openEntry(page, 'desktop', 'transferFund');
    const card = page.locator('[data-testid^="vendor-wallet-VENDOR:"]').first();
    await card.getByTestId('vendor-transfer-in').click();
    await page.getByTestId('transfer-amount').fill('300');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByTestId('vendor-wallet-balance').textContent()).toContain('300.00');
    await card.getByTestId('vendor-transfer-out').click();
    await page.getByTestId('transfer-all').click();
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByTestId('vendor-wallet-balance').textContent()).toContain('0.00');

    // Withdraw 400: held at once.
    await withdraw(page, '400');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(600);

    // Finance approves and pays it in full.
    await signInToBackOffice(finance.page, 'finance');
    await openWithdrawals(finance.page);
    await screenshot(finance.page, 'bo-payments-withdrawal-pending', 'desktop');
    await expectAccessible(finance.page, 'bo-payments-withdrawal-pending');
    await financeActs(finance.page, 'Approve');
    await confirmAction(finance.page);
    const paid = await financeActs(finance.page, 'Mark paid');
    expect(await paid.getByLabel('Amount paid').inputValue()).toBe('400.00');
    await screenshot(finance.page, 'bo-payments-mark-paid', 'desktop');
    await expectAccessible(finance.page, 'bo-payments-mark-paid');
    await confirmAction(finance.page);
    await expect
      .poll(() => finance.page.locator('[data-testid=withdrawal-queue] tbody tr').first().textContent())
      .toContain('Paid');

    // The player confirms it arrived.
    await playerWithdrawals(page);
    expect(await page.getByTestId('withdrawal-status').first().textContent()).toBe('Paid');
    await page.getByTestId('withdrawal-confirm-open').first().click();
    await screenshot(page, 'journey-confirm-receipt', 'desktop');
    await expectAccessible(page, 'journey-confirm-receipt');
    await page.getByTestId('confirm-received').click();
    await expect.poll(() => page.getByTestId('withdrawal-status').first().textContent()).toBe('Received');

    // The record: deposit, two transfers (two wallets each), withdrawal; every wallet chains exactly.
    const balances = expectReconciles(await accountRecord(page));
    expect(balances.get('MAIN')).toBe(600);
    expect([...balances.entries()].filter(([wallet]) => wallet !== 'MAIN').every(([, b]) => b === 0)).toBe(
      true,
    );
    expect(await headerBalance(page)).toBe(600);
    await screenshot(page, 'journey-record', 'desktop');
    await expectAccessible(page, 'journey-record');
  });

  it('when a partial payout is reported not received with a proof, then finance sees it and refunds', async () => {
    const { page } = player;
    await withdraw(page, '100');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(500);

    await openWithdrawals(finance.page);
    await financeActs(finance.page, 'Approve');
    await confirmAction(finance.page);
    await financeActs(finance.page, 'Mark paid', { amount: '60' });
    await confirmAction(finance.page);
    // The unpaid 40 comes back at once.
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(540);

    await playerWithdrawals(page);
    await page.getByTestId('withdrawal-confirm-open').first().click();
    await page.getByTestId('confirm-not-received').click();
    await page.getByTestId('not-received-form').waitFor();
    await page.getByTestId('proof-input').setInputFiles({
      name: 'bank-statement.png',
      mimeType: 'image/png',
      buffer: pngImage(320, 200, [64, 132, 220]),
    });
    await screenshot(page, 'journey-not-received', 'desktop');
    await expectAccessible(page, 'journey-not-received');
    await page.getByTestId('proof-submit').click();
    await expect
      .poll(() => page.getByTestId('withdrawal-status').first().textContent(), { timeout: 10_000 })
      .toBe('Not received');

    await openWithdrawals(finance.page);
    const row = finance.page.locator('[data-testid=withdrawal-queue] tbody tr').first();
    expect(await row.textContent()).toContain('Not received');
    await row.getByRole('button', { name: 'Proof' }).click();
    const viewer = finance.page.getByTestId('evidence-viewer');
    await expect
      .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(320);
    await screenshot(finance.page, 'bo-payments-proof', 'desktop');
    await expectAccessible(finance.page, 'bo-payments-proof');
    await finance.page.keyboard.press('Escape');
    await financeActs(finance.page, 'Refund', { reason: 'Bank confirmed the transfer bounced' });
    await confirmAction(finance.page);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(600);

    await financeOnPhone(
      `/bo/payments?kind=withdrawals&status=&player=${PLAYER.username}`,
      'bo-payments-withdrawals',
      '[data-testid=withdrawal-queue-cards] li',
    );
    await financeOnPhone('/bo/payments', 'bo-payments-deposits', 'h1');

    await playerWithdrawals(page);
    expect(await page.getByTestId('withdrawal-status').first().textContent()).toBe('Refunded');
    const balances = expectReconciles(await accountRecord(page));
    expect(balances.get('MAIN')).toBe(600);
  });

  it('when the player screens of the journey are opened on a phone, then they render', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto('/index');
    await page.getByTestId('header-visitor').waitFor();
    await dismissNotice(page);
    await loginWithPassword(page, PLAYER.username, PLAYER.password);
    await expectLoggedIn(page);
    await page.getByTestId('header-deposit').click();
    for (const entry of ['withdraw', 'transactionHistory'] as const) {
      await openEntry(page, 'phone', entry);
      await screenshot(page, `journey-${entry}`, 'phone');
      await expectAccessible(page, `journey-${entry}`);
    }
    await context.close();
  });
});
