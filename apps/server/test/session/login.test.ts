import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/tokens.ts';
import { createMemberAccount } from '../../src/modules/registration/registration.service.ts';
import { solveHumanCheckWithAltchaLib } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import {
  authed,
  knownCaptcha,
  latestSmsCode,
  login,
  loginRequest,
  memberId,
  requestSmsCode,
  setSwitch,
} from './session-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('human check (ALTCHA)', () => {
  it('when the challenge is fetched, then the raw ALTCHA JSON comes back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/verification/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    expect(res.json().signature).toMatch(/^[0-9a-f]{64}$/);
  });
  it('when login has no or a forged human check, then HUMAN_CHECK_FAILED', async () => {
    const none = await loginRequest(t, { username: 'demo_player', password: 'Player123!', verification: '' });
    expect(none.json().code).toBe('HUMAN_CHECK_FAILED');
    const forged = await loginRequest(t, {
      username: 'demo_player',
      password: 'Player123!',
      verification: btoa('{"x":1}'),
    });
    expect(forged.json().code).toBe('HUMAN_CHECK_FAILED');
  });
  it('when a solved challenge is replayed, then the second use is refused', async () => {
    const verification = await solveHumanCheckWithAltchaLib(t.app);
    const first = await loginRequest(t, { username: 'demo_player', password: 'Player123!', verification });
    expect(first.statusCode).toBe(200);
    const again = await loginRequest(t, { username: 'demo_player', password: 'Player123!', verification });
    expect(again.json().code).toBe('HUMAN_CHECK_FAILED');
  });
});

describe('username login', () => {
  it('when the password is right, then a session token and the login flags come back', async () => {
    const res = await loginRequest(t, { username: 'DEMO_PLAYER', password: 'Player123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: {
        userName: 'demo_player',
        isAgent: 0,
        toUpline: true,
        defaultPassword: false,
        passwordExpired: false,
      },
    });
    expect(res.json().value.token).toHaveLength(43);
    const row = await t.deps.db
      .selectFrom('members')
      .select('last_login_at')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
  });
  it('when the v2 path is used, then it logs in the same way', async () => {
    const res = await loginRequest(
      t,
      { username: 'demo_agent', password: 'Agent123!' },
      { url: '/wps/v2/session/login' },
    );
    expect(res.json().value).toMatchObject({ userName: 'demo_agent', isAgent: 1 });
  });
  it('when a member logs in twice, then each login gets a new token and both are stored hashed', async () => {
    const a = await login(t, 'demo_agent', 'Agent123!');
    const b = await login(t, 'demo_agent', 'Agent123!');
    expect(a.token).not.toBe(b.token);
    const raw = await t.deps.db
      .selectFrom('sessions')
      .select('id')
      .where(sql<boolean>`token_hash = convert_to(${a.token}, 'UTF8')`)
      .execute();
    expect(raw).toHaveLength(0);
  });
  it('when the user is unknown or the password wrong, then the same INVALID_CREDENTIALS answer comes back', async () => {
    const unknown = await loginRequest(
      t,
      { username: 'nobody_here', password: 'Player123!' },
      { ip: '10.1.0.1' },
    );
    const wrong = await loginRequest(
      t,
      { username: 'demo_agent', password: 'wrong-pass' },
      { ip: '10.1.0.2' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captcha: false } });
    expect(wrong.json()).toEqual({ ...unknown.json() });
  });
  it('when the account has the initial default password, then defaultPassword asks for a change', async () => {
    const res = await login(t, 'demo_newbie', 'Welcome123!');
    expect(res).toMatchObject({ defaultPassword: true, firstTimeLogin: true });
  });
  it('when the password is older than the expiry setting, then passwordExpired is true', async () => {
    await t.deps.db
      .updateTable('members')
      .set({ password_changed_at: sql`now() - interval '100 days'` })
      .where('username', '=', 'demo_agent')
      .execute();
    expect((await login(t, 'demo_agent', 'Agent123!')).passwordExpired).toBe(true);
    await setSwitch(t, 'PASSWORD_EXPIRY', false);
    expect((await login(t, 'demo_agent', 'Agent123!')).passwordExpired).toBe(false);
    await setSwitch(t, 'PASSWORD_EXPIRY', true);
    await t.deps.db
      .updateTable('members')
      .set({ password_changed_at: sql`now()` })
      .where('username', '=', 'demo_agent')
      .execute();
  });
  it('when the member is disabled, then ACCOUNT_DISABLED (only after the password proved right)', async () => {
    const merchant = (await t.deps.merchants.byMerchantCode('TALA'))!;
    await createMemberAccount(t.deps.db, {
      merchantId: merchant.id,
      username: 'gone1',
      password: 'Gone12345',
      fields: {},
      dialingCode: null,
      language: 'en',
    });
    await t.deps.db
      .updateTable('members')
      .set({ status: 'DISABLED' })
      .where('username', '=', 'gone1')
      .execute();
    expect((await loginRequest(t, { username: 'gone1', password: 'Gone12345' })).json().code).toBe(
      'ACCOUNT_DISABLED',
    );
    expect((await loginRequest(t, { username: 'gone1', password: 'nope' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    );
  });
  it('when first login is recorded, then it is idempotent and the next login is no longer a first one', async () => {
    const first = await login(t, 'demo_newbie', 'Welcome123!');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/member/firstLogin',
        headers: authed(first.token),
      });
      expect(res.json()).toMatchObject({ success: true, value: { welcomeShown: true } });
    }
    expect((await login(t, 'demo_newbie', 'Welcome123!')).firstTimeLogin).toBe(false);
  });
});

