import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from '../../backoffice/e2e/support/staff-sign-in.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { insertMember } from '../../server/src/modules/member/member.repository.ts';
import { composeMessage } from '../../server/src/modules/messages/messages-staff.service.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport } from './support/browser.ts';
import { demoMerchantId, withDatabase } from './support/database.ts';
import { horizontalOverflow } from './support/page-checks.ts';
import { newPlayerIdentity, openEntry, openLoggedIn } from './support/player.ts';

/**
 * Issue 14 §4 (decision 055) in real browsers: a player is on the site when support sends them a message from the
 * back office; the header badge rises without a reload, the player opens the inbox from the badge, reads the
 * message and the count drops; delete and "mark all as read" work; the inbox on desktop and phone, dark and light.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh player (as the back office's fixtures make one), so the inbox starts empty. */
async function freshPlayer(prefix: string) {
  const { username, password } = newPlayerIdentity(prefix);
  const passwordHash = await hashPassword(password);
  await withDatabase(async (db) =>
    insertMember(db, {
      merchant_id: await demoMerchantId(db),
      username,
      password_hash: passwordHash,
      register_method: 'SEED',
    }),
  );
  return { username, password };
}

/** Messages support writes straight through the composer's service (the back office's own path is tested above). */
async function sendAsSupport(username: string, titles: string[]): Promise<void> {
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    const staff = await db
      .selectFrom('staff')
      .select(['id', 'username'])
      .where('username', '=', 'support')
      .executeTakeFirstOrThrow();
    const actor = { merchantId, staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
    for (const title of titles) {
      await composeMessage(db, actor, {
        audience: 'MEMBER',
        username,
        title: { en: title },
        bodyHtml: { en: `<p>${title}: <strong>details</strong> inside.</p>` },
        sendAt: null,
      });
    }
  });
}

const badge = (page: Page) => page.getByTestId('header-messages-badge');
const badgeText = async (page: Page) =>
  (await badge(page).count()) > 0 ? await badge(page).textContent() : '';

