import { fork } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { readEnv } from '../../apps/server/src/env.ts';
import { createMessaging } from '../../apps/server/src/lib/messaging/create-messaging.ts';
import { loadSecrets } from '../../apps/server/src/lib/secrets.ts';
import { ensureHouseShardRows } from '../../apps/server/src/modules/ledger/ledger.repository.ts';
import { HOUSE_SHARDS } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { MerchantCache } from '../../apps/server/src/modules/merchants/merchant-cache.ts';
import { benchDatabase, createPlayers, drive, summarize, type TBenchPlayer, type TRun } from './bench-db.ts';
import { startBenchServer } from './bench-server.ts';

/**
 * `npm run bench:wallet`: one wallet transfer as (a) the raw SQL postWithin issues, on C pg
 * connections, and (b) POST GCS_walletTransfer over HTTP (session lookup, zod validation, vendor
 * check, idempotency, ledger, balance answer) from C concurrent keep-alive clients to the server in
 * its own process with a pool of C connections; same database, alternating rounds. Prints, asserts nothing.
 */
const C = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SERVER = process.env.BENCH_SERVER === 'inline' ? 'inline' : 'child';
const VENDOR = 'TALA_SLOTS';

type TSummary = ReturnType<typeof summarize>;
const fmt = (r: TSummary) =>
  `${r.rate.toFixed(0).padStart(6)} ops/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (${r.ops} ops, ${r.failures} failed)`;

/**
 * Exactly the statements postWithin issues for a two-entry posting, in its order (ledger.repository.ts:
 * lockAccounts, writePosting); keep them in step with it.
 */
const LOCK_SQL =
  'select "id", "merchant_id", "currency", "balance", "is_house", "code" from "ledger_accounts" where "merchant_id" = $1 and "id" in ($2, $3) order by "id" for update';
const WRITE_SQL = `
    WITH header AS (
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
      RETURNING id),
    v (account_id, amount, balance_after) AS (VALUES ($5::bigint, $6::bigint, $7::bigint), ($8::bigint, $9::bigint, $10::bigint)),
    balances AS (
      UPDATE ledger_accounts AS a SET balance = v.balance_after FROM v, header WHERE a.id = v.account_id),
    entries AS (
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
      SELECT $11::int, header.id, v.account_id, v.amount, v.balance_after
      FROM header, v ORDER BY v.account_id)
    SELECT id FROM header`;

async function rawPosting(
  client: pg.PoolClient,
  merchantId: number,
  from: bigint,
  to: bigint,
  cents: bigint,
) {
  await client.query('BEGIN');
  try {
    const locked = await client.query(LOCK_SQL, [merchantId, from, to]);
    const balance = new Map(locked.rows.map((row) => [String(row.id), BigInt(row.balance)]));
    const entries = [
      [from, -cents, (balance.get(String(from)) ?? 0n) - cents],
      [to, cents, (balance.get(String(to)) ?? 0n) + cents],
    ].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const written = await client.query(WRITE_SQL, [
      merchantId,
      `raw:${randomUUID()}`,
      'WALLET_TRANSFER',
      randomUUID(),
      ...(entries[0] ?? []),
      ...(entries[1] ?? []),
      merchantId,
    ]);
    await client.query('COMMIT');
    return written.rowCount === 1;
  } catch {
    await client.query('ROLLBACK');
    return false;
  }
}

async function rawRun(pool: pg.Pool, merchantId: number, pick: () => [bigint, bigint], seconds = SECONDS) {
  const clients = await Promise.all(Array.from({ length: C }, () => pool.connect()));
  try {
    return await drive(C, seconds, (loop) => {
      const [from, to] = pick();
      const client = clients[loop];
      if (!client) throw new Error('client');
      return rawPosting(client, merchantId, from, to, 1n);
    });
  } finally {
    for (const client of clients) client.release();
  }
}

/** One POST on a kept-alive connection; resolves with the status once the body is read. */
function postJson(agent: http.Agent, port: number, path: string, token: string, body: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

async function httpRun(port: number, players: TBenchPlayer[], seconds = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: C });
  try {
    return await drive(C, seconds, async () => {
      const player = players[randomInt(players.length)] as TBenchPlayer;
      const body = JSON.stringify({
        from: 'MAIN',
        to: `VENDOR:${VENDOR}`,
        amount: '0.01',
        idempotencyKey: randomUUID(),
      });
      return (await postJson(agent, port, '/wps/relay/GCS_walletTransfer', player.token, body)) === 200;
    });
  } finally {
    agent.destroy();
  }
}