describe('bad input', () => {
  it('when the body is not sealed, then DECRYPTION_FAILED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DECRYPTION_FAILED');
  });
  it('when the sealed payload is tampered with, then DECRYPTION_FAILED', async () => {
    const sealed = (await t.seal({
      type: 'username',
      username: 'demo_player',
      password: 'x',
      verification: 'x',
    })) as {
      sealed: { key: string; iv: string; data: string };
    };
    const data = Buffer.from(sealed.sealed.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 0xff;
    const payload = { sealed: { ...sealed.sealed, data: data.toString('base64') } };
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload });
    expect(res.json().code).toBe('DECRYPTION_FAILED');
  });
  it('when the JSON is malformed, then a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"sealed":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
  it('when fields have wrong types or are too long, then VALIDATION_FAILED', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.seal({ type: 'username', username: 5, password: [], verification: 'x' })) as object,
    });
    expect(wrongType.json().code).toBe('VALIDATION_FAILED');
    const tooLong = await loginRequest(t, { username: 'a'.repeat(33), password: 'x' });
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
    const badType = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.seal({ type: 'magic' })) as object,
    });
    expect(badType.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('failed attempts: captcha, not lockout', () => {
  it('when an account fails 3 times, then the answer carries captcha:true and a captcha is required', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (await loginRequest(t, { username: 'demo_player', password: 'bad' }, { ip: '10.2.0.1' })).json()
          .value,
      );
    expect(codes).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
    // From any IP: the captcha is account-wide.
    const without = await loginRequest(
      t,
      { username: 'demo_player', password: 'Player123!' },
      { ip: '10.2.0.9' },
    );
    expect(without.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  });
  it('when the captcha is wrong or reused, then CAPTCHA_INVALID; when right, then the owner logs in', async () => {
    const captcha = await knownCaptcha(t);
    const wrong = await loginRequest(
      t,
      { username: 'demo_player', password: 'Player123!', captcha: 'zzzz' },
      { headers: { cookie: captcha.cookie } },
    );
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    // The challenge was spent by the wrong guess.
    const reused = await loginRequest(
      t,
      { username: 'demo_player', password: 'Player123!', captcha: captcha.answer },
      { headers: { cookie: captcha.cookie } },
    );
    expect(reused.json().code).toBe('CAPTCHA_INVALID');
    const fresh = await knownCaptcha(t);
    const ok = await loginRequest(
      t,
      { username: 'demo_player', password: 'Player123!', captcha: fresh.answer.toLowerCase() },
      { headers: { cookie: fresh.cookie } },
    );
    expect(ok.statusCode).toBe(200);
    // Success clears the account's failures: no captcha next time.
    expect((await loginRequest(t, { username: 'demo_player', password: 'Player123!' })).statusCode).toBe(200);
  });
  it('when one IP has failed 10 times on an account, then that IP is RATE_LIMITED but another IP is not', async () => {
    const merchant = (await t.deps.merchants.byMerchantCode('TALA'))!;
    await t.deps.db
      .insertInto('rate_limits')
      .values({ key: `${merchant.id}:login:fail:u:demo_agent:10.3.0.1`, window_start: sql`now()`, hits: 10 })
      .execute();
    const blocked = await loginRequest(
      t,
      { username: 'demo_agent', password: 'Agent123!' },
      { ip: '10.3.0.1' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    const elsewhere = await loginRequest(
      t,
      { username: 'demo_agent', password: 'Agent123!' },
      { ip: '10.3.0.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
  it('when one IP makes over 100 attempts in the window, then RATE_LIMITED', async () => {
    const merchant = (await t.deps.merchants.byMerchantCode('TALA'))!;
    await t.deps.db
      .insertInto('rate_limits')
      .values({ key: `${merchant.id}:login:ip:10.4.0.1`, window_start: sql`now()`, hits: 100 })
      .execute();
    expect(
      (await loginRequest(t, { username: 'demo_agent', password: 'Agent123!' }, { ip: '10.4.0.1' })).json()
        .code,
    ).toBe('RATE_LIMITED');
  });
});

describe('image captcha', () => {
  it('when a captcha is fetched, then an SVG data URI comes back and the id in an HttpOnly SameSite cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.5.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatch(/^data:image\/svg\+xml;base64,/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tala_captcha=[0-9a-f-]{36};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });
  it('when a second captcha is asked within a second, then RATE_LIMITED', async () => {
    await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.5.0.2' });
    const again = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.5.0.2' });
    expect(again.statusCode).toBe(429);
  });
  it('when the captcha has expired, then it no longer counts', async () => {
    const captcha = await knownCaptcha(t);
    await t.deps.db
      .updateTable('captcha_challenges')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', captcha.cookie.split('=')[1]!)
      .execute();
    for (let i = 0; i < 3; i++)
      await loginRequest(t, { username: 'demo_newbie', password: 'bad' }, { ip: '10.5.1.1' });
    const res = await loginRequest(
      t,
      { username: 'demo_newbie', password: 'Welcome123!', captcha: captcha.answer },
      { headers: { cookie: captcha.cookie } },
    );
    expect(res.json().code).toBe('CAPTCHA_INVALID');
  });
});

describe('SMS login', () => {
  it('when the code texted to a member is given, then the member logs in without a human check', async () => {
    expect((await requestSmsCode(t, 'noLogin', '9171234567')).json()).toMatchObject({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const code = await latestSmsCode(t, '+639171234567');
    const body = { type: 'sms', username: '9171234567', countryDialingCode: '+63', password: code };
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.seal(body)) as object,
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'demo_player' } });
    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.seal(body)) as object,
    });
    expect(again.json().code).toBe('SMS_CODE_INVALID');
  });
  it('when the code is wrong, then SMS_CODE_INVALID; when the switch is off, then FEATURE_DISABLED', async () => {
    const body = { type: 'sms', username: '9171234567', countryDialingCode: '63', password: '000000' };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '10.6.0.1',
      payload: (await t.seal(body)) as object,
    });
    expect(wrong.json()).toMatchObject({ code: 'SMS_CODE_INVALID', value: { captcha: false } });
    await setSwitch(t, 'MOBILEVERCODELOGIN3', false);
    const off = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.seal(body)) as object,
    });
    expect(off.json().code).toBe('FEATURE_DISABLED');
    await setSwitch(t, 'MOBILEVERCODELOGIN3', true);
  });
});

