import { MAX_PREPARED_PER_CONNECTION } from '@tala/pg-statement-cache/statement-cache-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import { createEmptyDatabase } from '../support/test-app.ts';

/**
 * The pool's client prepares what it runs again (decision 041): these tests read the connection's own
 * prepared statements (pg_prepared_statements) to see what it did, and check every answer stays right.
 */
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
// One connection: every statement of a test runs on it, so its prepared statements are the ones we read.
let pool: ReturnType<typeof createDb>['pool'];

beforeAll(async () => {
  database = await createEmptyDatabase();
  pool = createDb(database.databaseUrl, 1).pool;
  await pool.query('CREATE TABLE cache_probe (id int PRIMARY KEY, label text)');
  await pool.query(`INSERT INTO cache_probe SELECT g, 'n' || g FROM generate_series(1, 10) g`);
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

async function preparedTexts(): Promise<string[]> {
  const { rows } = await pool.query<{ statement: string }>(
    `SELECT statement FROM pg_prepared_statements WHERE NOT from_sql ORDER BY prepare_time`,
  );
  return rows.map((row) => row.statement);
}

describe('the statement cache of a connection', () => {
  it('prepares a statement the second time it runs, and answers each call with its own values', async () => {
    const text = 'SELECT label FROM cache_probe WHERE id = $1';
    expect((await pool.query(text, [1])).rows).toEqual([{ label: 'n1' }]);
    expect(await preparedTexts()).not.toContain(text);
    expect((await pool.query(text, [2])).rows).toEqual([{ label: 'n2' }]);
    expect((await pool.query(text, [3])).rows).toEqual([{ label: 'n3' }]);
    expect((await preparedTexts()).filter((t) => t === text)).toHaveLength(1);
  });

  it('leaves statements without parameters alone, several in one text included', async () => {
    const results = (await pool.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as { rows: unknown[] }[];
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    await pool.query('SELECT 1 AS a; SELECT 2 AS b');
    expect(await preparedTexts()).not.toContain('SELECT 1 AS a; SELECT 2 AS b');
  });

  it('keeps a statement prepared in a transaction that rolls back', async () => {
    const text = 'UPDATE cache_probe SET label = $2 WHERE id = $1';
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(text, [4, 'x']);
      await client.query(text, [4, 'y']);
      await client.query('ROLLBACK');
      await client.query(text, [5, 'z']);
    } finally {
      client.release();
    }
    expect(await preparedTexts()).toContain(text);
    const { rows } = await pool.query('SELECT id, label FROM cache_probe WHERE id = ANY($1) ORDER BY id', [
      [4, 5],
    ]);
    expect(rows).toEqual([
      { id: 4, label: 'n4' },
      { id: 5, label: 'z' },
    ]);
  });

  it('prepares afresh a statement whose result type a table change altered', async () => {
    const text = 'SELECT * FROM cache_probe WHERE id = $1';
    await pool.query(text, [1]);
    await pool.query(text, [1]);
    await pool.query('ALTER TABLE cache_probe ADD COLUMN extra int DEFAULT 7');
    // PostgreSQL refuses the old plan once (SQLSTATE 0A000); the client forgets it and carries on.
    await expect(pool.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, label: 'n1', extra: 7 }]);
    expect((await pool.query(text, [2])).rows).toEqual([{ id: 2, label: 'n2', extra: 7 }]);
  });

  it('keeps at most its cap of statements, deallocating the least recently used', async () => {
    const texts = Array.from(
      { length: MAX_PREPARED_PER_CONNECTION + 5 },
      (_, i) => `SELECT id, ${i} AS n FROM cache_probe WHERE id = $1`,
    );
    for (const text of texts) {
      await pool.query(text, [1]);
      const { rows } = await pool.query(text, [1]);
      expect(rows).toEqual([{ id: 1, n: texts.indexOf(text) }]);
    }
    const prepared = await preparedTexts();
    expect(prepared.length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
    expect(prepared).toContain(texts.at(-1));
    expect(prepared).not.toContain(texts[0]);
    // An evicted statement still runs (unnamed, then prepared again under a new name).
    expect((await pool.query(texts[0] as string, [2])).rows).toEqual([{ id: 2, n: 0 }]);
    expect((await pool.query(texts[0] as string, [3])).rows).toEqual([{ id: 3, n: 0 }]);
  });
});
