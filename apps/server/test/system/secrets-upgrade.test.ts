import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TAppDeps } from '../../src/app-deps.ts';
import { createAppDeps } from '../../src/create-app-deps.ts';
import { createDb } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { SEALED_COLUMNS, sealedContext } from '../../src/db/sealed-columns.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { seedDemoIfEmpty } from '../../src/db/seed/seed.ts';
import { readEnv } from '../../src/env.ts';
import { installJobSchema } from '../../src/jobs/worker.ts';
import { LOCAL_KEY_FILE, parseDataKey, sealedKeyId } from '../../src/lib/secret-box.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import { useAuthenticatorCode } from '../../src/modules/security/authenticator.service.ts';
import { issueEnrolmentLink, openEnrolment } from '../../src/modules/staff/enrolment.service.ts';
import { withDatabase } from '../support/global-setup.ts';
import { asMigratedStaffValue, sealSb1, sealStaffTotpKey } from '../support/legacy-secrets.ts';

/**
 * Decision 031, upgrading: a database as the release before left it (migrations through 0014, staff TOTP
 * secrets under the development key file or STAFF_TOTP_KEY — or still plain —, player authenticator and
 * social client secrets in sb1 under a key derived from the app secret) starts on this release and every
 * value ends up sealed under DATA_ENCRYPTION_KEY, with nobody doing anything for a development directory.
 */
const databaseName = `upgrade_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tala-upgrade-'));
const fileKey = randomBytes(32);
const PLAYER_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const PENDING_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
let db: ReturnType<typeof createDb>;
let before: TAppDeps;
let merchantId: number;
let playerId: bigint;
let enrolmentToken = '';

const staffSecret = (name: string) => DEMO_STAFF.find((staff) => staff.username === name)?.totpSecret ?? '';
const envOf = (vars: Record<string, string> = {}) =>
  readEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_HISTORY: '0',
    ...vars,
  });

beforeAll(async () => {
  const admin = createDb(inject('adminDatabaseUrl'), 1);
  await admin.pool.query(`CREATE DATABASE ${databaseName}`);
  await admin.db.destroy();
  db = createDb(withDatabase(inject('adminDatabaseUrl'), databaseName), 4);
  await migrate(db.pool, { through: '0014' });
  await installJobSchema(db.pool);
  // This release's seed publishes agent notices (type A, allowed from 0028 on): the old schema's type list
  // would refuse them, so it goes here as 0028 later replaces it.
  await db.pool.query('ALTER TABLE announcements DROP CONSTRAINT announcements_type_check');
  // The demo seeded at 0014 (this release's seed; its sealed values are replaced below by what the
  // release before wrote).
  before = await createAppDeps(db.db, envOf({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }));
  await seedDemoIfEmpty(before, { currentSchema: false });
  const merchant = await before.merchants.byMerchantCode('TALA');
  merchantId = merchant?.id ?? 0;
  const player = await db.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'demo_player')
    .executeTakeFirstOrThrow();
  playerId = player.id;
  await writeDevelopmentDirectoryOfBefore();
}, 180_000);

afterAll(async () => {
  await db.db.destroy();
  const admin = createDb(inject('adminDatabaseUrl'), 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What `npm start` of the release before left: its generated key file, its generated app secret. */
async function writeDevelopmentDirectoryOfBefore() {
  writeFileSync(path.join(dataDir, 'staff-totp.key'), `${fileKey.toString('base64')}\n`, { mode: 0o600 });
  const stored = await db.db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'hmac')
    .executeTakeFirstOrThrow();
  const staff = await db.db.selectFrom('staff').select(['id', 'username']).execute();
  for (const row of staff) {
    // admin: a secret from before migration 0010, never encrypted; the others under the key file.
    const sealed =
      row.username === 'admin'
        ? { ciphertext: staffSecret('admin'), keyId: null }
        : sealStaffTotpKey(fileKey, staffSecret(row.username), sealedContext.staffTotp(row.id));
    await sql`UPDATE staff SET totp_secret = ${sealed.ciphertext}, totp_key_id = ${sealed.keyId}
      WHERE id = ${row.id}`.execute(db.db);
  }
  const support = staff.find((row) => row.username === 'support');
  const link = await issueEnrolmentLink(db.db, {
    merchantId,
    staffId: support?.id ?? 0n,
    issuedBy: null,
    baseUrl: 'http://x',
  });
  enrolmentToken = link.url.split('#')[1] ?? '';
  const enrolment = await db.db
    .selectFrom('staff_enrolments')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const pending = sealStaffTotpKey(fileKey, PENDING_SECRET, sealedContext.enrolmentTotp(enrolment.id));
  await sql`UPDATE staff_enrolments SET totp_secret = ${pending.ciphertext}, totp_key_id = ${pending.keyId}
    WHERE id = ${enrolment.id}`.execute(db.db);
  await db.db
    .insertInto('member_authenticators')
    .values({
      merchant_id: merchantId,
      member_id: playerId,
      secret_enc: sealSb1(stored.value, PLAYER_SECRET, sealedContext.memberTotp(merchantId, playerId)),
      confirmed_at: new Date(),
    })
    .execute();
  await insertProvider(
    'google',
    sealSb1(stored.value, 'google-secret', sealedContext.socialClientSecret(merchantId, 'google')),
  );
}

async function insertProvider(provider: 'google' | 'facebook', sealed: string) {
  await db.db
    .insertInto('social_providers')
    .values({
      merchant_id: merchantId,
      provider,
      enabled: true,
      kind: 'oidc',
      issuer: 'https://accounts.example.com',
      client_id: `tala-${provider}`,
      client_secret_enc: sealed,
      scopes: 'openid',
    })
    .execute();
}

/** Every sealed value, by its row's context. */
async function sealedValues(): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const c of SEALED_COLUMNS) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(c.table)}
      WHERE ${sql.ref(c.column)} IS NOT NULL`.execute(db.db);
    for (const row of rows) values.set(c.context(row), row[c.column] as string);
  }
  return values;
}

