import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createPlayers, freePort, type TBenchPlayer } from '../wallet/bench-db.ts';

/**
 * `npm run bench:wallet-faults`: concurrent clients move money over HTTP — wallet transfers, deposits
 * through the sandbox gateway (credited by the signed webhook job) and withdrawals — while the server
 * process is SIGKILLed and restarted several times. Clients retry with the same idempotency key until
 * answered, as a real client would. Afterwards every acknowledged operation must exist exactly once and
 * the ledger must verify. Loopback only; bounded in time and count. Prints, asserts nothing.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 12);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const KILLS = Number(process.env.BENCH_KILLS ?? 4);
const KILL_EVERY_MS = Number(process.env.BENCH_KILL_EVERY_MS ?? 4000);
/** A transfer-mode vendor of the demo catalogue. */
const VENDOR = 'TALA_REELS';
const VENDOR_WALLET = `VENDOR:${VENDOR}`;
const WITHDRAW_PASSWORD = 'Bench1234';

type TOp =
  | { kind: 'transfer'; memberId: bigint; key: string }
  | { kind: 'deposit'; memberId: bigint; key: string }
  | { kind: 'withdraw'; memberId: bigint; key: string };

type TServer = { child: ChildProcess; baseUrl: string };

function startServer(env: Record<string, string>): TServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, baseUrl: `http://127.0.0.1:${env.PORT}` };
}

async function waitReady(baseUrl: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/wps/system/status`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

/** One call retried with the same body (same idempotency key) until the server answers; null if it never does. */
async function call(
  baseUrl: () => string,
  token: string,
  path: string,
  body: unknown,
  deadline: number,
): Promise<{ status: number; json: { success: boolean; value: Record<string, unknown> | null } } | null> {
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    try {
      const res = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status >= 500) throw new Error(`status ${res.status}`);
      return { status: res.status, json: await res.json() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
    }
  }
  return null;
}

/** Each player gets a real name, a withdrawal password and a bank account, as the security centre would. */
async function prepareWithdrawals(db: TDb, players: TBenchPlayer[]): Promise<Map<bigint, string>> {
  const hash = await hashPassword(WITHDRAW_PASSWORD);
  const ids = players.map((p) => p.memberId);
  await db
    .updateTable('members')
    .set({ payee_name: 'Bench Player', payment_password_hash: hash })
    .where('id', 'in', ids)
    .execute();
  const { rows } = await sql<{ id: string; member_id: string }>`
    INSERT INTO bank_accounts (merchant_id, member_id, bank_name, account_name, account_number)
    SELECT merchant_id, id, 'BDO', 'Bench Player', '1234567890' FROM members WHERE id = ANY(${ids.map(String)}::bigint[])
    RETURNING id::text, member_id::text`.execute(db);
  return new Map(rows.map((row) => [BigInt(row.member_id), row.id]));
}

async function runClient(
  baseUrl: () => string,
  players: TBenchPlayer[],
  bankAccounts: Map<bigint, string>,
  until: number,
  acknowledged: TOp[],
  unanswered: { count: number },
): Promise<void> {
  let i = 0;
  while (Date.now() < until) {
    const player = players[Math.floor(Math.random() * players.length)]!;
    const key = randomUUID();
    const roll = i++ % 4;
    const deadline = until + 60_000;
    if (roll <= 1) {
      const toVendor = roll === 0;
      const body = {
        from: toVendor ? 'MAIN' : VENDOR_WALLET,
        to: toVendor ? VENDOR_WALLET : 'MAIN',
        amount: '1.00',
        idempotencyKey: key,
      };
      const res = await call(baseUrl, player.token, '/wps/relay/GCS_walletTransfer', body, deadline);
      if (!res) unanswered.count++;
      else if (res.json.success) acknowledged.push({ kind: 'transfer', memberId: player.memberId, key });
    } else if (roll === 2) {
      const body = { channelCode: 'TALAPAY', amount: '100.00', idempotencyKey: key };
      const res = await call(baseUrl, player.token, '/wps/relay/MCSFE_deposit', body, deadline);
      const payUrl = res?.json.value?.payUrl;
      if (!res || typeof payUrl !== 'string') {
        unanswered.count += res ? 0 : 1;
        continue;
      }
      const paid = await pay(baseUrl, payUrl, deadline);
      if (paid) acknowledged.push({ kind: 'deposit', memberId: player.memberId, key });
      else unanswered.count++;
    } else {
      const bankAccountId = bankAccounts.get(player.memberId)!;
      const body = {
        bankAccountId,
        amount: '100.00',
        paymentPassword: WITHDRAW_PASSWORD,
        idempotencyKey: key,
      };
      const res = await call(baseUrl, player.token, '/wps/relay/MCSFE_withdraw', body, deadline);
      if (!res) unanswered.count++;
      else if (res.json.success) acknowledged.push({ kind: 'withdraw', memberId: player.memberId, key });
    }
  }
}

/** Presses "Pay" on the sandbox gateway's hosted page; the 303 back to the page is the acknowledgement. */
async function pay(baseUrl: () => string, payUrl: string, deadline: number): Promise<boolean> {
  const path = new URL(payUrl, 'http://x').pathname;
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    try {
      const res = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=PAID',
        redirect: 'manual',
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 303 || res.status === 200) return true;
      if (res.status < 500) return false;
    } catch {
      // server down: retry
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
  }
  return false;
}

/** How many ledger effects each acknowledged operation has (must be exactly one each). */
async function countEffects(db: TDb, op: TOp): Promise<number> {
  if (op.kind === 'transfer') {
    const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE idempotency_key = ${`wt:${op.memberId}:${op.key}`}`.execute(db);
    return row.rows[0]?.n ?? 0;
  }
  const table = op.kind === 'deposit' ? 'deposits' : 'withdrawals';
  const prefix = op.kind === 'deposit' ? 'deposit:' : 'withdrawal:';
  const suffix = op.kind === 'deposit' ? '' : ':hold';
  const row = await sql<{ n: number }>`SELECT count(t.id)::int AS n FROM ${sql.table(table)} r
    JOIN ledger_transactions t ON t.idempotency_key = ${prefix} || r.id || ${suffix}
    WHERE r.member_id = ${op.memberId} AND r.idempotency_key = ${op.key}`.execute(db);
  return row.rows[0]?.n ?? 0;
}

