import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { insertStaff } from '../../src/modules/staff/staff.repository.ts';
import { currentTotpCode } from '../../src/modules/staff/totp.ts';
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

describe('staff sign-in', () => {
  it('when support signs in with the right password, then a strict HttpOnly cookie scoped to /bo/ is set', async () => {
    const res = await bo(t, 'POST', LOGIN, {
      body: { username: 'support', password: demoStaff('support').password },
      ip: '10.1.0.1',
    });
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

  it('when the password is wrong or the user unknown, then 401 INVALID_CREDENTIALS', async () => {
    const wrong = await bo(t, 'POST', LOGIN, {
      body: { username: 'support', password: 'nope' },
      ip: '10.1.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const unknown = await bo(t, 'POST', LOGIN, {
      body: { username: 'ghost', password: 'x' },
      ip: '10.1.0.2',
    });
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('when the body is malformed, then 400 and never 500', async () => {
    for (const body of [{}, { username: 'admin' }, { username: 'a'.repeat(100), password: 'x' }, 'text']) {
      const res = await bo(t, 'POST', LOGIN, { body, ip: '10.1.0.3' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('second factor', () => {
  it('when admin gives only the password, then 401 BO_TOTP_REQUIRED; with the code, then signed in', async () => {
    const admin = demoStaff('admin');
    const first = await bo(t, 'POST', LOGIN, {
      body: { username: 'admin', password: admin.password },
      ip: '10.2.0.1',
    });
    expect(first.statusCode).toBe(401);
    expect(first.json().code).toBe('BO_TOTP_REQUIRED');
    expect(first.headers['set-cookie']).toBeUndefined();
    const code = currentTotpCode(admin.totpSecret ?? '');
    const second = await bo(t, 'POST', LOGIN, {
      body: { username: 'admin', password: admin.password, totp: code },
      ip: '10.2.0.1',
    });
    expect(second.statusCode).toBe(200);
    // The same code again is a replay.
    const replay = await bo(t, 'POST', LOGIN, {
      body: { username: 'admin', password: admin.password, totp: code },
      ip: '10.2.0.1',
    });
    expect(replay.json().code).toBe('BO_TOTP_INVALID');
  });

  it('when the code is wrong, then 401 BO_TOTP_INVALID', async () => {
    const finance = demoStaff('finance');
    const res = await bo(t, 'POST', LOGIN, {
      body: { username: 'finance', password: finance.password, totp: '000000' },
      ip: '10.2.0.2',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('BO_TOTP_INVALID');
  });

  it('when an admin has no authenticator yet, then only enrolment is allowed until a code is confirmed', async () => {
    const merchant = await t.deps.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    await insertStaff(t.deps.db, {
      merchantId: merchant.id,
      username: 'newadmin',
      displayName: 'New Admin',
      role: 'admin',
      passwordHash: await hashPassword('NewAdmin123!'),
      totpSecret: null,
      totpConfirmed: false,
    });
    const login = await bo(t, 'POST', LOGIN, {
      body: { username: 'newadmin', password: 'NewAdmin123!' },
      ip: '10.2.0.3',
    });
    expect(login.json().value.totpEnrolmentRequired).toBe(true);
    const cookie = cookieFrom(login);
    const blocked = await bo(t, 'GET', '/bo/api/dashboard', { cookie });
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
    expect((await bo(t, 'GET', '/bo/api/dashboard', { cookie })).statusCode).toBe(200);
    // Enrolled: a second setup would replace the factor without proof, so it is refused.
    expect((await bo(t, 'POST', '/bo/api/auth/totp/setup', { cookie, body: {} })).json().code).toBe(
      'BO_TOTP_ALREADY_ENROLLED',
    );
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
  it('when one IP keeps failing for a username, then it waits exponentially; another IP is not locked out', async () => {
    const attempt = (ip: string, password: string) =>
      bo(t, 'POST', LOGIN, { body: { username: 'support', password }, ip });
    for (let i = 0; i < 3; i++)
      expect((await attempt('10.3.0.1', 'wrong')).json().code).toBe('INVALID_CREDENTIALS');
    const delayed = await attempt('10.3.0.1', demoStaff('support').password);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().code).toBe('BO_LOGIN_DELAYED');
    expect(delayed.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // The real staff member on another IP signs in at once.
    expect((await attempt('10.3.0.2', demoStaff('support').password)).statusCode).toBe(200);
    // After the wait, the right password works and clears the counter.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt('10.3.0.1', demoStaff('support').password)).statusCode).toBe(200);
  });
});
