import { randomBytes } from 'node:crypto';
import { Logger, runOnce } from 'graphile-worker';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import type { TWebhookTransport } from '../../src/jobs/webhook-delivery.task.ts';
import { createTaskList } from '../../src/jobs/worker.ts';
import { creditFromHouse, MAIN_WALLET } from '../../src/modules/ledger/ledger.service.ts';
import { createMemberAccount } from '../../src/modules/registration/registration.service.ts';
import { setWithdrawPassword } from '../../src/modules/security/withdraw-password.service.ts';
import { providerTransport } from '../../src/modules/vendor-wallet/provider-transport.ts';
import { authed, login } from '../session/session-helpers.ts';
import { withDatabase } from '../support/global-setup.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import type { TTestApp } from '../support/test-app.ts';

/** Shared by the payments and security tests. */
export type TPlayer = { token: string; memberId: bigint; username: string; merchantId: number };

export async function merchantId(t: TTestApp): Promise<number> {
  return (await t.deps.merchants.byMerchantCode('TALA'))!.id;
}

/** A fresh real member (own balance, own records), logged in. */
export async function newPlayer(t: TTestApp, options: { realName?: string | null } = {}): Promise<TPlayer> {
  const m = await merchantId(t);
  const username = `p${randomBytes(5).toString('hex')}`;
  const realName = options.realName === undefined ? 'Juan Dela Cruz' : options.realName;
  const member = await createMemberAccount(t.deps.db, {
    merchantId: m,
    username,
    password: 'Secret123!',
    dialingCode: '63',
    language: 'en',
    registerMethod: 'SEED',
    fields: realName ? { payeeName: realName } : {},
  });
  const { token } = await login(t, username, 'Secret123!');
  return { token, memberId: member.id, username, merchantId: m };
}

/** A demo (free play) session: isAgent 4. */
export async function demoToken(t: TTestApp): Promise<string> {
  const payload = { os: 'Linux', platform: 'W', random: 'r'.repeat(24), gatewayVersion: 3 };
  const sealed = await t.seal({ ...payload, verification: await solveHumanCheck(t.app) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: sealed as object,
  });
  return res.json().value.token as string;
}

export async function fund(t: TTestApp, player: TPlayer, amountMinor: bigint): Promise<void> {
  await creditFromHouse(t.deps.db, {
    merchantId: player.merchantId,
    memberId: player.memberId,
    currency: 'PHP',
    houseCode: 'TEST_FUNDING',
    walletCode: MAIN_WALLET,
    amountMinor,
    idempotencyKey: `fund:${randomBytes(8).toString('hex')}`,
    kind: 'TEST',
  });
}

export async function mainBalance(t: TTestApp, player: TPlayer): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', player.memberId)
    .where('code', '=', MAIN_WALLET)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Sum of a house account's shards. */
export async function houseTotal(t: TTestApp, code: string): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select(sql<string>`coalesce(sum(balance), 0)`.as('total'))
    .where('member_id', 'is', null)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** ledger:verify's invariants: every transaction sums to zero; every cached balance equals its entries. */
export async function expectBooksBalance(t: TTestApp): Promise<void> {
  const unbalanced = await sql<{ id: string }>`
    SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0`.execute(
    t.deps.db,
  );
  const drifted = await sql<{ id: string }>`
    SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(t.deps.db);
  const negative = await sql<{ id: string }>`
    SELECT id FROM ledger_accounts WHERE NOT is_house AND balance < 0`.execute(t.deps.db);
  if (unbalanced.rows.length || drifted.rows.length || negative.rows.length) {
    throw new Error(
      `books do not balance: ${JSON.stringify({ unbalanced, drifted, negative }, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    );
  }
}

export async function ledgerTransactionCount(t: TTestApp, key: string): Promise<number> {
  const row = await t.deps.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Webhooks delivered through app.inject instead of HTTP. */
export function injectTransport(t: TTestApp): TWebhookTransport {
  return async ({ path, headers, body }) => {
    const res = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
    return res.statusCode;
  };
}

const silent = new Logger(() => () => {});

/** Runs every job that is due now, once (graphile-worker's runOnce against this test's database). */
export async function runDueJobs(
  t: TTestApp,
  transport: TWebhookTransport = injectTransport(t),
): Promise<void> {
  const name = (await sql<{ db: string }>`SELECT current_database() AS db`.execute(t.deps.db)).rows[0]!.db;
  const { pool, db } = createDb(withDatabase(inject('adminDatabaseUrl'), name), 2);
  try {
    await runOnce({
      pgPool: pool,
      logger: silent,
      taskList: createTaskList({
        db: t.deps.db,
        transport,
        providerTransport: providerTransport(t.deps.inProcessProviders),
      }),
    });
  } finally {
    await db.destroy();
  }
}

/** Makes every queued job due now (skips graphile-worker's retry back-off and run_at). */
export async function makeJobsDue(t: TTestApp): Promise<void> {
  await sql`UPDATE graphile_worker._private_jobs SET run_at = now() - interval '1 second'`.execute(t.deps.db);
}

export async function jobs(t: TTestApp) {
  const result = await sql<{ task: string; attempts: number; last_error: string | null }>`
    SELECT t.identifier AS task, j.attempts, j.last_error FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id ORDER BY j.id`.execute(t.deps.db);
  return result.rows;
}

export async function withPassword(t: TTestApp, player: TPlayer, password = 'Pay123456'): Promise<string> {
  await setWithdrawPassword(t.deps.db, player, { password, confirmPassword: password });
  return password;
}

export function api(t: TTestApp, token: string) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: authed(token) }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) }),
    put: (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: authed(token), payload }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: authed(token) }),
  };
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(200),
]);
export const JPG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);

/** A multipart/form-data body with one file part. */
export function multipartBody(file: Buffer, filename = 'proof.png', contentType = 'image/png') {
  const boundary = `----tala${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(t: TTestApp, token: string, url: string, file: Buffer, filename?: string) {
  const body = multipartBody(file, filename);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...authed(token), ...body.headers },
    payload: body.payload,
  });
}
