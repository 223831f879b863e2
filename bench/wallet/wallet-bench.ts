import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import { sql } from 'kysely';
import type pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { defaultDbPoolSize } from '../../apps/server/src/env.ts';
import { sha256 } from '../../apps/server/src/lib/tokens.ts';
import { ensureHouseAccount } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { cpuMeter, cpuPerOp, fmtCpu, idleCpuPerSecond, type TCpu } from './bench-cpu.ts';
import {
  benchDatabase,
  createPlayers,
  drive,
  seedDemoMerchant,
  summarize,
  type TBenchPlayer,
  type TRun,
} from './bench-db.ts';
import { forkBenchServer, startBenchServer, type TBenchServer } from './bench-server.ts';
import { rawTransferIn, type TRawTransferPlayer } from './transfer-raw.ts';

/**
 * `npm run bench:wallet`: one wallet transfer MAIN → a transfer-mode vendor (decision 007: a
 * vendor_transfers row, the MAIN → VENDOR_FLOAT:<vendor> leg and its status-check job, the provider's
 * transferIn, the settlement, the balance answer) as (a) every SQL statement that request issues, raw,
 * on C pg connections (transfer-raw.ts), and (b) POST GCS_walletTransfer over HTTP from C concurrent
 * keep-alive clients to the server in its own process (pool of C) with the house provider in-process;
 * same database, alternating runs. Prints, asserts nothing.
 */
const C = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** The server's connection pool: its production default (DB_POOL_SIZE) unless BENCH_POOL says. */
const POOL = Number(process.env.BENCH_POOL ?? defaultDbPoolSize());
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SERVER = process.env.BENCH_SERVER === 'inline' ? 'inline' : 'child';
/** The seeded transfer-mode vendor served by a provider (HOUSE, transfer API at /house/transfer/v1). */
const VENDOR = 'TALA_FISH';
const AMOUNT_MINOR = 1n;
const DATA_DIR = '.data/bench-wallet';

