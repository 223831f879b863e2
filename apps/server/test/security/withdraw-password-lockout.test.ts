import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, newPlayer } from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/** Counts every password check the server makes (the real Argon2id check still runs). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      checks.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('withdrawal password lock-out under parallel guesses', () => {
  it('when 20 wrong guesses arrive at once, then exactly 5 are checked and the other 15 are refused as locked', async () => {
    const a = api(t, (await newPlayer(t)).token);
    await a.post(SECURITY_PATHS.withdrawPassword, { password: 'Pay123456', confirmPassword: 'Pay123456' });
    const change = (old: string) =>
      a.put(SECURITY_PATHS.withdrawPassword, {
        oldPassword: old,
        password: 'New123456',
        confirmPassword: 'New123456',
      });

    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Wrong${1000 + i}`)));
    const codes = answers.map((res) => res.json().code);

    expect(checks.count).toBe(5);
    expect(codes.filter((code) => code === 'SEC_WITHDRAW_PASSWORD_WRONG')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(15);
    // Locked now: the right password is refused too, and not even checked.
    expect((await change('Pay123456')).json().code).toBe('RATE_LIMITED');
    expect(checks.count).toBe(5);
  });

  it('when the right password arrives 10 times at once (a double-clicked form), then every one passes', async () => {
    const a = api(t, (await newPlayer(t)).token);
    await a.post(SECURITY_PATHS.withdrawPassword, { password: 'Pay123456', confirmPassword: 'Pay123456' });
    const same = () =>
      a.put(SECURITY_PATHS.withdrawPassword, {
        oldPassword: 'Pay123456',
        password: 'Pay123456',
        confirmPassword: 'Pay123456',
      });
    const codes = (await Promise.all(Array.from({ length: 10 }, same))).map((res) => res.json().code);
    // Checked and right every time; the change itself is refused as "same as old", not as locked.
    expect(codes).toEqual(Array(10).fill('PASSWORD_SAME_AS_OLD'));
  });

  it('when the right password comes after a few wrong ones, then it passes and the count starts over', async () => {
    const a = api(t, (await newPlayer(t)).token);
    await a.post(SECURITY_PATHS.withdrawPassword, { password: 'Pay123456', confirmPassword: 'Pay123456' });
    const change = (old: string, next: string) =>
      a.put(SECURITY_PATHS.withdrawPassword, { oldPassword: old, password: next, confirmPassword: next });
    for (let i = 0; i < 4; i++)
      expect((await change('Wrong0000', 'New123456')).json().code).toBe('SEC_WITHDRAW_PASSWORD_WRONG');
    expect((await change('Pay123456', 'New123456')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await change('Wrong0000', 'Pay123456')).json().code).toBe('SEC_WITHDRAW_PASSWORD_WRONG');
    expect((await change('New123456', 'Pay123456')).statusCode).toBe(200);
  });
});
