import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { buildTree, giveDailyWages, writeBetsAndFeed } from '../agents/agent-tree.ts';
import { benchEnv } from '../support/bench-env.ts';
import { benchDatabase, seedDemoMerchant } from '../wallet/bench-db.ts';

/**
 * `npm run bench:agents-faults` (issue 12 §6): a generated tree of BENCH_MEMBERS members (100,000) whose agents
 * of the first BENCH_CONTRACT_LEVELS levels (all of them by default) hold daily wages, and BENCH_ROUNDS bets
 * (500,000) over yesterday. The settlement job runs in its own process (settle-worker.ts) and is SIGKILLed
 * BENCH_KILLS times (5), each a random while after it (re)started; then it runs to the end. The verdict: one line
 * per contract — none missing, none twice —, every paid line one ledger posting and every posting one paid line,
 * each amount what the terms give on the figures (recomputed here in SQL), the house paying exactly the tops,
 * every account moved by exactly its wage postings. Prints, asserts nothing.
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500_000);
const CONTRACT_LEVELS = Number(process.env.BENCH_CONTRACT_LEVELS ?? 9);
const KILLS = Number(process.env.BENCH_KILLS ?? 5);
/** The worker runs between 0.3 s and this long after each (re)start before each kill. */
const UP_MS = Number(process.env.BENCH_UP_MS ?? 4_000);
const DATA_DIR = '.data/bench-agents-faults';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settledLines = async (db: TDb) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM agent_settlements`.execute(db)).rows[0]?.n ?? 0;

function startWorker(url: string): { child: ChildProcess; done: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/agents-faults/settle-worker.ts', url], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, done };
}

async function verdict(db: TDb, merchantId: number, timeZone: string, contracts: number) {
  const { rows } = await sql<{
    lines: number;
    contracts_settled: number;
    paid: number;
    held: number;
    postings: number;
    orphan_postings: number;
    wrong_amounts: number;
    top_paid: string;
    house_paid: string;
  }>`
    WITH yesterday AS (
      SELECT c.id, c.member_id, (c.terms->'tiers'->0->>'rateBp')::bigint AS rate_bp, c.upline_id IS NULL AS top,
        (SELECT count(*) FROM agent_settlements s WHERE s.contract_id = c.id) AS lines
      FROM agent_contracts c WHERE c.merchant_id = ${merchantId} AND c.kind = 'DAILY_WAGE'
        AND c.status = 'ACCEPTED' AND c.member_id IN (SELECT id FROM members WHERE username LIKE 'ag%')),
    expected AS (
      SELECT s.amount, s.valid_bet, y.rate_bp FROM yesterday y JOIN agent_settlements s ON s.contract_id = y.id)
    SELECT
      (SELECT count(*)::int FROM agent_settlements s JOIN yesterday y ON y.id = s.contract_id) AS lines,
      (SELECT count(*)::int FROM yesterday WHERE lines = 1) AS contracts_settled,
      (SELECT count(*)::int FROM agent_settlements s JOIN yesterday y ON y.id = s.contract_id WHERE s.state = 'PAID') AS paid,
      (SELECT count(*)::int FROM agent_settlements s JOIN yesterday y ON y.id = s.contract_id WHERE s.state = 'HELD') AS held,
      (SELECT count(*)::int FROM ledger_transactions t WHERE t.merchant_id = ${merchantId} AND t.kind = 'AGENT_WAGE') AS postings,
      (SELECT count(*)::int FROM ledger_transactions t WHERE t.merchant_id = ${merchantId} AND t.kind = 'AGENT_WAGE'
         AND NOT EXISTS (SELECT 1 FROM agent_settlements s WHERE s.transaction_id = t.id)) AS orphan_postings,
      (SELECT count(*)::int FROM expected e WHERE e.amount <> e.valid_bet * e.rate_bp / 10000) AS wrong_amounts,
      (SELECT coalesce(sum(s.amount), 0)::text FROM agent_settlements s JOIN yesterday y ON y.id = s.contract_id
         WHERE y.top AND s.state = 'PAID') AS top_paid,
      (SELECT coalesce(-sum(a.balance), 0)::text FROM ledger_accounts a WHERE a.merchant_id = ${merchantId}
         AND a.code = 'AGENT_COMMISSION') AS house_paid`.execute(db);
  const v = rows[0]!;
  const figures = await sql<{ wrong: number }>`
    SELECT count(*)::int AS wrong FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id
    WHERE c.member_id IN (SELECT id FROM members WHERE username LIKE 'ag%') AND s.valid_bet <>
      coalesce((SELECT sum(td.stake) FROM team_days td WHERE td.upline_id = c.member_id
        AND td.day = (s.period_start AT TIME ZONE ${timeZone})::date), 0)
      + coalesce((SELECT sum(md.stake) FROM member_days md WHERE md.member_id = c.member_id
        AND md.day = (s.period_start AT TIME ZONE ${timeZone})::date), 0)`.execute(db);
  // The generated bets are written straight into the ledger without moving balances (agent-tree.ts), so the whole
  // ledger does not verify; what the settlement did must: every account moved by exactly its wage postings, each
  // posting two entries summing to zero.
  const ledger = await sql<{ moved_otherwise: number; unbalanced: number }>`
    SELECT
      (SELECT count(*)::int FROM ledger_accounts a JOIN bench_balances_before b ON b.id = a.id
        WHERE a.balance - b.balance <> coalesce((SELECT sum(e.amount) FROM ledger_entries e
          JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.account_id = a.id AND t.kind = 'AGENT_WAGE'), 0)) AS moved_otherwise,
      (SELECT count(*)::int FROM (SELECT t.id FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind = 'AGENT_WAGE' GROUP BY t.id HAVING sum(e.amount) <> 0 OR count(*) <> 2) x) AS unbalanced`.execute(
    db,
  );
  const l = ledger.rows[0]!;
  console.log('verdict:');
  console.log(
    `  contracts: ${contracts}; settled exactly once: ${v.contracts_settled}; lines: ${v.lines} (missing ${contracts - v.contracts_settled}, extra ${v.lines - v.contracts_settled})`,
  );
  console.log(
    `  lines paid ${v.paid}, held ${v.held}; AGENT_WAGE postings ${v.postings} (paid twice: ${v.postings - v.paid}, without a line: ${v.orphan_postings})`,
  );
  console.log(
    `  amounts not rate × valid bet: ${v.wrong_amounts}; valid bets not the team's day: ${figures.rows[0]?.wrong}`,
  );
  console.log(`  the house paid ${v.house_paid} minor units; the top agents' lines ${v.top_paid}`);
  console.log(
    `  ledger: accounts moved other than by their wage postings ${l.moved_otherwise}; wage postings not two balanced entries ${l.unbalanced}`,
  );
}