type TSummary = ReturnType<typeof summarize>;
const fmt = (r: TSummary) =>
  `${r.rate.toFixed(0).padStart(5)} /s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.ops} transfers, ${r.failures} failed)`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function rawRun(pool: pg.Pool, players: TRawTransferPlayer[], seconds = SECONDS): Promise<TRun> {
  const clients = await Promise.all(Array.from({ length: C }, () => pool.connect()));
  try {
    return await drive(C, seconds, (loop) =>
      rawTransferIn(
        clients[loop] as pg.PoolClient,
        players[randomInt(players.length)] as TRawTransferPlayer,
        AMOUNT_MINOR,
      ),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

/** One POST on a kept-alive connection; resolves with the status and the body. */
function postJson(agent: http.Agent, port: number, path: string, token: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
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
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

/** (b): a transfer counts when the answer is a success with status DONE (PENDING is counted apart). */
async function httpRun(port: number, players: TBenchPlayer[], pending: { count: number }, seconds = SECONDS) {
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
      const res = await postJson(agent, port, WALLET_PATHS.walletTransfer, player.token, body);
      if (res.status !== 200) return false;
      const status = (JSON.parse(res.body) as { value?: { status?: string } }).value?.status;
      if (status === 'PENDING') pending.count++;
      return status === 'DONE';
    });
  } finally {
    agent.destroy();
  }
}

/**
 * Every player already created at the vendor, as their first transfer's createPlayer leaves it (the
 * platform's vendor_players row, the house's empty wallet): the bench measures the steady state, not
 * 10,000 first transfers.
 */
async function createVendorPlayers(db: TDb, merchantId: number, vendorId: number, players: TBenchPlayer[]) {
  const ids = players.map((p) => p.memberId.toString());
  await sql`INSERT INTO vendor_players (merchant_id, member_id, vendor_id)
    SELECT ${merchantId}::int, m, ${vendorId}::int FROM unnest(${ids}::bigint[]) m`.execute(db);
  await sql`INSERT INTO house.transfer_wallets (merchant_code, vassalage, player_id, currency, display_name)
    SELECT 'TALA', ${VENDOR}::text, m, 'PHP', 'bench_' || m FROM unnest(${ids}::text[]) m`.execute(db);
}

/** The vendor float's shard ids, created as the server's first transfer would. */
async function floatShards(db: TDb, merchantId: number): Promise<bigint[]> {
  const code = `VENDOR_FLOAT:${VENDOR}`;
  await ensureHouseAccount(db, { merchantId, code, currency: 'PHP' });
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', 'is', null)
    .where('code', '=', code)
    .execute();
  return rows.map((row) => row.id);
}

async function prepare(db: TDb, databaseUrl: string) {
  const merchantId = await seedDemoMerchant(db, databaseUrl);
  const vendor = await db
    .selectFrom('game_vendors')
    .select(['id', 'wallet_mode', 'provider_code'])
    .where('vassalage', '=', VENDOR)
    .executeTakeFirstOrThrow();
  if (vendor.wallet_mode !== 'TRANSFER' || !vendor.provider_code)
    throw new Error(`${VENDOR}: not a transfer vendor`);
  console.log(`Creating ${PLAYERS} players …`);
  const players = await createPlayers(db, merchantId, PLAYERS);
  await createVendorPlayers(db, merchantId, vendor.id, players);
  const floatShardIds = await floatShards(db, merchantId);
  // Fresh statistics and visibility maps for both sides, instead of autovacuum arriving mid-run.
  await sql`VACUUM ANALYZE`.execute(db);
  const raw = players.map(
    (p): TRawTransferPlayer => ({
      merchantId,
      merchantCode: 'TALA',
      memberId: p.memberId,
      tokenHash: sha256(p.token),
      vendorId: vendor.id,
      vassalage: VENDOR,
      currency: 'PHP',
      floatShardIds,
    }),
  );
  return { players, raw };
}

async function main() {
  const database = await benchDatabase('tala_bench', DATA_DIR);
  const { db } = createDb(database.url, 4);
  const { players, raw: rawPlayers } = await prepare(db, database.url);
  const server: TBenchServer =
    SERVER === 'inline'
      ? await startBenchServer(database.url, POOL)
      : await forkBenchServer(database.url, POOL);
  const rawPool = createDb(database.url, C).pool;
  console.log(
    `\nConcurrency ${C} (pg connections for (a); HTTP clients for (b)), server pool ${POOL}, server ${SERVER}, ` +
      `${ROUNDS} × ${SECONDS} s per side, ${PLAYERS} players; ${cpus().length} CPUs, load average ${load()} (machine shared)`,
  );
  const pending = { count: 0 };
  // Warm-up (JIT, pools, caches), not counted.
  await httpRun(server.port, players.slice(0, 100), pending, 2);
  await rawRun(rawPool, rawPlayers, 2);
  const meter = cpuMeter(DATA_DIR, server.pid);
  const idle = await idleCpuPerSecond(meter);
  const raw: (TRun & { cpu: TCpu })[] = [];
  const api: (TRun & { cpu: TCpu })[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // a b, b a, …: neither side always runs on the fuller tables.
    const sides = [
      async () => raw.push(await meter.measure(() => rawRun(rawPool, rawPlayers))),
      async () => api.push(await meter.measure(() => httpRun(server.port, players, pending))),
    ];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
  }
  const a = summarize(raw);
  const b = summarize(api);
  console.log(
    `\nMAIN → VENDOR:${VENDOR}, random player; every transfer posts to a shard of VENDOR_FLOAT:${VENDOR}`,
  );
  console.log(`  (a) raw SQL (19 round trips)  ${fmt(a)}`);
  console.log(`  (b) HTTP API                  ${fmt(b)}  (${pending.count} answered PENDING)`);
  console.log(`  ratio (b)/(a) = ${(b.rate / a.rate).toFixed(2)}  (target 0.7)`);
  const cpuA = cpuPerOp(raw, false);
  const cpuB = cpuPerOp(api, true);
  console.log(`  (a) ${fmtCpu(cpuA)}`);
  console.log(`  (b) ${fmtCpu(cpuB)}`);
  console.log(
    `  transfers per CPU-second (b)/(a) = ${(cpuA.total / cpuB.total).toFixed(2)}; without the load generators ${((cpuA.total - cpuA.client) / (cpuB.total - cpuB.client)).toFixed(2)}`,
  );
  console.log(`  ${idle}`);
  console.log(`  load average after: ${load()}`);
  await report(db);
  await server.close();
  await rawPool.end();
  await db.destroy();
  await database.stop();
}

/** The books after the run: ledger verification, and the vendor's float against the house's wallets. */
async function report(db: TDb) {
  const violations = await verifyLedger(db);
  console.log(`\nledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
  for (const v of violations.slice(0, 20)) console.log(`  [${v.check}] ${v.detail}`);
  const { rows } = await sql<{ float: string; wallets: string; pending: string }>`SELECT
      (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE code = ${`VENDOR_FLOAT:${VENDOR}`})::text AS float,
      (SELECT coalesce(sum(balance_cents), 0) FROM house.transfer_wallets WHERE vassalage = ${VENDOR})::text AS wallets,
      (SELECT count(*) FROM vendor_transfers WHERE status = 'PENDING')::text AS pending`.execute(db);
  const row = rows[0];
  console.log(
    `VENDOR_FLOAT:${VENDOR} ${row?.float} = house wallets ${row?.wallets}: ${row?.float === row?.wallets ? 'yes' : 'NO'}; transfers still PENDING: ${row?.pending}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
