import { sql } from 'kysely';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { teamMembers } from '../../apps/server/src/modules/agent/team.service.ts';
import { teamOverview } from '../../apps/server/src/modules/agent/team-overview.service.ts';
import { benchEnv } from '../support/bench-env.ts';
import { loadAverage } from '../support/knobs.ts';
import { benchDatabase, percentile, seedDemoMerchant } from '../wallet/bench-db.ts';

/**
 * `npm run bench:agents` (issue 12 §7): a generated tree of BENCH_MEMBERS members (1,000,000) under 10 top
 * agents, ten levels deep, with BENCH_ROUNDS settled rounds (10,000,000) spread over the last 30 days; then the
 * agent centre's reads, each BENCH_ITERATIONS times. What exists so far is measured (the settlement of
 * contracts comes with them); prints, asserts nothing.
 *
 * - Members are inserted level by level through the `members` triggers that keep the upline chains (decision
 *   043), 10,000 a statement: the tree is built the way registrations build it.
 * - Rounds are written straight into `game_rounds` (closed, one bet each, stakes 1.00–100.00, a win on about
 *   a third): the rows the platform keeps for settled bets; placing ten million bets through the wallet is
 *   bench:seamless's and bench:lottery's subject, not this one's.
 * - The reads are the services the routes call (`teamOverview`, `teamMembers`) on the product's pool, in this
 *   process: SQL and the service's work; HTTP adds about a millisecond (bench:catalogue).
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
const TOP_AGENTS = 10;
const DEPTH = 10;
const BATCH = 10_000;

/** How many members each level holds: 10 top agents, then a tree widening to the bottom. */
function levelSizes(total: number): number[] {
  const weights = [0, 1, 4, 15, 40, 80, 140, 200, 250, 270];
  const rest = total - TOP_AGENTS;
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.floor((rest * w) / sum));
  sizes[0] = TOP_AGENTS;
  sizes[DEPTH - 1] = (sizes[DEPTH - 1] ?? 0) + total - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

async function buildTree(db: TDb, merchantId: number): Promise<bigint[]> {
  const t0 = performance.now();
  let above: bigint[] = [];
  let tops: bigint[] = [];
  for (const [level, size] of levelSizes(MEMBERS).entries()) {
    const made: bigint[] = [];
    for (let start = 0; start < size; start += BATCH) {
      const count = Math.min(BATCH, size - start);
      const uplines = Array.from({ length: count }, () =>
        above.length === 0 ? null : String(above[Math.floor(Math.random() * above.length)]),
      );
      const { rows } = await sql<{ id: bigint }>`
        INSERT INTO members (merchant_id, username, password_hash, upline_id, agent_type)
        SELECT ${merchantId}, 'ag' || ${level} || '_' || (${start} + u.n), 'not-a-login', u.upline,
          CASE WHEN ${level} < ${DEPTH - 1} THEN 1 ELSE 0 END
        FROM unnest(${uplines}::bigint[]) WITH ORDINALITY AS u(upline, n)
        RETURNING id`.execute(db);
      made.push(...rows.map((row) => row.id));
    }
    if (level === 0) tops = made;
    above = made;
  }
  await sql`VACUUM ANALYZE members, member_uplines`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM member_uplines`.execute(db);
  console.log(
    `tree: ${MEMBERS} members under ${TOP_AGENTS} top agents, ${DEPTH} levels, ${rows[0]?.n} chain rows, ` +
      `${((performance.now() - t0) / 1000).toFixed(0)} s through the triggers`,
  );
  return tops;
}

async function writeRounds(db: TDb, merchantId: number): Promise<void> {
  const t0 = performance.now();
  const vendor = await db
    .selectFrom('game_vendors')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{
    lo: bigint;
    hi: bigint;
  }>`SELECT min(id) AS lo, max(id) AS hi FROM members`.execute(db);
  const { lo, hi } = rows[0]!;
  for (let done = 0; done < ROUNDS; done += 1_000_000) {
    const count = Math.min(1_000_000, ROUNDS - done);
    await sql`
      INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code, status,
        stake_minor, win_minor, bet_count, live_bet_count, opened_at, closed_at)
      SELECT ${merchantId}, 'BENCH', 'r' || (${done} + g), ${lo}::bigint + (random() * (${hi}::bigint - ${lo}::bigint))::bigint,
        ${vendor.id}, 'bench', 'CLOSED', s.stake, CASE WHEN random() < 0.33 THEN s.stake * 2 ELSE 0 END, 1, 1,
        now() - random() * interval '30 days', now()
      FROM generate_series(1, ${count}) g, LATERAL (SELECT (100 + floor(random() * 9900))::bigint AS stake) s
      WHERE g > 0`.execute(db);
  }
  await sql`VACUUM ANALYZE game_rounds`.execute(db);
  console.log(`rounds: ${ROUNDS} over 30 days in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

/** Each read BENCH_ITERATIONS times after 3 unmeasured, or as many as fit in a minute (a slow read says so). */
async function time(label: string, target: number | null, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  const until = performance.now() + 60_000;
  for (let i = 0; i < ITERATIONS && performance.now() < until; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const verdict = target === null ? '' : `  (target ≤ ${target} ms: ${p99 <= target ? 'met' : 'NOT met'})`;
  const count = times.length < ITERATIONS ? ` [${times.length} calls in a minute]` : '';
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${verdict}${count}`,
  );
}

async function main() {
  const { url, stop, cpus } = await benchDatabase('tala_bench_agents', '.data/bench-agents');
  const { db } = createDb(url, 4);
  try {
    const merchantId = await seedDemoMerchant(db, url);
    console.log(`${cpus}; load average ${loadAverage()}`);
    const tops = await buildTree(db, merchantId);
    await writeRounds(db, merchantId);
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
    await time(`team overview, this month, a top agent (${await teamOf(top)} members)`, 100, () =>
      teamOverview(db, merchant, top, { period: 'month' }),
    );
    await time(`team overview, today, a top agent`, null, () =>
      teamOverview(db, merchant, top, { period: 'today' }),
    );
    await time(`team management, that agent's sub-tree, its first level, page 1`, 50, () =>
      teamMembers(db, agent, { page: 1, pageSize: 20 }),
    );
    await time(`team management, a level deeper (the largest sub-agent, ${sub.n} members), page 1`, 50, () =>
      teamMembers(db, agent, { uplineId: String(sub.upline_id), page: 1, pageSize: 20 }),
    );
    const deepest = await sql<{ username: string }>`
      SELECT m.username FROM member_uplines u JOIN members m ON m.id = u.member_id
      WHERE u.upline_id = ${top} ORDER BY u.depth DESC, u.member_id DESC LIMIT 1`.execute(db);
    await time('team management, a member found by name at the bottom of the tree', 50, () =>
      teamMembers(db, agent, { username: deepest.rows[0]!.username, page: 1, pageSize: 20 }),
    );
    console.log(
      '  daily settlement of all contracts: not measured yet (contracts are issue 12 §3, still to come)',
    );
  } finally {
    await db.destroy();
    await stop();
  }
}

await main();
