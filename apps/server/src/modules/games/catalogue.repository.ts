import '../../db/schema-games.ts';
import { type Insertable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { GamesTable, TGameStatus } from '../../db/schema-games.ts';
import { vendorsOf } from '../wallet/vendor-cache.ts';

/** A listed game with what its tile needs of its vendor. */
export type TGameRow = {
  id: bigint;
  code: string;
  providerGameId: string;
  names: Record<string, string>;
  category: string;
  gameClassify: string;
  minBetMinor: bigint;
  lineCount: number;
  isHot: boolean;
  isNew: boolean;
  isPopular: boolean;
  isGame: boolean;
  defaultPlayType: string | null;
  status: TGameStatus;
  allowsTrial: boolean;
  art: string;
  vendorId: number;
  vassalage: string;
  vendorName: string;
  vendorStatus: TGameStatus;
  vendorAllowsTrial: boolean;
};

/** What narrows a list; `search` is already lower-cased. Absent fields do not narrow. */
export type TGameFilter = {
  category?: string | undefined;
  vassalage?: string | undefined;
  classify?: string | undefined;
  search?: string | undefined;
  maxMinBetMinor?: bigint | undefined;
  minLines?: number | undefined;
  /** Games of vendors in this wallet mode only (the /seamless page). */
  walletMode?: 'SEAMLESS' | 'TRANSFER' | undefined;
  hotOnly?: boolean;
  popularOnly?: boolean;
  /** Leaves out games in maintenance (theirs or their vendor's): lists that suggest games to play now. */
  playableOnly?: boolean;
};

/** What a tile needs of a game row. */
const GAME_COLUMNS = [
  'g.id',
  'g.code',
  'g.provider_game_id as providerGameId',
  'g.names',
  'g.category',
  'g.game_classify as gameClassify',
  'g.min_bet_minor as minBetMinor',
  'g.line_count as lineCount',
  'g.is_hot as isHot',
  'g.is_new as isNew',
  'g.is_popular as isPopular',
  'g.is_game as isGame',
  'g.default_play_type as defaultPlayType',
  'g.status',
  'g.allows_trial as allowsTrial',
  'g.art',
] as const;

/**
 * Games a player may see: neither the game nor its vendor disabled. The join repeats merchant_id so
 * it stays within one merchant (the distribution column, architecture "one machine is not enough").
 */
export function listedGames(db: TDb, merchantId: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', (join) =>
      join.onRef('v.id', '=', 'g.vendor_id').onRef('v.merchant_id', '=', 'g.merchant_id'),
    )
    .select([
      ...GAME_COLUMNS,
      'v.id as vendorId',
      'v.vassalage',
      'v.display_name as vendorName',
      'v.status as vendorStatus',
      'v.allows_trial as vendorAllowsTrial',
    ])
    .where('g.merchant_id', '=', merchantId)
    .where('g.status', '!=', 'DISABLED')
    .where('v.status', '!=', 'DISABLED');
}

/** `%`, `_` and `\` typed by a player are literal characters, not LIKE wildcards. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A vendor as the lists need it. */
type TListingVendor = Pick<TGameRow, 'vassalage' | 'vendorName' | 'vendorStatus' | 'vendorAllowsTrial'>;

/**
 * The vendors whose games may be listed (narrowed to one vassalage, or to ACTIVE ones), from the
 * merchant's cached vendor list (`vendorsOf`: tens of rows, operators' changes show within seconds):
 * knowing their ids keeps the games queries on one table, which plans and counts in about half the time
 * of the join, and every list request is one statement shorter.
 */
async function listingVendors(db: TDb, merchantId: number, filter: TGameFilter) {
  const listed = (await vendorsOf(db, merchantId)).filter(
    (vendor) =>
      (filter.playableOnly === true ? vendor.status === 'ACTIVE' : vendor.status !== 'DISABLED') &&
      (filter.vassalage === undefined || vendor.vassalage === filter.vassalage) &&
      (filter.category === undefined || vendor.category === filter.category) &&
      (filter.walletMode === undefined || vendor.walletMode === filter.walletMode),
  );
  return new Map<number, TListingVendor>(
    listed.map((vendor) => [
      vendor.id,
      {
        vassalage: vendor.vassalage,
        vendorName: vendor.displayName,
        vendorStatus: vendor.status,
        vendorAllowsTrial: vendor.allowsTrial,
      },
    ]),
  );
}

