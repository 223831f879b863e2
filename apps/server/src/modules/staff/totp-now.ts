import { DEMO_STAFF } from '../../db/seed/demo-staff.ts';
import { currentTotpCode } from '../../lib/totp.ts';

/**
 * `npx tsx apps/server/src/modules/staff/totp-now.ts [username]`: the current code of the demo staff,
 * for a newcomer without an authenticator app at hand.
 */
const wanted = process.argv[2];
for (const staff of DEMO_STAFF) {
  if (wanted && wanted !== staff.username) continue;
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${staff.username}: ${currentTotpCode(staff.totpSecret)}  (valid ${secondsLeft}s more)`);
}