async function main() {
  const dataDir = `.data/bench-faults-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  const pgPort = await freePort();
  const env = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
  };
  let server = startServer(env);
  await waitReady(server.baseUrl);
  const { db } = createDb(`postgres://postgres:tala-local@127.0.0.1:${pgPort}/tala`, 4);
  const merchant = await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const players = await createPlayers(db, merchant.id, PLAYERS, VENDOR_WALLET);
  const bankAccounts = await prepareWithdrawals(db, players);
  await db.destroy();

  const acknowledged: TOp[] = [];
  const unanswered = { count: 0 };
  const until = Date.now() + KILLS * KILL_EVERY_MS + 2000;
  const clients = Array.from({ length: CLIENTS }, () =>
    runClient(() => server.baseUrl, players, bankAccounts, until, acknowledged, unanswered),
  );
  for (let kill = 0; kill < KILLS; kill++) {
    await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = startServer(env);
    console.log(`kill ${kill + 1}/${KILLS}: server restarted`);
  }
  await Promise.all(clients);
  await waitReady(server.baseUrl);
  await waitForDeposits(pgPort, acknowledged);
  await report(pgPort, acknowledged, unanswered.count);
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A paid deposit is credited by the webhook job, which retries with backoff after the restarts; wait
 * (bounded) until every acknowledged deposit has its credit before counting.
 */
async function waitForDeposits(pgPort: number, acknowledged: TOp[], timeoutMs = 120_000): Promise<void> {
  const { db } = createDb(`postgres://postgres:tala-local@127.0.0.1:${pgPort}/tala`, 2);
  const deposits = acknowledged.filter((op) => op.kind === 'deposit');
  const deadline = Date.now() + timeoutMs;
  let missing = deposits.length;
  while (Date.now() < deadline) {
    const counts = await Promise.all(deposits.map((op) => countEffects(db, op)));
    missing = counts.filter((n) => n === 0).length;
    if (missing === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`deposits still waiting for their webhook after the wait: ${missing}`);
  await db.destroy();
}

async function report(pgPort: number, acknowledged: TOp[], unanswered: number): Promise<void> {
  const { db } = createDb(`postgres://postgres:tala-local@127.0.0.1:${pgPort}/tala`, 4);
  let lost = 0;
  let duplicated = 0;
  for (const op of acknowledged) {
    const effects = await countEffects(db, op);
    if (effects === 0) lost++;
    if (effects > 1) duplicated++;
  }
  const byKind = (kind: TOp['kind']) => acknowledged.filter((op) => op.kind === kind).length;
  const violations = await verifyLedger(db);
  await db.destroy();
  console.log(
    `\nacknowledged: ${acknowledged.length} (transfers ${byKind('transfer')}, deposits ${byKind('deposit')}, withdrawals ${byKind('withdraw')})`,
  );
  console.log(`never answered (client gave up; may or may not have happened): ${unanswered}`);
  console.log(`lost: ${lost} (must be 0)`);
  console.log(`duplicated: ${duplicated} (must be 0)`);
  console.log(`ledger:verify: ${violations.length === 0 ? 'OK' : `${violations.length} violation(s)`}`);
  for (const violation of violations.slice(0, 20)) console.log(`  ${violation.check}: ${violation.detail}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
