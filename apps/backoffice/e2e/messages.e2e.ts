import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import { horizontalOverflow } from '../../web/e2e/support/page-checks.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * Issue 14 §4 and §6 in the back office (decision 055): support composes — a wrong username and a time in the past
 * are refused with their reasons, an agent's team shows its size before sending — schedules a message and cancels
 * it; finance reads the list but cannot compose. Desktop and phone, dark and light.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
}

describe('messages in the back office', () => {
  it('when support composes, schedules and cancels, then bad input is explained and the list follows', async () => {
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await signInToBackOffice(page, 'support');
    await page.getByTestId('nav-messages').click();
    await expect.poll(() => page.getByTestId('message-row').count()).toBeGreaterThanOrEqual(3);
    // The seed's: a scheduled one waits, the promotion news went to everyone.
    expect(
      await page.getByTestId('message-row').filter({ hasText: 'Lottery week starts today' }).textContent(),
    ).toContain('Scheduled');
    await shot(page, 'bo-messages-dark', 'desktop');
    await expectAccessible(page, 'messages list (desktop dark)');

    await page.getByTestId('compose-message').click();
    const composer = page.getByTestId('message-composer');
    await composer.waitFor();
    await composer.getByTestId('message-audience').selectOption('AGENT_TEAM');
    await composer.getByTestId('message-username').fill('demo_agent');
    await expect
      .poll(() => composer.getByTestId('message-audience-size').textContent())
      .toMatch(/Reaches \d+ members/);
    await composer.getByTestId('message-username').fill('demo_player');
    await expect.poll(() => composer.textContent()).toContain('This player is not an agent');
    await composer.getByTestId('message-audience').selectOption('EVERYONE');
    // Nothing written yet: every problem named at once, nothing sent.
    await composer.getByTestId('message-send').click();
    await composer.getByRole('alert').first().waitFor();
    const texts = composer.getByTestId('localized-default');
    await texts.getByTestId('field-title-en').fill('Server maintenance on Sunday');
    await texts
      .getByTestId('field-bodyHtml-en')
      .fill(
        '<p>The site pauses on <strong>Sunday 02:00–03:00</strong>. Your balance is safe.</p><script>x()</script>',
      );
    await composer.getByTestId('message-when-later').click();
    await composer.getByTestId('message-send-at').fill('2020-01-01T10:00');
    await composer.getByTestId('message-send').click();
    await expect.poll(() => composer.textContent()).toContain('Choose a time in the future');
    await shot(page, 'bo-message-composer-dark', 'desktop');
    await expectAccessible(page, 'message composer (desktop dark)');
    const later = new Date(Date.now() + 3 * 86_400_000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T10:00`;
    await composer.getByTestId('message-send-at').fill(local);
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/bo/api/messages') && res.request().method() === 'POST',
    );
    await composer.getByTestId('message-send').click();
    expect((await (await saved).json()).value.status).toBe('SCHEDULED');
    await composer.waitFor({ state: 'hidden' });

    const row = page.getByTestId('message-row').filter({ hasText: 'Server maintenance on Sunday' });
    expect(await row.getAttribute('data-status')).toBe('SCHEDULED');
    await row.getByTestId('cancel-message').click();
    await page.getByTestId('cancel-message-dialog').waitFor();
    await expectAccessible(page, 'cancel message dialog');
    await page.getByTestId('confirm-cancel-message').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('CANCELLED');
    expect(await row.getByTestId('cancel-message').count()).toBe(0);
    await context.close();
  }, 180_000);

  it('when finance opens messages, then the list shows and there is no composer', async () => {
    const { context, page } = await newPage(browser, 'desktop', { theme: 'light' });
    await signInToBackOffice(page, 'finance');
    await page.goto('/bo/messages');
    await page.getByTestId('message-row').first().waitFor();
    expect(await page.getByTestId('compose-message').count()).toBe(0);
    expect(await page.getByTestId('cancel-message').count()).toBe(0);
    await shot(page, 'bo-messages-light', 'desktop');
    await expectAccessible(page, 'messages list (desktop light)');
    await context.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`when support uses messages on a phone (${theme}), then the list and the composer fit`, async () => {
      // Signed in on a wide screen (the staff name shows in the side bar), then turned into a phone.
      const { context, page } = await newPage(browser, 'desktop', { theme });
      await signInToBackOffice(page, 'support');
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/bo/messages');
      await page.getByTestId('message-row').first().waitFor();
      await shot(page, `bo-messages-${theme}`, 'phone');
      await expectAccessible(page, `messages list (phone ${theme})`);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByTestId('compose-message').click();
      await page.getByTestId('message-composer').waitFor();
      await page.getByTestId('message-audience').selectOption('MEMBER');
      await page.getByTestId('message-username').fill('demo_player');
      await expect.poll(() => page.getByTestId('message-audience-size').textContent()).toContain('1');
      await shot(page, `bo-message-composer-${theme}`, 'phone');
      await expectAccessible(page, `message composer (phone ${theme})`);
      await context.close();
    }, 120_000);
  }
});
