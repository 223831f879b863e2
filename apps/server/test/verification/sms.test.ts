import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSmsThrottle, countSms, latestSmsCode, requestSmsCode } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => clearSmsThrottle(t));

describe('SMS codes', () => {
  it('when a new number asks for a registration code, then a 6-digit code is texted, stored only hashed', async () => {
    const res = await requestSmsCode(t, 'register', '9170000001');
    expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestSmsCode(t, '+639170000001');
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.deps.db
      .selectFrom('sms_codes')
      .select('code_hash')
      .where('mobile_num', '=', '9170000001')
      .executeTakeFirstOrThrow();
    expect(row.code_hash.toString('utf8')).not.toContain(code!);
  });
  it('when a registered number asks for a registration code, then MOBILE_TAKEN', async () => {
    expect((await requestSmsCode(t, 'register', '9171234567')).json().code).toBe('MOBILE_TAKEN');
  });
  it('when an unknown number asks for a login or recovery code, then the answer is success but nothing is sent', async () => {
    const loginRes = await requestSmsCode(t, 'noLogin', '9179999999');
    expect(loginRes.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    await clearSmsThrottle(t);
    const forgot = await requestSmsCode(t, 'forgot', '9179999999');
    expect(forgot.json().success).toBe(true);
    expect(await countSms(t, '+639179999999')).toBe(0);
  });
  it('when a member asks for a recovery code, then the answer carries the expiry time in ms', async () => {
    const before = Date.now();
    const res = await requestSmsCode(t, 'forgot', '9171234567');
    const expires = res.json().value.expirationTime;
    expect(expires).toBeGreaterThan(before + 4 * 60_000);
    expect(expires).toBeLessThan(before + 6 * 60_000);
    expect(await latestSmsCode(t, '+639171234567')).toMatch(/^\d{6}$/);
  });
  it('when the same number asks again within a second, then SMS_TOO_FREQUENT', async () => {
    // Both at once: one after the other, a loaded machine can take the first past the second's window.
    const answers = await Promise.all([
      requestSmsCode(t, 'register', '9170000002', { ip: '10.0.1.1' }),
      requestSmsCode(t, 'register', '9170000002', { ip: '10.0.1.2' }),
    ]);
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes).toEqual(['OK', 'SMS_TOO_FREQUENT']);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
  });
  it('when one IP asks more than 5 times for a number, then SMS_LOCKED for that pair; another IP still works', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      await clearSmsThrottle(t);
      codes.push((await requestSmsCode(t, 'register', '9170000003', { ip: '10.0.2.1' })).json().code);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'SMS_LOCKED']);
    await clearSmsThrottle(t);
    expect((await requestSmsCode(t, 'register', '9170000003', { ip: '10.0.2.1' })).json().code).toBe(
      'SMS_LOCKED',
    );
    await clearSmsThrottle(t);
    expect((await requestSmsCode(t, 'register', '9170000003', { ip: '10.0.2.2' })).json().code).toBe('OK');
    const lock = await t.deps.db
      .selectFrom('rate_limits')
      .select(sql<number>`extract(epoch from locked_until - now())`.as('s'))
      .where('key', 'like', '%sms:pair:639170000003:10.0.2.1')
      .executeTakeFirstOrThrow();
    expect(Number(lock.s)).toBeGreaterThan(250);
    expect(Number(lock.s)).toBeLessThanOrEqual(300);
  });
  it('when one IP asks for more than 10 numbers, then that IP is SMS_LOCKED', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await requestSmsCode(t, 'register', `91711100${10 + i}`, { ip: '10.0.3.1' })).json().code);
    expect(codes.slice(0, 10).every((c) => c === 'OK')).toBe(true);
    expect(codes[10]).toBe('SMS_LOCKED');
  });
  it('when the human check is missing or the number malformed, then HUMAN_CHECK_FAILED or VALIDATION_FAILED', async () => {
    const noCheck = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '9170000004', countryDialingCode: '63', verification: '' },
    });
    expect(noCheck.json().code).toBe('HUMAN_CHECK_FAILED');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: 'abc', countryDialingCode: '63', verification: 'x' },
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const long = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/forgot',
      payload: { mobileNum: '1'.repeat(21), countryDialingCode: '63', verification: 'x' },
    });
    expect(long.json().code).toBe('VALIDATION_FAILED');
  });
  it('when the texts are sent in a language, then the SMS is in that language', async () => {
    const { solveHumanCheck } = await import('../support/human-check.ts');
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { language: 'CN' },
      payload: {
        mobileNo: '9170000005',
        countryDialingCode: '63',
        verification: await solveHumanCheck(t.app),
      },
    });
    const row = await t.deps.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', '+639170000005')
      .executeTakeFirstOrThrow();
    expect(row.body).toContain('验证码');
  });
});