describe('sessions', () => {
  it('when there is no token or a made-up one, then NOT_LOGGED_IN or SESSION_EXPIRED', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info' })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    const fake = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed('x'.repeat(43)),
    });
    expect(fake.statusCode).toBe(401);
    expect(fake.json().code).toBe('SESSION_EXPIRED');
  });
  it('when a member logs out, then that token stops working and other sessions go on', async () => {
    const a = await login(t, 'demo_agent', 'Agent123!');
    const b = await login(t, 'demo_agent', 'Agent123!');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: authed(a.token),
    });
    expect(out.json()).toMatchObject({ success: true, value: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(a.token) })).json().code,
    ).toBe('SESSION_EXPIRED');
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(b.token) })).statusCode,
    ).toBe(200);
  });
  it('when a session has been idle too long, then SESSION_EXPIRED', async () => {
    const s = await login(t, 'demo_agent', 'Agent123!');
    await t.deps.db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now() - interval '121 minutes'` })
      .where('member_id', '=', await memberId(t, 'demo_agent'))
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(s.token) })).json().code,
    ).toBe('SESSION_EXPIRED');
  });
  it('when a session was last seen over a minute ago, then a call moves last_seen_at forward, else not', async () => {
    const s = await login(t, 'demo_agent', 'Agent123!');
    const seenSecondsAgo = async (ago: string) => {
      const session = t.deps.db.updateTable('sessions').where('token_hash', '=', sha256(s.token));
      await session.set({ last_seen_at: sql`now() - ${ago}::interval` }).execute();
      const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(s.token) });
      expect(info.statusCode).toBe(200);
      const row = await t.deps.db
        .selectFrom('sessions')
        .select(sql<number>`extract(epoch from now() - last_seen_at)::int`.as('ago'))
        .where('token_hash', '=', sha256(s.token))
        .executeTakeFirstOrThrow();
      return row.ago;
    };
    expect(await seenSecondsAgo('100 minutes')).toBeLessThan(5);
    expect(await seenSecondsAgo('30 seconds')).toBeGreaterThanOrEqual(30);
  });
  it('when the absolute lifetime is over, then SESSION_EXPIRED even if active', async () => {
    const s = await login(t, 'demo_agent', 'Agent123!');
    await t.deps.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('member_id', '=', await memberId(t, 'demo_agent'))
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(s.token) })).json().code,
    ).toBe('SESSION_EXPIRED');
  });
  it("when merchant A's token is sent with Merchant header B, then it is not accepted", async () => {
    const { seedDemoMerchant } = await import('../../src/db/seed/seed-merchant.ts');
    await seedDemoMerchant(t.deps, 'OTHERB');
    const s = await login(t, 'demo_agent', 'Agent123!');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(s.token, { merchant: 'OTHERB' }),
    });
    expect(res.json().code).toBe('SESSION_EXPIRED');
    const own = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(s.token, { merchant: 'TALA' }),
    });
    expect(own.statusCode).toBe(200);
  });
});
