import type { TSwitch } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from '../../backoffice/e2e/support/staff-sign-in.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { currentTotpCode } from '../../server/src/lib/totp.ts';
import {
  startLocalOidcProvider,
  type TLocalProvider,
} from '../../server/test/support/local-oidc-provider.ts';
import { expectAccessible } from './support/axe.ts';
import {
  baseUrl,
  launchBrowser,
  newPage,
  readOutbox,
  screenshot,
  type TViewport,
} from './support/browser.ts';
import { demoMerchantId, withDatabase } from './support/database.ts';
import { dismissNotice, expectLoggedIn, loginWithPassword, nextCode } from './support/player.ts';

/**
 * Sign-in from a new device, the trusted-devices screen, the authenticator and Google sign-in against a
 * real OpenID provider started here (issue 10 §8, decision 022). Screenshots: e2e/screenshots/devices-*.
 */
const suffix = `${Date.now() % 1_000_000}`;
const player = {
  username: `dv${suffix}`,
  password: 'Secret123!',
  email: `dv${suffix}@example.com`,
  mobile: `95${suffix}`.padEnd(10, '1'),
};
let browser: Browser;
let idp: TLocalProvider;

async function setSwitches(values: Partial<Record<TSwitch, boolean>>): Promise<void> {
  await withDatabase(async (db) => {
    for (const [name, value] of Object.entries(values)) {
      await sql`UPDATE merchant_settings SET settings = jsonb_set(settings, ${`{switches,${name}}`}::text[], ${JSON.stringify(value)}::jsonb)`.execute(
        db,
      );
    }
  });
  // The server reads merchants through a short cache: wait until the site sees the switches.
  for (let attempt = 0; attempt < 40; attempt++) {
    const status = (await (await fetch(`${baseUrl()}/wps/system/status`)).json()) as {
      value: { switches: Record<string, boolean> };
    };
    if (Object.entries(values).every(([name, value]) => status.value.switches[name] === value)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site did not pick up the switches');
}

async function open(viewport: TViewport): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/index');
  await page.getByTestId('header-visitor').waitFor();
  await dismissNotice(page);
  return { page, close: () => context.close() };
}

async function openDevicesTab(page: Page): Promise<void> {
  await page.getByTestId('header-avatar').click();
  await page.getByTestId('menu-centre-securityCenter').click();
  await page.getByTestId('centre-entry-securityCenter').waitFor();
  await page.getByRole('tab', { name: 'Devices & sign-in' }).click();
  await page.getByTestId('devices-panel').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  idp = await startLocalOidcProvider([
    {
      clientId: 'tala-e2e-google',
      clientSecret: 'e2e-google-secret',
      redirectUris: [`${baseUrl()}/wps/social/google/callback`],
    },
  ]);
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: player.username,
        password_hash: await hashPassword(player.password),
        email: player.email,
        dialing_code: '63',
        mobile_num: player.mobile,
      })
      .execute();
  });
  await setSwitches({ LOGINIPVERF3: true, SOCIAL_SIGN_IN: true });
});
afterAll(async () => {
  await setSwitches({ LOGINIPVERF3: false, SOCIAL_SIGN_IN: false }).catch(() => null);
  await browser?.close();
  await idp?.close();
});

