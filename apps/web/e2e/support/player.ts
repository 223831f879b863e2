import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, giveOwnAddress, newPage, readOutbox, type TMotion, type TViewport } from './browser.ts';

/** What a player does in the shell, shared by the specs that drive the player site. */

export const DIALING = '63';

/** The shell's notice popup shows once per visitor/member state; close it when it shows up. */
export async function dismissNotice(page: Page, waitMs = 1500): Promise<void> {
  const notice = page.getByTestId('notice-popup');
  // The popup's code loads when the notice says there is one (after the page): wait while it is coming.
  const loading = page.getByTestId('notice-popup-loading');
  await notice
    .or(loading)
    .first()
    .waitFor({ state: 'attached', timeout: waitMs })
    .catch(() => null);
  if ((await loading.count()) > 0) {
    await loading.waitFor({ state: 'detached', timeout: 30_000 }).catch(() => null);
    await notice.waitFor({ state: 'visible', timeout: 1000 }).catch(() => null);
  }
  if (await notice.isVisible()) {
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'hidden' });
  }
}

/** Waits for a message newer than the `before` count and returns its 6-digit code. */
export async function nextCode(channel: 'sms' | 'email', recipient: string, before: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const messages = await readOutbox(channel, recipient);
    const code = messages.length > before ? messages[0]?.body.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new ${channel} for ${recipient}`);
}

export async function sendCodeAndFill(page: Page, mobile: string): Promise<void> {
  await giveOwnAddress(page.context());
  const recipient = `+${DIALING}${mobile}`;
  const before = (await readOutbox('sms', recipient)).length;
  await page.getByTestId('send-code').click();
  const code = await nextCode('sms', recipient, before);
  await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/\d+/);
  await page.getByTestId('sms-code-input').fill(code);
}

export async function loginWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * The popup notices are marked as already shown on this device (decision 028: local storage for "once",
 * session storage for "every visit", at their current revisions), so a popup cannot cover a tile or a card
 * a slow machine shows late. A member who logs in on this device does not get them either.
 */
export async function quietVisitorNotice(context: BrowserContext): Promise<void> {
  const res = await fetch(new URL('/wps/home/notice', baseUrl()));
  const popups = ((await res.json()) as { value: { popup: TPopupMark[] } }).value.popup;
  const record = (rule: string) =>
    JSON.stringify(
      Object.fromEntries(popups.filter((p) => p.displayRule === rule).map((p) => [p.id, p.revision])),
    );
  await context.addInitScript(
    ([once, visit]) => {
      try {
        if (!localStorage.getItem('noticeSeen')) localStorage.setItem('noticeSeen', once ?? '{}');
        if (!sessionStorage.getItem('noticeShownThisVisit'))
          sessionStorage.setItem('noticeShownThisVisit', visit ?? '{}');
      } catch {
        // A sandboxed game frame (opaque origin) has no storage, and needs no notice flag.
      }
    },
    [record('once'), record('every_visit')],
  );
}
type TPopupMark = { id: string; revision: number; displayRule: string };

/**
 * A new page logged in as `player` from the home page's header, as a player would. The visitor's popup notices are
 * marked seen first: one showing late would cover the log-in button.
 */
export async function openLoggedIn(
  browser: Browser,
  viewport: TViewport,
  player: { username: string; password: string },
  options: { theme?: 'dark' | 'light'; motion?: TMotion } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport, options);
  await quietVisitorNotice(context);
  await page.goto('/index');
  await dismissNotice(page);
  await loginWithPassword(page, player.username, player.password);
  // The login form's proof-of-work can take long on a loaded machine.
  await page.getByTestId('header-member').waitFor({ timeout: 90_000 });
  await dismissNotice(page, 10_000);
  return { context, page };
}

/** Logs in through the login modal a gated action (a launch, a join) has already opened. */
export async function logInThroughModal(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expectLoggedIn(page);
  await dismissNotice(page, 4000);
}

export async function expectLoggedIn(page: Page): Promise<void> {
  // The login's proof-of-work runs in the browser: a busy machine can take well over 20 s.
  await page.getByTestId('header-member').waitFor({ timeout: 90_000 });
  await dismissNotice(page);
}

export type TNewPlayer = { username: string; password: string; email: string; mobile: string };

/** A fresh, unique player (username ≤ 16, a PH mobile that no other run uses). */
export function newPlayerIdentity(prefix: string): TNewPlayer {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  return {
    username: `${prefix}${suffix}`.slice(0, 16),
    password: 'Passw0rd1',
    email: `${prefix}${suffix}@example.com`,
    mobile: `95${suffix}`.slice(0, 10).padEnd(10, '5'),
  };
}

/** Registers by username from the header, as a visitor would; ends logged in. */
export async function registerByUsername(page: Page, user: TNewPlayer): Promise<void> {
  await submitRegistration(page, user);
  await expectLoggedIn(page);
}

/** The register form's steps up to submitting it (registration logs the new player in). */
export async function submitRegistration(page: Page, user: TNewPlayer): Promise<void> {
  await giveOwnAddress(page.context());
  // A sign-up link (`?referralCode=`, `?affiliateCode=`) has opened the form already.
  if (!(await page.getByTestId('register-username-form').isVisible()))
    await page.getByTestId('header-register').click();
  await page.getByTestId('register-username-form').waitFor();
  await page.getByTestId('register-username').fill(user.username);
  await page.getByTestId('mobile-input').fill(user.mobile);
  await sendCodeAndFill(page, user.mobile);
  await page.getByTestId('register-password').fill(user.password);
  await page.getByTestId('register-confirm').fill(user.password);
  await page.getByTestId('register-email').fill(user.email);
  await page.getByTestId('register-submit').click();
}

/** The header balance as a number (the chip shows "P 1,234.50"). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.locator('[data-testid=header-balance]:visible').first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, '') || 'NaN');
}

/** Opens a member-centre entry from its side menu (desktop) or tab strip (phone). */
export async function openEntry(page: Page, viewport: TViewport, entry: string): Promise<void> {
  await page.getByTestId(viewport === 'phone' ? `centre-tab-${entry}` : `centre-menu-${entry}`).click();
  await page.getByTestId(`centre-entry-${entry}`).waitFor();
}

/**
 * Opens the member centre's withdraw entry and, the first time it asks for one, sets the withdrawal password
 * (the member centre must be open).
 */
export async function ensureWithdrawPassword(page: Page, password: string): Promise<void> {
  await openEntry(page, 'desktop', 'withdraw');
  await page.getByTestId('wpw-new').or(page.getByTestId('withdraw-amount')).first().waitFor();
  if (!(await page.getByTestId('wpw-new').isVisible())) return;
  await page.getByTestId('wpw-new').fill(password);
  await page.getByTestId('wpw-confirm').fill(password);
  await page.getByTestId('wpw-submit').click();
  await page.getByTestId('wpw-new').waitFor({ state: 'hidden' });
}

/**
 * Deposits through the built-in sandbox gateway as a player does (its page opens, Pay), waits for the
 * header balance to show it and leaves the member centre open at its deposit entry.
 */
export async function depositThroughSandbox(page: Page, amount: string): Promise<void> {
  const before = await headerBalance(page);
  if (!(await page.getByTestId('member-centre').isVisible()))
    await page.getByTestId('header-deposit').click();
  await page
    .getByTestId('centre-entry-depositv2')
    .or(page.getByTestId('centre-menu-depositv2'))
    .first()
    .waitFor();
  if (!(await page.getByTestId('centre-entry-depositv2').isVisible()))
    await page.getByTestId('centre-menu-depositv2').click();
  await page
    .locator('[data-testid^="deposit-channel-"]', { hasText: /sandbox|online/i })
    .first()
    .click();
  await page.getByTestId('deposit-amount').fill(amount);
  const gatewayPromise = page.context().waitForEvent('page');
  await page.getByTestId('deposit-submit').click();
  const gateway = await gatewayPromise;
  await gateway.waitForLoadState();
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect
    .poll(() => headerBalance(page), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(before + Number(amount));
  await gateway.close();
}
