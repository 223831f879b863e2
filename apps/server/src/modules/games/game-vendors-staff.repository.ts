import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Far above any real merchant's vendor count; keeps one answer bounded (the site uses the same bound). */
const MAX_VENDORS = 500;

export type TVendorSettings = {
  status: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
  isHot: boolean;
  sort: number;
};

/** Every vendor of the merchant with its number of games (any status), in the site's order. */
function vendorsWithGameCount(db: TDb, merchantId: number) {
  return db
    .selectFrom('game_vendors as v')
    .select([
      'v.id',
      'v.vassalage',
      'v.display_name',
      'v.category',
      'v.wallet_mode',
      'v.provider_code',
      'v.status',
      'v.is_hot',
      'v.sort',
      // One index range per vendor (games_vendor_order), so the count stays cheap at 10,000 games.
      sql<string>`(SELECT count(*) FROM games g WHERE g.merchant_id = v.merchant_id AND g.vendor_id = v.id)`.as(
        'game_count',
      ),
    ])
    .where('v.merchant_id', '=', merchantId);
}

export type TVendorListRow = Awaited<ReturnType<typeof listVendorsForStaff>>[number];

export async function listVendorsForStaff(db: TDb, merchantId: number) {
  return vendorsWithGameCount(db, merchantId).orderBy('v.sort').orderBy('v.id').limit(MAX_VENDORS).execute();
}

export async function findVendorForStaff(db: TDb, merchantId: number, vendorId: number) {
  return vendorsWithGameCount(db, merchantId).where('v.id', '=', vendorId).executeTakeFirst();
}

/** The settings staff may change, locked until the transaction that changes them commits. */
export async function lockVendorSettings(
  trx: TDb,
  merchantId: number,
  vendorId: number,
): Promise<(TVendorSettings & { vassalage: string; category: string }) | undefined> {
  return trx
    .selectFrom('game_vendors')
    .select(['vassalage', 'category', 'status', 'is_hot as isHot', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', vendorId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateVendorSettings(
  trx: TDb,
  merchantId: number,
  vendorId: number,
  settings: TVendorSettings,
): Promise<void> {
  await trx
    .updateTable('game_vendors')
    .set({ status: settings.status, is_hot: settings.isHot, sort: settings.sort })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', vendorId)
    .execute();
}
