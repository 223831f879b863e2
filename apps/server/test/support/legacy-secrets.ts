import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How secrets were sealed before decision 031, copied from the code of that time (lib/secret-box.ts `sb1`
 * and modules/staff/totp-vault.ts), so the upgrade is tested against what those servers really wrote,
 * not against the reader's own idea of it.
 */

/** lib/secret-box.ts before 031: HKDF of DATA_ENCRYPTION_KEY / APP_SECRET / the generated app secret. */
export function sealSb1(keyMaterial: string, plain: string, context: string): string {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'tala-secret-box', 'sb1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return ['sb1', ...parts].join('.');
}

/** modules/staff/totp-vault.ts before 031: the ciphertext column and the totp_key_id column. */
export function sealStaffTotpKey(key: Buffer, plain: string, context: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return {
    ciphertext: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'),
    keyId: createHash('sha256').update('tala-staff-totp-key:').update(key).digest('hex').slice(0, 12),
  };
}

/** What migration 0015 makes of the two staff columns (tests that skip the migration itself). */
export function asMigratedStaffValue(sealed: { ciphertext: string; keyId: string }): string {
  return `stk1.${sealed.keyId}.${sealed.ciphertext}`;
}
