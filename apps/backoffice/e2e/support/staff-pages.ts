import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newToken, sha256 } from '../../../server/src/lib/tokens.ts';
import { insertSession } from '../../../server/src/modules/session/session.repository.ts';
import { expectAccessible } from '../../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport } from '../../../web/e2e/support/browser.ts';
import { demoMerchantId, withDatabase } from '../../../web/e2e/support/database.ts';
import { horizontalOverflow, rawKeys } from '../../../web/e2e/support/page-checks.ts';
import { signInToBackOffice } from './staff-sign-in.ts';

export type TTheme = 'dark' | 'light';
type TState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const SHOTS = 'apps/backoffice/e2e/screenshots';

/**
 * A browser with seeded staff signed in once each (through the sign-in form, at desktop size): a spec opens any of
 * their pages at any size and theme without signing in again (each sign-in spends a TOTP step).
 */
export function staffBrowser<TRole extends string>(roles: readonly TRole[]) {
  let browser: Browser | null = null;
  const states = new Map<TRole, TState>();
  return {
    start: async () => {
      browser = await launchBrowser();
      for (const role of roles) {
        const { context, page } = await newPage(browser, 'desktop');
        await signInToBackOffice(page, role);
        states.set(role, await context.storageState());
        await context.close();
      }
    },
    stop: async () => {
      await browser?.close();
    },
    /** `path` of the console as `role`, once the shell is up. */
    open: async (role: TRole, viewport: TViewport, theme: TTheme, path: string) => {
      const storageState = states.get(role);
      if (!browser || !storageState) throw new Error(`${role} signed in expected`);
      const opened = await newPage(browser, viewport, { theme, storageState });
      await opened.page.goto(path);
      await opened.page.getByTestId('sign-out').waitFor();
      return opened;
    },
  };
}

/**
 * Screenshot `SHOTS/<file>-<width>.png` with `part` in view, then the checks every screen gets: it rendered, no raw
 * keys (but the texts `isData` says are data — usernames and codes look like keys), no sideways scroll, axe.
 */
export async function checkedShot(
  page: Page,
  part: Locator,
  screen: { file: string; label: string; isData: (text: string) => boolean },
): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await part.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${screen.file}-${width}.png` });
  expect(await page.getByTestId('route-error').count(), `${screen.label} failed to render`).toBe(0);
  expect(
    (await rawKeys(page)).filter((text) => !screen.isData(text)),
    screen.label,
  ).toEqual([]);
  expect(await horizontalOverflow(page), screen.label).toBe(0);
  await expectAccessible(page, `${screen.label} (${width})`);
}

/** A row of the console table `table`, in whichever layout the width shows (a table, or cards on a phone). */
export function tableRow(page: Page, table: string, text: string | RegExp): Locator {
  return page
    .locator(`[data-testid="${table}"] tr[data-row], [data-testid="${table}-cards"] li[data-row]`)
    .filter({ hasText: text, visible: true });
}

/**
 * A session token of a seeded player, opened the way the server opens one at login (session.repository.ts): for the
 * back-office specs whose player part is a few player API calls, not the site's login form.
 */
export async function playerSessionToken(username: string, userAgent: string): Promise<string> {
  const token = newToken();
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await insertSession(db, {
      merchantId,
      memberId: member.id,
      tokenHash: sha256(token),
      loginType: 'username',
      ip: '127.0.0.1',
      userAgent,
      absoluteHours: 1,
      deviceId: null,
    });
  });
  return token;
}
