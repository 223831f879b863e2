import type { TBoVendor, TBoVendorChange, TBoVendorList } from '@tala/contract/backoffice/games';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { forgetVendors } from '../wallet/vendor-cache.ts';
import { isGameCategory } from './game-tile.ts';
import {
  findVendorForStaff,
  listVendorsForStaff,
  lockVendorSettings,
  type TVendorListRow,
  type TVendorSettings,
  updateVendorSettings,
} from './game-vendors-staff.repository.ts';

function toBoVendor(row: TVendorListRow): TBoVendor {
  // The seed and the vendor schema only ever write known categories; anything else is a broken row.
  assert(isGameCategory(row.category), `vendor ${row.id} has unknown category ${row.category}`);
  return {
    id: row.id,
    vassalage: row.vassalage,
    displayName: row.display_name,
    category: row.category,
    walletMode: row.wallet_mode,
    providerCode: row.provider_code,
    status: row.status,
    isHot: row.is_hot,
    sort: row.sort,
    gameCount: Number(row.game_count),
  };
}

export async function listBoVendors(db: TDb, merchantId: number): Promise<TBoVendorList> {
  return { vendors: (await listVendorsForStaff(db, merchantId)).map(toBoVendor) };
}

export async function getBoVendor(db: TDb, merchantId: number, vendorId: number): Promise<TBoVendor> {
  const row = await findVendorForStaff(db, merchantId, vendorId);
  if (!row) throw new AppError('NOT_FOUND');
  return toBoVendor(row);
}

function sameSettings(a: TVendorSettings, b: TVendorSettings): boolean {
  return a.status === b.status && a.isHot === b.isHot && a.sort === b.sort;
}

/**
 * Changes a vendor's status, hot flag or sort order: locked, changed and audited (before/after) in one
 * transaction; a change to what it already is writes nothing. The site's game menus and launches read
 * the table directly; the wallet's 5-second vendor cache of this instance is dropped here, other
 * instances see the change when theirs expires (decision 011).
 */
export async function changeVendor(
  db: TDb,
  actor: TActor,
  vendorId: number,
  change: TBoVendorChange,
): Promise<TBoVendor> {
  const changed = await db.transaction().execute(async (trx) => {
    const current = await lockVendorSettings(trx, actor.merchantId, vendorId);
    if (!current) throw new AppError('NOT_FOUND');
    const before: TVendorSettings = { status: current.status, isHot: current.isHot, sort: current.sort };
    const after: TVendorSettings = {
      status: change.status ?? before.status,
      isHot: change.isHot ?? before.isHot,
      sort: change.sort ?? before.sort,
    };
    if (sameSettings(before, after)) return false;
    await updateVendorSettings(trx, actor.merchantId, vendorId, after);
    await writeAudit(trx, actor, {
      action: 'games.vendor',
      targetType: 'game_vendor',
      // vassalage is unique only within a category (UNIQUE (merchant_id, vassalage, category)).
      targetId: `${current.category}/${current.vassalage}`,
      before,
      after,
    });
    return true;
  });
  if (changed) forgetVendors(db);
  return getBoVendor(db, actor.merchantId, vendorId);
}
