import { mkdirSync } from 'node:fs';
import { BO_POINTS_PATHS } from '@tala/contract/backoffice/points';
import { POINTS_PATHS } from '@tala/contract/loyalty/points';
import { formatMoneyAmount } from '@tala/contract/money';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../../web/e2e/support/browser.ts';
import { checkedShot, playerSessionToken, SHOTS, staffBrowser, tableRow } from './support/staff-pages.ts';

/**
 * Points in the back office (issue 14 §1 and §6, decision 054), in a real browser against the real server: admin adds
 * a physical reward and changes its stock and reads the rates; finance gives demo_player 500.00 points and sees the
 * new balance; the player redeems the new reward twice through the player API; finance approves one redemption and
 * rejects the other with a reason; support reads the queue without decision buttons and with the delivery masked.
 * Each screen at 1440×900 and 390×844, dark and light: screenshots, no raw keys, no sideways scroll, axe.
 */
const PLAYER = { username: 'demo_player' };
/** The member-centre spec sets the same one for demo_player: whichever runs first sets it. */
const WITHDRAW_PASSWORD = 'Draw2468';
const REWARD_NAME = `E2E mug ${Date.now() % 100_000}`;
const ADDRESS = 'Unit 12, 88 Ayala Avenue, Makati City';

const staff = staffBrowser(['admin', 'finance', 'support'] as const);
let rewardId = '';
/** demo_player's session token, opened once (the player's part here is two calls of the player API). */
let playerToken: string | null = null;
async function playerSession(): Promise<string> {
  playerToken ??= await playerSessionToken(PLAYER.username, 'points.e2e');
  return playerToken;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await staff.start();
});
afterAll(() => staff.stop());

const openAs = staff.open;

/** Screenshot with `part` in view, then the checks every screen gets (usernames are data, not untranslated text). */
const shot = (page: Page, part: Locator, name: string) =>
  checkedShot(page, part, {
    file: `bo-points-${name}`,
    label: `points ${name}`,
    isData: (text) => text === PLAYER.username,
  });

const rowOf = tableRow;

