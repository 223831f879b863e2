import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';
import { listVendors, type TVendorWalletInfo } from './wallet.repository.ts';

const TTL_MS = 5_000;

type TEntry = { vendors: Promise<TVendorWalletInfo[]>; at: number };
const cache = new WeakMap<TDb, Map<number, TEntry>>();

/**
 * A merchant's vendors, cached per instance for TTL_MS. Every transfer and balance answer reads them,
 * the table is tiny and only operators change it: a status or wallet-mode change (maintenance,
 * disabled, seamless) reaches every instance within TTL_MS, without cross-instance signalling. The
 * list only gates and labels wallets; the money itself is always locked, checked and posted by the
 * ledger. Concurrent misses share one query.
 */
export function vendorsOf(db: TDb, merchantId: number): Promise<TVendorWalletInfo[]> {
  // Rows read inside a transaction could still be rolled back, and the handle dies with it.
  assert(!db.isTransaction, 'vendor cache is read outside transactions');
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(merchantId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.vendors;
  const entry: TEntry = { vendors: listVendors(db, merchantId), at: Date.now() };
  perDb.set(merchantId, entry);
  entry.vendors.catch(() => {
    if (perDb.get(merchantId) === entry) perDb.delete(merchantId);
  });
  return entry.vendors;
}

/** Drops the cached lists, so a vendor change made through `db` shows at once (tests, operator tools). */
export function forgetVendors(db: TDb): void {
  cache.delete(db);
}
