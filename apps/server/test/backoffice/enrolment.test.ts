import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedKeyId } from '../../src/lib/secret-box.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, cookieFrom, signIn } from './bo-helpers.ts';

/** Decision 016: staff start from a single-use enrolment link (command line or an admin's invitation). */
let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const GOOD_PASSWORD = 'Quiet harbour at 6am';
const tokenOf = (url: string) => url.split('#')[1] ?? '';
/** Each call from its own IP, so the per-IP cap on enrolment calls is met only where a test means it. */
let calls = 0;
const nextIp = () => `10.7.${Math.floor(++calls / 250)}.${calls % 250}`;
const open = (token: string, ip = nextIp()) =>
  bo(t, 'POST', '/bo/api/auth/enrolment/open', { body: { token }, ip });
const complete = (body: Record<string, string>, ip = nextIp()) =>
  bo(t, 'POST', '/bo/api/auth/enrolment/complete', { body, ip });

async function invite(username: string, role = 'finance') {
  const res = await bo(t, 'POST', '/bo/api/staff', { cookie: admin, body: { username, role } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    enrolmentUrl: string;
    expiresAt: string;
    staff: { id: string; enrolled: boolean };
  };
}

describe('invitation from the back office', () => {
  it('when admin invites staff, then a 24-hour link to /bo/enrol#<token> is shown once and only its hash is stored', async () => {
    const link = await invite('newfin');
    expect(link.enrolmentUrl).toMatch(/^http:\/\/[^/]+\/bo\/enrol#[A-Za-z0-9_-]{43}$/);
    expect(link.staff).toMatchObject({ enrolled: false });
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const rows = await t.deps.db.selectFrom('staff_enrolments').select('token_hash').execute();
    expect(rows.every((row) => !row.token_hash.toString('utf8').includes(tokenOf(link.enrolmentUrl)))).toBe(
      true,
    );
    const list = (await bo(t, 'GET', '/bo/api/staff', { cookie: admin })).json().value.list;
    expect(list.find((s: { username: string }) => s.username === 'newfin')).toMatchObject({
      enrolled: false,
      enrolmentExpiresAt: link.expiresAt,
    });
    const audit = (await bo(t, 'GET', '/bo/api/audit?action=staff.create', { cookie: admin })).json().value;
    expect(audit.list[0]).toMatchObject({ staff: 'admin', targetId: link.staff.id });
  });

  it('when the username exists or is malformed, then the invitation is refused', async () => {
    const taken = await bo(t, 'POST', '/bo/api/staff', {
      cookie: admin,
      body: { username: 'support', role: 'admin' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
    for (const body of [
      { username: 'A B', role: 'admin' },
      { username: 'ok_name', role: 'root' },
    ])
      expect((await bo(t, 'POST', '/bo/api/staff', { cookie: admin, body })).statusCode).toBe(400);
  });
});

describe('the enrolment link', () => {
  it('when the link is opened twice, then the same authenticator secret is shown, not yet in use', async () => {
    const token = tokenOf((await invite('twice')).enrolmentUrl);
    const first = (await open(token)).json().value;
    expect(first).toMatchObject({ username: 'twice', role: 'finance' });
    expect(first.otpauthUri).toContain(`secret=${first.secret}`);
    expect((await open(token)).json().value.secret).toBe(first.secret);
    const stored = await t.deps.db.selectFrom('staff_enrolments').select('totp_secret').execute();
    expect(stored.some((row) => row.totp_secret?.includes(first.secret))).toBe(false);
  });

  it('when the password is weak or the code wrong, then nothing is set and the link still works', async () => {
    const token = tokenOf((await invite('careful')).enrolmentUrl);
    const { secret } = (await open(token)).json().value;
    const weak = await complete({ token, password: 'Password123!', code: currentTotpCode(secret) });
    expect(weak.json().code).toBe('BO_PASSWORD_WEAK');
    const mine = await complete({ token, password: 'careful-and-long', code: currentTotpCode(secret) });
    expect(mine.json().code).toBe('BO_PASSWORD_WEAK');
    const wrong = currentTotpCode(secret) === '000000' ? '111111' : '000000';
    expect((await complete({ token, password: GOOD_PASSWORD, code: wrong })).json().code).toBe(
      'BO_TOTP_INVALID',
    );
    expect((await open(token)).statusCode).toBe(200);
  });

  it('when completed, then the staff member is signed in, the link is spent, and password + code sign in later', async () => {
    const token = tokenOf((await invite('finisher', 'support')).enrolmentUrl);
    const { secret } = (await open(token)).json().value;
    const done = await complete({ token, password: GOOD_PASSWORD, code: currentTotpCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({
      username: 'finisher',
      role: 'support',
      totpEnrolmentRequired: false,
    });
    const cookie = cookieFrom(done);
    expect((await bo(t, 'GET', '/bo/api/players', { cookie })).statusCode).toBe(200);
    // Single use.
    expect((await open(token)).json().code).toBe('BO_ENROLMENT_LINK_INVALID');
    expect(
      (await complete({ token, password: GOOD_PASSWORD, code: currentTotpCode(secret) })).statusCode,
    ).toBe(410);
    // The secret is stored encrypted, and password + a fresh code sign in (the used step is not replayable).
    const row = await t.deps.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', 'finisher')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
    expect(sealedKeyId(row.totp_secret ?? '')).toBe(t.deps.secretBox.current.id);
    await t.deps.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', row.id).execute();
    const login = await bo(t, 'POST', '/bo/api/auth/login', {
      body: { username: 'finisher', password: GOOD_PASSWORD, totp: currentTotpCode(secret) },
      ip: '10.7.0.9',
    });
    expect(login.statusCode).toBe(200);
    const audit = (await bo(t, 'GET', '/bo/api/audit?action=auth.enrol', { cookie: admin })).json().value;
    expect(audit.list[0]).toMatchObject({ staff: 'finisher' });
  });

  it('when a link is older than 24 hours, unknown, or replaced by a newer one, then it is refused', async () => {
    const first = await invite('relinked');
    const firstToken = tokenOf(first.enrolmentUrl);
    const again = await bo(t, 'POST', `/bo/api/staff/${first.staff.id}/enrolment`, {
      cookie: admin,
      body: {},
    });
    expect(again.statusCode).toBe(200);
    expect((await open(firstToken)).json().code).toBe('BO_ENROLMENT_LINK_INVALID');
    const secondToken = tokenOf(again.json().value.enrolmentUrl);
    expect((await open(secondToken)).statusCode).toBe(200);
    await t.deps.db
      .updateTable('staff_enrolments')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('staff_id', '=', BigInt(first.staff.id))
      .execute();
    expect((await open(secondToken)).json().code).toBe('BO_ENROLMENT_LINK_INVALID');
    expect((await open(randomBytes(32).toString('base64url'))).json().code).toBe('BO_ENROLMENT_LINK_INVALID');
    expect((await open('not-a-token')).statusCode).toBe(400);
  });

  it('when an enrolled staff member uses a new link (lost phone), then the old factor and sessions end', async () => {
    const first = await invite('phoneless');
    const token = tokenOf(first.enrolmentUrl);
    const oldSecret = (await open(token)).json().value.secret;
    const oldSession = cookieFrom(
      await complete({ token, password: GOOD_PASSWORD, code: currentTotpCode(oldSecret) }),
    );
    const link = (
      await bo(t, 'POST', `/bo/api/staff/${first.staff.id}/enrolment`, { cookie: admin, body: {} })
    ).json().value;
    // Until the new link is used, the current credentials keep working.
    expect((await bo(t, 'GET', '/bo/api/auth/me', { cookie: oldSession })).statusCode).toBe(200);
    const newToken = tokenOf(link.enrolmentUrl);
    const newSecret = (await open(newToken)).json().value.secret;
    expect(newSecret).not.toBe(oldSecret);
    const done = await complete({
      token: newToken,
      password: 'A brand new passphrase',
      code: currentTotpCode(newSecret),
    });
    expect(done.statusCode).toBe(200);
    expect((await bo(t, 'GET', '/bo/api/auth/me', { cookie: oldSession })).json().code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('when one IP calls the enrolment endpoints too often, then 429', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await open(randomBytes(32).toString('base64url'), '10.7.9.9')).statusCode;
    expect(last).toBe(429);
  });
});

const exec = promisify(execFile);
/** `npm run staff:create` as an operator runs it, against this test's database (DATABASE_URL). */
async function staffCreate(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/commands/staff-create.ts', ...args],
      { env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run staff:create', () => {
  it('when run for a merchant, then it prints a single-use link that enrols the first admin', async () => {
    const run = await staffCreate(
      [
        '--merchant',
        'TALA',
        '--username',
        'Chief',
        '--role',
        'admin',
        '--base-url',
        'https://ops.example.com/',
      ],
      { BACKOFFICE_URL: 'https://ignored.example.com' },
    );
    expect(run.code, run.stderr).toBe(0);
    const url = run.stdout.match(/https:\/\/ops\.example\.com\/bo\/enrol#([A-Za-z0-9_-]{43})/);
    expect(url, run.stdout).not.toBeNull();
    const row = await t.deps.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', 'chief')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', password_hash: null, totp_secret: null });
    const { secret } = (await open(url?.[1] ?? '')).json().value;
    const done = await complete({
      token: url?.[1] ?? '',
      password: GOOD_PASSWORD,
      code: currentTotpCode(secret),
    });
    expect(done.json().value).toMatchObject({ username: 'chief', role: 'admin' });
    const audit = (await bo(t, 'GET', '/bo/api/audit?action=staff.create', { cookie: admin })).json().value;
    expect(audit.list.find((entry: { targetId: string }) => entry.targetId === String(row.id))).toMatchObject(
      {
        staff: 'command-line',
      },
    );
  });

  it('when no base URL is given, then BACKOFFICE_URL or http://localhost:$PORT is used', async () => {
    const fromEnv = await staffCreate(['--merchant', 'TALA', '--username', 'ops1', '--role', 'support'], {
      BACKOFFICE_URL: 'https://bo.example.org',
    });
    expect(fromEnv.stdout).toContain('https://bo.example.org/bo/enrol#');
    const local = await staffCreate(['--merchant', 'tala', '--username', 'ops2', '--role', 'finance'], {
      PORT: '4321',
    });
    expect(local.stdout).toContain('http://localhost:4321/bo/enrol#');
  });

  it('when the username exists, the merchant is unknown or the role bad, then a clear error and a non-zero exit', async () => {
    const taken = await staffCreate(['--merchant', 'TALA', '--username', 'admin', '--role', 'admin']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('staff "admin" already exists in merchant TALA');
    const unknown = await staffCreate(['--merchant', 'NOPE', '--username', 'someone', '--role', 'admin']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown merchant "NOPE" (merchants: TALA)');
    const role = await staffCreate(['--merchant', 'TALA', '--username', 'someone', '--role', 'root']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role must be one of: admin, finance, support');
    const missing = await staffCreate(['--username', 'someone']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run staff:create');
    expect(taken.stderr + unknown.stderr + role.stderr).not.toMatch(/\n\s+at /); // no stack traces
  });
});
