import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../server/src/db/schema-backoffice.ts';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-staff.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { currentTotpCode } from '../../server/src/lib/totp.ts';
import { insertStaff } from '../../server/src/modules/staff/staff.repository.ts';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import { demoMerchantId, withDatabase } from '../../web/e2e/support/database.ts';
import { e2eServer } from '../../web/e2e/support/e2e-server.ts';

/**
 * Decision 016 in a real browser: one sign-in form that never says which part was wrong; a first admin
 * created with `npm run staff:create` enrolling from the printed link; an admin inviting staff; support
 * seeing a player masked and revealing with a reason; staff from before every role had an authenticator
 * enrolling at sign-in. Every screen: desktop and phone screenshots and axe.
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

type TState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A page at a viewport, optionally signed in (a saved storage state). CSP is bypassed only so axe-core
 * can be injected as a script; the console's own CSP is checked by the other specs.
 */
async function newPage(browser: Browser, viewport: TViewport, state?: TState) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: e2eServer().baseUrl,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: 1,
    bypassCSP: true,
    ...(state ? { storageState: state } : {}),
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
  await expectAccessible(page, `${name} (${viewport})`);
}

/** A code not used yet: another spec may have signed the same person in during this 30-second step. */
async function freshCode(secret: string, lastUsed: Map<string, string>): Promise<string> {
  let code = currentTotpCode(secret);
  while (lastUsed.get(secret) === code) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    code = currentTotpCode(secret);
  }
  lastUsed.set(secret, code);
  return code;
}
const used = new Map<string, string>();

async function signIn(page: Page, username: string, password: string, secret: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto('/bo/login');
    await page.getByTestId('bo-username').fill(username);
    await page.getByTestId('bo-password').fill(password);
    await page.getByTestId('bo-totp').fill(await freshCode(secret, used));
    await page.getByTestId('bo-sign-in').click();
    const outcome = await Promise.race([
      page
        .getByTestId('staff-name')
        .waitFor({ timeout: 20_000 })
        .then(() => 'in'),
      page
        .getByRole('alert')
        .waitFor({ timeout: 20_000 })
        .then(() => 'refused'),
    ]);
    if (outcome === 'in') return;
    // The code of this step was spent by an earlier spec: the next step's code works.
    used.set(secret, currentTotpCode(secret));
  }
  throw new Error(`${username} could not sign in`);
}

function demo(name: string) {
  const staff = DEMO_STAFF.find((entry) => entry.username === name);
  if (!staff) throw new Error(`no demo staff ${name}`);
  return staff;
}

const exec = promisify(execFile);
async function staffCreate(username: string, role: string): Promise<string> {
  const base = e2eServer().baseUrl;
  const { stdout } = await exec(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/commands/staff-create.ts',
      ...['--merchant', 'TALA', '--username', username, '--role', role, '--base-url', base],
    ],
    { env: { ...process.env, DATABASE_URL: e2eServer().databaseUrl }, timeout: 60_000 },
  );
  const link = stdout.match(/(http\S+\/bo\/enrol#[A-Za-z0-9_-]{43})/)?.[1];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

describe('staff sign-in and enrolment', () => {
  it('when the sign-in form is shown or refused, then it asks for all three and says only that something was wrong', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/bo/login');
      await page.getByTestId('bo-totp').waitFor();
      await shot(page, 'bo-login-form', viewport);
      await page.getByTestId('bo-username').fill('support');
      await page.getByTestId('bo-password').fill(demo('support').password);
      await page.getByTestId('bo-totp').fill('000000');
      await page.getByTestId('bo-sign-in').click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('username, password or authenticator code');
      await shot(page, 'bo-login-refused', viewport);
      await context.close();
    }
  });

  it('when the first admin opens the link printed by npm run staff:create, then they choose a password, enrol and are in', async () => {
    const link = await staffCreate('firstadmin', 'admin');
    const phone = await newPage(browser, 'phone');
    await phone.page.goto(link);
    await phone.page.getByTestId('totp-qr').waitFor();
    await shot(phone.page, 'bo-enrol-link', 'phone');
    await phone.context.close();

    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(link);
    await page.getByTestId('enrol-who').waitFor();
    expect(await page.getByTestId('enrol-who').textContent()).toContain('firstadmin');
    await page.getByTestId('enrol-password').fill('password');
    await page.getByTestId('enrol-password-confirm').fill('passw');
    expect(await page.getByTestId('enrol-finish').isDisabled()).toBe(true);
    await shot(page, 'bo-enrol-link-rules', 'desktop');
    await page.getByTestId('enrol-password').fill('Harbour lights at dawn');
    await page.getByTestId('enrol-password-confirm').fill('Harbour lights at dawn');
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByTestId('enrol-code').fill(currentTotpCode(secret));
    await shot(page, 'bo-enrol-link', 'desktop');
    await page.getByTestId('enrol-finish').click();
    await page.getByTestId('staff-name').waitFor({ timeout: 20_000 });
    expect(page.url()).not.toContain('#');
    expect(await page.getByTestId('nav-staff').count()).toBe(1);
    // The link is spent.
    await page.goto(link);
    await page.getByTestId('enrol-link-invalid').waitFor();
    await shot(page, 'bo-enrol-link-invalid', 'desktop');
    await context.close();
  });

  it('when staff from before every role had an authenticator sign in, then they set one up before anything else', async () => {
    await withDatabase(async (db) => {
      const merchantId = await demoMerchantId(db);
      await insertStaff(db, {
        merchantId,
        username: 'oldhand',
        displayName: 'Old Hand',
        role: 'support',
        passwordHash: await hashPassword('Old hand password 1'),
      });
    });
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/bo/login');
      await page.getByTestId('bo-username').fill('oldhand');
      await page.getByTestId('bo-password').fill('Old hand password 1');
      await page.getByTestId('bo-sign-in').click();
      await page.getByTestId('enrol-start').click();
      await page.getByTestId('totp-qr').waitFor();
      await shot(page, 'bo-enrol-session', viewport);
      if (viewport === 'desktop') {
        const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
        await page.getByTestId('enrol-code').fill(currentTotpCode(secret));
        await page.getByTestId('enrol-confirm').click();
        await page.getByTestId('stat-players-total').waitFor({ timeout: 20_000 });
      }
      await context.close();
    }
  });
});

