import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../lib/config-error.ts';

/**
 * Who runs the embedded PostgreSQL of a data directory: `$DATA_DIR/tala.lock`, written by the process
 * that starts it (npm start, a test run, a tool) and removed when it stops it. PostgreSQL's own
 * postmaster.pid names the postmaster, not the program it serves: a postmaster whose program was killed
 * keeps running (an orphan) and must be stopped, one whose program is alive must not be touched.
 */
export type TDataDirOwner = {
  pid: number;
  /** The owner's start time (Linux /proc starttime), so a reused process id is not taken for it. */
  startTicks: string | null;
  pgPort: number;
  /** The HTTP port of a Tala server; null for a test run or a command-line tool. */
  httpPort: number | null;
  startedAt: string;
  /** Random per lock: tells this process's own lock from a dead namesake's where there is no /proc. */
  nonce: string;
};

const LOCK_FILE = 'tala.lock';

/** A deployment mistake (two servers on one data directory): printed without a stack (lib/config-error.ts). */
export class DataDirInUseError extends ConfigError {
  constructor(
    readonly dataDir: string,
    readonly owner: TDataDirOwner,
  ) {
    const ports = [
      owner.httpPort === null ? null : `http port ${owner.httpPort}`,
      `PostgreSQL port ${owner.pgPort}`,
    ].filter(Boolean);
    super(
      `The data directory ${path.resolve(dataDir)} is in use by a running Tala: process ${owner.pid} ` +
        `(${ports.join(', ')}), started ${owner.startedAt}. Stop that process first (Ctrl-C in its ` +
        `terminal, or kill ${owner.pid}), or give this one its own DATA_DIR, PORT and EMBEDDED_PG_PORT.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Linux: the fields of /proc/<pid>/stat from field 3 (state) on; null where there is no /proc. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Linux: field 22 of /proc/<pid>/stat (clock ticks after boot); null where there is no /proc. */
export function processStartTicks(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** Running: it exists (EPERM: under another user) and is not a zombie waiting to be reaped. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** The process's command line (/proc, else ps), or null when it cannot be read. */
export function processCommandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  }
}

/**
 * Alive, and the same process that wrote the lock: a dead owner's id may now belong to something else.
 * Where the start time cannot be read (no /proc), a live id counts as the owner: refusing a start is
 * recoverable, stopping a live server's database is not.
 */
function isOwnerLive(owner: TDataDirOwner): boolean {
  if (!isProcessAlive(owner.pid)) return false;
  const ticks = processStartTicks(owner.pid);
  if (owner.startTicks !== null && ticks !== null) return ticks === owner.startTicks;
  return owner.pid !== process.pid || heldHere.has(owner.nonce);
}

function readOwner(dataDir: string): TDataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as TDataDirOwner;
    return Number.isInteger(owner.pid) && Number.isInteger(owner.pgPort) ? owner : null;
  } catch {
    return null; // none, or half-written by an owner killed while writing it: not a live owner
  }
}

/** The live owner of the data directory, or null when there is none (no lock, or a stale one). */
export function liveDataDirOwner(dataDir: string): TDataDirOwner | null {
  const owner = readOwner(dataDir);
  return owner && isOwnerLive(owner) ? owner : null;
}

/** The nonces of the locks this process holds. */
const heldHere = new Set<string>();

/**
 * Takes the data directory for this process, or throws DataDirInUseError naming the live owner. A stale
 * lock (owner gone) is replaced. Returns the release function (idempotent; also run at exit).
 */
export function lockDataDir(dataDir: string, ports: { pgPort: number; httpPort?: number }): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const owner: TDataDirOwner = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    pgPort: ports.pgPort,
    httpPort: ports.httpPort ?? null,
    startedAt: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(owner), { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      const current = readOwner(dataDir);
      if (current && isOwnerLive(current)) throw new DataDirInUseError(dataDir, current);
      unlinkSync(file);
    }
  }
  heldHere.add(owner.nonce);
  const release = () => {
    process.off('exit', release);
    heldHere.delete(owner.nonce);
    if (readOwner(dataDir)?.nonce === owner.nonce) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
