import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import {
  createSecretBox,
  dataKey,
  dataKeyId,
  LEGACY_LOCAL_KEY_FILE,
  LOCAL_KEY_FILE,
  loadSecretBox,
  parseDataKey,
  SecretBoxError,
  SecretKeyError,
  sealedKeyId,
} from './secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXPTALAADMINSECRET2';
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');
const boxOf = (current: string, previous?: string) =>
  loadSecretBox({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    DATA_ENCRYPTION_KEY: current,
    DATA_ENCRYPTION_KEY_PREVIOUS: previous,
  });

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tala-box-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('secret box: seal and open', () => {
  it('when a secret is sealed, then the value names its key, hides the secret and opens with the same key and row', () => {
    const box = boxOf(keyA);
    const sealed = box.seal(SECRET, 'staff:1');
    expect(sealed).toMatch(/^sb2\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealedKeyId(sealed)).toBe(dataKeyId(parseDataKey(keyA, 'k')));
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed, 'staff:1')).toBe(SECRET);
    // A fresh IV each time: the same secret never gives the same value.
    expect(box.seal(SECRET, 'staff:1')).not.toBe(sealed);
  });

  it('when the key is another one, then a SecretKeyError (503 code) names DATA_ENCRYPTION_KEY and both key ids', () => {
    const sealed = boxOf(keyA).seal(SECRET, 'member-totp:1:7');
    const wrong = () => boxOf(keyB).open(sealed, 'member-totp:1:7');
    expect(wrong).toThrow(SecretKeyError);
    expect(wrong).toThrow(/DATA_ENCRYPTION_KEY is key [0-9a-f]{12}/);
    expect(wrong).toThrow(new RegExp(`sealed with key ${sealedKeyId(sealed)}`));
    try {
      wrong();
    } catch (error) {
      expect((error as SecretKeyError).code).toBe('ENCRYPTION_KEY_UNAVAILABLE');
      expect((error as Error).message).not.toContain(SECRET);
    }
  });

  it('when the value is opened for another row, altered, or given another key id, then it does not open', () => {
    const box = boxOf(keyA, keyB);
    const sealed = box.seal(SECRET, 'member-totp:1:7');
    expect(() => box.open(sealed, 'member-totp:1:8')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    const body = parts[3] ?? '';
    const flipped = [...parts.slice(0, 3), `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`, parts[4]];
    expect(() => box.open(flipped.join('.'), 'member-totp:1:7')).toThrow(SecretBoxError);
    // The key id is bound too: relabelled as the previous key's, it does not open under that key.
    const relabelled = [parts[0], box.previous?.id, ...parts.slice(2)].join('.');
    expect(() => box.open(relabelled, 'member-totp:1:7')).toThrow(SecretBoxError);
    try {
      box.open(sealed, 'member-totp:1:8');
    } catch (error) {
      expect((error as SecretBoxError).code).toBe('INTERNAL_ERROR');
    }
  });

  it('when a value is not in the current format, then it is refused as the operator’s to fix (restart re-seals)', () => {
    const box = boxOf(keyA);
    for (const old of ['sb1.aaaa.bbbb.cccc', 'stk1.0123456789ab.abcd', 'JBSWY3DPEHPK3PXP', ''])
      expect(() => box.open(old, 'staff:1')).toThrow(/not in the sb2 format/);
  });
});

describe('secret box: keys', () => {
  it('when rotating, then the previous key still opens its values and new ones use the current key', () => {
    const old = boxOf(keyA).seal(SECRET, 'social-client-secret:1:google');
    const rotating = boxOf(keyB, keyA);
    expect(rotating.open(old, 'social-client-secret:1:google')).toBe(SECRET);
    expect(sealedKeyId(rotating.seal(SECRET, 'x'))).toBe(rotating.current.id);
    expect(rotating.previous?.id).toBe(sealedKeyId(old));
    // Once the previous key is dropped, its values no longer open.
    expect(() => boxOf(keyB).open(old, 'social-client-secret:1:google')).toThrow(SecretKeyError);
    // The same key twice is no previous key at all.
    expect(boxOf(keyA, keyA).previous).toBeNull();
  });

  it('when a key is malformed, then the error names the variable and how to make one', () => {
    for (const bad of [
      'short',
      'x'.repeat(44),
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
    ])
      expect(() => boxOf(bad)).toThrow(
        /DATA_ENCRYPTION_KEY must be 32 random bytes.*openssl rand -base64 32/,
      );
    expect(() => boxOf(keyA, 'nope')).toThrow(/DATA_ENCRYPTION_KEY_PREVIOUS must be/);
    expect(parseDataKey(randomBytes(32).toString('base64url'), 'k')).toHaveLength(32);
  });

  it('when DATA_ENCRYPTION_KEY_PREVIOUS holds key material of before decision 031, then it is no previous key (only the upgrade reads it)', () => {
    const box = boxOf(keyA, randomBytes(48).toString('base64'));
    expect(box.previous).toBeNull();
  });

  it('when production has no key, then it refuses to start with a ConfigError naming DATA_ENCRYPTION_KEY', () => {
    const load = () => loadSecretBox({ NODE_ENV: 'production', DATA_DIR: '/nonexistent' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/DATA_ENCRYPTION_KEY is required in production/);
  });

  it('when development has no key, then one is generated into DATA_DIR (owner-only) and reused', () => {
    const dir = tempDir();
    const first = loadSecretBox({ NODE_ENV: 'development', DATA_DIR: dir });
    const file = path.join(dir, LOCAL_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseDataKey(readFileSync(file, 'utf8'), 'file')).toEqual(first.current.key);
    const second = loadSecretBox({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(second.current.id).toBe(first.current.id);
    expect(second.open(first.seal(SECRET, 'staff:9'), 'staff:9')).toBe(SECRET);
  });

  it('when a development data directory from before has staff-totp.key, then that key becomes the data key', () => {
    const dir = tempDir();
    const old = randomBytes(32);
    writeFileSync(path.join(dir, LEGACY_LOCAL_KEY_FILE), `${old.toString('base64')}\n`, { mode: 0o600 });
    const box = loadSecretBox({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(box.current.key).toEqual(old);
    expect(existsSync(path.join(dir, LEGACY_LOCAL_KEY_FILE))).toBe(false);
    expect(statSync(path.join(dir, LOCAL_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSecretBox({ NODE_ENV: 'development', DATA_DIR: dir }).current.id).toBe(box.current.id);
  });

  it('when a box is made from raw keys, then it seals with the current one', () => {
    const current = dataKey(randomBytes(32), 'test');
    const box = createSecretBox(current);
    expect(sealedKeyId(box.seal('a', 'c'))).toBe(current.id);
    expect(box.previous).toBeNull();
  });
});
