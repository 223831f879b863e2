import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createPlayers, freePort, type TBenchPlayer } from '../wallet/bench-db.ts';
import {
  benchProviderTransport,
  judgeTransfer,
  reconcileVendor,
  settlePendingTransfers,
  type TTransferAck,
  type TTransferVerdict,
} from './transfer-checks.ts';

/**
 * `npm run bench:wallet-faults`: concurrent clients move money over HTTP — wallet transfers to and from
 * a transfer-mode vendor (through its provider's transfer API, decision 007), deposits through the
 * sandbox gateway (credited by the signed webhook job) and withdrawals — while the server process is
 * SIGKILLed and restarted several times. Clients retry with the same idempotency key until answered,
 * as a real client would. Afterwards pending transfers are settled by the status check
 * (transfer-checks.ts), every acknowledged operation must have exactly its effects, the vendor's
 * wallets must match our float, and the ledger must verify. Loopback only; bounded in time and count.
 * Prints, asserts nothing.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 12);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40);
const KILLS = Number(process.env.BENCH_KILLS ?? 4);
const KILL_EVERY_MS = Number(process.env.BENCH_KILL_EVERY_MS ?? 4000);
/** `wait`: settle NOT_FOUND transfers with the real 6-minute clock instead of backdating (see transfer-checks.ts). */
const SETTLE = process.env.BENCH_SETTLE === 'wait' ? 'wait' : 'backdate';
/** The seeded transfer-mode vendor with a provider (HOUSE, transfer API in-process). */
const VENDOR = 'TALA_FISH';
const VENDOR_WALLET = `VENDOR:${VENDOR}`;
const WITHDRAW_PASSWORD = 'Bench1234';
/** Each player's first transfer in: the vendor wallet then holds money for the transfers out. */
const OPENING_TRANSFER = '50.00';

type TOp =
  | ({ kind: 'transfer' } & TTransferAck)
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
    INSERT INTO bank_accounts (merchant_id, member_id, bank_code, bank_name, account_name, account_number)
    SELECT merchant_id, id, 'BDO', 'BDO Unibank', 'Bench Player', '1234567890' FROM members WHERE id = ANY(${ids.map(String)}::bigint[])
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
      const res = await transfer(baseUrl, player, roll === 0 ? 'IN' : 'OUT', '1.00', key, deadline);
      if (res === null) unanswered.count++;
      else if (res !== 'REFUSED')
        acknowledged.push({ kind: 'transfer', memberId: player.memberId, key, answered: res });
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

/**
 * One wallet transfer MAIN ↔ the vendor, retried with its key until answered. A success is acknowledged
 * with the answer's status: DONE, or PENDING (the vendor's answer did not come; the status check
 * settles it). A refusal (e.g. the vendor wallet is short) is REFUSED; null: never answered.
 */
