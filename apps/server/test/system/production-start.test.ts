import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { STAFF_CSRF_HEADER } from '@tala/contract/backoffice/staff';
import { importPublicKey, sealPayload } from '@tala/contract/crypto/sealed-payload';
import { API_PATHS } from '@tala/contract/paths';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import { freePort, withDatabase } from '../support/global-setup.ts';
import { spawnNode, type TNodeRun } from '../support/processes.ts';

/**
 * `npm start` with NODE_ENV=production, for real: the server's main.ts in its own process on a fresh,
 * empty database (on the test run's PostgreSQL, through DATABASE_URL), reached over HTTP.
 */
const MAIN = 'apps/server/src/main.ts';
const MERCHANT = 'ACME';
const APP_SECRET = randomBytes(48).toString('base64url');
const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64');

/** main.ts, logging warnings only. */
function startMain(env: Record<string, string>): TNodeRun {
  return spawnNode([MAIN], { LOG_LEVEL: 'warn', ...env });
}

let run: TNodeRun;
let base: string;
let databaseUrl: string;
const databaseName = `prod_${randomBytes(5).toString('hex')}`;

beforeAll(async () => {
  const admin = createDb(inject('adminDatabaseUrl'), 1);
  await admin.pool.query(`CREATE DATABASE ${databaseName}`);
  await admin.db.destroy();
  databaseUrl = withDatabase(inject('adminDatabaseUrl'), databaseName);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  run = startMain({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_SECRET,
    DATA_ENCRYPTION_KEY,
    DEFAULT_MERCHANT: MERCHANT,
    TRUST_PROXY: 'true',
    DB_POOL_SIZE: '4',
  });
  const deadline = Date.now() + 90_000;
  while (!(await isServing())) {
    if (run.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`production start failed:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}, 120_000);

async function isServing(): Promise<boolean> {
  try {
    return (await fetch(`${base}${API_PATHS.systemStatus}`)).ok && /listening|running/.test(run.output());
  } catch {
    return false; // not listening yet
  }
}

afterAll(async () => {
  if (run?.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await Promise.race([run.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  const admin = createDb(inject('adminDatabaseUrl'), 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.db.destroy();
});

async function count(table: string): Promise<number> {
  const { pool, db } = createDb(databaseUrl, 1);
  try {
    return Number((await pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await db.destroy();
  }
}

/** What the site does before a password login: solve the human check, seal the body. */
async function playerLogin(username: string, password: string) {
  const challenge = await (await fetch(`${base}${API_PATHS.humanCheckChallenge}`)).json();
  let number = 0;
  while (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge)
    number++;
  const verification = btoa(JSON.stringify({ ...challenge, number }));
  const status = await (await fetch(`${base}${API_PATHS.systemStatus}`)).json();
  const sealed = await sealPayload(
    { type: 'username', username, password, verification },
    await importPublicKey(status.value.publicKey),
  );
  return fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sealed),
  });
}

describe('a production first start on an empty database', () => {
  it('when it has started, then only the DEFAULT_MERCHANT exists, with its catalogue and no people, money or channels', async () => {
    const { pool, db } = createDb(databaseUrl, 1);
    try {
      expect((await pool.query('SELECT code FROM merchants')).rows).toEqual([{ code: MERCHANT }]);
    } finally {
      await db.destroy();
    }
    expect(await count('games')).toBeGreaterThan(0);
    for (const table of [
      'members',
      'staff',
      'ledger_transactions',
      'deposit_channels',
      'announcements',
      'banners',
    ])
      expect([table, await count(table)]).toEqual([table, 0]);
  });
  it('when it prints its banner, then no demo account is in it and the first-admin command is', () => {
    const output = run.output();
    expect(output).toContain(`npm run staff:create -- --merchant ${MERCHANT} --username <name> --role admin`);
    for (const demo of ['demo_player', 'Player123!', 'Admin123!', 'JBSWY3DP'])
      expect(output).not.toContain(demo);
  });
  it('when the README staff credentials are tried, then the back office refuses them', async () => {
    for (const staff of DEMO_STAFF) {
      const res = await fetch(`${base}${BO_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [STAFF_CSRF_HEADER]: '1' },
        body: JSON.stringify({
          username: staff.username,
          password: staff.password,
          ...(staff.totpSecret ? { totp: currentTotpCode(staff.totpSecret) } : {}),
        }),
      });
      expect([staff.username, res.status]).toEqual([staff.username, 401]);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
  it('when the README player credentials are tried, then the login fails', async () => {
    for (const [username, password] of [
      ['demo_player', 'Player123!'],
      ['demo_agent', 'Agent123!'],
    ]) {
      const res = await playerLogin(username as string, password as string);
      const body = await res.json();
      expect([username, res.status, body.code]).toEqual([username, 401, 'INVALID_CREDENTIALS']);
    }
  });
  it('when the sandbox gateway is looked for, then its page and webhook do not exist', async () => {
    const page = await fetch(`${base}${PAYMENT_PATHS.sandboxPay.replace(':paymentId', randomUUID())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'MAYBE' }),
    });
    expect(page.status).toBe(404);
    const webhook = await fetch(`${base}${PAYMENT_PATHS.webhook.replace(':gateway', 'sandbox')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([webhook.status, (await webhook.json()).code]).toEqual([404, 'NOT_FOUND']);
  });
  it('when /dev/outbox is opened, even from this machine, then it is 404', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json'])
      expect([path, (await fetch(`${base}${path}`)).status]).toEqual([path, 404]);
  });
  it('when the API documentation is read, then /docs is the player API and the back-office one needs a session', async () => {
    const players = await (await fetch(`${base}/docs/json`)).json();
    expect(Object.keys(players.paths).length).toBeGreaterThan(10);
    expect(Object.keys(players.paths).filter((path) => path.startsWith('/bo/'))).toEqual([]);
    for (const path of ['/bo/api/docs', '/bo/api/docs/json'])
      expect([path, (await fetch(`${base}${path}`)).status]).toEqual([path, 401]);
  });
  it('when a request came over TLS through the trusted proxy, then HSTS is sent; over http it is not', async () => {
    const tls = await fetch(`${base}${API_PATHS.systemStatus}`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${base}${API_PATHS.systemStatus}`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a production start that must not happen', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['no APP_SECRET', { DATA_ENCRYPTION_KEY }, /APP_SECRET is not set.*openssl rand -base64 48/],
    ['a weak APP_SECRET', { APP_SECRET: 'changeme'.repeat(5), DATA_ENCRYPTION_KEY }, /APP_SECRET: weak/],
    ['no DATA_ENCRYPTION_KEY', { APP_SECRET }, /DATA_ENCRYPTION_KEY is not set/],
    [
      'only the STAFF_TOTP_KEY of before',
      { APP_SECRET, STAFF_TOTP_KEY: DATA_ENCRYPTION_KEY },
      /DATA_ENCRYPTION_KEY is not set.*STAFF_TOTP_KEY/,
    ],
    [
      'a DATA_ENCRYPTION_KEY that is not 32 bytes',
      { APP_SECRET, DATA_ENCRYPTION_KEY: 'k'.repeat(40) },
      /must be 32 random bytes/,
    ],
    [
      'the sandbox gateway on',
      { APP_SECRET, DATA_ENCRYPTION_KEY, SANDBOX_GATEWAY: 'on' },
      /ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION/,
    ],
  ];
  it.each(cases)(
    'when it has %s, then it refuses before touching a database',
    async (_name, env, message) => {
      // An unreachable database: a start that went past its checks would fail differently (and later).
      const refused = startMain({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        ...env,
      });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(message);
      expect(refused.output()).not.toContain('ECONNREFUSED');
    },
  );
});
