import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppDeps } from '../../src/create-app-deps.ts';
import { sealedContext } from '../../src/db/sealed-columns.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { readEnv } from '../../src/env.ts';
import { loadSecretBox, sealedKeyId } from '../../src/lib/secret-box.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, signIn } from './bo-helpers.ts';

/** Decisions 016 and 031: staff TOTP secrets are sealed under DATA_ENCRYPTION_KEY, bound to their row. */
let t: TTestApp;
let key: string;
beforeAll(async () => {
  key = randomBytes(32).toString('base64');
  t = await createTestApp({ DATA_ENCRYPTION_KEY: key });
});
afterAll(async () => {
  await t.close();
});

const envWith = (vars: Record<string, string>) => readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...vars });
const secretsOf = () => t.deps.db.selectFrom('staff').select(['id', 'username', 'totp_secret']).execute();

describe('staff TOTP secrets at rest', () => {
  it('when staff are seeded, then no secret is stored in plain text and each is sealed under DATA_ENCRYPTION_KEY', async () => {
    const rows = await secretsOf();
    expect(rows).toHaveLength(DEMO_STAFF.length);
    for (const row of rows) {
      const plain = DEMO_STAFF.find((staff) => staff.username === row.username)?.totpSecret ?? '?';
      expect(row.totp_secret).not.toContain(plain);
      expect(sealedKeyId(row.totp_secret ?? '')).toBe(t.deps.secretBox.current.id);
      expect(t.deps.secretBox.open(row.totp_secret ?? '', sealedContext.staffTotp(row.id))).toBe(plain);
    }
  });

  it('when a staff secret is copied onto another staff member, then it does not open there', async () => {
    const [first, second] = await secretsOf();
    expect(() =>
      t.deps.secretBox.open(first?.totp_secret ?? '', sealedContext.staffTotp(second?.id ?? 0n)),
    ).toThrow(/altered or copied from another row/);
  });

  it('when the server starts with another key, a malformed one or none in production, then it refuses naming DATA_ENCRYPTION_KEY', async () => {
    const start = createAppDeps(t.deps.db, envWith({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') }));
    await expect(start).rejects.toThrow(/DATA_ENCRYPTION_KEY is key [0-9a-f]{12}/);
    await expect(createAppDeps(t.deps.db, envWith({ DATA_ENCRYPTION_KEY: 'too-short' }))).rejects.toThrow(
      /DATA_ENCRYPTION_KEY must be 32 random bytes/,
    );
    await expect(createAppDeps(t.deps.db, envWith({ NODE_ENV: 'production' }))).rejects.toThrow(
      /DATA_ENCRYPTION_KEY is required in production/,
    );
  });

  it('when a secret turns out to be under an unknown key while serving, then sign-in answers 503 naming the setting, no stack', async () => {
    const finance = DEMO_STAFF.find((staff) => staff.username === 'finance');
    const row = (await secretsOf()).find((entry) => entry.username === 'finance');
    const foreign = loadSecretBox({
      NODE_ENV: 'test',
      DATA_DIR: '/none',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    const sealed = foreign.seal(finance?.totpSecret ?? '', sealedContext.staffTotp(row?.id ?? 0n));
    await t.deps.db
      .updateTable('staff')
      .set({ totp_secret: sealed })
      .where('username', '=', 'finance')
      .execute();
    // Decided before the password is checked: a wrong password gets the same answer, revealing nothing.
    for (const password of [finance?.password, 'not-the-password']) {
      const res = await bo(t, 'POST', '/bo/api/auth/login', {
        body: { username: 'finance', password, totp: '123456' },
        ip: '10.8.0.1',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'ENCRYPTION_KEY_UNAVAILABLE', value: null });
      expect(res.json().message).toContain('DATA_ENCRYPTION_KEY');
      expect(res.body).not.toMatch(/ at |\.ts:|[0-9a-f]{12}/);
    }
    await t.deps.db
      .updateTable('staff')
      .set({ totp_secret: row?.totp_secret ?? null })
      .where('username', '=', 'finance')
      .execute();
    await signIn(t, 'finance');
  });
});
