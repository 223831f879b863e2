import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';

/**
 * Gives the embedded PostgreSQL its own CPUs and this process — the load generator, and the API server
 * it forks later, which inherits the mask — the others (`taskset`), as a deployment runs them: the
 * database on its own machine, the stateless API on others. Sharing two cores, every millisecond the API
 * spends is taken from the database, so a ratio against raw SQL measured total CPU efficiency rather
 * than how much of the database's capacity the API delivers (bench/README.md). Call it after the
 * database started and before the server is forked. BENCH_SPLIT_CPUS=0 keeps everything shared; an
 * external DATABASE_URL, one CPU or no `taskset` leave it shared too. Returns what it did, to print.
 */
export function splitCpus(dataDir: string): string {
  const count = cpus().length;
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (process.env.BENCH_SPLIT_CPUS === '0') return 'CPUs shared (BENCH_SPLIT_CPUS=0)';
  if (process.env.DATABASE_URL || count < 2 || !existsSync(pidFile)) return 'CPUs shared';
  const half = Math.floor(count / 2);
  const databaseCpus = `0-${half - 1}`;
  const appCpus = `${half}-${count - 1}`;
  const postmaster = readFileSync(pidFile, 'utf8').split('\n')[0] ?? '';
  try {
    // The postmaster's running children too (checkpointer, WAL writer …); backends forked later inherit.
    const children = execFileSync('pgrep', ['-P', postmaster]).toString().split('\n').filter(Boolean);
    for (const pid of [postmaster, ...children]) pin(databaseCpus, pid);
    pin(appCpus, String(process.pid));
  } catch (error) {
    return `CPUs shared (taskset failed: ${(error as Error).message.split('\n')[0]})`;
  }
  return `PostgreSQL on CPU ${databaseCpus}, load generator and API server on CPU ${appCpus}`;
}

function pin(cpuList: string, pid: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpuList, pid], { stdio: 'ignore' });
}
