import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { CATALOGUE_PATHS } from '@tala/contract/games/catalogue';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import type { TAppDeps } from '../../apps/server/src/app-deps.ts';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { seedScaleCatalogue } from '../../apps/server/src/db/seed/seed-scale-catalogue.ts';
import { readEnv } from '../../apps/server/src/env.ts';
import { benchDatabase, percentile } from '../wallet/bench-db.ts';

/**
 * `npm run bench:catalogue`: the game list on the generated 10,000-game catalogue, through the whole
 * server (routing, zod validation, SQL, tiles, serialisation) by app.inject — server time, no network.
 * Each query shape runs BENCH_ITERATIONS times, one at a time, interleaved; prints p50/p99 per shape
 * and over all. Target (issue 4 §6): p99 ≤ 10 ms. Prints, asserts nothing.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const TARGET_P99_MS = 10;

/** The site's calls: category pages, vendor tabs, classify chips, search as typed, deep scroll. */
const SHAPES: Record<string, Record<string, string | number>> = {
  'all, page 1': {},
  'gameType RNG': { gameType: 'RNG' },
  'vendor tab': { gameType: 'RNG', vassalage: 'SCALE_RNG_04' },
  'vendor + classify': { vassalage: 'SCALE_RNG_04', gameClassify: 'SLOT' },
  'search "dragon"': { gameName: 'dragon' },
  'search "龙" (zh)': { gameName: '龙' },
  'search "go" (2 chars)': { gameName: 'go' },
  'search + filters': { gameType: 'RNG', gameName: 'gold', minLineNum: 20, minBet: '1.00' },
  'minBet + gameType': { gameType: 'LIVE', minBet: '0.50' },
  'search, no match': { gameName: 'zzzzzz' },
  'page 100 of RNG': { gameType: 'RNG', page: 100 },
  'pageSize 100 + search': { gameName: 'golden', pageSize: 100 },
};

function urlOf(params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${CATALOGUE_PATHS.gameList}?clientType=3&platform=html5-desktop&${query}`;
}

async function prepare(databaseUrl: string): Promise<TAppDeps> {
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const { db } = createDb(databaseUrl, 10);
  const deps: TAppDeps = await createAppDeps(db, env);
  await seedDemoIfEmpty(deps);
  const merchant = await deps.merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('demo merchant missing');
  const started = performance.now();
  const games = await seedScaleCatalogue(db, merchant.id);
  console.log(
    `seeded ${games.length} games through saveGames in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await sql`VACUUM ANALYZE games`.execute(db);
  const index = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM pg_indexes WHERE indexname = 'games_search'`.execute(db);
  console.log(
    `trigram index on search_text: ${Number(index.rows[0]?.n) > 0 ? 'yes' : 'no (pg_trgm unavailable)'}`,
  );
  return deps;
}

const fmt = (ms: number) => `${ms.toFixed(2).padStart(6)} ms`;
const DATA_DIR = '.data/bench-catalogue';

/**
 * CPU time (ms) used so far by the embedded PostgreSQL: the postmaster, its children alive now, and
 * the children that already exited (cutime/cstime). Null with an external DATABASE_URL. On a shared
 * machine wall-clock latency is mostly waiting for a CPU; CPU per request is what the work costs.
 */
function postgresCpuMs(): number | null {
  const pidFile = `${DATA_DIR}/pg/postmaster.pid`;
  if (process.env.DATABASE_URL || !existsSync(pidFile)) return null;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // Fields after the command name: state ppid … utime(14) stime(15) cutime(16) cstime(17).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [ppid, utime, stime, cutime, cstime] = [fields[1], fields[11], fields[12], fields[13], fields[14]];
    if (Number(entry) === postmaster) ticks += (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0);
    else if (ppid === postmaster) ticks += (utime ?? 0) + (stime ?? 0);
  }
  return (ticks * 1000) / ticksPerSecond;
}

async function main() {
  const database = await benchDatabase('tala_bench_catalogue', DATA_DIR);
  const deps = await prepare(database.url);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  const shapes = Object.entries(SHAPES).map(([name, params]) => ({
    name,
    url: urlOf(params),
    times: [] as number[],
  }));
  for (const shape of shapes) {
    const res = await app.inject({ method: 'GET', url: shape.url });
    if (res.statusCode !== 200) throw new Error(`${shape.name}: ${res.statusCode} ${res.body}`);
    console.log(`${shape.name.padEnd(24)} total ${String(res.json().value.total).padStart(5)}`);
  }
  const nodeCpuBefore = process.cpuUsage();
  const pgCpuBefore = postgresCpuMs();
  for (let i = 0; i < ITERATIONS; i++) {
    for (const shape of shapes) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: shape.url });
      shape.times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${shape.name}: ${res.statusCode}`);
    }
  }
  const nodeCpu = process.cpuUsage(nodeCpuBefore);
  const pgCpuAfter = postgresCpuMs();
  // Wall-clock latency on a shared machine is mostly waiting for a CPU: print how busy it was.
  const [load1] = loadavg();
  console.log(
    `\n${ITERATIONS} runs per shape, one request at a time (server time via app.inject); load average ${load1?.toFixed(1)} on ${cpus().length} CPUs:`,
  );
  for (const shape of shapes) {
    const sorted = shape.times.sort((a, b) => a - b);
    console.log(
      `${shape.name.padEnd(24)} p50 ${fmt(percentile(sorted, 50))}  p99 ${fmt(percentile(sorted, 99))}`,
    );
  }
  const all = shapes.flatMap((shape) => shape.times).sort((a, b) => a - b);
  const p99 = percentile(all, 99);
  console.log(
    `${'ALL'.padEnd(24)} p50 ${fmt(percentile(all, 50))}  p99 ${fmt(p99)}  (${all.length} requests; target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
  );
  const requests = all.length;
  const nodeMs = (nodeCpu.user + nodeCpu.system) / 1000 / requests;
  const pgMs = pgCpuBefore === null || pgCpuAfter === null ? null : (pgCpuAfter - pgCpuBefore) / requests;
  console.log(
    `CPU per request: server (Node) ${nodeMs.toFixed(2)} ms + PostgreSQL ${pgMs === null ? 'n/a' : `${pgMs.toFixed(2)} ms`}`,
  );
  await app.close();
  await deps.db.destroy();
  await database.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
