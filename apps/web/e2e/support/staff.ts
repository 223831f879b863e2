import type { Page } from 'playwright-core';
import { DEMO_STAFF } from '../../../server/src/db/seed/demo-staff.ts';
import { currentTotpCode } from '../../../server/src/modules/staff/totp.ts';

type TStaffStep = 'password' | 'code';

function seededStaff(username: string) {
  const staff = DEMO_STAFF.find((entry) => entry.username === username);
  if (!staff) throw new Error(`no seeded staff ${username}`);
  return staff;
}

/**
 * The back office's sign-in up to its second step: the password sent, the authenticator code asked
 * for (roles with a second factor). `onStep` sees each form before it is sent.
 */
export async function reachStaffCodeStep(
  page: Page,
  username: string,
  onStep: (step: TStaffStep) => Promise<void> = async () => {},
): Promise<void> {
  const staff = seededStaff(username);
  await page.goto('/bo/login');
  await page.getByTestId('bo-username').fill(staff.username);
  await page.getByTestId('bo-password').fill(staff.password);
  await onStep('password');
  await page.getByTestId('bo-sign-in').click();
  if (!staff.totpSecret) return;
  await page.getByTestId('bo-totp').waitFor();
  await onStep('code');
}

/**
 * Signs a seeded staff member in to the back office: password, then the authenticator code computed
 * from the seeded secret when the role has one. A code is accepted once, so a window's code spent by
 * another sign-in is retried with the next window's.
 */
export async function signInStaff(
  page: Page,
  username: string,
  onStep: (step: TStaffStep) => Promise<void> = async () => {},
): Promise<void> {
  await reachStaffCodeStep(page, username, onStep);
  const secret = seededStaff(username).totpSecret;
  // Attached, not visible: on a phone the staff name sits in the closed menu.
  const signedIn = () =>
    page
      .getByTestId('staff-name')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
  if (!secret) {
    if (await signedIn()) return;
    throw new Error(`${username} could not sign in`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByTestId('bo-totp').fill(currentTotpCode(secret));
    await page.getByTestId('bo-sign-in').click();
    if (await signedIn()) return;
    // Another spec's sign-in spent this window's code: the next window brings a fresh one.
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error(`${username} could not sign in with a fresh code`);
}
