import { loadavg } from 'node:os';

/** The knobs bench:wallet and bench:seamless share (their README sections list them). */
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/**
 * The server's connection pool: as many connections as the raw side drives (issue 3 §5: both sides
 * "driven by the same number of concurrent connections"), unless BENCH_POOL says.
 */
export const SERVER_POOL = Number(process.env.BENCH_POOL ?? CONCURRENCY);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** The machine's load averages (1, 5, 15 min), printed around runs: the machine is shared. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
