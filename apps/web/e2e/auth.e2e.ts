import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, readOutbox, screenshot, type TViewport } from './support/browser.ts';
import { dismissNotice, expectLoggedIn, loginWithPassword, sendCodeAndFill } from './support/player.ts';

/**
 * Login, registration, recovery, forced password change, free demo and the action gate, driven in a
 * real browser against the real server (seed 000 §3–§8). Screenshots land in e2e/screenshots/auth-*.
 */
const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
const userA = {
  username: `e2e${suffix}`.slice(0, 16),
  password: 'Passw0rd1',
  email: `e2e${suffix}@example.com`,
  mobile: `91${suffix}`.slice(0, 10).padEnd(10, '7'),
};
const userB = { mobile: `98${suffix}`.slice(0, 10).padEnd(10, '3'), password: 'Mobile123' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: TViewport = 'desktop', theme: 'dark' | 'light' = 'dark') {
  const { context, page } = await newPage(browser, viewport, { theme });
  await page.goto('/index');
  try {
    await page.getByTestId('header-visitor').waitFor();
  } catch (error) {
    await screenshot(page, 'auth-failed-open', viewport);
    throw error;
  }
  await dismissNotice(page);
  return { context, page };
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('header-avatar').click();
  await page.getByTestId('menu-sign-out').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Sign out' }).click();
  await page.getByTestId('header-visitor').waitFor();
  await dismissNotice(page, 800);
}

async function changeForcedPassword(page: Page, oldPassword: string, newPassword: string, shotName?: string) {
  const modal = page.getByTestId('change-pass-modal');
  await modal.waitFor({ timeout: 20_000 });
  await dismissNotice(page, 1000);
  await expect.poll(() => page.getByTestId('forced-notice').isVisible()).toBe(true);
  // Forced: Escape must not dismiss it.
  await page.keyboard.press('Escape');
  await expect.poll(() => modal.isVisible()).toBe(true);
  if (shotName) {
    await screenshot(page, shotName, 'desktop');
    await expectAccessible(page, shotName);
  }
  await page.getByTestId('old-password').fill(oldPassword);
  await page.getByTestId('new-password').fill(newPassword);
  await page.getByTestId('confirm-new-password').fill(newPassword);
  await page.getByTestId('change-pass-submit').click();
  await modal.waitFor({ state: 'hidden', timeout: 20_000 });
  // The member notices wait behind the forced change and show once it is done.
  await dismissNotice(page, 1500);
  await expectLoggedIn(page);
}