/** The API server: a forked child process (default) or, with BENCH_SERVER=inline, in this process. */
async function startServer(databaseUrl: string): Promise<{ port: number; close: () => Promise<void> }> {
  if (SERVER === 'inline') return startBenchServer(databaseUrl, C);
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when the bench ends.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_POOL_SIZE: String(C) },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

async function seed(db: TDb, databaseUrl: string) {
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const merchants = new MerchantCache(db);
  await seedDemoIfEmpty({
    db,
    env,
    secrets: await loadSecrets(db),
    merchants,
    messaging: createMessaging(env, db),
  });
  await db
    .updateTable('game_vendors')
    .set({ wallet_mode: 'TRANSFER' })
    .where('vassalage', '=', VENDOR)
    .execute();
  const merchant = await merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('no merchant');
  console.log(`Creating ${PLAYERS} players …`);
  const players = await createPlayers(db, merchant.id, PLAYERS, `VENDOR:${VENDOR}`);
  // Fresh statistics and visibility maps for both sides, instead of autovacuum arriving mid-run.
  await sql`VACUUM ANALYZE`.execute(db);
  return { merchantId: merchant.id, players };
}

async function main() {
  const database = await benchDatabase('tala_bench', '.data/bench-wallet');
  const { db } = createDb(database.url, 4);
  const { merchantId, players } = await seed(db, database.url);
  const server = await startServer(database.url);
  const rawPool = createDb(database.url, C).pool;
  const randomPlayer = () => players[randomInt(players.length)] as TBenchPlayer;
  const pickTransfer = (): [bigint, bigint] => {
    const p = randomPlayer();
    return [p.mainId, p.vendorId];
  };

  console.log(
    `\nConcurrency ${C} (pg connections for (a); HTTP clients and server pool size for (b)), server ${SERVER}, ` +
      `${ROUNDS} × ${SECONDS} s per side, ${PLAYERS} players`,
  );
  // Warm-up (JIT, pools, caches), not counted.
  await httpRun(server.port, players.slice(0, 100), 2);
  await rawRun(rawPool, merchantId, pickTransfer, 2);
  const raw: TRun[] = [];
  const api: TRun[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // a b, b a, …: neither side always runs on the fuller tables.
    const sides = [
      async () => raw.push(await rawRun(rawPool, merchantId, pickTransfer)),
      async () => api.push(await httpRun(server.port, players)),
    ];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
  }
  const raw1 = summarize(raw);
  const http1 = summarize(api);
  console.log(
    `\nScenario 1: MAIN → VENDOR:${VENDOR} (every transfer touches this one vendor), random player`,
  );
  console.log(`  (a) raw SQL   ${fmt(raw1)}`);
  console.log(`  (b) HTTP API  ${fmt(http1)}`);
  console.log(`  ratio (b)/(a) = ${(http1.rate / raw1.rate).toFixed(2)}`);

  await hotHouse(db, rawPool, merchantId, players);
  const violations = await verifyLedger(db);
  console.log(
    `\nledger verify after the bench: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`,
  );
  for (const v of violations.slice(0, 20)) console.log(`  [${v.check}] ${v.detail}`);
  await server.close();
  await rawPool.end();
  await db.destroy();
  await database.stop();
}

/**
 * Scenario 2: every posting touches one vendor's house account. A player transfer moves money between
 * the player's own rows, so no house row is involved and no HTTP path posts to VENDOR_FLOAT yet; the
 * house path (MAIN → VENDOR_FLOAT:<vendor>, the shape of the future seamless vendor API and of
 * deposits/withdrawals) is measured here in raw SQL, sharded (random of the shards) against one hot row.
 */
async function hotHouse(db: TDb, pool: pg.Pool, merchantId: number, players: TBenchPlayer[]) {
  const shardIds = await ensureHouseShardRows(db, {
    merchantId,
    code: `VENDOR_FLOAT:${VENDOR}`,
    currency: 'PHP',
    shards: HOUSE_SHARDS,
  });
  const one = shardIds[0] as bigint;
  const player = () => players[randomInt(players.length)] as TBenchPlayer;
  const sharded = summarize([
    await rawRun(pool, merchantId, () => [player().mainId, shardIds[randomInt(shardIds.length)] as bigint]),
  ]);
  const single = summarize([await rawRun(pool, merchantId, () => [player().mainId, one])]);
  console.log(`\nScenario 2: all postings touch VENDOR_FLOAT:${VENDOR} (a house account), raw SQL only`);
  console.log(`  (a) raw SQL, ${shardIds.length} shards   ${fmt(sharded)}`);
  console.log(`  (a) raw SQL, 1 hot row     ${fmt(single)}`);
  console.log(`  sharded / single = ${(sharded.rate / single.rate).toFixed(2)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
