import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asMigratedStaffValue, sealSb1, sealStaffTotpKey } from '../../test/support/legacy-secrets.ts';
import { loadSecretBox } from './secret-box.ts';
import { legacyFormatOf, legacyKeysFrom, openLegacy, type TLegacyEnv } from './secret-box-legacy.ts';

const SECRET = 'KRUGKIDROVUWG2ZATALAFINANCESECR3';
const APP_SECRET = randomBytes(48).toString('base64url');
const STORED_APP_SECRET = randomBytes(32).toString('base64url');
const box = loadSecretBox({
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const keysOf = (env: Partial<TLegacyEnv>, stored: string | null = STORED_APP_SECRET) =>
  legacyKeysFrom({ DATA_DIR: '/nonexistent', ...env }, box, stored);

describe('secrets sealed before decision 031', () => {
  it('when an sb1 value was sealed under APP_SECRET, the generated app secret or the former DATA_ENCRYPTION_KEY, then it opens', () => {
    const former = randomBytes(40).toString('base64');
    const cases: Array<[string, Partial<TLegacyEnv>]> = [
      [APP_SECRET, { APP_SECRET }],
      [STORED_APP_SECRET, {}],
      [former, { DATA_ENCRYPTION_KEY_PREVIOUS: former }],
    ];
    for (const [material, env] of cases) {
      const value = sealSb1(material, SECRET, 'member-totp:1:7');
      expect(legacyFormatOf(value)).toBe('sb1');
      expect(openLegacy(keysOf(env), value, 'member-totp:1:7')).toBe(SECRET);
    }
  });

  it('when an sb1 value opens with no material at hand, then the error says to set DATA_ENCRYPTION_KEY_PREVIOUS', () => {
    const value = sealSb1(randomBytes(40).toString('base64'), SECRET, 'social-client-secret:1:google');
    const open = () => openLegacy(keysOf({ APP_SECRET }), value, 'social-client-secret:1:google');
    expect(open).toThrow(
      /sb1 format.*APP_SECRET, the app secret generated into the database.*DATA_ENCRYPTION_KEY_PREVIOUS/,
    );
    // Bound to its row as before.
    const ours = sealSb1(APP_SECRET, SECRET, 'member-totp:1:7');
    expect(() => openLegacy(keysOf({ APP_SECRET }), ours, 'member-totp:1:8')).toThrow(/sb1 format/);
  });

  it('when a staff secret was under STAFF_TOTP_KEY, its previous key, the old key file or today’s key, then it opens', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tala-legacy-'));
    dirs.push(dir);
    const fileKey = randomBytes(32);
    writeFileSync(path.join(dir, 'staff-totp.key'), fileKey.toString('base64'));
    const envKey = randomBytes(32);
    const previousKey = randomBytes(32);
    const env = {
      DATA_DIR: dir,
      STAFF_TOTP_KEY: envKey.toString('hex'),
      STAFF_TOTP_KEY_PREVIOUS: previousKey.toString('base64'),
    };
    for (const key of [envKey, previousKey, fileKey, box.current.key]) {
      const value = asMigratedStaffValue(sealStaffTotpKey(key, SECRET, 'staff:3'));
      expect(legacyFormatOf(value)).toBe('stk1');
      expect(openLegacy(keysOf(env), value, 'staff:3')).toBe(SECRET);
    }
  });

  it('when no key at hand is the staff secret’s, then the error names STAFF_TOTP_KEY and the key id', () => {
    const sealed = sealStaffTotpKey(randomBytes(32), SECRET, 'enrolment:5');
    const open = () => openLegacy(keysOf({}), asMigratedStaffValue(sealed), 'enrolment:5');
    expect(open).toThrow(new RegExp(`STAFF_TOTP_KEY key ${sealed.keyId}.*Set STAFF_TOTP_KEY`));
    const key = randomBytes(32);
    const moved = asMigratedStaffValue(sealStaffTotpKey(key, SECRET, 'staff:1'));
    expect(() => openLegacy(keysOf({ STAFF_TOTP_KEY: key.toString('hex') }), moved, 'staff:2')).toThrow(
      /altered or copied from another row/,
    );
  });

  it('when a staff secret was never encrypted (before migration 0010), then its plain value is taken', () => {
    expect(openLegacy(keysOf({}), `plain.${SECRET}`, 'staff:1')).toBe(SECRET);
    expect(legacyFormatOf('sb2.0123456789ab.a.b.c')).toBeNull();
    expect(() => openLegacy(keysOf({}), 'nonsense', 'staff:1')).toThrow(/no format this server knows/);
  });
});
