import { sql } from 'kysely';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { settleDueContracts } from '../../apps/server/src/modules/agent/contract-settlement.ts';
import { teamMembers } from '../../apps/server/src/modules/agent/team.service.ts';
import { periodDays, teamOverview } from '../../apps/server/src/modules/agent/team-overview.service.ts';
import { teamBetting, teamProfit } from '../../apps/server/src/modules/agent/team-play.service.ts';
import type { TMerchant } from '../../apps/server/src/modules/merchants/merchant.repository.ts';
import { benchEnv } from '../support/bench-env.ts';
import { loadAverage } from '../support/knobs.ts';
import { cpuMeter } from '../wallet/bench-cpu.ts';
import { benchDatabase, percentile, seedDemoMerchant } from '../wallet/bench-db.ts';
import { buildTree, giveDailyWages, keptTree, writeBetsAndFeed } from './agent-tree.ts';

/**
 * `npm run bench:agents` (issue 12 §7): a generated tree of BENCH_MEMBERS members (1,000,000) under 10 top
 * agents, ten levels deep, with BENCH_ROUNDS settled rounds (10,000,000) spread over the last 30 days; then the
 * agent centre's reads, each BENCH_ITERATIONS times, and the daily settlement of every agent's daily wage
 * (decision 045) with PostgreSQL's CPU per settled contract. Prints, asserts nothing.
 *
 * - Members are inserted level by level through the `members` triggers that keep the upline chains (decision
 *   043), 10,000 a statement: the tree is built the way registrations build it.
 * - Bets are written straight into the ledger (a GAME_BET posting each, stakes 1.00–100.00, a GAME_WIN on about
 *   a third), 250,000 at a time, each chunk then taken in by the team-figures feed (decision 044), timed: placing
 *   ten million bets through the wallet is bench:seamless's and bench:lottery's subject, not this one's. (Until
 *   decision 044 the bench wrote `game_rounds` rows, which the overview then read; bench/README.md has both.)
 * - BENCH_KEEP=1 keeps the database (`.data/bench-agents`) after the run, and a later run with it measures the reads
 *   on the kept data instead of generating two hours of it again (the settlement only when none ran on it yet).
 * - The reads are the services the routes call (`teamOverview`, `teamMembers`, `teamBetting`, `teamProfit`) on the product's pool, in this
 *   process: SQL and the service's work; HTTP adds about a millisecond (bench:catalogue).
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
/** Agents of the first BENCH_CONTRACT_LEVELS levels hold a daily wage (agent-tree.ts). */
const CONTRACT_LEVELS = Number(process.env.BENCH_CONTRACT_LEVELS ?? 5);
const KEEP = process.env.BENCH_KEEP === '1';

/** The settlement run pays yesterday's wages of every contract, timed, with PostgreSQL's CPU. */
async function settleYesterday(db: TDb, merchant: TMerchant, tops: bigint[]): Promise<void> {
  const contracts = await giveDailyWages(db, merchant, CONTRACT_LEVELS);
  console.log(
    `contracts: ${contracts} daily wages (${tops.length} from the house, the rest from their uplines)`,
  );
  const meter = cpuMeter('.data/bench-agents', null);
  const t0 = performance.now();
  const run = await meter.measure(async () => ({ run: await settleDueContracts(db, merchant) }));
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  daily settlement of all contracts: ${run.run.lines} lines (${run.run.paid} paid, ${run.run.held} held, ` +
      `${(Number(run.run.amount) / 100).toFixed(2)} in all) in ${seconds.toFixed(1)} s (target ≤ 60 s: ` +
      `${seconds <= 60 ? 'met' : 'NOT met'}); PostgreSQL CPU ${(run.cpu.postgres / Math.max(run.run.lines, 1)).toFixed(2)} ms ` +
      `a settled contract, this process ${(run.cpu.client / Math.max(run.run.lines, 1)).toFixed(2)} ms`,
  );
}

/** Connections the pool opened (a new backend starts with cold caches). */
let connects = 0;

/**
 * What else happened meanwhile: autovacuum and autoanalyze runs finished, checkpoints (PostgreSQL 17), connections
 * the pool opened.
 */
async function background(db: TDb): Promise<{ vacuums: number; checkpoints: number; connects: number }> {
  const { rows } = await sql<{ vacuums: number; checkpoints: number }>`
    SELECT (SELECT sum(autovacuum_count + autoanalyze_count)::int FROM pg_stat_all_tables) AS vacuums,
      (SELECT (num_timed + num_requested)::int FROM pg_stat_checkpointer) AS checkpoints`.execute(db);
  return { ...rows[0]!, connects };
}

/**
 * Each read BENCH_ITERATIONS times after 3 unmeasured, or as many as fit in a minute (a slow read says so). When
 * calls miss the target, says which (their order in the run) and what PostgreSQL ran beside them, so an outlier
 * can be told from a slow read.
 */
async function time(
  db: TDb,
  label: string,
  target: number | null,
  run: () => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < 3; i++) await run();
  const calls: Array<{ n: number; ms: number }> = [];
  const before = await background(db);
  const until = performance.now() + 60_000;
  for (let i = 0; i < ITERATIONS && performance.now() < until; i++) {
    const t0 = performance.now();
    await run();
    calls.push({ n: i + 1, ms: performance.now() - t0 });
  }
  const after = await background(db);
  const times = calls.map((call) => call.ms).sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const verdict = target === null ? '' : `  (target ≤ ${target} ms: ${p99 <= target ? 'met' : 'NOT met'})`;
  const count = times.length < ITERATIONS ? ` [${times.length} calls in a minute]` : '';
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${verdict}${count}`,
  );
  const slow = target === null ? [] : calls.filter((call) => call.ms > target);
  if (slow.length > 0) {
    console.log(
      `    over the target: ${slow.map((call) => `call ${call.n} ${call.ms.toFixed(0)} ms`).join(', ')}; meanwhile ` +
        `${after.vacuums - before.vacuums} autovacuum/analyze runs and ${after.checkpoints - before.checkpoints} ` +
        `checkpoints finished, the pool opened ${after.connects - before.connects} connections`,
    );
  }
}

