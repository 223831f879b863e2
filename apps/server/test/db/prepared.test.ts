import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../src/db/database.ts';
import { prepared } from '../../src/db/prepared.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let db: TDb;

beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
});
afterAll(async () => t.close());

const merchantByCode = prepared((q: TDb, p: { code: string }) =>
  q.selectFrom('merchants').select(['id', 'code']).where('code', '=', p.code),
);

describe('prepared queries', () => {
  it('runs with the values of each execution, not those of the first', async () => {
    const first = await merchantByCode.first(db, { code: 'TALA' });
    expect(first?.code).toBe('TALA');
    expect(await merchantByCode.first(db, { code: 'NO_SUCH' })).toBeUndefined();
    expect((await merchantByCode.all(db, { code: 'TALA' })).map((row) => row.id)).toEqual([first?.id]);
  });

  it('keeps constants written in the query and fills several stand-ins in their places', async () => {
    const between = prepared((q: TDb, p: { low: number; high: number }) =>
      q
        .selectFrom('merchants')
        .select('id')
        .where('id', '>=', p.low)
        .where('id', '<=', p.high)
        .where('code', '!=', 'NOT_A_CODE'),
    );
    const { id } = (await merchantByCode.first(db, { code: 'TALA' })) ?? { id: 0 };
    expect(await between.all(db, { low: id, high: id })).toEqual([{ id }]);
    expect(await between.all(db, { low: id + 1, high: id + 5 })).toEqual([]);
  });

  it('runs inside a transaction on its connection', async () => {
    const rename = prepared((q: TDb, p: { id: number; name: string }) =>
      q.updateTable('merchants').set({ name: p.name }).where('id', '=', p.id),
    );
    const { id } = (await merchantByCode.first(db, { code: 'TALA' })) ?? { id: 0 };
    const before = await db
      .selectFrom('merchants')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (trx) => {
        const result = await rename.run(trx, { id, name: 'Renamed in a transaction' });
        expect(result.numAffectedRows).toBe(1n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await db
      .selectFrom('merchants')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.name).toBe(before.name);
  });
});
