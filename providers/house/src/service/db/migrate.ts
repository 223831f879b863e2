import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Not the platform's lock id: the two migrators may run at once against one database.
const LOCK_ID = 727_101;

/**
 * Applies migrations/*.sql in name order, each once and in its own transaction, recorded in
 * house.schema_migrations. The advisory lock makes concurrent starts (several instances) safe.
 */
export async function migrateHouse(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query('CREATE SCHEMA IF NOT EXISTS house');
    await client.query(
      'CREATE TABLE IF NOT EXISTS house.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM house.schema_migrations')).rows.map(
        (r) => r.name,
      ),
    );
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files) {
      if (done.has(file)) continue;
      await applyOne(client, file);
      applied.push(file);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
    client.release();
  }
  return applied;
}

async function applyOne(client: pg.PoolClient, file: string): Promise<void> {
  const sql = readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8');
  await client.query('BEGIN');
  try {
    await client.query(sql);
    await client.query('INSERT INTO house.schema_migrations (name) VALUES ($1)', [file]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`House migration ${file} failed: ${(error as Error).message}`);
  }
}
