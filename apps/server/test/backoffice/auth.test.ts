import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import { IP_FREE_ATTEMPTS, PAIR_FREE_ATTEMPTS } from '../../src/modules/staff/login-throttle.ts';
import { insertStaff } from '../../src/modules/staff/staff.repository.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, cookieFrom, demoStaff, signIn } from './bo-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LOGIN = '/bo/api/auth/login';

/** Username, password and the current code of a demo staff member, with parts replaced. */
function credentials(name: 'admin' | 'finance' | 'support', change: Record<string, string | undefined> = {}) {
  const staff = demoStaff(name);
  return { username: name, password: staff.password, totp: currentTotpCode(staff.totpSecret), ...change };
}

async function resetSteps(): Promise<void> {
  await t.deps.db.updateTable('staff').set({ totp_last_step: null }).execute();
}

describe('staff sign-in', () => {
  it('when support signs in with password and code, then a strict HttpOnly cookie scoped to /bo/ is set', async () => {
    await resetSteps();
    const res = await bo(t, 'POST', LOGIN, { body: credentials('support'), ip: '10.1.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      username: 'support',
      role: 'support',
      totpEnrolmentRequired: false,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/tala_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/bo/');
    expect(cookie).not.toContain('Secure'); // plain http in tests; https adds it
    const me = await bo(t, 'GET', '/bo/api/auth/me', { cookie: cookieFrom(res) });
    expect(me.json().value.username).toBe('support');
  });

  it('when the token is stored, then only its hash is in the database', async () => {
    const cookie = await signIn(t, 'support');
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.deps.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows.every((row) => !row.token_hash.toString('utf8').includes(token))).toBe(true);
  });

  it('when the body is malformed, then 400 and never 500', async () => {
    for (const body of [{}, { username: 'admin' }, { username: 'a'.repeat(100), password: 'x' }, 'text']) {
      const res = await bo(t, 'POST', LOGIN, { body, ip: '10.1.0.3' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('one answer for every wrong sign-in', () => {
  it('when the password alone is right, then the answer is the very one a wrong password gets', async () => {
    await resetSteps();
    const wrongCode = currentTotpCode(demoStaff('admin').totpSecret) === '000000' ? '111111' : '000000';
    const attempts = [
      credentials('admin', { totp: undefined }), // right password, no code
      credentials('admin', { totp: wrongCode }), // right password, wrong code
      credentials('admin', { password: 'Wrong-pass1' }), // wrong password, right code
      credentials('admin', { password: 'Wrong-pass1', totp: undefined }),
      { username: 'ghost', password: 'whatever', totp: '123456' }, // unknown staff member
    ];
    const answers = [];
    for (const [i, body] of attempts.entries()) {
      const res = await bo(t, 'POST', LOGIN, { body, ip: `10.2.1.${i}` });
      expect(res.headers['set-cookie']).toBeUndefined();
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({
      status: 401,
      body: { success: false, code: 'BO_SIGN_IN_FAILED', message: expect.any(String), value: null },
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('when support gives only its password, then it is refused: every role has a second factor', async () => {
    const res = await bo(t, 'POST', LOGIN, {
      body: credentials('support', { totp: undefined }),
      ip: '10.2.0.5',
    });
    expect(res.json().code).toBe('BO_SIGN_IN_FAILED');
  });

  it('when a code is used twice, then the replay is refused with the same answer', async () => {
    await resetSteps();
    const body = credentials('admin', {
      totp: currentTotpCode(demoStaff('admin').totpSecret).replace(/^(\d{3})/, '$1 '),
    });
    expect((await bo(t, 'POST', LOGIN, { body, ip: '10.2.0.1' })).statusCode).toBe(200);
    expect((await bo(t, 'POST', LOGIN, { body, ip: '10.2.0.1' })).json().code).toBe('BO_SIGN_IN_FAILED');
  });
});

describe('staff without a second factor', () => {
  async function addStaff(username: string, role: 'admin' | 'support', password: string | null) {
    const merchant = await t.deps.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    await insertStaff(t.deps.db, {
      merchantId: merchant.id,
      username,
      displayName: username,
      role,
      passwordHash: password ? await hashPassword(password) : null,
    });
  }

  it('when staff from before every role had a factor sign in, then they may only enrol until a code is confirmed', async () => {
    await addStaff('oldsupport', 'support', 'OldSupport123!');
    const login = await bo(t, 'POST', LOGIN, {
      body: { username: 'oldsupport', password: 'OldSupport123!' },
      ip: '10.2.0.3',
    });
    expect(login.json().value.totpEnrolmentRequired).toBe(true);
    const cookie = cookieFrom(login);
    const blocked = await bo(t, 'GET', '/bo/api/players', { cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('BO_TOTP_ENROLMENT_REQUIRED');

    const setup = await bo(t, 'POST', '/bo/api/auth/totp/setup', { cookie, body: {} });
    const { secret, otpauthUri } = setup.json().value;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await bo(t, 'POST', '/bo/api/auth/totp/confirm', { cookie, body: { code: '123456' } });
    expect(wrong.json().code).toBe(currentTotpCode(secret) === '123456' ? 'OK' : 'BO_TOTP_INVALID');
    const bad = await bo(t, 'POST', '/bo/api/auth/totp/confirm', { cookie, body: { code: 'abc' } });
    expect(bad.statusCode).toBe(400);
    const ok = await bo(t, 'POST', '/bo/api/auth/totp/confirm', {
      cookie,
      body: { code: currentTotpCode(secret) },
    });
    expect(ok.statusCode).toBe(200);
    expect((await bo(t, 'GET', '/bo/api/players', { cookie })).statusCode).toBe(200);
    // Enrolled: a second setup would replace the factor without proof, so it is refused.
    expect((await bo(t, 'POST', '/bo/api/auth/totp/setup', { cookie, body: {} })).json().code).toBe(
      'BO_TOTP_ALREADY_ENROLLED',
    );
    // From now on the password alone is refused like any wrong sign-in.
    const again = await bo(t, 'POST', LOGIN, {
      body: { username: 'oldsupport', password: 'OldSupport123!' },
      ip: '10.2.0.3',
    });
    expect(again.json().code).toBe('BO_SIGN_IN_FAILED');
  });

  it('when invited staff have no password yet, then no password signs them in (only their link)', async () => {
    await addStaff('invited', 'admin', null);
    for (const password of ['', 'x', 'null'])
      expect(
        (
          await bo(t, 'POST', LOGIN, {
            body: { username: 'invited', password: password || 'y' },
            ip: '10.2.0.4',
          })
        ).json().code,
      ).toBe('BO_SIGN_IN_FAILED');
  });
});

describe('sessions', () => {
  it('when staff sign out, then the token is revoked server-side and the cookie cleared', async () => {
    const cookie = await signIn(t, 'support');
    const out = await bo(t, 'POST', '/bo/api/auth/logout', { cookie, body: {} });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const me = await bo(t, 'GET', '/bo/api/auth/me', { cookie });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('SESSION_EXPIRED');
  });

  it('when a session is idle for over 30 minutes, then it is expired', async () => {
    const cookie = await signIn(t, 'support');
    await t.deps.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await bo(t, 'GET', '/bo/api/auth/me', { cookie })).json().code).toBe('SESSION_EXPIRED');
  });

  it('when a session passes its absolute expiry, then it is expired even if active', async () => {
    const cookie = await signIn(t, 'support');
    await t.deps.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await bo(t, 'GET', '/bo/api/auth/me', { cookie })).statusCode).toBe(401);
  });

  it('when a staff account is disabled, then its live sessions stop working', async () => {
    const cookie = await signIn(t, 'support');
    await t.deps.db
      .updateTable('staff')
      .set({ status: 'DISABLED' })
      .where('username', '=', 'support')
      .execute();
    expect((await bo(t, 'GET', '/bo/api/auth/me', { cookie })).statusCode).toBe(401);
    await t.deps.db
      .updateTable('staff')
      .set({ status: 'ACTIVE' })
      .where('username', '=', 'support')
      .execute();
  });

  it('when no cookie or a forged one is sent, then 401', async () => {
    expect((await bo(t, 'GET', '/bo/api/auth/me')).json().code).toBe('NOT_LOGGED_IN');
    const forged = await bo(t, 'GET', '/bo/api/auth/me', { cookie: 'tala_staff=forged' });
    expect(forged.json().code).toBe('SESSION_EXPIRED');
  });

  it('when a player session token is used as a staff cookie, then it is refused', async () => {
    const cookie = await signIn(t, 'support');
    const res = await t.app.inject({
      method: 'GET',
      url: '/bo/api/auth/me',
      headers: { authorization: cookie.split('=')[1] ?? '' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF defence', () => {
  it('when a mutating call lacks the X-Tala-Staff header, then 403 BO_CSRF_REJECTED', async () => {
    const cookie = await signIn(t, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/bo/api/settings/switches',
      headers: { cookie },
      payload: { switches: { CAPTCHA: true } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BO_CSRF_REJECTED');
  });

  it('when Origin names another site, then 403; the same host passes', async () => {
    const cookie = await signIn(t, 'admin');
    const body = { switches: { CAPTCHA: true } };
    const evil = await bo(t, 'PUT', '/bo/api/settings/switches', {
      cookie,
      body,
      headers: { origin: 'https://evil.example', host: 'bo.tala.test' },
    });
    expect(evil.json().code).toBe('BO_CSRF_REJECTED');
    const same = await bo(t, 'PUT', '/bo/api/settings/switches', {
      cookie,
      body,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('login throttling', () => {
  const attempt = (ip: string, body: Record<string, unknown>) => bo(t, 'POST', LOGIN, { body, ip });

  it('when one IP keeps failing for a username, then it waits exponentially; another IP is not locked out', async () => {
    const wrong = credentials('support', { password: 'Wrong-pass1' });
    for (let i = 0; i < 3; i++)
      expect((await attempt('10.3.0.1', wrong)).json().code).toBe('BO_SIGN_IN_FAILED');
    await resetSteps();
    const delayed = await attempt('10.3.0.1', credentials('support'));
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().code).toBe('BO_LOGIN_DELAYED');
    expect(delayed.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // The real staff member on another IP signs in at once.
    expect((await attempt('10.3.0.2', credentials('support'))).statusCode).toBe(200);
    // After the wait, the right credentials work and clear the counter.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await resetSteps();
    expect((await attempt('10.3.0.1', credentials('support'))).statusCode).toBe(200);
  });

  it('when one IP sprays many usernames, then that IP waits exponentially too, and only that IP', async () => {
    const spray = (i: number, ip = '10.3.1.1') =>
      attempt(ip, { username: `nobody${i}`, password: 'Guess-pass1', totp: '123456' });
    for (let i = 0; i < IP_FREE_ATTEMPTS - 1; i++)
      expect((await spray(i)).json().code).toBe('BO_SIGN_IN_FAILED');
    expect((await spray(100)).json().code).toBe('BO_SIGN_IN_FAILED'); // the last free one sets the wait
    const delayed = await spray(101);
    expect(delayed.json().code).toBe('BO_LOGIN_DELAYED');
    expect(delayed.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await resetSteps();
    expect((await attempt('10.3.1.2', credentials('finance'))).statusCode).toBe(200);
  });

  it('when many attempts for one username arrive at once from one IP, then only the free ones are checked', async () => {
    const body = credentials('finance', { password: 'Wrong-pass1' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => attempt('10.3.2.1', body)));
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((code) => code === 'BO_SIGN_IN_FAILED').length).toBeLessThanOrEqual(
      PAIR_FREE_ATTEMPTS,
    );
    expect(codes.filter((code) => code === 'BO_LOGIN_DELAYED').length).toBeGreaterThanOrEqual(
      10 - PAIR_FREE_ATTEMPTS,
    );
  });
});
