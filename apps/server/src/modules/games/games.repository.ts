import type { TWalletMode } from '@tala/contract/games/menus';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Far above any real catalogue; keeps one response bounded. */
const MAX_VENDORS = 500;

export type TVendorRow = {
  accountTypeId: number;
  vassalage: string;
  displayName: string;
  category: string;
  icon: string;
  isHot: boolean;
  walletMode: TWalletMode;
  status: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
  allowsTrial: boolean;
  sort: number;
};

/** Vendors a player can see: active or in maintenance (shown greyed), never disabled. */
export async function listVisibleVendors(db: TDb, merchantId: number): Promise<TVendorRow[]> {
  const rows = await db
    .selectFrom('game_vendors')
    .select([
      'account_type_id',
      'vassalage',
      'display_name',
      'category',
      'icon',
      'is_hot',
      'wallet_mode',
      'status',
      'allows_trial',
      'sort',
    ])
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['ACTIVE', 'MAINTENANCE'])
    .orderBy('sort')
    .orderBy('id')
    .limit(MAX_VENDORS)
    .execute();
  return rows.map((row) => ({
    accountTypeId: row.account_type_id,
    vassalage: row.vassalage,
    displayName: row.display_name,
    category: row.category,
    icon: row.icon,
    isHot: row.is_hot,
    walletMode: row.wallet_mode,
    status: row.status,
    allowsTrial: row.allows_trial,
    sort: row.sort,
  }));
}

/**
 * How many games a player can see under each vendor (the game and its vendor not disabled), by
 * vassalage: an index-only count over games_count. A vendor missing here has none.
 */
export async function countListedGames(db: TDb, merchantId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', (join) =>
      join.onRef('v.id', '=', 'g.vendor_id').onRef('v.merchant_id', '=', 'g.merchant_id'),
    )
    .select(['v.vassalage', (eb) => eb.fn.countAll<string>().as('games')])
    .where('g.merchant_id', '=', merchantId)
    // A literal, not a parameter: the planner must see it to use the partial index games_count.
    .where('g.status', '!=', sql.lit('DISABLED'))
    .groupBy('v.vassalage')
    .execute();
  return new Map(rows.map((row) => [row.vassalage, Number(row.games)]));
}

/** `providerCode` undefined leaves the vendor's provider link as it is (null unlinks it). */
export async function upsertVendor(
  db: TDb,
  merchantId: number,
  vendor: TVendorRow & { providerCode?: string | null | undefined },
): Promise<void> {
  const values = {
    ...(vendor.providerCode === undefined ? {} : { provider_code: vendor.providerCode }),
    account_type_id: vendor.accountTypeId,
    display_name: vendor.displayName,
    icon: vendor.icon,
    is_hot: vendor.isHot,
    wallet_mode: vendor.walletMode,
    status: vendor.status,
    allows_trial: vendor.allowsTrial,
    sort: vendor.sort,
  };
  await db
    .insertInto('game_vendors')
    .values({ merchant_id: merchantId, vassalage: vendor.vassalage, category: vendor.category, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'vassalage', 'category']).doUpdateSet(values))
    .execute();
}