async function staffSignIn(deps: TAppDeps, username: string) {
  await db.db.updateTable('staff').set({ totp_last_step: null }).where('username', '=', username).execute();
  const app = await buildApp(deps, { logger: false });
  try {
    const staff = DEMO_STAFF.find((entry) => entry.username === username);
    const res = await app.inject({
      method: 'POST',
      url: '/bo/api/auth/login',
      headers: { 'x-tala-staff': '1' },
      payload: { username, password: staff?.password, totp: currentTotpCode(staff?.totpSecret ?? '') },
    });
    return res.statusCode;
  } finally {
    await app.close();
  }
}

describe('upgrading secrets at rest from before decision 031', () => {
  it('when migration 0015 runs, then each value of before says what it is and the key-id columns are gone', async () => {
    await migrate(db.pool);
    const formats = [...(await sealedValues()).values()].map((value) => value.split('.')[0]).sort();
    expect(formats).toEqual(['plain', 'sb1', 'sb1', 'stk1', 'stk1', 'stk1']);
    const { rows } =
      await sql`SELECT 1 FROM information_schema.columns WHERE column_name = 'totp_key_id'`.execute(db.db);
    expect(rows).toEqual([]);
  });

  it('when a development directory of before starts with nothing set, then every value is re-sealed under the adopted key and all of them work', async () => {
    const report: string[] = [];
    const deps = await createAppDeps(db.db, envOf(), { report: (line) => report.push(line) });
    // The key file of before is the data key now, under its new name.
    expect(existsSync(path.join(dataDir, 'staff-totp.key'))).toBe(false);
    expect(parseDataKey(readFileSync(path.join(dataDir, LOCAL_KEY_FILE), 'utf8'), 'f')).toEqual(fileKey);
    expect(report).toEqual([
      expect.stringMatching(
        /3 staff authenticator secret\(s\), 1 pending staff enrolment secret\(s\), 1 player authenticator secret\(s\), 1 social sign-in client secret\(s\) of before decision 031 re-sealed under DATA_ENCRYPTION_KEY/,
      ),
    ]);
    for (const [context, value] of await sealedValues()) {
      expect([context, sealedKeyId(value)]).toEqual([context, deps.secretBox.current.id]);
      expect(deps.secretBox.open(value, context)).not.toBe('');
    }
    for (const username of ['admin', 'finance', 'support'])
      expect([username, await staffSignIn(deps, username)]).toEqual([username, 200]);
    const merchant = await deps.merchants.byMerchantCode('TALA');
    if (!merchant) throw new Error('no merchant');
    const opened = await openEnrolment(deps, merchant, { token: enrolmentToken, ip: '10.1.1.1' });
    expect(opened.secret).toBe(PENDING_SECRET);
    const ref = { merchantId, memberId: playerId };
    expect(await useAuthenticatorCode(db.db, deps.secretBox, ref, currentTotpCode(PLAYER_SECRET), true)).toBe(
      true,
    );
    const google = (await sealedValues()).get(sealedContext.socialClientSecret(merchantId, 'google')) ?? '';
    expect(deps.secretBox.open(google, sealedContext.socialClientSecret(merchantId, 'google'))).toBe(
      'google-secret',
    );

    // The next start has nothing to do.
    const again: string[] = [];
    const values = await sealedValues();
    await createAppDeps(db.db, envOf(), { report: (line) => again.push(line) });
    expect(again).toEqual([]);
    expect(await sealedValues()).toEqual(values);
  });

  it('when values were under STAFF_TOTP_KEY or APP_SECRET, then the start refuses until that key is given, then re-seals them', async () => {
    const staffKey = randomBytes(32);
    const APP_SECRET = randomBytes(48).toString('base64url');
    const finance = await db.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'finance')
      .executeTakeFirstOrThrow();
    const sealed = sealStaffTotpKey(staffKey, staffSecret('finance'), sealedContext.staffTotp(finance.id));
    await db.db
      .updateTable('staff')
      .set({ totp_secret: asMigratedStaffValue(sealed) })
      .where('id', '=', finance.id)
      .execute();
    const facebookContext = sealedContext.socialClientSecret(merchantId, 'facebook');
    await insertProvider('facebook', sealSb1(APP_SECRET, 'facebook-secret', facebookContext));
    const values = await sealedValues();

    // Without the key of before: a message naming the variable and the key id, and nothing changes.
    await expect(createAppDeps(db.db, envOf({ APP_SECRET }))).rejects.toThrow(
      new RegExp(`STAFF_TOTP_KEY key ${sealed.keyId}.*Set STAFF_TOTP_KEY`),
    );
    await expect(
      createAppDeps(db.db, envOf({ STAFF_TOTP_KEY: staffKey.toString('base64') })),
    ).rejects.toThrow(/sb1 format.*DATA_ENCRYPTION_KEY_PREVIOUS/);
    expect(await sealedValues()).toEqual(values);

    const deps = await createAppDeps(
      db.db,
      envOf({ APP_SECRET, STAFF_TOTP_KEY: staffKey.toString('base64') }),
    );
    expect(await staffSignIn(deps, 'finance')).toBe(200);
    const facebook = (await sealedValues()).get(facebookContext) ?? '';
    expect(sealedKeyId(facebook)).toBe(deps.secretBox.current.id);
    expect(deps.secretBox.open(facebook, facebookContext)).toBe('facebook-secret');
  });
});
