import { GAME_CATEGORIES } from '@tala/contract/constants';
import { CATALOGUE_PATHS } from '@tala/contract/games/games-constants';
import { expect } from 'vitest';
import { createDb, type TDb } from '../../../server/src/db/database.ts';
import { listVisibleVendors } from '../../../server/src/modules/games/games.repository.ts';
import { saveVendor } from '../../../server/src/modules/games/games.service.ts';
import { e2eServer } from './e2e-server.ts';

/**
 * Set-up steps done through the server's own services on the e2e server's
 * database (the same rules an operator's change would follow).
 */
export async function withDatabase<T>(work: (db: TDb) => Promise<T>): Promise<T> {
  const { db } = createDb(e2eServer().databaseUrl, 2);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The demo merchant: the e2e server runs with the default DEFAULT_MERCHANT (apps/server/src/env.ts). */
const DEMO_MERCHANT_CODE = 'TALA';

export async function demoMerchantId(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', DEMO_MERCHANT_CODE)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Puts a demo vendor in or out of maintenance, keeping everything else about it, and returns once the
 * server's game list shows it: the server reads vendors through a per-instance cache that a change made
 * outside it reaches within seconds (vendor-cache.ts), so a test must not race that window.
 */
export async function setVendorStatus(vassalage: string, status: 'ACTIVE' | 'MAINTENANCE'): Promise<void> {
  await withDatabase(async (db) => {
    const merchantId = await demoMerchantId(db);
    const vendor = (await listVisibleVendors(db, merchantId)).find((row) => row.vassalage === vassalage);
    const category = GAME_CATEGORIES.find((entry) => entry === vendor?.category);
    if (!vendor || !category) throw new Error(`no visible vendor ${vassalage}`);
    await saveVendor(db, merchantId, { ...vendor, category, status });
  });
  await expect.poll(() => listedStatuses(vassalage), { timeout: 20_000, interval: 250 }).toEqual([status]);
}

/** The distinct statuses the server's game list gives the vendor's games right now. */
async function listedStatuses(vassalage: string): Promise<string[]> {
  const url = new URL(CATALOGUE_PATHS.gameList, e2eServer().baseUrl);
  url.searchParams.set('vassalage', vassalage);
  const response = await fetch(url, { headers: { Merchant: DEMO_MERCHANT_CODE } });
  const body = (await response.json()) as { value?: { games?: { status: string }[] } };
  return [...new Set((body.value?.games ?? []).map((game) => game.status))];
}
