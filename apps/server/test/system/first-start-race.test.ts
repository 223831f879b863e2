import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppDeps } from '../../src/app-deps.ts';
import { createAppDeps } from '../../src/create-app-deps.ts';
import { createDb } from '../../src/db/database.ts';
import { seedProductionIfEmpty } from '../../src/db/seed/seed.ts';
import { readEnv } from '../../src/env.ts';
import { createEmptyDatabase } from '../support/test-app.ts';

/**
 * Two instances started at once on one empty production database (decision 015): exactly one seeds the
 * merchant; the other finds it done. Before the first-start lock both saw an empty database and the
 * second failed on the merchant's unique code, or left a half-seeded merchant behind.
 */
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
const instances: Array<{ deps: TAppDeps; close: () => Promise<void> }> = [];

beforeAll(async () => {
  database = await createEmptyDatabase();
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEFAULT_MERCHANT: 'RACE',
    SEED_DEMO_HISTORY: '0',
  });
  for (let i = 0; i < 3; i++) {
    const { db } = createDb(database.databaseUrl, 3);
    instances.push({ deps: await createAppDeps(db, env), close: () => db.destroy() });
  }
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database?.drop();
});

describe('production first start', () => {
  it('when three instances seed an empty database at once, then one merchant exists, seeded once', async () => {
    const results = await Promise.all(instances.map(({ deps }) => seedProductionIfEmpty(deps)));
    expect(results.filter((code) => code === 'RACE')).toHaveLength(1);
    expect(results.filter((code) => code === null)).toHaveLength(2);
    const db = instances[0]!.deps.db;
    const merchants = await db.selectFrom('merchants').select('code').execute();
    expect(merchants).toEqual([{ code: 'RACE' }]);
    const settings = await db.selectFrom('merchant_settings').select('merchant_id').execute();
    expect(settings).toHaveLength(1);
  });
});
