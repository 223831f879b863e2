import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppDeps } from '../../src/create-app-deps.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { readEnv } from '../../src/env.ts';
import { staffContext } from '../../src/modules/staff/totp-keys.service.ts';
import { loadTotpVault, sealTotpSecret } from '../../src/modules/staff/totp-vault.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, signIn } from './bo-helpers.ts';

/** Decision 016: staff TOTP secrets are AES-256-GCM ciphertexts under STAFF_TOTP_KEY. */
let t: TTestApp;
let key: string;
beforeAll(async () => {
  key = randomBytes(32).toString('base64');
  t = await createTestApp({ STAFF_TOTP_KEY: key });
});
afterAll(async () => {
  await t.close();
});

const envWith = (vars: Record<string, string>) => readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...vars });
const secretsOf = () =>
  t.deps.db.selectFrom('staff').select(['id', 'username', 'totp_secret', 'totp_key_id']).execute();

const exec = promisify(execFile);
async function rotate(vars: Record<string, string>) {
  try {
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/commands/staff-rotate-totp-key.ts'],
      {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, STAFF_TOTP_KEY_PREVIOUS: '', ...vars },
        timeout: 60_000,
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('TOTP secrets at rest', () => {
  it('when staff are seeded, then no secret is stored in plain text and each names its key', async () => {
    const rows = await secretsOf();
    expect(rows).toHaveLength(DEMO_STAFF.length);
    for (const row of rows) {
      const plain = DEMO_STAFF.find((staff) => staff.username === row.username)?.totpSecret ?? '?';
      expect(row.totp_secret).not.toContain(plain);
      expect(row.totp_key_id).toBe(t.deps.totpVault.current.id);
    }
  });

  it('when a database from before has plain secrets, then the next start encrypts them and sign-in works', async () => {
    const admin = DEMO_STAFF.find((staff) => staff.username === 'admin');
    await t.deps.db
      .updateTable('staff')
      .set({ totp_secret: admin?.totpSecret ?? '', totp_key_id: null })
      .where('username', '=', 'admin')
      .execute();
    await createAppDeps(t.deps.db, envWith({ STAFF_TOTP_KEY: key }));
    const row = (await secretsOf()).find((entry) => entry.username === 'admin');
    expect(row?.totp_key_id).toBe(t.deps.totpVault.current.id);
    expect(row?.totp_secret).not.toContain(admin?.totpSecret);
    await signIn(t, 'admin');
  });

  it('when the server starts with another key, then it refuses with an error naming STAFF_TOTP_KEY', async () => {
    const start = createAppDeps(t.deps.db, envWith({ STAFF_TOTP_KEY: randomBytes(32).toString('hex') }));
    await expect(start).rejects.toThrow(/STAFF_TOTP_KEY is key [0-9a-f]{12}/);
    await expect(createAppDeps(t.deps.db, envWith({ STAFF_TOTP_KEY: 'too-short' }))).rejects.toThrow(
      /STAFF_TOTP_KEY must be 32 random bytes/,
    );
    await expect(createAppDeps(t.deps.db, envWith({ NODE_ENV: 'production' }))).rejects.toThrow(
      /STAFF_TOTP_KEY is required in production/,
    );
  });

  it('when a secret turns out to be under an unknown key while serving, then sign-in answers 503 naming the setting, no stack', async () => {
    const finance = DEMO_STAFF.find((staff) => staff.username === 'finance');
    const row = (await secretsOf()).find((entry) => entry.username === 'finance');
    const foreign = loadTotpVault({
      NODE_ENV: 'test',
      DATA_DIR: '/none',
      STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
    });
    const sealed = sealTotpSecret(foreign, staffContext(row?.id ?? 0n), finance?.totpSecret ?? '');
    await t.deps.db
      .updateTable('staff')
      .set({ totp_secret: sealed.ciphertext, totp_key_id: sealed.keyId })
      .where('username', '=', 'finance')
      .execute();
    const res = await bo(t, 'POST', '/bo/api/auth/login', {
      body: { username: 'finance', password: finance?.password, totp: '123456' },
      ip: '10.8.0.1',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'BO_TOTP_KEY_UNAVAILABLE', value: null });
    expect(res.json().message).toContain('STAFF_TOTP_KEY');
    expect(res.body).not.toMatch(/ at |\.ts:/);
    await t.deps.db
      .updateTable('staff')
      .set({ totp_secret: row?.totp_secret ?? null, totp_key_id: row?.totp_key_id ?? null })
      .where('username', '=', 'finance')
      .execute();
  });

  it('when the key is rotated with the command, then every secret moves to the new key and sign-in keeps working', async () => {
    const next = randomBytes(32).toString('base64');
    const wrong = await rotate({
      STAFF_TOTP_KEY: next,
      STAFF_TOTP_KEY_PREVIOUS: randomBytes(32).toString('base64'),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toMatch(/STAFF_TOTP_KEY/);
    expect(wrong.out).not.toMatch(/\n\s+at /);
    expect((await secretsOf()).every((row) => row.totp_key_id === t.deps.totpVault.current.id)).toBe(true);

    const done = await rotate({ STAFF_TOTP_KEY: next, STAFF_TOTP_KEY_PREVIOUS: key });
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain(`${DEMO_STAFF.length} staff secret(s)`);
    const nextId = loadTotpVault({ NODE_ENV: 'test', DATA_DIR: '/none', STAFF_TOTP_KEY: next }).current.id;
    expect((await secretsOf()).every((row) => row.totp_key_id === nextId)).toBe(true);
    // A server with only the new key starts and signs staff in; one with only the old key refuses.
    const rotated = await createAppDeps(t.deps.db, envWith({ STAFF_TOTP_KEY: next }));
    t.deps.totpVault = rotated.totpVault;
    await signIn(t, 'support');
    await expect(createAppDeps(t.deps.db, envWith({ STAFF_TOTP_KEY: key }))).rejects.toThrow(
      /STAFF_TOTP_KEY/,
    );
  });
});