describe('sign-in from a new device', () => {
  it('when the password is right on a new browser, then an e-mail code verifies it and the device is trusted', async () => {
    const desktop = await open('desktop');
    await loginWithPassword(desktop.page, player.username, player.password);
    await desktop.page.getByTestId('device-verification-form').waitFor({ timeout: 20_000 });
    await screenshot(desktop.page, 'devices-verify', 'desktop');
    await expectAccessible(desktop.page, 'new-device verification');
    await desktop.page.getByTestId('device-method-email').check({ force: true });
    await desktop.page.getByTestId('send-code').click();
    const code = await nextCode('email', player.email, 0);
    await desktop.page.getByTestId('device-answer').fill(code);
    expect(await desktop.page.getByTestId('device-trust').isChecked()).toBe(true);
    await desktop.page.getByTestId('device-verify-submit').click();
    await expectLoggedIn(desktop.page);
    await dismissNotice(desktop.page);

    // A second browser (a phone) is new too: verified by SMS, not trusted.
    const phone = await open('phone');
    await loginWithPassword(phone.page, player.username, player.password);
    await phone.page.getByTestId('device-verification-form').waitFor({ timeout: 20_000 });
    await phone.page.getByTestId('device-method-mobile').check({ force: true });
    await phone.page.getByTestId('send-code').click();
    await phone.page.getByTestId('device-answer').fill('000000');
    await screenshot(phone.page, 'devices-verify', 'phone');
    await expectAccessible(phone.page, 'new-device verification (phone)');
    const sms = await nextCode('sms', `+63${player.mobile}`, 0);
    await phone.page.getByTestId('device-answer').fill(sms);
    await phone.page.getByTestId('device-trust').uncheck();
    await phone.page.getByTestId('device-verify-submit').click();
    await expectLoggedIn(phone.page);
    await dismissNotice(phone.page);

    // The desktop lists both; removing the phone signs it out.
    await openDevicesTab(desktop.page);
    await expect.poll(() => desktop.page.getByTestId('device-row').count()).toBe(2);
    expect(await desktop.page.getByTestId('device-current').count()).toBe(1);
    await screenshot(desktop.page, 'devices-list', 'desktop');
    await expectAccessible(desktop.page, 'trusted devices', '[data-testid=centre-entry-securityCenter]');
    await openDevicesTab(phone.page);
    await screenshot(phone.page, 'devices-list', 'phone');
    await expectAccessible(
      phone.page,
      'trusted devices (phone)',
      '[data-testid=centre-entry-securityCenter]',
    );
    await phone.page.getByTestId('authenticator-start').click();
    await phone.page.getByTestId('authenticator-enrol').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'devices-authenticator', 'phone');
    await expectAccessible(phone.page, 'authenticator (phone)', '[data-testid=centre-entry-securityCenter]');
    await desktop.page.getByTestId('device-remove').click();
    await desktop.page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => desktop.page.getByTestId('device-row').count()).toBe(1);
    await phone.page.reload();
    await phone.page.getByTestId('header-visitor').waitFor({ timeout: 20_000 });

    // The trusted desktop signs in again without a question.
    await desktop.close();
    await phone.close();
  });

  it('when a member sets up an authenticator, then the QR is drawn and a code from the secret turns it on', async () => {
    const desktop = await open('desktop');
    await loginWithPassword(desktop.page, player.username, player.password);
    await desktop.page.getByTestId('device-verification-form').waitFor({ timeout: 20_000 });
    await desktop.page.getByTestId('device-method-email').check({ force: true });
    const before = (await readOutbox('email', player.email)).length;
    await desktop.page.getByTestId('send-code').click();
    await desktop.page.getByTestId('device-answer').fill(await nextCode('email', player.email, before));
    await desktop.page.getByTestId('device-verify-submit').click();
    await expectLoggedIn(desktop.page);
    await dismissNotice(desktop.page);
    await openDevicesTab(desktop.page);
    await desktop.page.getByTestId('authenticator-start').click();
    await desktop.page.getByTestId('authenticator-enrol').waitFor();
    await desktop.page.getByTestId('authenticator-panel').scrollIntoViewIfNeeded();
    await screenshot(desktop.page, 'devices-authenticator', 'desktop');
    await expectAccessible(
      desktop.page,
      'authenticator enrolment',
      '[data-testid=centre-entry-securityCenter]',
    );
    const secret = ((await desktop.page.getByTestId('authenticator-secret').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    await desktop.page.getByTestId('authenticator-code').fill(currentTotpCode(secret));
    await desktop.page.getByTestId('authenticator-confirm').click();
    await expect.poll(() => desktop.page.getByTestId('authenticator-state').textContent()).toBe('On');
    await desktop.close();
  });
});

