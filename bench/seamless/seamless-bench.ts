import { randomInt } from 'node:crypto';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import type pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import type { TSeamlessClient } from '../../providers/house/src/service/seamless/seamless-client.ts';
import {
  FLOOR_LABEL,
  floorLines,
  floorPool,
  floorRun,
  fmtFloor,
  prepareFloor,
  type TFloor,
} from '../support/floor-posting.ts';
import { CONCURRENCY, loadAverage, ROUNDS, SECONDS, SERVER_POOL } from '../support/knobs.ts';
import { cpuMeter, cpuPerOp, fmtCpu, idleCpuPerSecond, type TCpu } from '../wallet/bench-cpu.ts';
import {
  benchDatabase,
  createPlayers,
  drive,
  seedDemoMerchant,
  summarize,
  type TRun,
} from '../wallet/bench-db.ts';
import { rawRound, type TRawPlayer } from './seamless-raw.ts';
import {
  houseRoundsServer,
  houseShards,
  httpRound,
  newRound,
  openGameSessions,
  type TGamePlayer,
  type TOutcome,
  winningSlotRounds,
} from './seamless-rounds.ts';

/**
 * `npm run bench:seamless`: one house round — bet, win, endRound, the house provider's own calls and
 * bodies, signed — (b) over HTTP from C concurrent clients to the platform server in its own process
 * (pool DB_POOL_SIZE), against (a) the same SQL the platform issues for those three calls run raw on C pg
 * connections (seamless-raw.ts), and (c) the floor, a minimal posting on C pg connections
 * (support/floor-posting.ts), each bet and each win against one floor posting; same database,
 * alternating runs. Every player authenticates once
 * with a real launch token from POST /wps/game/launchGame. Prints, asserts nothing.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const DATA_DIR = '.data/bench-seamless';

type TPlan = { players: TGamePlayer[]; outcomes: TOutcome[]; shards: bigint[] };
const pickRound = (plan: TPlan) =>
  newRound(
    plan.players[randomInt(plan.players.length)] as TGamePlayer,
    plan.outcomes[randomInt(plan.outcomes.length)] as TOutcome,
    plan.shards,
  );

async function rawRun(pool: pg.Pool, plan: TPlan, seconds = SECONDS): Promise<TRun> {
  const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.connect()));
  const playerOf = new Map(plan.players.map((p) => [p.playerId, p.raw]));
  try {
    return await drive(CONCURRENCY, seconds, (loop) => {
      const round = pickRound(plan);
      const player = playerOf.get(String(round.betRequest.playerId)) as TRawPlayer;
      return rawRound(clients[loop] as pg.PoolClient, player, round);
    });
  } finally {
    for (const client of clients) client.release();
  }
}

const httpRun = (client: TSeamlessClient, plan: TPlan, seconds = SECONDS) =>
  drive(CONCURRENCY, seconds, () => httpRound(client, pickRound(plan)));

type TSummary = ReturnType<typeof summarize>;
const fmt = (r: TSummary) =>
  `${r.rate.toFixed(0).padStart(5)} rounds/s (${(r.rate * 3).toFixed(0)} calls/s)  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.ops} rounds, ${r.failures} failed)`;

async function main() {
  const database = await benchDatabase('tala_bench_seamless', DATA_DIR);
  const { db } = createDb(database.url, 4);
  const merchantId = await seedDemoMerchant(db, database.url);
  console.log(`Creating ${PLAYERS} players …`);
  const players = await createPlayers(db, merchantId, PLAYERS);
  const floor = await prepareFloor(
    db,
    merchantId,
    players.map((p) => p.mainId),
  );
  await sql`VACUUM ANALYZE`.execute(db);
  // The bench is the provider here, so the in-process house (and its background loops) stays off.
  const rounds = await houseRoundsServer(db, database.url);
  const { client, server } = rounds;
  const vendor = { id: rounds.vendorId };
  const started = performance.now();
  const sessions = await openGameSessions(`http://127.0.0.1:${server.port}`, client, players, {
    merchantId,
    vendorId: vendor.id,
  });
  console.log(
    `${sessions.length} players launched and authenticated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const plan: TPlan = {
    players: sessions,
    outcomes: winningSlotRounds(64),
    shards: await houseShards(db, merchantId),
  };
  const meter = cpuMeter(DATA_DIR, server.pid);
  const rawPool = createDb(database.url, CONCURRENCY).pool;
  const floorConnections = floorPool(database.url, CONCURRENCY);
  await measure({ db, rawPool, client, plan, meter, cpuSplit: database.cpus, floor, floorConnections });
  await floorConnections.end();
  await rounds.close();
  await db.destroy();
  await database.stop();
}

type TMeasured = TRun & { cpu: TCpu };

async function measure(input: {
  db: TDb;
  rawPool: pg.Pool;
  client: TSeamlessClient;
  plan: TPlan;
  meter: ReturnType<typeof cpuMeter>;
  cpuSplit: string;
  floor: TFloor;
  floorConnections: pg.Pool;
}) {
  const { db, rawPool, client, plan, meter, cpuSplit, floor, floorConnections } = input;
  console.log(
    `\nConcurrency ${CONCURRENCY} (pg connections for (a) and (c); HTTP clients for (b)), server pool ${SERVER_POOL}, ` +
      `${ROUNDS} × ${SECONDS} s per side; ${cpus().length} CPUs (${cpuSplit}), load average ${loadAverage()} (machine shared)`,
  );
  const warm = [await httpRun(client, plan, 2), await rawRun(rawPool, plan, 2)];
  await floorRun(floorConnections, floor, CONCURRENCY, 2);
  const idle = await idleCpuPerSecond(meter);
  const raw: TMeasured[] = [];
  const api: TMeasured[] = [];
  const floorRuns: TMeasured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sides = [
      async () => raw.push(await meter.measure(() => rawRun(rawPool, plan))),
      async () => api.push(await meter.measure(() => httpRun(client, plan))),
      async () =>
        floorRuns.push(await meter.measure(() => floorRun(floorConnections, floor, CONCURRENCY, SECONDS))),
    ];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
  }
  const a = summarize(raw);
  const b = summarize(api);
  console.log('\nOne round = bet + win + endRound (a winning slot spin), random player');
  console.log(`  (a) raw SQL (22 round trips) ${fmt(a)}`);
  console.log(`  (b) signed HTTP (3 calls)    ${fmt(b)}`);
  console.log(`  (c) floor (4 round trips)    ${fmtFloor(summarize(floorRuns))}`);
  console.log(`  ratio (b)/(a) = ${(b.rate / a.rate).toFixed(2)}  (target 0.7)`);
  const cpuA = cpuPerOp(raw, false);
  const cpuB = cpuPerOp(api, true);
  console.log(`  (a) ${fmtCpu(cpuA)}`);
  console.log(`  (b) ${fmtCpu(cpuB)}`);
  console.log(`  (c) ${fmtCpu(cpuPerOp(floorRuns, false))} (a posting)`);
  console.log(
    `  rounds per CPU-second (b)/(a) = ${(cpuA.total / cpuB.total).toFixed(2)}; without the load generators ${((cpuA.total - cpuA.client) / (cpuB.total - cpuB.client)).toFixed(2)}`,
  );
  // A round's two money calls, bet and win, each against one floor posting; endRound is charged to them.
  for (const line of floorLines({ a: raw, b: api, c: floorRuns, call: 'bet/win call', callsPerOp: 2 }))
    console.log(`  ${line}`);
  console.log(`  ${FLOOR_LABEL}; endRound (no money) counted in the bet and win`);
  console.log(`  ${idle}`);
  console.log(`  load average after: ${loadAverage()}`);
  const succeeded = [...warm, ...raw, ...api].reduce((n, run) => n + run.latencies.length - run.failures, 0);
  const closed = await db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'CLOSED')
    .executeTakeFirstOrThrow();
  console.log(`\nrounds CLOSED in game_rounds: ${closed.n} (rounds that succeeded: ${succeeded})`);
  const violations = await verifyLedger(db);
  console.log(`ledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
  for (const v of violations.slice(0, 20)) console.log(`  [${v.check}] ${v.detail}`);
  await rawPool.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