async function main() {
  const { url, stop, cpus, reused } = await benchDatabase('tala_bench_agents', '.data/bench-agents', {
    keep: KEEP,
  });
  const { db, pool } = createDb(url, 4);
  pool.on('connect', () => {
    connects += 1;
  });
  try {
    const merchantId = await seedDemoMerchant(db, url);
    console.log(`${cpus}; load average ${loadAverage()}`);
    const tops = reused ? await keptTree(db, merchantId) : await buildTree(db, merchantId, MEMBERS);
    if (!reused) await writeBetsAndFeed(db, merchantId, { rounds: ROUNDS, days: 30 });
    const deps = await createAppDeps(db, benchEnv(url));
    const merchant = (await deps.merchants.byMerchantCode('TALA'))!;
    const top = tops[0]!;
    // The largest team inside the top agent's: a sub-agent it can open in team management.
    const { rows } = await sql<{ upline_id: bigint; n: number }>`
      SELECT upline_id, count(*)::int AS n FROM member_uplines
      WHERE upline_id IN (SELECT member_id FROM member_uplines WHERE upline_id = ${top})
      GROUP BY upline_id ORDER BY n DESC LIMIT 1`.execute(db);
    const sub = rows[0]!;
    const teamOf = async (id: bigint) =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM member_uplines WHERE upline_id = ${id}`.execute(db)
      ).rows[0]?.n;
    console.log(`reads (${ITERATIONS} each, one at a time; load average ${loadAverage()}):`);
    const agent = { merchantId, memberId: top, username: 'top' };
    await time(db, `team overview, this month, a top agent (${await teamOf(top)} members)`, 100, () =>
      teamOverview(db, merchant, top, { period: 'month' }),
    );
    await time(db, `team overview, today, a top agent`, null, () =>
      teamOverview(db, merchant, top, { period: 'today' }),
    );
    const [today] = periodDays({ period: 'today' }, merchant.settings.timeZone);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    await time(
      db,
      `team overview, the last 30 days as a custom range (active members from member days)`,
      null,
      () => teamOverview(db, merchant, top, { period: 'custom', from, to: today }),
    );
    await time(db, `team management, that agent's sub-tree, its first level, page 1`, 50, () =>
      teamMembers(db, agent, { page: 1, pageSize: 20 }),
    );
    await time(
      db,
      `team management, a level deeper (the largest sub-agent, ${sub.n} members), page 1`,
      50,
      () => teamMembers(db, agent, { uplineId: String(sub.upline_id), page: 1, pageSize: 20 }),
    );
    await time(db, `team betting, this month, a top agent (by vendor)`, null, () =>
      teamBetting(db, merchant, top, { period: 'month' }),
    );
    await time(db, `user profit and loss, this month, a top agent's first level, page 1`, null, () =>
      teamProfit(db, merchant, agent, { period: 'month', page: 1, pageSize: 20 }),
    );
    const deepest = await sql<{ username: string }>`
      SELECT m.username FROM member_uplines u JOIN members m ON m.id = u.member_id
      WHERE u.upline_id = ${top} ORDER BY u.depth DESC, u.member_id DESC LIMIT 1`.execute(db);
    await time(db, 'team management, a member found by name at the bottom of the tree', 50, () =>
      teamMembers(db, agent, { username: deepest.rows[0]!.username, page: 1, pageSize: 20 }),
    );
    // The generated wages (the demo seed's own contracts aside): a kept database has them once it settled.
    const { rows: held } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM agent_contracts c JOIN members m ON m.id = c.member_id
      WHERE m.username LIKE 'ag%'`.execute(db);
    if (!reused || held[0]!.n === 0) await settleYesterday(db, merchant, tops);
    else console.log('settlement: not run again — the kept database settled its contracts in an earlier run');
  } finally {
    await db.destroy();
    await stop();
  }
}

await main();
