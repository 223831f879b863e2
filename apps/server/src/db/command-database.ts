import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TEnv } from '../env.ts';
import { openDatabase } from './connect.ts';
import { createDb } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * The embedded PostgreSQL of DATA_DIR when a server already runs it: its port, from postmaster.pid (line 4).
 * Null when nothing runs there (a stale pid file names a dead process).
 */
function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = path.resolve(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return port;
}

/**
 * The database of an operator command (staff:create, staff:rotate-totp-key): DATABASE_URL when set; else
 * the embedded PostgreSQL of DATA_DIR, joined over loopback while `npm start` runs it (never restarted
 * under the running server), or started for the command and stopped after it.
 */
export async function openCommandDatabase(env: TEnv) {
  const port = env.DATABASE_URL ? null : runningEmbeddedPort(env.DATA_DIR);
  if (port === null) return openDatabase(env, { quiet: true, maxConnections: 2 });
  // The embedded server's fixed local password (db/embedded.ts); it listens on loopback only.
  const { db, pool } = createDb(`postgres://postgres:tala-local@127.0.0.1:${port}/tala`, 2);
  await migrate(pool);
  return { db, pool, close: () => db.destroy() };
}