describe('staff screen', () => {
  it('when admin invites staff and issues a new link, then each link is shown once with how long it works', async () => {
    const admin = demo('admin');
    const state = await (async () => {
      const { context, page } = await newPage(browser, 'desktop');
      await signIn(page, admin.username, admin.password, admin.totpSecret);
      await page.goto('/bo/staff');
      await page.getByTestId('staff-support').first().waitFor();
      await shot(page, 'bo-staff', 'desktop');
      await page.getByTestId('invite-open').click();
      await page.getByTestId('invite-username').fill('newagent');
      await page.getByTestId('invite-display-name').fill('New Agent');
      await page.getByTestId('invite-role').selectOption('support');
      await shot(page, 'bo-staff-invite', 'desktop');
      await page.getByTestId('invite-submit').click();
      const url = page.getByTestId('enrolment-url');
      await url.waitFor();
      expect(await url.inputValue()).toMatch(/\/bo\/enrol#[A-Za-z0-9_-]{43}$/);
      await shot(page, 'bo-staff-invite-link', 'desktop');
      await page.keyboard.press('Escape');
      await page.getByTestId('new-link-newagent').filter({ visible: true }).click();
      await shot(page, 'bo-staff-new-link', 'desktop');
      await page.getByTestId('new-link-confirm').click();
      await page.getByTestId('enrolment-url').waitFor();
      await page.keyboard.press('Escape');
      const saved = await context.storageState();
      await context.close();
      return saved;
    })();
    const { context, page } = await newPage(browser, 'phone', state);
    await page.goto('/bo/staff');
    await page.getByTestId('staff-newagent').filter({ visible: true }).first().waitFor();
    await shot(page, 'bo-staff', 'phone');
    await page.getByTestId('invite-open').click();
    await page.getByTestId('invite-username').waitFor();
    await shot(page, 'bo-staff-invite', 'phone');
    await context.close();
  });
});

describe('personal data for support', () => {
  it('when support opens a player, then personal data is masked and each reveal asks a reason', async () => {
    const support = demo('support');
    const { context, page } = await newPage(browser, 'desktop');
    await signIn(page, support.username, support.password, support.totpSecret);
    await page.goto('/bo/players?q=demo_player');
    await page.getByTestId('player-link-demo_player').filter({ visible: true }).click();
    await page.getByTestId('masked-mobile').waitFor();
    expect(await page.getByTestId('masked-mobile').textContent()).toBe('+63 917•••••67');
    await page.getByTestId('statement-locked').waitFor();
    await shot(page, 'bo-player-masked', 'desktop');

    await page.getByTestId('reveal-mobile').click();
    await page.getByTestId('reveal-reason').fill('short');
    expect(await page.getByTestId('reveal-submit').isDisabled()).toBe(true);
    await page.getByTestId('reveal-reason').fill('Caller asks to confirm the number, ticket 7741');
    await shot(page, 'bo-player-reveal', 'desktop');
    await page.getByTestId('reveal-submit').click();
    await expect.poll(() => page.getByTestId('revealed-mobile').textContent()).toBe('+63 9171234567');

    await page.getByTestId('reveal-statement').click();
    await page.getByTestId('reveal-reason').fill('Player asks where a deposit went, ticket 7742');
    await page.getByTestId('reveal-submit').click();
    await page.getByTestId('statement-locked').waitFor({ state: 'detached' });
    await shot(page, 'bo-player-revealed', 'desktop');
    const state = await context.storageState();
    const url = page.url();
    await context.close();

    const { context: phone, page: mobile } = await newPage(browser, 'phone', state);
    await mobile.goto(url);
    await mobile.getByTestId('masked-email').waitFor();
    await shot(mobile, 'bo-player-masked', 'phone');
    await mobile.getByTestId('reveal-email').click();
    await mobile.getByTestId('reveal-reason').waitFor();
    await shot(mobile, 'bo-player-reveal', 'phone');
    await phone.close();
  });
});
