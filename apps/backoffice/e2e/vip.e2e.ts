import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { insertMember } from '../../server/src/modules/member/member.repository.ts';
import { demoMerchantId, withDatabase } from '../../web/e2e/support/database.ts';
import { checkedShot, SHOTS, staffBrowser, tableRow } from './support/staff-pages.ts';

/**
 * VIP ranks in the back office (issue 14 §6, decision 057), in a real browser against the real server: admin reads
 * the seeded ladder, is told a new rank's thresholds must rise, adds one, edits it and removes it again (other specs
 * read the seeded ladder); finance reads the ladder without edit buttons; support looks up demo_player (Silver, from
 * the seeded month, by the upgrade job) and sets a fresh player's rank with a reason, which the history shows as
 * set by staff; support writes a message to a VIP rank and above. 1440×900 and 390×844, dark and light: screenshots,
 * no raw keys, no sideways scroll, axe.
 */
const LEGEND = `Legend ${Date.now() % 100_000}`;

const staff = staffBrowser(['admin', 'finance', 'support'] as const);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await staff.start();
});
afterAll(() => staff.stop());

const openAs = staff.open;

/** Screenshot with `part` in view, then the checks every screen gets (usernames — demo_player, vip_… — are data). */
const shot = (page: Page, part: Locator, name: string) =>
  checkedShot(page, part, {
    file: `bo-vip-${name}`,
    label: `vip ${name}`,
    isData: (text) => /^demo_|^vip_/.test(text),
  });

const rowOf = tableRow;

/** A fresh player (as the messages spec makes one), so setting its rank touches no other spec's member. */
async function freshPlayer(): Promise<string> {
  const username = `vip_${Date.now() % 1_000_000}`;
  const passwordHash = await hashPassword('Passw0rd1');
  await withDatabase(async (db) =>
    insertMember(db, {
      merchant_id: await demoMerchantId(db),
      username,
      password_hash: passwordHash,
      register_method: 'SEED',
    }),
  );
  return username;
}

