import { StatementCacheClient } from '@tala/pg-statement-cache/statement-cache-client';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TDatabase } from './schema.ts';

// bigint columns (money, ids) come back as strings unless parsed; money must stay exact, so BigInt.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => BigInt(text));

export type TDb = Kysely<TDatabase>;

export function createDb(connectionString: string, maxConnections = 20): { db: TDb; pool: pg.Pool } {
  // Statements run again are prepared per connection: not parsed and planned on every call (decision 041).
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    idleTimeoutMillis: 30_000,
    Client: StatementCacheClient,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', () => {});
  const db = new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  poolByDb.set(db, pool);
  return { db, pool };
}

// A LISTEN client needs its own connection with the pool's settings (wallet balance events).
const poolByDb = new WeakMap<TDb, pg.Pool>();
export function poolOf(db: TDb): pg.Pool | undefined {
  return poolByDb.get(db);
}