describe('auth flows', () => {
  it('when a visitor registers by username, then signs out and logs in again, then the header follows', async () => {
    const { context, page } = await open();
    await screenshot(page, 'auth-visitor-header', 'desktop');
    await expectAccessible(page, 'auth-visitor-header');
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-username-form').waitFor();
    await screenshot(page, 'auth-register', 'desktop');
    await expectAccessible(page, 'auth-register');
    await page.getByTestId('register-submit').click();
    await screenshot(page, 'auth-register-errors', 'desktop');
    await expectAccessible(page, 'auth-register-errors');
    await page.getByTestId('register-username').fill(userA.username);
    await page.getByTestId('mobile-input').fill(userA.mobile);
    await sendCodeAndFill(page, userA.mobile);
    await page.getByTestId('register-password').fill(userA.password);
    await page.getByTestId('register-confirm').fill('different1');
    await page.getByTestId('register-email').fill(userA.email);
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByText('Wrong confirmation input').isVisible()).toBe(true);
    await page.getByTestId('register-confirm').fill(userA.password);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    expect(await page.getByTestId('header-account-name').textContent()).toBe(userA.username);
    await expect
      .poll(() => page.locator('[data-testid=header-balance]:visible').textContent())
      .toMatch(/P\s[\d,]+\.\d{2}/);
    await screenshot(page, 'auth-logged-in', 'desktop');
    await expectAccessible(page, 'auth-logged-in');
    await page.getByTestId('header-avatar').click();
    await page.getByTestId('member-summary').waitFor();
    await screenshot(page, 'auth-member-menu', 'desktop');
    await expectAccessible(page, 'auth-member-menu');
    await page.getByTestId('menu-sign-out').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await screenshot(page, 'auth-logout-confirm', 'desktop');
    await expectAccessible(page, 'auth-logout-confirm');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('header-visitor').waitFor();
    await dismissNotice(page, 800);
    await loginWithPassword(page, userA.username, userA.password);
    await expectLoggedIn(page);
    await context.close();
  });

  it('when a visitor registers by mobile, then a login by SMS code works', async () => {
    const { context, page } = await open();
    await page.getByTestId('header-register').click();
    await page.getByTestId('tab-registerMobile').click();
    await page.getByTestId('register-mobile-form').waitFor();
    await page.getByTestId('mobile-input').fill(userB.mobile);
    await sendCodeAndFill(page, userB.mobile);
    await page.getByTestId('register-password').fill(userB.password);
    await page.getByTestId('register-confirm').fill(userB.password);
    await screenshot(page, 'auth-register-mobile', 'desktop');
    await expectAccessible(page, 'auth-register-mobile');
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    await signOut(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('tab-sms').click();
    await page.getByTestId('mobile-input').fill(userB.mobile);
    await sendCodeAndFill(page, userB.mobile);
    await screenshot(page, 'auth-login-sms', 'desktop');
    await expectAccessible(page, 'auth-login-sms');
    await page.getByTestId('login-submit').click();
    await expectLoggedIn(page);
    await context.close();
  });

  it('when the seeded account still has its default password, then the change is forced', async () => {
    const { context, page } = await open();
    await loginWithPassword(page, 'demo_newbie', 'Welcome123!');
    await changeForcedPassword(page, 'Welcome123!', 'Welcome456', 'auth-forced-change');
    await context.close();
  });

  it('when a member recovers by e-mail, then the temporary password logs in and must be changed', async () => {
    const { context, page } = await open();
    await page.getByTestId('header-login').click();
    await page.getByTestId('forgot-link').click();
    await page.getByTestId('forget-email-form').waitFor();
    await page.getByTestId('forget-username').fill(userA.username);
    await page.getByTestId('forget-email').fill(userA.email);
    await screenshot(page, 'auth-forgot-email', 'desktop');
    await expectAccessible(page, 'auth-forgot-email');
    const before = (await readOutbox('email', userA.email)).length;
    await page.getByTestId('forget-email-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await screenshot(page, 'auth-forgot-email-sent', 'desktop');
    await expectAccessible(page, 'auth-forgot-email-sent');
    await page.getByTestId('confirm-dialog').getByRole('button').last().click();
    await page.getByTestId('forget-modal').waitFor({ state: 'hidden' });
    let temporary = '';
    await expect
      .poll(async () => {
        const mails = await readOutbox('email', userA.email);
        temporary = mails.length > before ? (mails[0]?.body.match(/password is:\s*(\S+)/)?.[1] ?? '') : '';
        return temporary;
      })
      .not.toBe('');
    await loginWithPassword(page, userA.username, temporary);
    userA.password = 'Passw0rd2';
    await changeForcedPassword(page, temporary, userA.password);
    await context.close();
  });

  it('when a member recovers by phone, then the new password is set and the member is logged in', async () => {
    const { context, page } = await open();
    await page.getByTestId('header-login').click();
    await page.getByTestId('forgot-link').click();
    await page.getByTestId('tab-phone').click();
    await page.getByTestId('forget-phone-form').waitFor();
    await page.getByTestId('mobile-input').fill(userB.mobile);
    await sendCodeAndFill(page, userB.mobile);
    await page.getByTestId('forget-new-password').fill('Phone1234');
    await screenshot(page, 'auth-forgot-phone', 'desktop');
    await expectAccessible(page, 'auth-forgot-phone');
    await page.getByTestId('forget-phone-submit').click();
    await expectLoggedIn(page);
    expect(new URL(page.url()).pathname).toBe('/index');
    await context.close();
  });

  it('when a visitor starts the free demo, then gated actions ask for a real account', async () => {
    const { context, page } = await open();
    await page.getByTestId('header-free-demo').click();
    await expectLoggedIn(page);
    await page.getByTestId('header-deposit').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Please register an account first');
    await screenshot(page, 'auth-demo-gate', 'desktop');
    await expectAccessible(page, 'auth-demo-gate');
    await dialog.getByRole('button', { name: 'Register now' }).click();
    await page.getByTestId('register-modal').waitFor();
    await context.close();
  });

  it('when a login fails three times, then the captcha appears', async () => {
    const { context, page } = await open();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-username').fill(userA.username);
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.getByTestId('login-password').fill(`wrong${attempt}x`);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('form-alert').waitFor();
      await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
    }
    await page.getByTestId('captcha-image').locator('img').waitFor();
    await screenshot(page, 'auth-login-captcha', 'desktop');
    await expectAccessible(page, 'auth-login-captcha');
    await context.close();
  });

  it('when seen on a phone and in the light theme, then every modal renders', async () => {
    for (const [viewport, theme] of [
      ['phone', 'dark'],
      ['phone', 'light'],
      ['desktop', 'light'],
    ] as const) {
      const { context, page } = await open(viewport, theme);
      const tag = `${theme}`;
      await screenshot(page, `auth-visitor-header-${tag}`, viewport);
      await expectAccessible(page, `auth-visitor-header-${tag}`);
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-username-form').waitFor();
      await screenshot(page, `auth-login-${tag}`, viewport);
      await expectAccessible(page, `auth-login-${tag}`);
      await page.getByTestId('tab-sms').click();
      await screenshot(page, `auth-login-sms-${tag}`, viewport);
      await expectAccessible(page, `auth-login-sms-${tag}`);
      await page.getByTestId('login-to-register').click();
      await page.getByTestId('register-username-form').waitFor();
      await screenshot(page, `auth-register-${tag}`, viewport);
      await expectAccessible(page, `auth-register-${tag}`);
      await page.getByTestId('register-to-login').click();
      await page.getByTestId('tab-username').click();
      await page.getByTestId('forgot-link').click();
      await page.getByTestId('forget-email-form').waitFor();
      await screenshot(page, `auth-forgot-${tag}`, viewport);
      await expectAccessible(page, `auth-forgot-${tag}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('forget-modal').waitFor({ state: 'hidden' });
      await loginWithPassword(page, userA.username, userA.password);
      await page
        .getByTestId('captcha-input')
        .waitFor({ timeout: 3000 })
        .catch(() => null);
      if (await page.getByTestId('captcha-input').isVisible()) {
        // The previous test left this account needing a captcha; use the mobile user instead.
        await page.keyboard.press('Escape');
        await loginWithPassword(page, userB.mobile, 'Phone1234');
      }
      await expectLoggedIn(page);
      await screenshot(page, `auth-logged-in-${tag}`, viewport);
      await expectAccessible(page, `auth-logged-in-${tag}`);
      await page.getByTestId('header-avatar').click();
      await page.getByTestId('member-menu').waitFor();
      await screenshot(page, `auth-member-menu-${tag}`, viewport);
      await expectAccessible(page, `auth-member-menu-${tag}`);
      await context.close();
    }
  });
});
