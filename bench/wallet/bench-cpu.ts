import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CPU time spent by each party of a bench run: the embedded PostgreSQL, the API server's process and
 * this process (the load generator). On a shared machine wall-clock rates mostly measure the wait for
 * a CPU; CPU per operation is what the work costs, whatever else the machine is doing.
 */
export type TCpu = {
  postgres: number;
  server: number;
  client: number;
  /** PostgreSQL's CPU by kind of process (ms): which of it is the statements' and which is background. */
  postgresKinds?: Record<string, number>;
};

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime, stime, cutime, cstime and ppid of a process from /proc (null when it is gone). */
function procTimes(pid: number): { ppid: number; own: number; children: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name: state ppid … utime(14) stime(15) cutime(16) cstime(17).
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    ppid: fields[1] ?? 0,
    own: (fields[11] ?? 0) + (fields[12] ?? 0),
    children: (fields[13] ?? 0) + (fields[14] ?? 0),
  };
}

/** What a postmaster's child is, from its process title ("postgres: walwriter", "postgres: user db …"). */
function processKind(pid: number): string {
  let title = '';
  try {
    title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'other';
  }
  const role = title.replace(/^postgres:\s*/, '');
  if (role.startsWith('autovacuum worker')) return 'autovacuum';
  if (role.startsWith('walwriter')) return 'WAL writer';
  if (/^(checkpointer|background writer|autovacuum launcher|logical replication launcher)/.test(role)) {
    return 'other background';
  }
  return 'connections';
}

/** PostgreSQL's processes at one moment: each child's CPU (ms) and kind, the postmaster's, the reaped ones'. */
type TPostgresSnapshot = { children: Map<number, { kind: string; ms: number }>; own: number; reaped: number };

/** The postmaster and its children from /proc; null with an external DATABASE_URL. */
function postgresSnapshot(dataDir: string): TPostgresSnapshot | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (process.env.DATABASE_URL || !existsSync(pidFile)) return null;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  const snapshot: TPostgresSnapshot = { children: new Map(), own: 0, reaped: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const times = procTimes(pid);
    if (!times) continue;
    if (pid === postmaster) {
      snapshot.own = ms(times.own);
      snapshot.reaped = ms(times.children);
    } else if (times.ppid === postmaster)
      snapshot.children.set(pid, { kind: processKind(pid), ms: ms(times.own) });
  }
  return snapshot;
}

/**
 * PostgreSQL's CPU between two snapshots, by kind of process. A child that exited in between (a closed
 * connection, an autovacuum worker) is counted by the postmaster as reaped with its whole life's CPU:
 * what it had spent before the window is taken off, and the rest shows as "exited".
 */
function postgresBetween(before: TPostgresSnapshot, after: TPostgresSnapshot) {
  const kinds: Record<string, number> = { postmaster: after.own - before.own };
  const add = (kind: string, ms: number) => {
    kinds[kind] = (kinds[kind] ?? 0) + ms;
  };
  for (const [pid, child] of after.children) add(child.kind, child.ms - (before.children.get(pid)?.ms ?? 0));
  let goneBefore = 0;
  for (const [pid, child] of before.children) if (!after.children.has(pid)) goneBefore += child.ms;
  add('exited', after.reaped - before.reaped - goneBefore);
  return { total: Object.values(kinds).reduce((a, b) => a + b, 0), kinds };
}

/** A meter over one bench's parties; `serverPid` null when the server runs in this process. */
export function cpuMeter(dataDir: string, serverPid: number | null) {
  const now = () => {
    const own = process.cpuUsage();
    const server = serverPid === null ? null : procTimes(serverPid);
    return {
      postgres: postgresSnapshot(dataDir),
      server: server ? (server.own * 1000) / TICKS_PER_SECOND : 0,
      client: (own.user + own.system) / 1000,
    };
  };
  return {
    /** Runs `work` and returns its result with the CPU each party spent on it (ms). */
    async measure<T>(work: () => Promise<T>): Promise<T & { cpu: TCpu }> {
      const before = now();
      const result = await work();
      const after = now();
      const postgres =
        before.postgres && after.postgres ? postgresBetween(before.postgres, after.postgres) : null;
      return {
        ...result,
        cpu: {
          postgres: postgres?.total ?? Number.NaN,
          server: after.server - before.server,
          client: after.client - before.client,
          postgresKinds: postgres?.kinds ?? {},
        },
      };
    },
  };
}

/**
 * CPU per operation (ms) over several runs. The raw side does not use the server, so its server time
 * (idle, background loops) is left out of its total (`withServer` false).
 */
export function cpuPerOp(
  runs: { cpu: TCpu; latencies: number[] }[],
  withServer: boolean,
): TCpu & { total: number } {
  const ops = runs.reduce((n, run) => n + run.latencies.length, 0) || 1;
  const sum = (key: 'postgres' | 'server' | 'client') =>
    runs.reduce((total, run) => total + run.cpu[key], 0) / ops;
  const per = { postgres: sum('postgres'), server: withServer ? sum('server') : 0, client: sum('client') };
  return { ...per, total: per.postgres + per.server + per.client };
}

export const fmtCpu = (c: TCpu & { total: number }) =>
  `CPU/op ${c.total.toFixed(1)} ms = PostgreSQL ${c.postgres.toFixed(1)} + server ${c.server.toFixed(1)} + load generator ${c.client.toFixed(1)}`;

/**
 * The CPU the parties burn with no load at all, per second (background loops, autovacuum): both sides
 * pay it, and it weighs more per operation on the slower side, so the figures print it.
 */
export async function idleCpuPerSecond(meter: ReturnType<typeof cpuMeter>, ms = 4000): Promise<string> {
  const { cpu } = await meter.measure(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return {};
  });
  const perSecond = (value: number) => ((value * 1000) / ms).toFixed(0);
  return `idle (${ms / 1000} s, nothing sent): PostgreSQL ${perSecond(cpu.postgres)} ms/s, server ${perSecond(cpu.server)} ms/s of CPU`;
}