async function transfer(
  baseUrl: () => string,
  player: TBenchPlayer,
  direction: 'IN' | 'OUT',
  amount: string,
  key: string,
  deadline: number,
): Promise<'DONE' | 'PENDING' | 'REFUSED' | null> {
  const body = {
    from: direction === 'IN' ? 'MAIN' : VENDOR_WALLET,
    to: direction === 'IN' ? VENDOR_WALLET : 'MAIN',
    amount,
    idempotencyKey: key,
  };
  const res = await call(baseUrl, player.token, '/wps/relay/GCS_walletTransfer', body, deadline);
  if (!res) return null;
  if (!res.json.success) return 'REFUSED';
  return res.json.value?.status === 'DONE' ? 'DONE' : 'PENDING';
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
async function countEffects(db: TDb, op: Exclude<TOp, { kind: 'transfer' }>): Promise<number> {
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
  const dbUrl = `postgres://postgres:tala-local@127.0.0.1:${pgPort}/tala`;
  let server = startServer(env);
  await waitReady(server.baseUrl);
  const { db } = createDb(dbUrl, 4);
  const merchant = await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const players = await createPlayers(db, merchant.id, PLAYERS);
  const bankAccounts = await prepareWithdrawals(db, players);
  await openVendorWallets(server.baseUrl, players);

  const acknowledged: TOp[] = [];
  const unanswered = { count: 0 };
  const until = Date.now() + KILLS * KILL_EVERY_MS + 2000;
  const clients = Array.from({ length: CLIENTS }, () =>
    runClient(() => server.baseUrl, players, bankAccounts, until, acknowledged, unanswered),
  );
  let lastRestartAt = new Date();
  for (let kill = 0; kill < KILLS; kill++) {
    await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    // Nothing sent before this is still in flight. The clock last_attempt_at is read from is this machine's
    // (the server's embedded PostgreSQL runs here); asking that database for now() raced its shutdown (57P03).
    lastRestartAt = new Date();
    server = startServer(env);
    console.log(`kill ${kill + 1}/${KILLS}: server restarted`);
  }
  await Promise.all(clients);
  await waitReady(server.baseUrl);
  await waitForDeposits(db, acknowledged);
  const settled = await settlePendingTransfers(
    db,
    benchProviderTransport(() => server.baseUrl),
    {
      backdate: SETTLE === 'backdate',
      lastRestartAt,
      timeoutMs: SETTLE === 'wait' ? 8 * 60_000 : 60_000,
    },
  );
  console.log(
    `pending transfers settled by the status check: ${settled.settledByCheck} (NOT_FOUND window skipped for ${settled.backdated}: ${SETTLE}); still pending: ${settled.stillPending}`,
  );
  await report(db, acknowledged, unanswered.count);
  await db.destroy();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Every player's first transfer in, before the faults: creates them at the vendor with money to move out. */
async function openVendorWallets(baseUrl: string, players: TBenchPlayer[]): Promise<void> {
  for (const player of players) {
    const answer = await transfer(
      () => baseUrl,
      player,
      'IN',
      OPENING_TRANSFER,
      randomUUID(),
      Date.now() + 60_000,
    );
    if (answer !== 'DONE') throw new Error(`opening transfer: ${answer}`);
  }
}

/**
 * A paid deposit is credited by the webhook job, which retries with backoff after the restarts; wait
 * (bounded) until every acknowledged deposit has its credit before counting.
 */
async function waitForDeposits(db: TDb, acknowledged: TOp[], timeoutMs = 120_000): Promise<void> {
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
}

async function report(db: TDb, acknowledged: TOp[], unanswered: number): Promise<void> {
  const verdicts: Record<TTransferVerdict, number> = { ok: 0, lost: 0, duplicated: 0, unsettled: 0 };
  for (const op of acknowledged) {
    if (op.kind === 'transfer') {
      verdicts[await judgeTransfer(db, op)]++;
      continue;
    }
    const effects = await countEffects(db, op);
    if (effects === 0) verdicts.lost++;
    else if (effects > 1) verdicts.duplicated++;
    else verdicts.ok++;
  }
  const transfers = acknowledged.filter((op) => op.kind === 'transfer');
  const answeredPending = transfers.filter((op) => op.answered === 'PENDING').length;
  const byKind = (kind: TOp['kind']) => acknowledged.filter((op) => op.kind === kind).length;
  const outcomes = await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n
    FROM vendor_transfers GROUP BY status ORDER BY status`.execute(db);
  const vendor = await reconcileVendor(db, VENDOR);
  const violations = await verifyLedger(db);
  console.log(
    `\nacknowledged: ${acknowledged.length} (transfers ${byKind('transfer')} of which ${answeredPending} answered PENDING, deposits ${byKind('deposit')}, withdrawals ${byKind('withdraw')})`,
  );
  console.log(
    `vendor transfers by final status: ${outcomes.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`,
  );
  console.log(`never answered (client gave up; may or may not have happened): ${unanswered}`);
  console.log(`lost: ${verdicts.lost} (must be 0)`);
  console.log(`duplicated: ${verdicts.duplicated} (must be 0)`);
  console.log(`acknowledged transfers still unsettled: ${verdicts.unsettled} (must be 0)`);
  console.log(
    `vendor wallets vs DONE transfers: ${vendor.mismatchedPlayers} player(s) differ (must be 0); VENDOR_FLOAT:${VENDOR} ${vendor.float} = house wallets ${vendor.wallets}: ${vendor.floatMatches ? 'yes' : 'NO'}`,
  );
  console.log(`ledger:verify: ${violations.length === 0 ? 'OK' : `${violations.length} violation(s)`}`);
  for (const violation of violations.slice(0, 20)) console.log(`  ${violation.check}: ${violation.detail}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
