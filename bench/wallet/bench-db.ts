import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { sql } from 'kysely';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { installJobSchema } from '../../apps/server/src/jobs/worker.ts';
import { migrateHouse } from '../../providers/house/src/service/db/migrate.ts';
import { benchEnv } from '../support/bench-env.ts';
import { splitCpus } from '../support/cpu-split.ts';

/** A free loopback port (benchmarks never use fixed ports, so they cannot collide with a dev server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Embedded PostgreSQL in its own data dir (or DATABASE_URL's server) with a fresh database migrated as
 * the server's start leaves it: the platform's tables, graphile-worker's (transfers queue their status
 * check in SQL) and the house provider's schema (its transfer API writes there when it runs in-process).
 * The embedded server gets its own CPUs, this process (and the server it forks) the others: `cpus` says
 * how they were split (support/cpu-split.ts).
 */
export async function benchDatabase(
  name: string,
  dataDir: string,
  /**
   * `keep`: the data directory stays after the run and, when it already holds `name` (a kept run's), the database is
   * used as it is (`reused`), for a bench whose data takes hours to generate (bench:agents' BENCH_KEEP).
   */
  options: { keep?: boolean } = {},
) {
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  let cpus = 'CPUs shared (external database)';
  if (!adminUrl) {
    if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), quiet: true });
    cpus = splitCpus(dataDir);
    adminUrl = embedded.url('postgres');
    stop = async () => {
      await embedded.stop();
      if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = createDb(adminUrl, 1);
  const { rows } = await admin.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  const reused = options.keep === true && rows.length > 0;
  if (!reused) {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${name}`);
  }
  await admin.db.destroy();
  // Migrations apply only what is missing: a kept database gets the ones written since it was made.
  const migrator = createDb(url.toString(), 1);
  await migrate(migrator.pool);
  await installJobSchema(migrator.pool);
  await migrateHouse(migrator.pool);
  await migrator.db.destroy();
  return { url: url.toString(), adminUrl, stop, cpus, reused };
}

/** The demo merchant as a first start seeds it (vendors, games, the house provider account); its id. */
export async function seedDemoMerchant(db: TDb, databaseUrl: string): Promise<number> {
  const env = benchEnv(databaseUrl);
  const deps = await createAppDeps(db, env);
  await seedDemoIfEmpty(deps);
  const merchant = await deps.merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('demo merchant missing');
  return merchant.id;
}

export type TBenchPlayer = { memberId: bigint; token: string; mainId: bigint };

/** What createPlayers puts on each MAIN: 1,000,000.00. */
export const BENCH_FUND_MINOR = 100_000_000n;

/**
 * `count` players of merchant `merchantId`, each with a session token and a MAIN funded by its own
 * balanced transaction from the bench's own house account BENCH_FUND (a server's first start may already
 * have made ADJUSTMENT: the demo team history), written in bulk (ledger:verify holds).
 * Vendor wallets are the vendors' own since decision 007, so there is no player-side vendor account.
 */
export async function createPlayers(db: TDb, merchantId: number, count: number) {
  const passwordHash = (await db.selectFrom('members').select('password_hash').executeTakeFirstOrThrow())
    .password_hash;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const { rows } = await sql<{ id: string; n: number }>`
    INSERT INTO members (merchant_id, username, password_hash)
    SELECT ${merchantId}::int, 'bench_' || n, ${passwordHash}::text FROM generate_series(1, ${count}) n
    RETURNING id::text, substring(username from 7)::int AS n`.execute(db);
  const ids = rows.sort((a, b) => a.n - b.n).map((row) => BigInt(row.id));
  // Arrays, not one parameter per value: a bench of 100,000 players would pass PostgreSQL's 65,535.
  const tokenHashes = tokens.map((token) => createHash('sha256').update(token).digest());
  await sql`
    INSERT INTO sessions (merchant_id, member_id, token_hash, login_type, expires_at)
    SELECT ${merchantId}::int, m, h, 'bench', now() + interval '1 day'
    FROM unnest(${ids.map(String)}::bigint[], ${tokenHashes}::bytea[]) AS s(m, h)`.execute(db);
  const fundCents = BENCH_FUND_MINOR;
  // One funding transaction per player, as a deposit would leave it: the ledger starts with a history
  // the size of its player base, so the planner's statistics (VACUUM ANALYZE below) are realistic.
  await sql`
    WITH accounts AS (
      INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, balance, is_house)
      SELECT ${merchantId}::int, m, 'MAIN', 'PHP', ${fundCents}::bigint, false
      FROM unnest(${ids.map(String)}::bigint[]) m
      RETURNING id, member_id, code),
    house AS (
      INSERT INTO ledger_accounts (merchant_id, code, currency, balance, is_house, shard)
      VALUES (${merchantId}::int, 'BENCH_FUND', 'PHP', ${-fundCents * BigInt(count)}::bigint, true, 0)
      RETURNING id),
    funded AS (
      SELECT id AS account_id, 'bench-fund:' || member_id AS key, row_number() OVER (ORDER BY id) AS k
      FROM accounts WHERE code = 'MAIN'),
    tx AS (
      INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash)
      SELECT ${merchantId}::int, key, 'ADJUSTMENT', 'bench' FROM funded ORDER BY k
      RETURNING id, idempotency_key)
    INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
    SELECT ${merchantId}::int, tx.id, x.account_id, x.amount, x.balance_after
    FROM (SELECT f.key, f.k, 0 AS side, house.id AS account_id, ${-fundCents}::bigint AS amount,
                 ${-fundCents}::bigint * f.k AS balance_after
          FROM funded f, house
          UNION ALL
          SELECT f.key, f.k, 1, f.account_id, ${fundCents}::bigint, ${fundCents}::bigint FROM funded f) x
    JOIN tx ON tx.idempotency_key = x.key
    ORDER BY x.k, x.side`.execute(db);
  const { rows: accounts } = await sql<{ id: bigint; member_id: bigint }>`
    SELECT id, member_id FROM ledger_accounts
    WHERE member_id = ANY(${ids.map(String)}::bigint[]) AND code = 'MAIN'`.execute(db);
  const mainOf = new Map(accounts.map((account) => [String(account.member_id), account.id]));
  return ids.map((memberId, i): TBenchPlayer => {
    const mainId = mainOf.get(String(memberId));
    if (!mainId) throw new Error('bench accounts missing');
    return { memberId, token: tokens[i] ?? '', mainId };
  });
}

/** Latency percentiles in milliseconds. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export type TRun = { latencies: number[]; failures: number; seconds: number };

/** Runs `worker` on `concurrency` loops for `seconds`; returns every latency (ms) and the failures. */
export async function drive(
  concurrency: number,
  seconds: number,
  worker: (loop: number) => Promise<boolean>,
): Promise<TRun> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await worker(loop);
        latencies.push(performance.now() - t0);
        if (!ok) failures++;
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

/** Several runs of one kind as one figure: total operations over total time, percentiles over all. */
export function summarize(runs: TRun[]) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    ops: latencies.length,
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
