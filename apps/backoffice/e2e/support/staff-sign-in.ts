import type { TStaffRole } from '@tala/contract/backoffice/staff';
import type { Page } from 'playwright-core';
import '../../../server/src/db/schema-backoffice.ts';
import { DEMO_STAFF } from '../../../server/src/db/seed/demo-staff.ts';
import { currentTotpCode } from '../../../server/src/lib/totp.ts';
import { createStaffWithLink } from '../../../server/src/modules/staff/staff-accounts.service.ts';
import { demoMerchantId, withDatabase } from '../../../web/e2e/support/database.ts';
import { e2eServer } from '../../../web/e2e/support/e2e-server.ts';

/** A seeded staff member with the second factor every role has (decision 016). */
export function demoStaff(username: string) {
  const staff = DEMO_STAFF.find((entry) => entry.username === username);
  if (!staff?.totpSecret) throw new Error(`seeded ${username} with a TOTP secret expected`);
  return { ...staff, totpSecret: staff.totpSecret };
}

/**
 * A code is accepted once per 30-second step (decision 016), and every spec of the run signs the same
 * seeded staff in: forget the step this person last used, so this spec's code is not a "replay" of
 * another spec's. Only the replay record is touched; password and code are still checked for real.
 */
export async function forgetLastTotpStep(username: string): Promise<void> {
  await withDatabase((db) =>
    db.updateTable('staff').set({ totp_last_step: null }).where('username', '=', username).execute(),
  );
}

/**
 * Signs a seeded staff member in through the console's sign-in form (username, password and code on one
 * form) and waits for the shell. `beforeSubmit` may look at the filled form (a screenshot).
 */
export async function signInToBackOffice(
  page: Page,
  username: string,
  options: { beforeSubmit?: () => Promise<void> } = {},
): Promise<void> {
  const staff = demoStaff(username);
  await forgetLastTotpStep(username);
  await page.goto('/bo/login');
  await page.getByTestId('bo-username').fill(staff.username);
  await page.getByTestId('bo-password').fill(staff.password);
  await page.getByTestId('bo-totp').fill(currentTotpCode(staff.totpSecret));
  await options.beforeSubmit?.();
  await page.getByTestId('bo-sign-in').click();
  await page.getByTestId('staff-name').waitFor({ timeout: 20_000 });
}

/**
 * A new staff member made the way the server makes one (`createStaffWithLink`, as `npm run staff:create` does),
 * who opens the single-use link in `page`, chooses a password, enrols the authenticator the page shows and is
 * signed in. For a four-eyes rule where only one seeded staff member holds the role (admins ask for and approve
 * member moves).
 */
export async function enrolNewStaff(page: Page, username: string, role: TStaffRole): Promise<void> {
  const { url } = await withDatabase(async (db) =>
    createStaffWithLink(
      db,
      await demoMerchantId(db),
      { username, displayName: username, role },
      { kind: 'command' },
      e2eServer().baseUrl,
    ),
  );
  await page.goto(url);
  await page.getByTestId('enrol-password').fill('A second pair of eyes at dawn');
  await page.getByTestId('enrol-password-confirm').fill('A second pair of eyes at dawn');
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByTestId('enrol-code').fill(currentTotpCode(secret));
  await page.getByTestId('enrol-finish').click();
  await page.getByTestId('staff-name').waitFor({ timeout: 20_000 });
}