/** The games of those vendors matching the filter; the caller ensured `vendorIds` is not empty. */
function filteredGames(db: TDb, merchantId: number, vendorIds: number[], filter: TGameFilter) {
  return (
    db
      .selectFrom('games as g')
      .where('g.merchant_id', '=', merchantId)
      .where('g.vendor_id', 'in', vendorIds)
      // A literal, not a parameter: the planner must see it to use the partial index games_count.
      .where('g.status', '!=', sql.lit('DISABLED'))
      .$if(filter.category !== undefined, (q) => q.where('g.category', '=', filter.category ?? ''))
      .$if(filter.classify !== undefined, (q) => q.where('g.game_classify', '=', filter.classify ?? ''))
      .$if(filter.search !== undefined, (q) =>
        q.where('g.search_text', 'like', likeContains(filter.search ?? '')),
      )
      .$if(filter.maxMinBetMinor !== undefined, (q) =>
        q.where('g.min_bet_minor', '<=', filter.maxMinBetMinor ?? 0n),
      )
      .$if(filter.minLines !== undefined, (q) => q.where('g.line_count', '>=', filter.minLines ?? 0))
      .$if(filter.hotOnly === true, (q) => q.where('g.is_hot', '=', true))
      .$if(filter.popularOnly === true, (q) => q.where('g.is_popular', '=', true))
      .$if(filter.playableOnly === true, (q) => q.where('g.status', '=', 'ACTIVE'))
  );
}

/** A page of games in the operator's order (read from an ordered index, stopping after its rows). */
async function gameRows(
  db: TDb,
  merchantId: number,
  vendors: Map<number, TListingVendor>,
  filter: TGameFilter,
  page: { limit: number; offset: number },
): Promise<TGameRow[]> {
  const rows = await filteredGames(db, merchantId, [...vendors.keys()], filter)
    .select([...GAME_COLUMNS, 'g.vendor_id as vendorId'])
    .orderBy('g.sort')
    .orderBy('g.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => {
    const vendor = vendors.get(row.vendorId);
    if (!vendor) throw new Error('Invariant failed: a game of a vendor that was not asked for');
    return { ...row, ...vendor };
  });
}

/**
 * One page in the operator's order and the number of matches. The count is its own statement, an
 * index-only scan (games_count): `count(*) over ()` on the page would read and sort every match with
 * its names first. A first page that is not full is its own count.
 */