describe('back office: VIP ranks', () => {
  it('when admin adds a rank out of order, then the field says why; a rising one is added, edited and removed', async () => {
    const { context, page } = await openAs('admin', 'desktop', 'dark', '/bo/vip');
    const ranks = page.getByTestId('ranks-table');
    await expect.poll(() => ranks.locator('tr[data-row]').count()).toBe(7);
    expect(await rowOf(page, 'ranks-table', 'Diamond').first().textContent()).toContain('VIP line');
    await shot(page, ranks, 'ladder-dark');

    await page.getByTestId('add-rank').click();
    const editor = page.getByTestId('rank-editor');
    await editor.waitFor();
    await editor.getByTestId('localized-default').getByTestId('field-names-en').fill(LEGEND);
    await editor.getByTestId('rank-deposit').fill('1000');
    await editor.getByTestId('rank-validBet').fill('5000');
    await editor.getByTestId('rank-multiplier').fill('2.5');
    await editor.getByTestId('editor-save').click();
    await editor
      .getByText('Must not be below the rank under it nor above the rank over it.')
      .first()
      .waitFor();
    await editor.getByTestId('rank-deposit').fill('5000000');
    await editor.getByTestId('rank-validBet').fill('30000000');
    await editor.getByTestId('rank-birthdayBonus').fill('18888');
    await editor.getByTestId('rank-serviceLine').fill('Legend desk, 24/7');
    await shot(page, editor, 'editor-dark');
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'hidden' });
    const legend = rowOf(page, 'ranks-table', LEGEND);
    await legend.waitFor();
    expect(await legend.textContent()).toContain('×2.50');
    await context.close();

    const phone = await openAs('admin', 'phone', 'light', '/bo/vip');
    const card = rowOf(phone.page, 'ranks-table', LEGEND);
    await card.waitFor();
    await card.getByTestId('edit-rank').click();
    const phoneEditor = phone.page.getByTestId('rank-editor');
    await phoneEditor.waitFor();
    await phoneEditor.getByTestId('rank-multiplier').fill('3');
    await shot(phone.page, phoneEditor.getByTestId('rank-multiplier'), 'editor-light');
    await phoneEditor.getByTestId('editor-save').click();
    await phoneEditor.waitFor({ state: 'hidden' });
    await expect.poll(() => card.textContent()).toContain('×3.00');
    await shot(phone.page, card, 'ladder-light');
    // Nobody holds it and it is the top: it can go (and must, other specs read the seeded ladder).
    phone.page.once('dialog', (dialog) => dialog.accept());
    await card.getByTestId('delete-rank').click();
    await expect.poll(() => card.count()).toBe(0);
    await phone.context.close();
  });

  it('when finance opens the ladder, then it reads ranks and rules without editing them (phone dark, desktop light)', async () => {
    const phone = await openAs('finance', 'phone', 'dark', '/bo/vip');
    await rowOf(phone.page, 'ranks-table', 'Crown').waitFor();
    expect(await phone.page.getByTestId('add-rank').count()).toBe(0);
    expect(await phone.page.getByTestId('edit-rank').count()).toBe(0);
    expect(await phone.page.getByTestId('vip-window-days').isDisabled()).toBe(true);
    await shot(phone.page, phone.page.getByTestId('vip-window-days'), 'settings-dark');
    await phone.context.close();
    const desktop = await openAs('finance', 'desktop', 'light', '/bo/vip');
    await rowOf(desktop.page, 'ranks-table', 'Crown').waitFor();
    await shot(desktop.page, desktop.page.getByTestId('ranks-table'), 'ladder-finance-light');
    await desktop.context.close();
  });

  it("when support looks a player up and sets a fresh player's rank, then the history shows it set by staff", async () => {
    const { context, page } = await openAs(
      'support',
      'desktop',
      'light',
      '/bo/vip?tab=players&player=demo_player',
    );
    await expect.poll(() => page.getByTestId('vip-member-rank').textContent()).toContain('Silver');
    expect(await rowOf(page, 'vip-history', 'Upgrade').count()).toBeGreaterThanOrEqual(1);
    await shot(page, page.getByTestId('vip-member'), 'player-light');

    const username = await freshPlayer();
    await page.getByTestId('vip-member-search').fill(username);
    await page.getByTestId('vip-member-search').press('Enter');
    await expect.poll(() => page.getByTestId('vip-member-rank').textContent()).toBe('No rank');
    await page.getByTestId('set-rank').click();
    const dialog = page.getByTestId('set-rank-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('set-rank-level').selectOption('3');
    expect(await dialog.getByTestId('set-rank-confirm').isDisabled()).toBe(true);
    await dialog.getByTestId('set-rank-reason').fill('High roller moving from a partner brand');
    await shot(page, dialog, 'set-rank-light');
    await dialog.getByTestId('set-rank-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('vip-member-rank').textContent()).toContain('Gold');
    const row = rowOf(page, 'vip-history', 'Set by staff');
    await row.waitFor();
    expect(await row.textContent()).toContain('support');
    expect(await row.textContent()).toContain('High roller moving from a partner brand');
    await context.close();

    const phone = await openAs('support', 'phone', 'dark', `/bo/vip?tab=players&player=${username}`);
    await rowOf(phone.page, 'vip-history', 'Set by staff').waitFor();
    await shot(phone.page, phone.page.getByTestId('vip-member'), 'player-dark');
    await phone.context.close();
  });

  it('when support writes to Gold and above, then the composer counts who it reaches', async () => {
    const { context, page } = await openAs('support', 'desktop', 'dark', '/bo/messages');
    await page.getByTestId('compose-message').click();
    const composer = page.getByTestId('message-composer');
    await composer.waitFor();
    await composer.getByTestId('message-audience').selectOption('VIP_RANK');
    await composer.getByText('Pick a rank to see who it reaches.').waitFor();
    await composer.getByTestId('message-rank').selectOption('3');
    await expect
      .poll(() => composer.getByTestId('message-audience-size').textContent())
      .toMatch(/Reaches \d+/);
    await shot(page, composer.getByTestId('message-rank'), 'message-rank-dark');
    await context.close();
  });
});
