import type { TAppDeps } from '../../app-deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertStaff, setConfirmedTotp } from '../../modules/staff/staff.repository.ts';
import { otpauthUri } from '../../modules/staff/totp.ts';
import { sealStaffSecret } from '../../modules/staff/totp-keys.service.ts';
import { DEMO_STAFF } from './demo-staff.ts';

/** Demo back-office staff of the demo merchant, each with a second factor, and a printout line each. */
export async function seedDemoStaff(
  deps: Pick<TAppDeps, 'db' | 'totpVault'>,
  merchant: { id: number; code: string },
): Promise<Array<{ username: string; password: string; note: string }>> {
  const printed = [];
  for (const staff of DEMO_STAFF) {
    const id = await insertStaff(deps.db, {
      merchantId: merchant.id,
      username: staff.username,
      displayName: staff.username[0]?.toUpperCase() + staff.username.slice(1),
      role: staff.role,
      passwordHash: await hashPassword(staff.password),
    });
    await setConfirmedTotp(deps.db, id, sealStaffSecret(deps.totpVault, id, staff.totpSecret), null);
    const uri = otpauthUri(staff.totpSecret, `${merchant.code}:${staff.username}`);
    printed.push({
      username: staff.username,
      password: staff.password,
      note:
        `back-office ${staff.role} at /bo/; TOTP secret ${staff.totpSecret} (${uri}); ` +
        `current code: npx tsx apps/server/src/modules/staff/totp-now.ts ${staff.username}`,
    });
  }
  return printed;
}