describe('messages from the back office to a player on the site', () => {
  it('when support sends a message, then the badge rises live, the player reads it and the count drops', async () => {
    const player = await freshPlayer('inbx');
    const site = await openLoggedIn(browser, 'desktop', player, { theme: 'dark' });
    // The stream is open (first count pushed) before staff write: nothing may be missed or reloaded.
    await site.page.getByTestId('header-messages').waitFor();
    expect(await badgeText(site.page)).toBe('');
    await site.page.getByTestId('header-messages').click();
    await site.page.getByTestId('centre-entry-messageV2').waitFor();
    await site.page.getByText('No messages yet').waitFor();
    await screenshot(site.page, 'messages-empty', 'desktop');
    await expectAccessible(site.page, 'messages empty (desktop)');
    await site.page.getByTestId('centre-close').click();

    const staff = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(staff.page, 'support');
    await staff.page.goto('/bo/messages');
    await staff.page.getByTestId('compose-message').click();
    const composer = staff.page.getByTestId('message-composer');
    await composer.waitFor();
    await composer.getByTestId('message-audience').selectOption('MEMBER');
    await composer.getByTestId('message-username').fill(player.username);
    await expect.poll(() => composer.getByTestId('message-audience-size').textContent()).toContain('1');
    const texts = composer.getByTestId('localized-default');
    await texts.getByTestId('field-title-en').fill('Your VIP host says hello');
    await texts
      .getByTestId('field-bodyHtml-en')
      .fill('<p>Hi! I am <strong>Mia</strong>, your host. Reply any time through live chat.</p>');
    await composer.getByTestId('message-send').click();
    await composer.waitFor({ state: 'hidden' });
    await staff.page.getByTestId('message-row').filter({ hasText: 'Your VIP host says hello' }).waitFor();

    // No reload: the count arrives over the wallet event stream.
    await expect.poll(() => badgeText(site.page), { timeout: 15_000 }).toBe('1');
    await screenshot(site.page, 'messages-badge', 'desktop');
    await site.page.getByTestId('header-messages').click();
    await site.page.getByTestId('centre-entry-messageV2').waitFor();
    expect(await site.page.getByTestId('centre-menu-badge-messageV2').textContent()).toContain('1');
    const row = site.page.getByTestId('message-row').first();
    expect(await row.getAttribute('data-read')).toBe('false');
    await row.click();
    await site.page.getByTestId('message-reader').waitFor();
    expect(await site.page.getByTestId('message-title').textContent()).toBe('Your VIP host says hello');
    expect(await site.page.getByTestId('message-reader').textContent()).toContain('Mia');
    await expect.poll(() => badgeText(site.page)).toBe('');
    expect(await site.page.getByTestId('centre-menu-badge-messageV2').count()).toBe(0);
    await screenshot(site.page, 'messages-read', 'desktop');
    await expectAccessible(site.page, 'messages read (desktop)');

    // The back office counts the read.
    await staff.page.reload();
    const sentRow = staff.page.getByTestId('message-row').filter({ hasText: 'Your VIP host says hello' });
    await expect.poll(() => sentRow.getByTestId('message-read-count').textContent()).toContain('1 of 1');
    await staff.context.close();
    await site.context.close();
  }, 240_000);

  it('when a player marks all read and deletes one, then the list, the badge and the empty state follow', async () => {
    const player = await freshPlayer('inbx');
    await sendAsSupport(player.username, ['First news', 'Second news', 'Third news']);
    const site = await openLoggedIn(browser, 'desktop', player, { theme: 'light' });
    await expect.poll(() => badgeText(site.page)).toBe('3');
    await site.page.getByTestId('header-messages').click();
    await site.page.getByTestId('messages-list').waitFor();
    await screenshot(site.page, 'messages-inbox-light', 'desktop');
    await expectAccessible(site.page, 'messages inbox (desktop light)');
    await site.page.getByRole('tab', { name: /Unread/ }).click();
    await expect.poll(() => site.page.getByTestId('message-row').count()).toBe(3);
    await site.page.getByTestId('messages-read-all').click();
    await expect.poll(() => badgeText(site.page)).toBe('');
    await site.page.getByText("You're all caught up").first().waitFor();
    await site.page.getByRole('tab', { name: 'All' }).click();
    await expect.poll(() => site.page.getByTestId('message-row').count()).toBe(3);
    await site.page.getByTestId('message-row').filter({ hasText: 'Second news' }).click();
    await site.page.getByTestId('message-delete').click();
    await site.page.getByTestId('confirm-dialog').waitFor();
    await screenshot(site.page, 'messages-delete-light', 'desktop');
    await site.page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => site.page.getByTestId('message-row').count()).toBe(2);
    expect(await site.page.getByTestId('messages-list').textContent()).not.toContain('Second news');
    await site.context.close();
  }, 240_000);
});

describe('the inbox on every screen', () => {
  for (const viewport of ['desktop', 'phone'] as const satisfies readonly TViewport[]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`when demo_player reads the seeded inbox on ${viewport} (${theme}), then it fits and passes axe`, async () => {
        const site = await openLoggedIn(
          browser,
          viewport,
          { username: 'demo_player', password: 'Player123!' },
          { theme },
        );
        // The badge sits in the header on every screen size.
        await expect.poll(() => badgeText(site.page)).not.toBe('');
        await screenshot(site.page, `messages-header-${theme}`, viewport);
        expect(await horizontalOverflow(site.page)).toBe(0);
        await site.page.getByTestId('header-messages').click();
        await site.page.getByTestId('member-centre').waitFor();
        if (viewport === 'phone') await openEntry(site.page, viewport, 'messageV2');
        await site.page.getByTestId('messages-list').waitFor();
        const tag = `messages-inbox-${theme}`;
        await screenshot(site.page, tag, viewport);
        await expectAccessible(site.page, `${tag} (${viewport})`);
        expect(await horizontalOverflow(site.page)).toBe(0);
        // The system message of the seed's answered feedback, rendered from its template in the reader's language.
        await site.page.getByTestId('message-row').filter({ hasText: 'Your feedback was answered' }).click();
        await site.page.getByTestId('message-reader').waitFor();
        expect(await site.page.getByTestId('message-reader').textContent()).toContain(
          'Open Feedback in the member centre',
        );
        await screenshot(site.page, `messages-reader-${theme}`, viewport);
        await expectAccessible(site.page, `messages reader ${theme} (${viewport})`);
        expect(await horizontalOverflow(site.page)).toBe(0);
        if (viewport === 'phone') {
          await site.page.getByTestId('message-back').click();
          await site.page.getByTestId('messages-list').waitFor();
        }
        await site.context.close();
      }, 180_000);
    }
  }
});