async function main() {
  const { url, stop, cpus } = await benchDatabase('tala_bench_agents_faults', DATA_DIR);
  const { db } = createDb(url, 4);
  try {
    const merchantId = await seedDemoMerchant(db, url);
    console.log(cpus);
    await buildTree(db, merchantId, MEMBERS);
    await writeBetsAndFeed(db, merchantId, { rounds: ROUNDS, days: 1 });
    const deps = await createAppDeps(db, benchEnv(url));
    const merchant = (await deps.merchants.byMerchantCode('TALA'))!;
    const contracts = await giveDailyWages(db, merchant, CONTRACT_LEVELS);
    // Bets over the last 24 hours fall on yesterday and today; only yesterday is due.
    console.log(`contracts: ${contracts} daily wages; the settlement job killed ${KILLS} times`);
    const t0 = performance.now();
    await sql`CREATE TABLE bench_balances_before AS SELECT id, balance FROM ledger_accounts`.execute(db);
    for (let kill = 0; kill < KILLS; kill++) {
      const worker = startWorker(url);
      // Killed while it pays: once this run has settled lines, a random while later.
      const before = await settledLines(db);
      while ((await settledLines(db)) === before && worker.child.exitCode === null) await sleep(100);
      const up = 50 + randomInt(UP_MS);
      const ended = await Promise.race([worker.done, sleep(up).then(() => 'up')]);
      if (ended !== 'up') {
        console.log(`  run ${kill + 1}: the job finished before its kill (${up} ms)`);
        break;
      }
      worker.child.kill('SIGKILL');
      await worker.done;
      console.log(`  kill ${kill + 1}, ${up} ms into paying: ${await settledLines(db)} lines settled so far`);
    }
    const last = startWorker(url);
    console.log(
      `  the last run exited with ${await last.done} after ${((performance.now() - t0) / 1000).toFixed(1)} s in all`,
    );
    await verdict(db, merchantId, merchant.settings.timeZone, contracts);
  } finally {
    await db.destroy();
    await stop();
  }
}

await main();
