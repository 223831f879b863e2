import { DEVICE_VERIFICATION_PATHS } from '@tala/contract/session/device-verification';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../../src/lib/totp.ts';
import {
  authed,
  clearSmsThrottle,
  countSms,
  latestSmsCode,
  loginRequest,
  requestSmsCode,
  setSwitch,
} from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  createPlayer,
  latestMail,
  loginFrom,
  newBrowser,
  sealedPost,
  type TBrowser,
} from './device-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setSwitch(t, 'LOGINIPVERF3', true);
});
afterAll(async () => t.close());

const PASSWORD = 'Secret123!';

async function challengeFor(browser: TBrowser, username: string) {
  const res = await loginFrom(t, browser, username, PASSWORD);
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
  return res.json().value as { challengeToken: string; methods: { method: string; target: string | null }[] };
}

function sendCode(browser: TBrowser, challengeToken: string, method: 'mobile' | 'email') {
  return sealedPost(t, DEVICE_VERIFICATION_PATHS.sendCode, { challengeToken, method }, browser.headers);
}

function verify(
  browser: TBrowser,
  body: { challengeToken: string; method: string; answer: string; trustDevice?: boolean },
) {
  return sealedPost(t, DEVICE_VERIFICATION_PATHS.verify, body, browser.headers);
}

async function clearCodePace(): Promise<void> {
  await t.deps.db.deleteFrom('rate_limits').where('key', 'like', '%:login-code:t:%').execute();
}

