import type { TAppDeps } from '../../app-deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertStaff } from '../../modules/staff/staff.repository.ts';
import { otpauthUri } from '../../modules/staff/totp.ts';
import { DEMO_STAFF } from './demo-staff.ts';

/** Demo back-office staff of the demo merchant, with a line each for the first-start printout. */
export async function seedDemoStaff(
  deps: Pick<TAppDeps, 'db'>,
  merchant: { id: number; code: string },
): Promise<Array<{ username: string; password: string; note: string }>> {
  const printed = [];
  for (const staff of DEMO_STAFF) {
    await insertStaff(deps.db, {
      merchantId: merchant.id,
      username: staff.username,
      displayName: staff.username[0]?.toUpperCase() + staff.username.slice(1),
      role: staff.role,
      passwordHash: await hashPassword(staff.password),
      totpSecret: staff.totpSecret,
      totpConfirmed: staff.totpSecret !== null,
    });
    const totp = staff.totpSecret
      ? `; TOTP secret ${staff.totpSecret} (${otpauthUri(staff.totpSecret, `${merchant.code}:${staff.username}`)}); current code: npx tsx apps/server/src/modules/staff/totp-now.ts ${staff.username}`
      : '; no second factor';
    printed.push({
      username: staff.username,
      password: staff.password,
      note: `back-office ${staff.role} at /bo/${totp}`,
    });
  }
  return printed;
}
