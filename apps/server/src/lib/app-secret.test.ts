import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { appSecretWeakness } from './app-secret.ts';

describe('APP_SECRET strength', () => {
  it('when the secret comes from a random generator (base64 or hex, 32+ characters), then it is accepted', () => {
    for (let i = 0; i < 200; i++) {
      for (const secret of [
        randomBytes(48).toString('base64'),
        randomBytes(32).toString('base64url'),
        randomBytes(24).toString('base64url'),
        randomBytes(32).toString('hex'),
        randomBytes(16).toString('hex'),
      ]) {
        expect([secret, appSecretWeakness(secret)]).toEqual([secret, null]);
      }
    }
  });
  it.each([
    ['short', 'k9!Vq2#mZ7', 'too short'],
    ['a placeholder', 'please-change-me-to-something-random-0192', 'placeholder "change-me"'],
    ['an example value', 'replace-with-a-long-random-string-xyz-0193', 'placeholder "replace"'],
    ['one repeated character', 'x'.repeat(48), 'repeated or sequential'],
    ['a sequence', 'nopqrstuvwxyz9876543210ZYXWVUTSRQPON', 'repeated or sequential'],
    ['a repeated word', 'tala'.repeat(10), 'too little randomness'],
    ['a word and a year, repeated', 'Tala2024Tala2024Tala2024Tala2024', 'too little randomness'],
  ])('when the secret is %s, then it is refused and the reason is named', (_name, secret, reason) => {
    expect(appSecretWeakness(secret)).toContain(reason);
  });
  it('when readEnv sees a weak APP_SECRET, then it refuses and says what to set', () => {
    expect(() => readEnv({ APP_SECRET: 'changeme-changeme-changeme-changeme' })).toThrow(
      /APP_SECRET: weak: .*openssl rand -base64 48/,
    );
    expect(readEnv({}).APP_SECRET).toBeUndefined();
  });
});
