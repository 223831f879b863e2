import { sql } from 'kysely';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { teamMembers } from '../../apps/server/src/modules/agent/team.service.ts';
import { feedTeamFigures } from '../../apps/server/src/modules/agent/team-figures.feed.ts';
import { periodDays, teamOverview } from '../../apps/server/src/modules/agent/team-overview.service.ts';
import { ensureHouseAccount } from '../../apps/server/src/modules/ledger/ledger.service.ts';
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
 * - Bets are written straight into the ledger (a GAME_BET posting each, stakes 1.00–100.00, a GAME_WIN on about
 *   a third), 250,000 at a time, each chunk then taken in by the team-figures feed (decision 044), timed: placing
 *   ten million bets through the wallet is bench:seamless's and bench:lottery's subject, not this one's. (Until
 *   decision 044 the bench wrote `game_rounds` rows, which the overview then read; bench/README.md has both.)
 * - The reads are the services the routes call (`teamOverview`, `teamMembers`) on the product's pool, in this
 *   process: SQL and the service's work; HTTP adds about a millisecond (bench:catalogue).
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
const TOP_AGENTS = 10;
const DEPTH = 10;
const BATCH = 10_000;
/** Bets written between two feed runs: about 20 seconds of a busy site at the seamless bench's rate. */
const FEED_CHUNK = 250_000;

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

/**
 * BENCH_ROUNDS settled bets as the ledger holds them (a GAME_BET posting from a member's MAIN, a GAME_WIN of twice
 * the stake on about a third), written in chunks straight into the ledger tables, each chunk then taken in by the
 * team-figures feed (decision 044) as it would be on a live site: the feed's time is its cost.
 */
async function writeBetsAndFeed(db: TDb, merchantId: number): Promise<void> {
  const t0 = performance.now();
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, is_house)
    SELECT ${merchantId}, m.id, 'MAIN', 'PHP', false FROM members m WHERE m.merchant_id = ${merchantId}
    ON CONFLICT DO NOTHING`.execute(db);
  const house = await ensureHouseAccount(db, { merchantId, code: 'BENCH', currency: 'PHP' });
  const { rows } = await sql<{ lo: bigint; hi: bigint }>`
    SELECT min(id) AS lo, max(id) AS hi FROM ledger_accounts
    WHERE merchant_id = ${merchantId} AND code = 'MAIN' AND member_id IS NOT NULL`.execute(db);
  const { lo, hi } = rows[0]!;
  // Generated rows publish no balance events (nobody listens; a million distinct payloads a statement).
  await sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_notify`.execute(db);
  let writing = 0;
  let feeding = 0;
  let fed = 0;
  for (let done = 0; done < ROUNDS; done += FEED_CHUNK) {
    const count = Math.min(FEED_CHUNK, ROUNDS - done);
    const w0 = performance.now();
    await sql`
      WITH bets AS MATERIALIZED (
        SELECT ${done} + g AS n, ${lo}::bigint + floor(random() * (${hi}::bigint - ${lo}::bigint + 1))::bigint AS account,
          (100 + floor(random() * 9900))::bigint AS stake, now() - random() * interval '30 days' AS at,
          random() < 0.33 AS won
        FROM generate_series(1, ${count}) g),
      tx AS (
        INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash, created_at)
        SELECT ${merchantId}::int, 'bet:' || b.n, 'GAME_BET', 'bench', b.at FROM bets b
        UNION ALL
        SELECT ${merchantId}::int, 'win:' || b.n, 'GAME_WIN', 'bench', b.at + interval '30 seconds' FROM bets b WHERE b.won
        RETURNING id, idempotency_key)
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
      SELECT ${merchantId}::int, tx.id, side.account, side.amount, 0
      FROM tx
      JOIN bets b ON b.n = split_part(tx.idempotency_key, ':', 2)::bigint
      CROSS JOIN LATERAL (VALUES
        (b.account, CASE WHEN tx.idempotency_key LIKE 'bet:%' THEN -b.stake ELSE 2 * b.stake END),
        (${house}::bigint, CASE WHEN tx.idempotency_key LIKE 'bet:%' THEN b.stake ELSE -2 * b.stake END))
        AS side(account, amount)`.execute(db);
    const f0 = performance.now();
    writing += f0 - w0;
    const run = await feedTeamFigures(db);
    feeding += performance.now() - f0;
    fed += run?.memberDays ?? 0;
  }
  await sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_notify`.execute(db);
  await sql`VACUUM ANALYZE ledger_transactions, ledger_entries, member_days, team_days, team_periods`.execute(
    db,
  );
  const { rows: counted } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = ${merchantId}
      AND kind IN ('GAME_BET', 'GAME_WIN')`.execute(db);
  const transactions = counted[0]!.n;
  console.log(
    `bets: ${ROUNDS} over 30 days (${transactions} ledger transactions with the wins) written in ` +
      `${(writing / 1000).toFixed(0)} s; the team-figures feed took them in ${FEED_CHUNK} bets a run: ` +
      `${(feeding / 1000).toFixed(0)} s, ${((feeding * 1000) / transactions).toFixed(1)} µs a ledger transaction, ` +
      `${fed} member days (${((performance.now() - t0) / 1000).toFixed(0)} s in all)`,
  );
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
    await writeBetsAndFeed(db, merchantId);
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
    const [today] = periodDays({ period: 'today' }, merchant.settings.timeZone);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    await time(
      `team overview, the last 30 days as a custom range (active members from member days)`,
      null,
      () => teamOverview(db, merchant, top, { period: 'custom', from, to: today }),
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
