import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.ts';

const KEY = 'k'.repeat(40);

describe('secret box', () => {
  it('when a value is sealed, then it opens with the same key and context only', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'member-totp:1:7');
    expect(sealed).toMatch(/^sb1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'member-totp:1:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'member-totp:1:8')).toThrow(SecretBoxError);
    expect(() => createSecretBox('x'.repeat(40)).open(sealed, 'member-totp:1:7')).toThrow(SecretBoxError);
  });
  it('when the same value is sealed twice, then the two ciphertexts differ (fresh IV)', () => {
    const box = createSecretBox(KEY);
    expect(box.seal('a', 'c')).not.toBe(box.seal('a', 'c'));
  });
  it('when the sealed text is tampered with or malformed, then it does not open', () => {
    const box = createSecretBox(KEY);
    const [v, iv, body, tag] = box.seal('secret', 'c').split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([v, iv, flipped, tag].join('.'), 'c')).toThrow(SecretBoxError);
    expect(() => box.open('nonsense', 'c')).toThrow(SecretBoxError);
  });
  it('when the key material is short, then the box refuses to start', () => {
    expect(() => createSecretBox('short')).toThrow(/32 characters/);
  });
});
