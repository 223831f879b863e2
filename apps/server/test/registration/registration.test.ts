import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSmsThrottle, latestSmsCode, requestSmsCode, setSwitch } from '../session/session-helpers.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => clearSmsThrottle(t));

/** Each call from its own IP unless told, so the per-IP registration limit is tested on its own. */
async function registerRequest(
  body: Record<string, unknown>,
  options: { mobile?: boolean; ip?: string } = {},
) {
  const payload = await t.seal({
    username: 'player01',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    agreeAge: true,
    verification: await solveHumanCheck(t.app),
    ...body,
  });
  return t.app.inject({
    method: 'PUT',
    url: options.mobile ? '/wps/member/register/mobile' : '/wps/member/register',
    remoteAddress: options.ip ?? `10.20.0.${++ipCounter}`,
    payload: payload as object,
  });
}

async function codeFor(mobile: string): Promise<string> {
  await clearSmsThrottle(t);
  const res = await requestSmsCode(t, 'register', mobile, { ip: `10.21.0.${++ipCounter}` });
  expect(res.json().code).toBe('OK');
  return (await latestSmsCode(t, `+63${mobile}`))!;
}

describe('registration', () => {
  it('when every rule is met with a valid SMS code, then the member exists and is logged in', async () => {
    const code = await codeFor('9180000001');
    const res = await registerRequest({
      username: 'player01',
      mobileNum: '9180000001',
      countryDialingCode: '+63',
      verificationCode: code,
      email: 'p1@example.com',
      referralCode: 'REF42',
      registerUrl: 'https://tala.local/register?referralCode=REF42',
      domain: 'tala.local',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      userName: 'player01',
      firstTimeLogin: true,
      isAgent: 0,
      toUpline: false,
    });
    const row = await t.deps.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'player01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      referral_code: 'REF42',
      domain: 'tala.local',
      register_method: 'WEB',
      dialing_code: '63',
      email: 'p1@example.com',
    });
    expect(row.register_ip).toMatch(/^10\.20\./);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: res.json().value.token },
    });
    expect(info.json().value.account).toBe('player01');
  });
  it('when an agent invitation code is given, then the agent becomes the upline', async () => {
    const code = await codeFor('9180000002');
    const res = await registerRequest({
      username: 'player02',
      mobileNum: '9180000002',
      verificationCode: code,
      affiliateCode: 'DEMOAGENT',
    });
    expect(res.json().value.toUpline).toBe(true);
  });
  it('when the invitation code is unknown, then INVITATION_CODE_INVALID', async () => {
    const code = await codeFor('9180000003');
    const res = await registerRequest({
      username: 'player03',
      mobileNum: '9180000003',
      verificationCode: code,
      affiliateCode: 'NOSUCH',
    });
    expect(res.json().code).toBe('INVITATION_CODE_INVALID');
  });
  it('when fields break the rule set, then VALIDATION_FAILED lists each with reg_pattern_{id} and the length', async () => {
    const res = await registerRequest({
      username: '1bad',
      mobileNum: '',
      email: 'not-an-email',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const fields = res.json().fields as {
      path: string;
      messageKey: string;
      params?: Record<string, string>;
    }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'username', messageKey: 'reg_pattern_1', params: { length: '4-16' } },
        { path: 'mobileNum', messageKey: 'not_empty' },
        expect.objectContaining({ path: 'email', messageKey: 'reg_pattern_3' }),
        expect.objectContaining({ path: 'password', messageKey: 'reg_pattern_16' }),
      ]),
    );
  });
  it('when the confirmation differs, then PASSWORD_CONFIRM_MISMATCH', async () => {
    const res = await registerRequest({
      username: 'player04',
      mobileNum: '9180000004',
      verificationCode: '123456',
      confirmPassword: 'Other1234',
    });
    expect(res.json().code).toBe('PASSWORD_CONFIRM_MISMATCH');
  });
  it('when the SMS code is missing, wrong or expired, then the matching error', async () => {
    const missing = await registerRequest({ username: 'player05', mobileNum: '9180000005' });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'verificationCode' }],
    });
    await codeFor('9180000005');
    const wrong = await registerRequest({
      username: 'player05',
      mobileNum: '9180000005',
      verificationCode: '000000',
    });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const code = await codeFor('9180000005');
    await t.deps.db
      .updateTable('sms_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('mobile_num', '=', '9180000005')
      .execute();
    const expired = await registerRequest({
      username: 'player05',
      mobileNum: '9180000005',
      verificationCode: code,
    });
    expect(expired.json().code).toBe('SMS_CODE_EXPIRED');
  });
  it('when a code is guessed 5 times, then even the right code no longer works', async () => {
    const code = await codeFor('9180000006');
    for (let i = 0; i < 5; i++) {
      const res = await registerRequest({
        username: 'player06',
        mobileNum: '9180000006',
        verificationCode: code === '111111' ? '222222' : '111111',
      });
      expect(res.json().code).toBe('SMS_CODE_INVALID');
    }
    expect(
      (
        await registerRequest({ username: 'player06', mobileNum: '9180000006', verificationCode: code })
      ).json().code,
    ).toBe('SMS_CODE_INVALID');
  });
  it('when the username or number is taken, then USERNAME_TAKEN or MOBILE_TAKEN', async () => {
    expect(
      (await registerRequest({ username: 'PLAYER01', mobileNum: '9180000007', verificationCode: '1' })).json()
        .code,
    ).toBe('USERNAME_TAKEN');
    await setSwitch(t, 'SMS_VERIFICATION', false);
    expect((await registerRequest({ username: 'player08', mobileNum: '9171234567' })).json().code).toBe(
      'MOBILE_TAKEN',
    );
    await setSwitch(t, 'SMS_VERIFICATION', true);
  });
  it('when age is not confirmed or the body is malformed, then VALIDATION_FAILED / DECRYPTION_FAILED', async () => {
    expect((await registerRequest({ agreeAge: false })).json().code).toBe('VALIDATION_FAILED');
    expect((await registerRequest({ email: 'x'.repeat(200) })).json().code).toBe('VALIDATION_FAILED');
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'x' },
    });
    expect(plain.json().code).toBe('DECRYPTION_FAILED');
  });
  it('when DIRECTREG3 is off, then FEATURE_DISABLED', async () => {
    await setSwitch(t, 'DIRECTREG3', false);
    expect((await registerRequest({})).json().code).toBe('FEATURE_DISABLED');
    await setSwitch(t, 'DIRECTREG3', true);
  });
  it('when registering by mobile, then the number becomes the username', async () => {
    const code = await codeFor('9180000009');
    const res = await registerRequest(
      { username: '', mobileNum: '9180000009', verificationCode: code },
      { mobile: true },
    );
    expect(res.json().value.userName).toBe('9180000009');
  });
  it('when mobile registration needs no password, then the account gets one nobody knows', async () => {
    await setSwitch(t, 'PHONE_REGISTRATION_PASSWORD', false);
    const code = await codeFor('9180000010');
    const res = await registerRequest(
      { username: '', password: '', confirmPassword: '', mobileNum: '9180000010', verificationCode: code },
      { mobile: true },
    );
    expect(res.json().success).toBe(true);
    await setSwitch(t, 'PHONE_REGISTRATION_PASSWORD', true);
    const needs = await registerRequest(
      { username: '', password: '', confirmPassword: '', mobileNum: '9180000011', verificationCode: '1' },
      { mobile: true },
    );
    expect(needs.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'password', messageKey: 'not_empty' }],
    });
    await setSwitch(t, 'PHONE_REGISTRATION', false);
    expect((await registerRequest({ mobileNum: '9180000012' }, { mobile: true })).json().code).toBe(
      'FEATURE_DISABLED',
    );
    await setSwitch(t, 'PHONE_REGISTRATION', true);
  });
  it('when one IP registers more than 10 times an hour, then RATE_LIMITED', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await registerRequest({ username: '' }, { ip: '10.22.0.1' })).json().code);
    expect(codes.slice(0, 10).every((c) => c === 'VALIDATION_FAILED')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
  });
});

describe('invitation code check', () => {
  it('when the code belongs to an agent, then valid with the agent name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=DEMOAGENT&domain=tala.local',
    });
    expect(res.json()).toMatchObject({ success: true, value: { valid: true, agentName: 'demo_agent' } });
  });
  it('when the code is unknown or missing, then INVITATION_CODE_INVALID or VALIDATION_FAILED', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE' })).json().code).toBe(
      'INVITATION_CODE_INVALID',
    );
    expect((await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${'x'.repeat(41)}` })).json().code,
    ).toBe('VALIDATION_FAILED');
  });
  it('when one IP checks more than 30 codes a minute, then RATE_LIMITED', async () => {
    let last = '';
    for (let i = 0; i < 31; i++)
      last = (
        await t.app.inject({
          method: 'GET',
          url: `/wps/agent/affiliate?code=C${i}X`,
          remoteAddress: '10.23.0.1',
        })
      ).json().code;
    expect(last).toBe('RATE_LIMITED');
  });
});
