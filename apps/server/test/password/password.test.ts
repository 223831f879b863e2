import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authed,
  clearSmsThrottle,
  latestSmsCode,
  login,
  loginRequest,
  requestSmsCode,
  setSwitch,
} from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => clearSmsThrottle(t));

async function changePassword(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: authed(token),
    payload: (await t.seal(body)) as object,
  });
}

async function infoStatus(token: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) })).statusCode;
}

describe('change password', () => {
  it('when old is right and new follows the rule, then it changes and every other session ends', async () => {
    const other = await login(t, 'demo_agent', 'Agent123!');
    const current = await login(t, 'demo_agent', 'Agent123!');
    const res = await changePassword(current.token, {
      oldPassword: 'Agent123!',
      newPassword: 'NewAgent123',
      confirmNewPassword: 'NewAgent123',
    });
    expect(res.json()).toMatchObject({ success: true, value: null });
    expect(await infoStatus(current.token)).toBe(200);
    expect(await infoStatus(other.token)).toBe(401);
    expect((await loginRequest(t, { username: 'demo_agent', password: 'Agent123!' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await login(t, 'demo_agent', 'NewAgent123')).defaultPassword).toBe(false);
  });
  it('when a forced change is done, then the default-password flag clears', async () => {
    const s = await login(t, 'demo_newbie', 'Welcome123!');
    expect(s.defaultPassword).toBe(true);
    await changePassword(s.token, {
      oldPassword: 'Welcome123!',
      newPassword: 'Newbie2024',
      confirmNewPassword: 'Newbie2024',
    });
    expect((await login(t, 'demo_newbie', 'Newbie2024')).defaultPassword).toBe(false);
  });
  it('when old is wrong, confirmation differs, new equals old or breaks the rule, then the matching error', async () => {
    const s = await login(t, 'demo_newbie', 'Newbie2024');
    expect(
      (
        await changePassword(s.token, {
          oldPassword: 'nope',
          newPassword: 'Other2024',
          confirmNewPassword: 'Other2024',
        })
      ).json().code,
    ).toBe('PASSWORD_OLD_WRONG');
    expect(
      (
        await changePassword(s.token, {
          oldPassword: 'Newbie2024',
          newPassword: 'Other2024',
          confirmNewPassword: 'Other2025',
        })
      ).json().code,
    ).toBe('PASSWORD_CONFIRM_MISMATCH');
    expect(
      (
        await changePassword(s.token, {
          oldPassword: 'Newbie2024',
          newPassword: 'Newbie2024',
          confirmNewPassword: 'Newbie2024',
        })
      ).json().code,
    ).toBe('PASSWORD_SAME_AS_OLD');
    const weak = await changePassword(s.token, {
      oldPassword: 'Newbie2024',
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'newPassword', messageKey: 'reg_pattern_16' }],
    });
  });
  it('when there is no session or the body is not sealed, then NOT_LOGGED_IN or DECRYPTION_FAILED', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: { sealed: { key: 'a', iv: 'b', data: 'c' } },
    });
    expect(none.json().code).toBe('NOT_LOGGED_IN');
    const s = await login(t, 'demo_newbie', 'Newbie2024');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: authed(s.token),
      payload: { oldPassword: 'x' },
    });
    expect(plain.json().code).toBe('DECRYPTION_FAILED');
  });
});

describe('password by e-mail', () => {
  const form = (body: string, ip = '10.30.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('when username and e-mail match, then a temporary password is mailed; both it and the real one work', async () => {
    const res = await form('username=demo_player&email=Demo.Player%40example.com');
    expect(res.json()).toMatchObject({ success: true, value: null });
    const mail = await t.deps.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'email')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('demo.player@example.com');
    const temp = mail.body.match(/: ([A-Za-z0-9]{12})\n/)?.[1];
    expect(temp).toBeDefined();
    const withTemp = await login(t, 'demo_player', temp!);
    expect(withTemp.defaultPassword).toBe(true);
    expect((await login(t, 'demo_player', 'Player123!')).defaultPassword).toBe(false);
    // The temporary password proves the member when changing to a new one.
    const changed = await changePassword(withTemp.token, {
      oldPassword: temp,
      newPassword: 'Player2024',
      confirmNewPassword: 'Player2024',
    });
    expect(changed.json().success).toBe(true);
    expect((await loginRequest(t, { username: 'demo_player', password: temp })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
  });
  it('when the pair is unknown, then the answer is the same as for a known pair and nothing is sent', async () => {
    const mails = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('outbox_messages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('channel', '=', 'email')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const known = await form('username=demo_agent&email=demo.agent%40example.com', '10.30.0.3');
    const sent = await mails();
    const wrongEmail = await form('username=demo_player&email=wrong%40example.com', '10.30.0.2');
    const ghost = await form('username=ghost&email=ghost%40example.com', '10.30.0.2');
    for (const res of [wrongEmail, ghost]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.json()).toEqual(known.json());
    }
    expect(known.json()).toMatchObject({ success: true, code: 'OK', value: null });
    expect(await mails()).toBe(sent);
    expect((await form('username=ghost&email=not-an-email', '10.30.0.2')).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });
  it('when one username is asked for more than 3 times an hour, then RATE_LIMITED', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await form('username=demo_newbie&email=demo.newbie%40example.com', `10.31.0.${i}`)).json().code,
      );
    expect(codes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED']);
  });
});

describe('password by phone', () => {
  async function reset(body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: (await t.seal(body)) as object,
    });
  }
  it('when the recovery code is right, then the password changes, old sessions end and the member is logged in', async () => {
    const before = await login(t, 'demo_player', 'Player2024');
    await requestSmsCode(t, 'forgot', '9171234567');
    const code = await latestSmsCode(t, '+639171234567');
    const res = await reset({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: code,
      newPassword: 'Phone2024',
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'demo_player' } });
    expect(await infoStatus(before.token)).toBe(401);
    expect(await infoStatus(res.json().value.token)).toBe(200);
    await login(t, 'demo_player', 'Phone2024');
  });
  it('when the code is wrong or the new password weak, then SMS_CODE_INVALID or VALIDATION_FAILED', async () => {
    await requestSmsCode(t, 'forgot', '9171234567');
    expect(
      (
        await reset({
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '000000',
          newPassword: 'Phone2025',
        })
      ).json().code,
    ).toBe('SMS_CODE_INVALID');
    expect(
      (
        await reset({
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '000000',
          newPassword: 'x!',
        })
      ).json().code,
    ).toBe('VALIDATION_FAILED');
  });
  it('when PHONE_RECOVERY is off, then FEATURE_DISABLED', async () => {
    await setSwitch(t, 'PHONE_RECOVERY', false);
    expect(
      (
        await reset({
          mobileNum: '9171234567',
          countryDialingCode: '63',
          verificationCode: '1',
          newPassword: 'Phone2025',
        })
      ).json().code,
    ).toBe('FEATURE_DISABLED');
    await setSwitch(t, 'PHONE_RECOVERY', true);
  });
});
