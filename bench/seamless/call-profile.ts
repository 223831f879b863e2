import type pg from 'pg';
import type { cpuMeter } from '../wallet/bench-cpu.ts';

/**
 * One kind of call, `count` times one after the other with nothing else running, as PostgreSQL sees it
 * (issue 15 §3, "measure first"): every statement from pg_stat_statements (with track = all, also those
 * that triggers and functions run — marked "in" — whose time is inside the statement that fired them)
 * per call, the round trips (top-level statements, BEGIN and COMMIT included), the execution and
 * planning time (a prepared statement is still planned again while its custom plans look cheaper), the
 * WAL written and flushed (pg_stat_wal: one sync a durable commit, a single-statement write's included),
 * and PostgreSQL's CPU per call from /proc (bench-cpu.ts). One at a time, so no figure here includes
 * waiting for another call's locks: what concurrency adds is the benches' to show. Statements that ran
 * less than once in ten calls are other sessions' (the in-process house's loops): one line, not counted.
 */
export async function profileCalls(input: {
  label: string;
  count: number;
  /** A connection to the profiled database, for pg_stat_statements (its own statements are left out). */
  stats: pg.Pool;
  meter: ReturnType<typeof cpuMeter>;
  call: (index: number) => Promise<unknown>;
}) {
  const { count, stats } = input;
  // Bytes from the WAL position (exact at once); syncs from pg_stat_wal, which a backend publishes at
  // most once a second, or after 10 s idle: read after that wait, before and after.
  const idle = () => new Promise((resolve) => setTimeout(resolve, 11_000));
  const wal = async () =>
    (
      await stats.query<{ bytes: string; syncs: string }>(
        `SELECT pg_current_wal_lsn() - '0/0'::pg_lsn AS bytes, wal_sync::text AS syncs FROM pg_stat_wal`,
      )
    ).rows[0];
  await idle();
  const walBefore = await wal();
  await stats.query('SELECT pg_stat_statements_reset()');
  const { cpu } = await input.meter.measure(async () => {
    for (let i = 0; i < count; i++) await input.call(i);
    return {};
  });
  const bytesAfter = (await wal())?.bytes;
  await idle();
  const walAfter = { bytes: bytesAfter, syncs: (await wal())?.syncs };
  const { rows: all } = await stats.query<{
    query: string;
    toplevel: boolean;
    calls: string;
    total: number;
    plan: number;
  }>(
    `SELECT query, toplevel, calls::text, total_exec_time AS total, total_plan_time AS plan
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = current_database() AND query NOT ILIKE '%pg_stat_statements%'
     ORDER BY toplevel DESC, total_exec_time DESC`,
  );
  const rows = all.filter((row) => Number(row.calls) >= count / 10);
  const background = all.length - rows.length;
  const top = rows.filter((row) => row.toplevel);
  const per = (n: number) => n / count;
  const sum = (list: typeof rows, value: (row: (typeof rows)[number]) => number) =>
    list.reduce((total, row) => total + value(row), 0);
  const walPer = (key: 'bytes' | 'syncs') => per(Number(walAfter?.[key]) - Number(walBefore?.[key]));
  console.log(
    `\n=== ${input.label}: ${count} one after the other ===\n` +
      `  PostgreSQL CPU ${per(cpu.postgres).toFixed(3)} ms a call; execution ${per(sum(top, (row) => row.total)).toFixed(3)} ms, ` +
      `planning ${per(sum(top, (row) => row.plan)).toFixed(3)} ms a call; ` +
      `${per(sum(top, (row) => Number(row.calls))).toFixed(1)} round trips; WAL ${walPer('bytes').toFixed(0)} bytes, ${walPer('syncs').toFixed(2)} syncs a call`,
  );
  console.log(
    `   per call   exec ms   plan ms   statement  (${background} other sessions' statements left out)`,
  );
  for (const row of rows) {
    const text = row.query.replace(/\s+/g, ' ').trim().slice(0, 140);
    console.log(
      `  ${per(Number(row.calls)).toFixed(2).padStart(8)} ${per(row.total).toFixed(4).padStart(9)} ${per(row.plan).toFixed(4).padStart(9)}   ${row.toplevel ? '' : 'in: '}${text}`,
    );
  }
}
