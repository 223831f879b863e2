import type { TAppDeps } from '../../app-deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { otpauthUri } from '../../lib/totp.ts';
import { insertStaff, setConfirmedTotp } from '../../modules/staff/staff.repository.ts';
import { staffTotpLabel } from '../../modules/staff/staff-auth.service.ts';
import { sealedContext } from '../sealed-columns.ts';
import { DEMO_STAFF } from './demo-staff.ts';

/** Demo back-office staff of the demo merchant, each with a second factor, and a printout line each. */
export async function seedDemoStaff(
  deps: Pick<TAppDeps, 'db' | 'secretBox'>,
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
    const sealed = deps.secretBox.seal(staff.totpSecret, sealedContext.staffTotp(id));
    await setConfirmedTotp(deps.db, id, sealed, null);
    const uri = otpauthUri(staff.totpSecret, staffTotpLabel(merchant, staff.username));
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