/** A POST of the player API as demo_player, answering the envelope. */
async function playerPost(
  path: string,
  body: unknown,
): Promise<{ success: boolean; code: string; value: unknown }> {
  const res = await fetch(new URL(path, baseUrl()), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await playerSession()}`,
      Merchant: 'TALA',
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: string; value: unknown };
}

describe('back office: points', () => {
  it('when admin adds a physical reward and changes its stock, then the list shows it (desktop dark, phone light)', async () => {
    const { context, page } = await openAs('admin', 'desktop', 'dark', '/bo/points');
    const rewards = page.getByTestId('rewards-table');
    await expect.poll(() => rewards.locator('tr[data-row]').count()).toBeGreaterThanOrEqual(6);
    // The seeded cash reward is unlimited: its stock reads as ∞.
    expect(await rowOf(page, 'rewards-table', 'P10 cash').textContent()).toContain('∞');
    await shot(page, rewards, 'rewards-dark');

    await page.getByTestId('add-reward').click();
    const editor = page.getByTestId('reward-editor');
    await editor.waitFor();
    await editor.getByTestId('localized-default').getByTestId('field-names-en').fill(REWARD_NAME);
    await editor
      .getByTestId('localized-default')
      .getByTestId('field-descriptions-en')
      .fill('A ceramic mug with the brand on it.');
    await editor.getByTestId('reward-points').fill('abc');
    await editor.getByTestId('editor-save').click();
    await editor.getByText('Enter the points, more than 0, with at most two decimals.').waitFor();
    await editor.getByTestId('reward-points').fill('100');
    // A fixed field loses its error as it is typed.
    expect(await editor.getByText('Enter the points, more than 0, with at most two decimals.').count()).toBe(
      0,
    );
    await editor.getByTestId('reward-stock-input').fill('5');
    await editor.locator('label', { has: page.getByTestId('reward-art-gift') }).click();
    expect(await editor.getByTestId('reward-preview').textContent()).toContain('100.00 points');
    await shot(page, editor, 'editor-dark');
    const saved = page.waitForResponse(
      (res) => res.url().endsWith(BO_POINTS_PATHS.rewards) && res.request().method() === 'POST',
    );
    await editor.getByTestId('editor-save').click();
    rewardId = (await (await saved).json()).value.id as string;
    await editor.waitFor({ state: 'hidden' });
    const row = rowOf(page, 'rewards-table', REWARD_NAME);
    await row.waitFor();
    expect(await row.textContent()).toContain('Physical item');
    expect(await row.getByTestId('reward-stock').textContent()).toBe('5');
    await context.close();

    const phone = await openAs('admin', 'phone', 'light', '/bo/points');
    const card = rowOf(phone.page, 'rewards-table', REWARD_NAME);
    await card.waitFor();
    await card.getByTestId('edit-reward').click();
    const phoneEditor = phone.page.getByTestId('reward-editor');
    await phoneEditor.waitFor();
    await phoneEditor.getByTestId('reward-stock-input').fill('8');
    await shot(phone.page, phoneEditor.getByTestId('reward-stock-input'), 'editor-light');
    await phoneEditor.getByTestId('editor-save').click();
    await phoneEditor.waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByTestId('reward-stock').textContent()).toBe('8');
    await shot(phone.page, card, 'rewards-light');
    await phone.context.close();
  });

  it('when admin reads the rates, then each category shows what a bet earns and saving keeps them (both widths)', async () => {
    const { context, page } = await openAs('admin', 'desktop', 'light', '/bo/points?tab=rates');
    const example = page.getByTestId('rates-example');
    await expect
      .poll(() => example.textContent())
      .toBe('A bet of PHP 100.00 on Live Casino earns 70.00 points.');
    expect(await page.getByTestId('rate-LIVE').inputValue()).toBe('0.70');
    await page.getByTestId('rate-LIVE').fill('0.8');
    await expect.poll(() => example.textContent()).toContain('earns 80.00 points');
    await page.getByTestId('rate-LIVE').fill('0.705');
    await page.getByText('Use a number like 0.70 (at most 1000.00).').waitFor();
    expect(await page.getByTestId('rates-save').isDisabled()).toBe(true);
    // Saved back as they were: other specs of this server read the seed's rates.
    await page.getByTestId('rate-LIVE').fill('0.70');
    await page.getByTestId('rates-save').click();
    await page.getByTestId('rates-saved').waitFor();
    await shot(page, example, 'rates-light');
    await context.close();

    const phone = await openAs('finance', 'phone', 'dark', '/bo/points?tab=rates');
    await phone.page.getByTestId('rates-example').waitFor();
    // Only admins change the rates.
    expect(await phone.page.getByTestId('rate-LIVE').isDisabled()).toBe(true);
    expect(await phone.page.getByTestId('rates-save').count()).toBe(0);
    await shot(phone.page, phone.page.getByTestId('rates-example'), 'rates-dark');
    await phone.context.close();
  });

  it('when finance gives demo_player 500.00 points, then the new balance shows (desktop dark, phone light)', async () => {
    const { context, page } = await openAs('finance', 'desktop', 'dark', '/bo/points?tab=adjust');
    // Finance may not edit the mall.
    await page.getByTestId('points-tab-rewards').click();
    await page.getByTestId('rewards-table').waitFor();
    expect(await page.getByTestId('add-reward').count()).toBe(0);
    expect(await page.getByTestId('edit-reward').count()).toBe(0);
    await page.getByTestId('points-tab-adjust').click();

    await page.getByTestId('adjust-points-username').fill(PLAYER.username);
    await page.getByTestId('adjust-points-amount').fill('0');
    await page.getByTestId('adjust-points-submit').click();
    await page.getByText('Enter a number other than 0, with at most two decimals.').waitFor();
    await page.getByTestId('adjust-points-amount').fill('+500');
    await page.getByTestId('adjust-points-reason').fill('Goodwill: delayed withdrawal last week');
    const answered = page.waitForResponse((res) => res.url().endsWith(BO_POINTS_PATHS.adjust));
    await page.getByTestId('adjust-points-submit').click();
    const answer = (await (await answered).json()).value as { balance: string };
    const balance = page.getByTestId('adjust-points-balance');
    await balance.waitFor();
    expect(Number(answer.balance)).toBeGreaterThanOrEqual(500);
    expect(await balance.textContent()).toBe(formatMoneyAmount(answer.balance));
    expect(await page.getByTestId('adjust-points-result').textContent()).toContain(
      '+500.00 points for demo_player',
    );
    await shot(page, page.getByTestId('adjust-points-result'), 'adjust-dark');

    // Taking away more than the player has is refused with the server's message.
    await page.getByTestId('adjust-points-username').fill(PLAYER.username);
    await page.getByTestId('adjust-points-amount').fill('-99999999');
    await page.getByTestId('adjust-points-reason').fill('Too much on purpose');
    await page.getByTestId('adjust-points-submit').click();
    await page.getByText('The player does not have that many points to take away.').waitFor();
    await context.close();

    const phone = await openAs('finance', 'phone', 'light', '/bo/points?tab=adjust');
    await phone.page.getByTestId('adjust-points-username').fill('nobody_at_all');
    await phone.page.getByTestId('adjust-points-amount').fill('10');
    await phone.page.getByTestId('adjust-points-reason').fill('Checking a name');
    await phone.page.getByTestId('adjust-points-submit').click();
    await phone.page.getByText('No member has this username.').waitFor();
    await shot(phone.page, phone.page.getByTestId('adjust-points-submit'), 'adjust-light');
    await phone.context.close();
  });

  it('when demo_player redeems the new reward twice, then finance approves one and rejects the other with a reason', async () => {
    expect(rewardId).not.toBe('');
    const set = await playerPost(SECURITY_PATHS.withdrawPassword, {
      password: WITHDRAW_PASSWORD,
      confirmPassword: WITHDRAW_PASSWORD,
    });
    if (!set.success) expect(set.code).toBe('SEC_WITHDRAW_PASSWORD_SET');
    const references: string[] = [];
    for (const remark of ['Leave it at reception', 'Blue one if you have it']) {
      const redeemed = await playerPost(POINTS_PATHS.redeem, {
        rewardId,
        quantity: 1,
        withdrawPassword: WITHDRAW_PASSWORD,
        receivingAddress: ADDRESS,
        mobile: '09171234567',
        remark,
        requestId: crypto.randomUUID().replace(/-/g, ''),
      });
      expect(redeemed, JSON.stringify(redeemed)).toMatchObject({ success: true });
      const { redemption } = redeemed.value as { redemption: { reference: string; status: string } };
      expect(redemption.status).toBe('IN_PROCESS');
      references.push(redemption.reference);
    }
    const [approved = '', rejected = ''] = references;

    const { context, page } = await openAs('finance', 'desktop', 'dark', '/bo/points?tab=redemptions');
    const first = rowOf(page, 'redemptions-table', approved);
    await first.waitFor();
    expect(await first.textContent()).toContain(ADDRESS);
    expect(await first.textContent()).toContain('09171234567');
    expect(await first.textContent()).toContain('In process');
    await shot(page, first, 'queue-dark');

    await first.getByTestId('redemption-approve').click();
    // Approved ones leave the default "in process" list.
    await expect.poll(() => first.count()).toBe(0);

    const second = rowOf(page, 'redemptions-table', rejected);
    await second.getByTestId('redemption-reject').click();
    const dialog = page.getByTestId('redemption-reject-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('redemption-reason').fill('x');
    expect(await dialog.getByTestId('redemption-reject-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('redemption-reason').fill('The address is outside our delivery area.');
    await shot(page, dialog, 'reject-dark');
    await dialog.getByTestId('redemption-reject-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => second.count()).toBe(0);

    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect.poll(() => rowOf(page, 'redemptions-table', approved).textContent()).toContain('Approved');
    const rejectedRow = rowOf(page, 'redemptions-table', rejected);
    expect(await rejectedRow.textContent()).toContain('Rejected');
    expect(await rejectedRow.textContent()).toContain('The address is outside our delivery area.');
    await context.close();

    // The stock: 8 − the approved one (the rejected one came back).
    const admin = await openAs('admin', 'desktop', 'dark', '/bo/points');
    const reward = rowOf(admin.page, 'rewards-table', REWARD_NAME);
    await expect.poll(() => reward.getByTestId('reward-stock').textContent()).toBe('7');
    await admin.context.close();

    // The decided ones on a phone, in the light theme.
    const phone = await openAs('finance', 'phone', 'light', '/bo/points?tab=redemptions');
    await phone.page.getByRole('tab', { name: 'All', exact: true }).click();
    const phoneRow = rowOf(phone.page, 'redemptions-table', rejected);
    await phoneRow.waitFor();
    await shot(phone.page, phoneRow, 'queue-light');
    await phone.context.close();
  });

  it('when a redemption is decided twice, then the second decision shows the server refusal', async () => {
    const redeemed = await playerPost(POINTS_PATHS.redeem, {
      rewardId,
      quantity: 1,
      withdrawPassword: WITHDRAW_PASSWORD,
      receivingAddress: ADDRESS,
      mobile: '09171234567',
      requestId: crypto.randomUUID().replace(/-/g, ''),
    });
    expect(redeemed, JSON.stringify(redeemed)).toMatchObject({ success: true });
    const { reference } = (redeemed.value as { redemption: { reference: string } }).redemption;

    // Two finance screens open on the same queue: the first approves, the second tries too.
    const a = await openAs('finance', 'desktop', 'dark', '/bo/points?tab=redemptions');
    const b = await openAs('finance', 'desktop', 'light', '/bo/points?tab=redemptions');
    await rowOf(a.page, 'redemptions-table', reference).getByTestId('redemption-approve').click();
    await expect.poll(() => rowOf(a.page, 'redemptions-table', reference).count()).toBe(0);
    await rowOf(b.page, 'redemptions-table', reference).getByTestId('redemption-approve').click();
    await b.page.getByText('This redemption was already decided.').waitFor();
    await shot(b.page, b.page.getByTestId('redemption-error'), 'refused-light');
    await a.context.close();
    await b.context.close();
  });

  it('when support reads the queue, then there are no decision buttons and the delivery is masked', async () => {
    const { context, page } = await openAs('support', 'desktop', 'light', '/bo/points?tab=redemptions');
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    const rows = page.locator('[data-testid="redemptions-table"] tr[data-row]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('redemption-approve').count()).toBe(0);
    expect(await page.getByTestId('redemption-reject').count()).toBe(0);
    const text = (await page.getByTestId('redemptions-table').textContent()) ?? '';
    expect(text).not.toContain(ADDRESS);
    expect(text).toContain('Unit •••');
    expect(text).not.toContain('09171234567');
    // Support does not adjust points either.
    expect(await page.getByTestId('points-tab-adjust').count()).toBe(0);
    await shot(page, page.getByTestId('redemptions-table'), 'support-light');
    await context.close();
  });
});