export async function selectGamePage(
  db: TDb,
  merchantId: number,
  filter: TGameFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TGameRow[]; total: number }> {
  const vendors = await listingVendors(db, merchantId, filter);
  if (vendors.size === 0) return { rows: [], total: 0 };
  const rows = await gameRows(db, merchantId, vendors, filter, page);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const counted = await filteredGames(db, merchantId, [...vendors.keys()], filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

export async function selectGames(
  db: TDb,
  merchantId: number,
  filter: TGameFilter,
  limit: number,
): Promise<TGameRow[]> {
  const vendors = await listingVendors(db, merchantId, filter);
  if (vendors.size === 0) return [];
  return gameRows(db, merchantId, vendors, filter, { limit, offset: 0 });
}

/** Listed games of one vendor by classify; `category` picks among vendors sharing a vassalage. */
export async function countClassifies(
  db: TDb,
  merchantId: number,
  vassalage: string,
  category: string | undefined,
): Promise<{ classify: string; count: number }[]> {
  const filter = { vassalage, category };
  const vendors = await listingVendors(db, merchantId, filter);
  if (vendors.size === 0) return [];
  const rows = await filteredGames(db, merchantId, [...vendors.keys()], filter)
    .select(['g.game_classify as classify', sql<string>`count(*)`.as('count')])
    .groupBy('g.game_classify')
    .orderBy('g.game_classify')
    .execute();
  return rows.map((row) => ({ classify: row.classify, count: Number(row.count) }));
}

/** Upserts on the merchant's game code; the caller validated every row. */
export async function upsertGames(db: TDb, rows: Insertable<GamesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('games')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'code']).doUpdateSet((eb) => ({
        vendor_id: eb.ref('excluded.vendor_id'),
        provider_game_id: eb.ref('excluded.provider_game_id'),
        names: eb.ref('excluded.names'),
        search_text: eb.ref('excluded.search_text'),
        category: eb.ref('excluded.category'),
        game_classify: eb.ref('excluded.game_classify'),
        min_bet_minor: eb.ref('excluded.min_bet_minor'),
        max_bet_minor: eb.ref('excluded.max_bet_minor'),
        line_count: eb.ref('excluded.line_count'),
        is_hot: eb.ref('excluded.is_hot'),
        is_new: eb.ref('excluded.is_new'),
        is_popular: eb.ref('excluded.is_popular'),
        default_play_type: eb.ref('excluded.default_play_type'),
        is_game: eb.ref('excluded.is_game'),
        status: eb.ref('excluded.status'),
        sort: eb.ref('excluded.sort'),
        art: eb.ref('excluded.art'),
        allows_trial: eb.ref('excluded.allows_trial'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/** Vendor ids by `VASSALAGE|CATEGORY` for resolving a batch of game inputs in one query. */
export async function vendorIdsByKey(db: TDb, merchantId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('game_vendors')
    .select(['id', 'vassalage', 'category'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Map(rows.map((row) => [`${row.vassalage}|${row.category}`, row.id]));
}

export type TLaunchRow = {
  game: {
    id: bigint;
    code: string;
    providerGameId: string;
    category: string;
    status: TGameStatus;
    allowsTrial: boolean;
    names: Record<string, string>;
    defaultPlayType: string | null;
  };
  vendor: {
    id: number;
    vassalage: string;
    category: string;
    walletMode: 'SEAMLESS' | 'TRANSFER';
    status: TGameStatus;
    allowsTrial: boolean;
    providerCode: string | null;
  };
};

/** The game with this code under a vendor with this vassalage, whatever the statuses. */
export async function findGameByCode(
  db: TDb,
  merchantId: number,
  code: string,
  vassalage: string,
): Promise<TLaunchRow | null> {
  const row = await db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', (join) =>
      join.onRef('v.id', '=', 'g.vendor_id').onRef('v.merchant_id', '=', 'g.merchant_id'),
    )
    .select([
      'g.id',
      'g.code',
      'g.provider_game_id',
      'g.category',
      'g.status',
      'g.allows_trial',
      'g.names',
      'g.default_play_type',
      'v.id as vendor_id',
      'v.vassalage',
      'v.category as vendor_category',
      'v.wallet_mode',
      'v.status as vendor_status',
      'v.allows_trial as vendor_allows_trial',
      'v.provider_code',
    ])
    .where('g.merchant_id', '=', merchantId)
    .where('g.code', '=', code)
    .where('v.vassalage', '=', vassalage)
    .executeTakeFirst();
  if (!row) return null;
  return {
    game: {
      id: row.id,
      code: row.code,
      providerGameId: row.provider_game_id,
      category: row.category,
      status: row.status,
      allowsTrial: row.allows_trial,
      names: row.names,
      defaultPlayType: row.default_play_type,
    },
    vendor: {
      id: row.vendor_id,
      vassalage: row.vassalage,
      category: row.vendor_category,
      walletMode: row.wallet_mode,
      status: row.vendor_status,
      allowsTrial: row.vendor_allows_trial,
      providerCode: row.provider_code,
    },
  };
}

/** The vendor of a lottery game (LOTT or ELOTT) with this code, or null. */
export async function lotteryVendorOf(db: TDb, merchantId: number, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', (join) =>
      join.onRef('v.id', '=', 'g.vendor_id').onRef('v.merchant_id', '=', 'g.merchant_id'),
    )
    .select('v.vassalage')
    .where('g.merchant_id', '=', merchantId)
    .where('g.code', '=', code)
    .where('g.category', 'in', ['LOTT', 'ELOTT'])
    .executeTakeFirst();
  return row?.vassalage ?? null;
}