describe('Google sign-in against a local OpenID provider', () => {
  it('when the admin configures Google, then the card saves it without showing the secret', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInToBackOffice(page, 'admin');
    await page.goto('/bo/settings?tab=social');
    const card = page.getByTestId('social-provider-google');
    await card.waitFor();
    await card.getByLabel('Issuer (discovery) URL').fill(idp.issuer);
    await page.getByTestId('social-client-id-google').fill('tala-e2e-google');
    await page.getByTestId('social-client-secret-google').fill('e2e-google-secret');
    await page.getByTestId('social-enabled-google').click();
    await page.getByTestId('social-save-google').click();
    await expect.poll(() => card.textContent()).toContain('Configured');
    expect(await page.getByTestId('social-client-secret-google').inputValue()).toBe('');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'devices-bo-social', 'desktop');
    await expectAccessible(page, 'back-office social providers', '[data-testid=social-provider-google]');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'devices-bo-social', 'phone');
    await context.close();
  });

  it('when a visitor continues with Google, then the provider signs them in and they make an account here', async () => {
    const { page, close } = await open('desktop');
    await page.getByTestId('header-login').click();
    await page.getByTestId('social-google').waitFor();
    await screenshot(page, 'devices-login-social', 'desktop');
    await expectAccessible(page, 'login with social buttons');
    await page.getByTestId('social-google').click();
    // The provider's own login and consent pages (oidc-provider's development interactions).
    await page.locator('input[name=login]').fill(`g${suffix}`);
    await page.locator('input[name=password]').fill('anything');
    await page.locator('button[type=submit]').click();
    await page.locator('button[type=submit]').click();
    await page.getByTestId('social-link-modal').waitFor({ timeout: 20_000 });
    expect(page.url()).not.toContain('social=');
    expect(await page.getByTestId('social-identity').textContent()).toBe(`Player g${suffix}`);
    await screenshot(page, 'devices-social-complete', 'desktop');
    await expectAccessible(page, 'complete social sign-in');
    await page.getByTestId('social-username').fill(`g${suffix}`);
    await page.getByTestId('social-create-submit').click();
    await expectLoggedIn(page);
    await close();
  });

  it('when a new Google account arrives on a phone, then it can be linked to an existing account', async () => {
    const { page, close } = await open('phone');
    await page.getByTestId('header-login').click();
    await page.getByTestId('social-google').click();
    await page.locator('input[name=login]').fill(`p${suffix}`);
    await page.locator('input[name=password]').fill('anything');
    await page.locator('button[type=submit]').click();
    await page.locator('button[type=submit]').click();
    await page.getByTestId('social-link-modal').waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'I have an account' }).click();
    await screenshot(page, 'devices-social-complete', 'phone');
    await expectAccessible(page, 'complete social sign-in (phone)');
    await page.getByTestId('social-link-username').fill(player.username);
    await page.getByTestId('social-link-password').fill(player.password);
    await page.getByTestId('social-link-submit').click();
    await expectLoggedIn(page);
    await close();
  });

  it('when the same Google account comes back on a phone, then it is signed in at once', async () => {
    const { page, close } = await open('phone');
    await page.getByTestId('header-login').click();
    await page.getByTestId('social-google').waitFor();
    await screenshot(page, 'devices-login-social', 'phone');
    await page.getByTestId('social-google').click();
    await page.locator('input[name=login]').fill(`g${suffix}`);
    await page.locator('input[name=password]').fill('anything');
    await page.locator('button[type=submit]').click();
    // A consent already given is not asked again.
    await page
      .locator('button[type=submit]')
      .click({ timeout: 3000 })
      .catch(() => null);
    await expectLoggedIn(page);
    await close();
  });
});
