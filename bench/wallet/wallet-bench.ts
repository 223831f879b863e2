import { randomInt, randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpus } from 'node:os';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import { sql } from 'kysely';
import type pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { sha256 } from '../../apps/server/src/lib/tokens.ts';
import { ensureHouseShardRows } from '../../apps/server/src/modules/ledger/ledger.repository.ts';
import { HOUSE_SHARDS, houseAccountCode } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import {
  FLOOR_LABEL,
  floorLines,
  floorPool,
  floorRun,
  fmtFloor,
  prepareFloor,
} from '../support/floor-posting.ts';
import { postOnAgent } from '../support/http-client.ts';
import { CONCURRENCY, loadAverage, ROUNDS, SECONDS, SERVER_POOL } from '../support/knobs.ts';
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
 * vendor_transfers row and the MAIN → VENDOR_FLOAT:<vendor> leg, the provider's transferIn, the
 * settlement, the balance answer; decision 061: no status-check job while the vendor answers) as (a) every SQL statement that request issues, raw,
 * on C pg connections (transfer-raw.ts), and (b) POST GCS_walletTransfer over HTTP from C concurrent
 * keep-alive clients to the server in its own process (pool DB_POOL_SIZE) with the house provider in-process;
 * and (c) the floor, a minimal posting on C pg connections (support/floor-posting.ts); same database,
 * alternating runs. Prints, asserts nothing.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const SERVER = process.env.BENCH_SERVER === 'inline' ? 'inline' : 'child';
/** The seeded transfer-mode vendor served by a provider (HOUSE, transfer API at /house/transfer/v1). */
const VENDOR = 'TALA_FISH';
const AMOUNT_MINOR = 1n;
const DATA_DIR = '.data/bench-wallet';

type TSummary = ReturnType<typeof summarize>;
const fmt = (r: TSummary) =>
  `${r.rate.toFixed(0).padStart(5)} /s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.ops} transfers, ${r.failures} failed)`;

async function rawRun(pool: pg.Pool, players: TRawTransferPlayer[], seconds = SECONDS): Promise<TRun> {
  const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.connect()));
  try {
    return await drive(CONCURRENCY, seconds, (loop) =>
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

/** (b): a transfer counts when the answer is a success with status DONE (PENDING is counted apart). */
async function httpRun(port: number, players: TBenchPlayer[], pending: { count: number }, seconds = SECONDS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    return await drive(CONCURRENCY, seconds, async () => {
      const player = players[randomInt(players.length)] as TBenchPlayer;
      const body = JSON.stringify({
        from: 'MAIN',
        to: `VENDOR:${VENDOR}`,
        amount: '0.01',
        idempotencyKey: randomUUID(),
      });
      const res = await postOnAgent(agent, port, {
        path: WALLET_PATHS.walletTransfer,
        headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
        body,
      });
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
function floatShards(db: TDb, merchantId: number): Promise<bigint[]> {
  const float = { merchantId, code: houseAccountCode.vendorFloat(VENDOR), currency: 'PHP' };
  return ensureHouseShardRows(db, { ...float, shards: HOUSE_SHARDS });
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
  const floor = await prepareFloor(
    db,
    merchantId,
    players.map((p) => p.mainId),
  );
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
      mainId: p.mainId,
      floatShardIds,
    }),
  );
  return { players, raw, floor };
}

async function main() {
  const database = await benchDatabase('tala_bench', DATA_DIR);
  const { db } = createDb(database.url, 4);
  const { players, raw: rawPlayers, floor } = await prepare(db, database.url);
  const server: TBenchServer =
    SERVER === 'inline'
      ? await startBenchServer(database.url, SERVER_POOL)
      : await forkBenchServer(database.url, SERVER_POOL);
  const rawPool = createDb(database.url, CONCURRENCY).pool;
  const floorConnections = floorPool(database.url, CONCURRENCY);
  console.log(
    `\nConcurrency ${CONCURRENCY} (pg connections for (a) and (c); HTTP clients for (b)), server pool ${SERVER_POOL}, server ${SERVER}, ` +
      `${ROUNDS} × ${SECONDS} s per side, ${PLAYERS} players; ${cpus().length} CPUs (${database.cpus}), load average ${loadAverage()} (machine shared)`,
  );
  const pending = { count: 0 };
  // Warm-up (JIT, pools, caches), not counted.
  await httpRun(server.port, players.slice(0, 100), pending, 2);
  await rawRun(rawPool, rawPlayers, 2);
  await floorRun(floorConnections, floor, CONCURRENCY, 2);
  const meter = cpuMeter(DATA_DIR, server.pid);
  const idle = await idleCpuPerSecond(meter);
  const raw: (TRun & { cpu: TCpu })[] = [];
  const api: (TRun & { cpu: TCpu })[] = [];
  const floorRuns: (TRun & { cpu: TCpu })[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // a b c, c b a, …: no side always runs on the fuller tables.
    const sides = [
      async () => raw.push(await meter.measure(() => rawRun(rawPool, rawPlayers))),
      async () => api.push(await meter.measure(() => httpRun(server.port, players, pending))),
      async () =>
        floorRuns.push(await meter.measure(() => floorRun(floorConnections, floor, CONCURRENCY, SECONDS))),
    ];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
  }
  const a = summarize(raw);
  const b = summarize(api);
  console.log(
    `\nMAIN → VENDOR:${VENDOR}, random player; every transfer posts to a shard of VENDOR_FLOAT:${VENDOR}`,
  );
  console.log(`  (a) raw SQL (9 round trips)   ${fmt(a)}`);
  console.log(`  (b) HTTP API                  ${fmt(b)}  (${pending.count} answered PENDING)`);
  console.log(`  (c) floor (4 round trips)     ${fmtFloor(summarize(floorRuns))}`);
  console.log(`  ratio (b)/(a) = ${(b.rate / a.rate).toFixed(2)}  (target 0.7)`);
  const cpuA = cpuPerOp(raw, false);
  const cpuB = cpuPerOp(api, true);
  console.log(`  (a) ${fmtCpu(cpuA)}`);
  console.log(`  (b) ${fmtCpu(cpuB)}`);
  console.log(`  (c) ${fmtCpu(cpuPerOp(floorRuns, false))}`);
  console.log(
    `  transfers per CPU-second (b)/(a) = ${(cpuA.total / cpuB.total).toFixed(2)}; without the load generators ${((cpuA.total - cpuA.client) / (cpuB.total - cpuB.client)).toFixed(2)}`,
  );
  for (const line of floorLines({ a: raw, b: api, c: floorRuns, call: 'transfer', callsPerOp: 1 }))
    console.log(`  ${line}`);
  console.log(`  ${FLOOR_LABEL}`);
  console.log(`  ${idle}`);
  console.log(`  load average after: ${loadAverage()}`);
  await report(db);
  await server.close();
  await rawPool.end();
  await floorConnections.end();
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
