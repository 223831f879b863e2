import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../lib/config-error.ts';
import {
  keyIdOf,
  LOCAL_KEY_FILE,
  loadTotpVault,
  openTotpSecret,
  parseTotpKey,
  sealTotpSecret,
  TotpKeyError,
} from './totp-vault.ts';

const SECRET = 'JBSWY3DPEHPK3PXPTALAADMINSECRET2';
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');
const vaultOf = (current: string, previous?: string) =>
  loadTotpVault({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    STAFF_TOTP_KEY: current,
    STAFF_TOTP_KEY_PREVIOUS: previous,
  });

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('TOTP secrets at rest', () => {
  it('when a secret is sealed, then the ciphertext hides it and opens with the same key and row', () => {
    const vault = vaultOf(keyA);
    const sealed = sealTotpSecret(vault, 'staff:1', SECRET);
    expect(sealed.ciphertext).not.toContain(SECRET);
    expect(sealed.keyId).toBe(keyIdOf(parseTotpKey(keyA, 'k')));
    expect(openTotpSecret(vault, 'staff:1', sealed)).toBe(SECRET);
    // A fresh IV each time: the same secret never gives the same ciphertext.
    expect(sealTotpSecret(vault, 'staff:1', SECRET).ciphertext).not.toBe(sealed.ciphertext);
  });

  it('when the key is wrong, then a TotpKeyError names STAFF_TOTP_KEY (no crash, no secret)', () => {
    const sealed = sealTotpSecret(vaultOf(keyA), 'staff:1', SECRET);
    const wrong = () => openTotpSecret(vaultOf(keyB), 'staff:1', sealed);
    expect(wrong).toThrow(TotpKeyError);
    expect(wrong).toThrow(/STAFF_TOTP_KEY/);
    expect(wrong).toThrow(new RegExp(sealed.keyId));
  });

  it('when the key id matches but the ciphertext was altered or moved to another row, then it does not open', () => {
    const vault = vaultOf(keyA);
    const sealed = sealTotpSecret(vault, 'staff:1', SECRET);
    expect(() => openTotpSecret(vault, 'staff:2', sealed)).toThrow(/does not decrypt/);
    const bytes = Buffer.from(sealed.ciphertext, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    const tampered = { ...sealed, ciphertext: bytes.toString('base64url') };
    expect(() => openTotpSecret(vault, 'staff:1', tampered)).toThrow(TotpKeyError);
    expect(() => openTotpSecret(vault, 'staff:1', { ...sealed, ciphertext: 'abc' })).toThrow(TotpKeyError);
  });

  it('when rotating, then the previous key still opens old secrets and new ones use the current key', () => {
    const old = sealTotpSecret(vaultOf(keyA), 'staff:1', SECRET);
    const rotating = vaultOf(keyB, keyA);
    expect(openTotpSecret(rotating, 'staff:1', old)).toBe(SECRET);
    expect(sealTotpSecret(rotating, 'staff:1', SECRET).keyId).toBe(rotating.current.id);
    expect(rotating.previous?.id).toBe(old.keyId);
    // The same key twice is no previous key at all.
    expect(vaultOf(keyA, keyA).previous).toBeNull();
  });

  it('when a key is malformed, then the error names the variable', () => {
    for (const bad of [
      'short',
      'x'.repeat(44),
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
    ])
      expect(() => vaultOf(bad)).toThrow(/STAFF_TOTP_KEY must be 32 random bytes/);
    expect(() => vaultOf(keyA, 'nope')).toThrow(/STAFF_TOTP_KEY_PREVIOUS must be/);
    expect(parseTotpKey(randomBytes(32).toString('base64url'), 'k')).toHaveLength(32);
  });

  it('when production has no key, then it refuses to start with a ConfigError naming STAFF_TOTP_KEY', () => {
    const load = () => loadTotpVault({ NODE_ENV: 'production', DATA_DIR: '/nonexistent' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/STAFF_TOTP_KEY is required in production/);
  });

  it('when development has no key, then one is generated into DATA_DIR (owner-only) and reused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tala-vault-'));
    dirs.push(dir);
    const first = loadTotpVault({ NODE_ENV: 'development', DATA_DIR: dir });
    const file = path.join(dir, LOCAL_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseTotpKey(readFileSync(file, 'utf8'), 'file')).toEqual(first.current.key);
    const second = loadTotpVault({ NODE_ENV: 'development', DATA_DIR: dir });
    expect(second.current.id).toBe(first.current.id);
    expect(openTotpSecret(second, 'staff:9', sealTotpSecret(first, 'staff:9', SECRET))).toBe(SECRET);
  });
});
