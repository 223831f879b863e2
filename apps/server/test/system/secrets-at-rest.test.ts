import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { DEVICE_PATHS } from '@tala/contract/security/devices';
import { socialStartPath } from '@tala/contract/session/social';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppDeps } from '../../src/create-app-deps.ts';
import { SEALED_COLUMNS, sampleSealedValues, type TSealedColumn } from '../../src/db/sealed-columns.ts';
import { readEnv } from '../../src/env.ts';
import { createSecretBox, dataKey, loadSecretBox, sealedKeyId } from '../../src/lib/secret-box.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import {
  confirmAuthenticator,
  setupAuthenticator,
} from '../../src/modules/security/authenticator.service.ts';
import { issueEnrolmentLink, openEnrolment } from '../../src/modules/staff/enrolment.service.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { authed, login, memberId, setSwitch } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Decision 031: every secret at rest — each column of db/sealed-columns.ts — is sealed under
 * DATA_ENCRYPTION_KEY, checked at start, reported with a translated code while serving, and rotated by
 * `npm run secrets:rotate-key` in one transaction.
 */
let t: TTestApp;
let key: string;
const PLAYER_SECRET = { value: '' };

beforeAll(async () => {
  key = randomBytes(32).toString('base64');
  t = await createTestApp({ DATA_ENCRYPTION_KEY: key });
  await sealOneOfEachKind();
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A value in every sealed column, each made the way the product makes it. */
async function sealOneOfEachKind() {
  const merchant = await t.deps.merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('no demo merchant');
  // Player authenticator (security centre), confirmed.
  const ref = { merchantId: merchant.id, memberId: await memberId(t, 'demo_player') };
  const { secret } = await setupAuthenticator(t.deps.db, t.deps.secretBox, ref, {
    brand: 'Tala',
    username: 'p',
  });
  await confirmAuthenticator(t.deps.db, t.deps.secretBox, ref, currentTotpCode(secret));
  PLAYER_SECRET.value = secret;
  // Pending staff enrolment: a new link for support, opened once (its secret is stored on the link).
  const support = await t.deps.db
    .selectFrom('staff')
    .select('id')
    .where('username', '=', 'support')
    .executeTakeFirstOrThrow();
  const link = await issueEnrolmentLink(t.deps.db, {
    merchantId: merchant.id,
    staffId: support.id,
    issuedBy: null,
    baseUrl: 'http://localhost',
  });
  await openEnrolment(t.deps, merchant, { token: link.url.split('#')[1] ?? '', ip: '10.3.0.1' });
  // Social sign-in client secret, saved by an admin.
  const saved = await bo(t, 'PUT', BO_PATHS.socialProvider.replace(':provider', 'google'), {
    cookie: await signIn(t, 'admin'),
    body: {
      enabled: true,
      kind: 'oidc',
      issuer: 'https://accounts.example.com',
      authorizationEndpoint: null,
      tokenEndpoint: null,
      userinfoEndpoint: null,
      clientId: 'tala-google',
      clientSecret: 'google-client-secret',
      scopes: 'openid email profile',
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
}

const envWith = (vars: Record<string, string>) => readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...vars });

/** Every sealed value of every column: what rotation must move. */
async function everyValue(): Promise<Array<{ c: TSealedColumn; context: string; value: string }>> {
  const all = [];
  for (const c of SEALED_COLUMNS) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(c.table)}
      WHERE ${sql.ref(c.column)} IS NOT NULL
      ORDER BY ${sql.join(c.keys.map((k) => sql.ref(k)))}`.execute(t.deps.db);
    for (const row of rows) all.push({ c, context: c.context(row), value: row[c.column] as string });
  }
  return all;
}

async function withValue<T>(c: TSealedColumn, value: string, run: () => Promise<T>): Promise<T> {
  const [sample] = await sampleSealedValues(t.deps.db, c);
  if (!sample) throw new Error(`no ${c.what}`);
  const match = sql.join(
    c.keys.map((k) => sql`${sql.ref(k)} = ${sample.row[k]}`),
    sql` AND `,
  );
  const set = (v: string) =>
    sql`UPDATE ${sql.table(c.table)} SET ${sql.ref(c.column)} = ${v} WHERE ${match}`.execute(t.deps.db);
  await set(value);
  try {
    return await run();
  } finally {
    await set(sample.value);
  }
}

const foreignBox = () => createSecretBox(dataKey(randomBytes(32), 'a foreign key'));

const exec = promisify(execFile);
async function rotate(vars: Record<string, string>) {
  try {
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/commands/secrets-rotate-key.ts'],
      {
        env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_ENCRYPTION_KEY_PREVIOUS: '', ...vars },
        timeout: 60_000,
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('every secret at rest is sealed under DATA_ENCRYPTION_KEY', () => {
  it('when a column is named like a secret, then it is in the sealed catalogue or known to be stored otherwise', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name LIKE '%secret%' OR column_name LIKE '%\\_enc')`.execute(
      t.deps.db,
    );
    const sealed = new Set(SEALED_COLUMNS.map((c) => `${c.table}.${c.column}`));
    // provider_accounts.secret: the HMAC secret shared with a game provider, read by the house provider's
    // own process straight from this database (decision 007); it is not sealed (decision 031).
    const notSealed = new Set(['provider_accounts.secret']);
    const found = rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
    expect(found.filter((name) => !sealed.has(name) && !notSealed.has(name))).toEqual([]);
    expect([...sealed].every((name) => found.includes(name))).toBe(true);
  });

  it('when each kind has been stored, then every value names the key and opens only for its own row', async () => {
    const values = await everyValue();
    expect(new Set(values.map((v) => v.c.what)).size).toBe(SEALED_COLUMNS.length);
    for (const { c, context, value } of values) {
      expect([c.what, sealedKeyId(value)]).toEqual([c.what, t.deps.secretBox.current.id]);
      expect(t.deps.secretBox.open(value, context).length).toBeGreaterThan(0);
      expect(() => t.deps.secretBox.open(value, `${context}0`)).toThrow(/altered or copied from another row/);
    }
    expect(values.map((v) => v.value).join()).not.toMatch(/google-client-secret|JBSWY3DP/);
  });

  it.each(SEALED_COLUMNS.map((c) => [c.what, c] as const))(
    'when a %s is under a key the server does not have, then the start refuses naming DATA_ENCRYPTION_KEY',
    async (_what, c) => {
      const [sample] = await sampleSealedValues(t.deps.db, c);
      const foreign = foreignBox();
      const value = foreign.seal('x', c.context(sample?.row ?? {}));
      await withValue(c, value, async () => {
        await expect(createAppDeps(t.deps.db, envWith({ DATA_ENCRYPTION_KEY: key }))).rejects.toThrow(
          new RegExp(
            `sealed with key ${foreign.current.id}, but DATA_ENCRYPTION_KEY is key ${t.deps.secretBox.current.id}`,
          ),
        );
      });
    },
  );

  it('when a player authenticator is under an unknown key while serving, then 503 with a translated message', async () => {
    const [column] = SEALED_COLUMNS.filter((c) => c.table === 'member_authenticators');
    const merchant = await t.deps.merchants.byMerchantCode('TALA');
    const context = `member-totp:${merchant?.id}:${await memberId(t, 'demo_player')}`;
    const { token } = await login(t, 'demo_player', 'Player123!');
    await withValue(column as TSealedColumn, foreignBox().seal(PLAYER_SECRET.value, context), async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: DEVICE_PATHS.authenticator,
        headers: authed(token, { language: 'ja' }),
        payload: (await t.seal({
          password: 'Player123!',
          code: currentTotpCode(PLAYER_SECRET.value),
        })) as object,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'ENCRYPTION_KEY_UNAVAILABLE', value: null });
      expect(res.json().message).toMatch(/DATA_ENCRYPTION_KEY の設定/);
    });
  });

  it('when a social client secret is under an unknown key, then the sign-in start returns the code to the page', async () => {
    const [column] = SEALED_COLUMNS.filter((c) => c.table === 'social_providers');
    const merchant = await t.deps.merchants.byMerchantCode('TALA');
    await setSwitch(t, 'SOCIAL_SIGN_IN', true);
    const value = foreignBox().seal('google-client-secret', `social-client-secret:${merchant?.id}:google`);
    await withValue(column as TSealedColumn, value, async () => {
      const res = await t.app.inject({ url: `${socialStartPath('google')}?returnTo=/index` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/index#socialError=ENCRYPTION_KEY_UNAVAILABLE');
    });
  });
});