describe('when LOGINIPVERF3 is on and the device is untrusted', () => {
  it('then a right password answers a challenge with the masked methods, no session, and a device cookie', async () => {
    await createPlayer(t, { username: 'dv_one', email: 'dv.one@example.com', mobile: '9170000001' });
    const before = await t.deps.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await loginRequest(t, { username: 'dv_one', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
    const value = res.json().value;
    expect(value.methods).toEqual([
      { method: 'mobile', target: expect.stringMatching(/^\+63 917\*+001$/) },
      { method: 'email', target: expect.stringContaining('***') },
    ]);
    expect(value.challengeToken).toHaveLength(43);
    expect(value.expiresInSeconds).toBe(600);
    expect(String(res.headers['set-cookie'])).toMatch(
      /tala_device=[\w-]{43}; Path=\/wps; .*HttpOnly; SameSite=Lax/,
    );
    const after = await t.deps.db
      .selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // Only the token's hash is kept.
    const stored = await t.deps.db.selectFrom('login_challenges').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash.toString('base64url') === value.challengeToken)).toBe(false);
  });

  it('then a wrong password or an unknown user still answers INVALID_CREDENTIALS (nothing is revealed)', async () => {
    const browser = newBrowser();
    const wrong = await loginFrom(t, browser, 'dv_one', 'Wrong123!');
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const unknown = await loginFrom(t, browser, 'dv_nobody', 'Wrong123!');
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('then an SMS code completes it, the ticked device is trusted, and the next login from it needs nothing', async () => {
    await createPlayer(t, { username: 'dv_sms', email: 'dv.sms@example.com', mobile: '9170000002' });
    const browser = newBrowser();
    const { challengeToken } = await challengeFor(browser, 'dv_sms');
    const sent = await sendCode(browser, challengeToken, 'mobile');
    expect(sent.json()).toMatchObject({
      success: true,
      value: { expiredMinutes: 5, resendAfterSeconds: 60 },
    });
    const code = await latestSmsCode(t, '+639170000002');
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await verify(browser, { challengeToken, method: 'mobile', answer: wrongCode });
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_VERIFICATION_FAILED', value: { attemptsLeft: 4 } });
    const ok = await verify(browser, { challengeToken, method: 'mobile', answer: code!, trustDevice: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().value.token as string;
    expect((await t.app.inject({ url: '/wps/member/info', headers: authed(token) })).statusCode).toBe(200);
    // The challenge is single use.
    const again = await verify(browser, { challengeToken, method: 'mobile', answer: code! });
    expect(again.json().code).toBe('LOGIN_CHALLENGE_INVALID');
    // The device is trusted now: the next login goes straight through.
    const next = await loginFrom(t, browser, 'dv_sms', PASSWORD);
    expect(next.statusCode).toBe(200);
    // And the new device was announced once, by e-mail, with where and how to secure the account.
    const mail = await latestMail(t, 'dv.sms@example.com');
    expect(mail?.subject).toContain('new sign-in');
    expect(mail?.body).toContain('Chrome · Windows');
    expect(mail?.body).toContain('127.0.0.1');
    expect(mail?.body).toContain('Security centre > Devices');
    const notices = await t.deps.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', 'dv.sms@example.com')
      .where('subject', 'like', '%new sign-in%')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('then an e-mail code without "trust this device" signs in once and the device is asked again next time', async () => {
    await createPlayer(t, { username: 'dv_mail', email: 'dv.mail@example.com' });
    const browser = newBrowser();
    const { challengeToken, methods } = await challengeFor(browser, 'dv_mail');
    expect(methods.map((m) => m.method)).toEqual(['email']);
    expect((await sendCode(browser, challengeToken, 'email')).statusCode).toBe(200);
    const mail = await latestMail(t, 'dv.mail@example.com');
    expect(mail?.subject).toContain('sign-in code');
    const code = mail?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const ok = await verify(browser, { challengeToken, method: 'email', answer: code, trustDevice: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await loginFrom(t, browser, 'dv_mail', PASSWORD)).json().code).toBe(
      'LOGIN_VERIFICATION_REQUIRED',
    );
  });

  it('then a method the member does not have is refused without spending a try', async () => {
    const browser = newBrowser();
    const { challengeToken } = await challengeFor(browser, 'dv_mail');
    const res = await verify(browser, { challengeToken, method: 'authenticator', answer: '123456' });
    expect(res.json().code).toBe('LOGIN_METHOD_UNAVAILABLE');
    expect((await sendCode(browser, challengeToken, 'mobile')).json().code).toBe('LOGIN_METHOD_UNAVAILABLE');
  });

  it('then the challenge only works from the browser it was issued to', async () => {
    const browser = newBrowser();
    const { challengeToken } = await challengeFor(browser, 'dv_mail');
    const other = newBrowser();
    expect((await sendCode(other, challengeToken, 'email')).json().code).toBe('LOGIN_CHALLENGE_INVALID');
    const noCookie = await sealedPost(
      t,
      DEVICE_VERIFICATION_PATHS.verify,
      { challengeToken, method: 'email', answer: '123456' },
      {},
    );
    expect(noCookie.json().code).toBe('LOGIN_CHALLENGE_INVALID');
  });

  it('then a code is sent at most once a minute and three times a challenge', async () => {
    await createPlayer(t, { username: 'dv_pace', email: 'dv.pace@example.com' });
    const browser = newBrowser();
    const { challengeToken } = await challengeFor(browser, 'dv_pace');
    expect((await sendCode(browser, challengeToken, 'email')).statusCode).toBe(200);
    expect((await sendCode(browser, challengeToken, 'email')).json().code).toBe('SMS_TOO_FREQUENT');
    await clearCodePace();
    expect((await sendCode(browser, challengeToken, 'email')).statusCode).toBe(200);
    await clearCodePace();
    expect((await sendCode(browser, challengeToken, 'email')).statusCode).toBe(200);
    await clearCodePace();
    expect((await sendCode(browser, challengeToken, 'email')).json().code).toBe('SMS_LOCKED');
    expect(await countSms(t, 'dv.pace@example.com')).toBe(3);
  });

  it('then an expired code asks for a new one, and an expired challenge asks to log in again', async () => {
    await createPlayer(t, { username: 'dv_late', email: 'dv.late@example.com' });
    const browser = newBrowser();
    const { challengeToken } = await challengeFor(browser, 'dv_late');
    await sendCode(browser, challengeToken, 'email');
    const code = (await latestMail(t, 'dv.late@example.com'))?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    await sql`UPDATE login_challenges SET code_expires_at = now() - interval '1 second'`.execute(t.deps.db);
    expect((await verify(browser, { challengeToken, method: 'email', answer: code })).json().code).toBe(
      'SMS_CODE_EXPIRED',
    );
    await sql`UPDATE login_challenges SET expires_at = now() - interval '1 second'`.execute(t.deps.db);
    expect((await verify(browser, { challengeToken, method: 'email', answer: code })).json().code).toBe(
      'LOGIN_CHALLENGE_INVALID',
    );
  });

  it('then five wrong answers end the challenge, even for the right code afterwards', async () => {
    await createPlayer(t, { username: 'dv_lock', email: 'dv.lock@example.com' });
    const browser = newBrowser();
    const { challengeToken } = await challengeFor(browser, 'dv_lock');
    await sendCode(browser, challengeToken, 'email');
    const code = (await latestMail(t, 'dv.lock@example.com'))?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      left.push(
        (await verify(browser, { challengeToken, method: 'email', answer: wrongCode })).json().value
          .attemptsLeft,
      );
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect((await verify(browser, { challengeToken, method: 'email', answer: code })).json().code).toBe(
      'LOGIN_CHALLENGE_INVALID',
    );
  });

  it('then ten wrong answers in an hour, over several challenges, stop further tries for that member', async () => {
    await createPlayer(t, {
      username: 'dv_cap',
      email: 'dv.cap@example.com',
      payeeName: 'Cap Holder',
      bank: true,
    });
    const browser = newBrowser();
    for (let round = 0; round < 2; round++) {
      const { challengeToken } = await challengeFor(browser, 'dv_cap');
      for (let i = 0; i < 5; i++)
        await verify(browser, { challengeToken, method: 'bankName', answer: 'Someone Else' });
    }
    const { challengeToken } = await challengeFor(browser, 'dv_cap');
    expect(
      (await verify(browser, { challengeToken, method: 'bankName', answer: 'Cap Holder' })).json().code,
    ).toBe('RATE_LIMITED');
  });

  it('then the bank account holder name completes it, compared without case or extra spaces', async () => {
    await createPlayer(t, { username: 'dv_bank', payeeName: 'Juan dela Cruz', bank: true });
    const browser = newBrowser();
    const { challengeToken, methods } = await challengeFor(browser, 'dv_bank');
    expect(methods).toEqual([{ method: 'bankName', target: null }]);
    const wrong = await verify(browser, { challengeToken, method: 'bankName', answer: 'Juan Cruz' });
    expect(wrong.json().code).toBe('LOGIN_VERIFICATION_FAILED');
    const ok = await verify(browser, { challengeToken, method: 'bankName', answer: '  JUAN   dela cruz ' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('then challenges dead for more than a day are trimmed when a new one is made', async () => {
    const browser = newBrowser();
    await challengeFor(browser, 'dv_mail');
    await sql`UPDATE login_challenges SET expires_at = now() - interval '2 days'`.execute(t.deps.db);
    await challengeFor(browser, 'dv_mail');
    const rows = await t.deps.db.selectFrom('login_challenges').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('then a member with nothing to verify with is let in (no lockout)', async () => {
    await createPlayer(t, { username: 'dv_bare' });
    const res = await loginFrom(t, newBrowser(), 'dv_bare', PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('then an SMS-code login is not challenged (the code proves the phone) and trusts the device', async () => {
    await createPlayer(t, { username: 'dv_phone', mobile: '9170000009', email: 'dv.phone@example.com' });
    await clearSmsThrottle(t);
    await requestSmsCode(t, 'noLogin', '9170000009');
    const code = await latestSmsCode(t, '+639170000009');
    const browser = newBrowser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: browser.headers,
      payload: (await t.seal({
        type: 'sms',
        username: '9170000009',
        countryDialingCode: '+63',
        password: code,
      })) as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await loginFrom(t, browser, 'dv_phone', PASSWORD)).statusCode).toBe(200);
  });
});

describe('when the member has an authenticator', () => {
  it('then its code completes the challenge once (a replayed code is refused)', async () => {
    await createPlayer(t, { username: 'dv_totp', email: 'dv.totp@example.com' });
    await setSwitch(t, 'LOGINIPVERF3', false);
    const session = (await loginFrom(t, newBrowser(), 'dv_totp', PASSWORD)).json().value.token as string;
    await setSwitch(t, 'LOGINIPVERF3', true);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_authenticator/setup',
      headers: authed(session),
    });
    const secret = setup.json().value.secret as string;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_authenticator/confirm',
      headers: authed(session),
      payload: { code: currentTotpCode(secret) },
    });
    expect(confirm.json().value).toEqual({ enrolled: true });

    const browser = newBrowser();
    const { challengeToken, methods } = await challengeFor(browser, 'dv_totp');
    expect(methods.map((m) => m.method)).toEqual(['email', 'authenticator']);
    // The confirming code's 30-second step is spent: the same code cannot sign in.
    const replay = await verify(browser, {
      challengeToken,
      method: 'authenticator',
      answer: currentTotpCode(secret),
    });
    expect(replay.json().code).toBe('LOGIN_VERIFICATION_FAILED');
    const next = currentTotpCode(secret, Date.now() + 30_000);
    const ok = await verify(browser, {
      challengeToken,
      method: 'authenticator',
      answer: next,
      trustDevice: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('when LOGINIPVERF3 is off', () => {
  it('then a new device signs in at once, is remembered as trusted, and no notice is sent', async () => {
    await createPlayer(t, { username: 'dv_off', email: 'dv.off@example.com' });
    await setSwitch(t, 'LOGINIPVERF3', false);
    const browser = newBrowser();
    const res = await loginFrom(t, browser, 'dv_off', PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(await countSms(t, 'dv.off@example.com')).toBe(0);
    await setSwitch(t, 'LOGINIPVERF3', true);
    // Turning the check on later does not challenge a device the member already used.
    expect((await loginFrom(t, browser, 'dv_off', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(t, newBrowser(), 'dv_off', PASSWORD)).json().code).toBe(
      'LOGIN_VERIFICATION_REQUIRED',
    );
  });
});
