import type { TEnv } from '../env.ts';
import { createDb } from './database.ts';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { migrate } from './migrate.ts';

export type TOpenOptions = {
  quiet?: boolean;
  maxConnections?: number;
  /**
   * The HTTP port of the server opening it: `npm start` owns its embedded PostgreSQL and refuses to start
   * while another live process owns the data directory. Without it (command-line tools), a PostgreSQL
   * already running on the data directory is used as it is, and left running.
   */
  httpPort?: number;
};

/**
 * The database of `npm start` and of the command-line tools (ledger:verify): DATABASE_URL when set,
 * otherwise the embedded PostgreSQL in DATA_DIR (started here, stopped by `close`). Migrations run here, so
 * every entry point sees the current schema (a tool run against an older data dir upgrades it first).
 */
export async function openDatabase(env: TEnv, options: TOpenOptions = {}) {
  let connectionString = env.DATABASE_URL;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  const running = connectionString || options.httpPort ? null : runningEmbeddedPostgres(env.DATA_DIR);
  if (running) connectionString = running.url('tala');
  if (!connectionString) {
    if (!options.quiet) console.log(`Starting embedded PostgreSQL (data in ${env.DATA_DIR}/pg) …`);
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      quiet: options.quiet,
      httpPort: options.httpPort,
      randomPassword: env.NODE_ENV === 'production',
    });
    await embedded.ensureDatabase('tala');
    connectionString = embedded.url('tala');
  }
  const { db, pool } = createDb(connectionString, options.maxConnections);
  await migrate(pool);
  return {
    db,
    pool,
    connectionString,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