describe('npm run secrets:rotate-key', () => {
  it('when one value opens with neither key, then it stops with a message and nothing changes', async () => {
    const before = await everyValue();
    const next = randomBytes(32).toString('base64');
    // The staff and enrolment columns come first and could be rotated; the social one cannot.
    const [social] = SEALED_COLUMNS.filter((c) => c.table === 'social_providers');
    const stray = foreignBox();
    const merchant = await t.deps.merchants.byMerchantCode('TALA');
    const strayValue = stray.seal('s', `social-client-secret:${merchant?.id}:google`);
    const failed = await withValue(social as TSealedColumn, strayValue, async () => {
      const result = await rotate({ DATA_ENCRYPTION_KEY: next, DATA_ENCRYPTION_KEY_PREVIOUS: key });
      const during = (await everyValue()).filter((v) => v.value !== strayValue);
      expect(during.map((v) => v.value)).toEqual(before.filter((v) => v.c !== social).map((v) => v.value));
      return result;
    });
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(
      new RegExp(`sealed with key ${stray.current.id}.*DATA_ENCRYPTION_KEY_PREVIOUS`),
    );
    expect(failed.out).not.toMatch(/\n\s+at /);
    expect((await everyValue()).map((v) => v.value)).toEqual(before.map((v) => v.value));
  });

  it('when rotated with the previous key, then every kind moves to the new key and keeps working; the old key alone is refused', async () => {
    const before = await everyValue();
    const plain = before.map((v) => t.deps.secretBox.open(v.value, v.context));
    const next = randomBytes(32).toString('base64');
    const done = await rotate({ DATA_ENCRYPTION_KEY: next, DATA_ENCRYPTION_KEY_PREVIOUS: key });
    expect(done.code, done.out).toBe(0);
    for (const c of SEALED_COLUMNS) expect(done.out).toMatch(new RegExp(`\\d+ ${c.what}\\(s\\)`));

    const nextBox = loadSecretBox({ NODE_ENV: 'test', DATA_DIR: '/none', DATA_ENCRYPTION_KEY: next });
    const after = await everyValue();
    expect(after.map((v) => sealedKeyId(v.value))).toEqual(after.map(() => nextBox.current.id));
    expect(after.map((v) => nextBox.open(v.value, v.context))).toEqual(plain);

    // A server with only the new key starts and signs staff and players in; one with only the old refuses.
    const rotated = await createAppDeps(t.deps.db, envWith({ DATA_ENCRYPTION_KEY: next }));
    t.deps.secretBox = rotated.secretBox;
    await signIn(t, 'finance');
    await expect(createAppDeps(t.deps.db, envWith({ DATA_ENCRYPTION_KEY: key }))).rejects.toThrow(
      /DATA_ENCRYPTION_KEY is key/,
    );
    // Run again: nothing left to move.
    const again = await rotate({ DATA_ENCRYPTION_KEY: next });
    expect([again.code, again.out]).toEqual([0, expect.stringContaining('no secret re-sealed')]);
  });
});
