import { loadavg } from 'node:os';
import { defaultDbPoolSize } from '../../apps/server/src/env.ts';

/** The knobs bench:wallet and bench:seamless share (their README sections list them). */
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** The server's connection pool: its production default (DB_POOL_SIZE) unless BENCH_POOL says. */
export const SERVER_POOL = Number(process.env.BENCH_POOL ?? defaultDbPoolSize());
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** The machine's load averages (1, 5, 15 min), printed around runs: the machine is shared. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
