import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TGameStatus } from '../../db/schema-games.ts';
import { likeContains } from './catalogue.repository.ts';

export type TGameSettings = { status: TGameStatus; isHot: boolean; isNew: boolean };

/**
 * One vendor's games, every status (staff see what the site hides). `search` is matched anywhere in
 * the lower-cased names and code (`search_text`), with LIKE's wildcards taken literally.
 */
function vendorGames(db: TDb, merchantId: number, vendorId: number, search: string) {
  const text = search.toLowerCase();
  return db
    .selectFrom('games')
    .where('merchant_id', '=', merchantId)
    .where('vendor_id', '=', vendorId)
    .$if(text.length > 0, (q) => q.where('search_text', 'like', likeContains(text)));
}

export async function countVendorGames(
  db: TDb,
  merchantId: number,
  vendorId: number,
  search: string,
): Promise<number> {
  const row = await vendorGames(db, merchantId, vendorId, search)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const GAME_COLUMNS = [
  'id',
  'code',
  'names',
  'category',
  'game_classify',
  'is_hot',
  'is_new',
  'status',
  'sort',
] as const;

export type TVendorGameRow = Awaited<ReturnType<typeof listVendorGames>>[number];

/** In the site's order (games_vendor_order), so staff see the games as players do. */
export async function listVendorGames(
  db: TDb,
  merchantId: number,
  vendorId: number,
  search: string,
  page: { limit: number; offset: number },
) {
  return vendorGames(db, merchantId, vendorId, search)
    .select(GAME_COLUMNS)
    .orderBy('sort')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The game with what staff may change, locked until the transaction that changes it commits. */
export async function lockGame(trx: TDb, merchantId: number, gameId: bigint) {
  return trx
    .selectFrom('games')
    .select(GAME_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', gameId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateGameSettings(
  trx: TDb,
  merchantId: number,
  gameId: bigint,
  settings: TGameSettings,
): Promise<void> {
  await trx
    .updateTable('games')
    .set({
      status: settings.status,
      is_hot: settings.isHot,
      is_new: settings.isNew,
      updated_at: sql<Date>`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', gameId)
    .execute();
}
