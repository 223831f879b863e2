import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { InsertObject, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TDatabase } from '../../db/schema.ts';
import type { DepositChannelsTable } from '../../db/schema-payments.ts';

export type TDepositChannelRow = Selectable<DepositChannelsTable>;
export type TNewDepositChannel = InsertObject<TDatabase, 'deposit_channels'>;

export async function listChannels(
  db: TDb,
  merchantId: number,
  options: { enabledOnly: boolean },
): Promise<TDepositChannelRow[]> {
  let query = db.selectFrom('deposit_channels').selectAll().where('merchant_id', '=', merchantId);
  if (options.enabledOnly) query = query.where('enabled', '=', true);
  return query.orderBy('sort').orderBy('id').limit(50).execute();
}

export async function findChannelByCode(
  db: TDb,
  merchantId: number,
  code: string,
): Promise<TDepositChannelRow | null> {
  const row = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ?? null;
}

/** Insert or replace by (merchant, code): the back office edits channels through this. */
export async function upsertChannel(db: TDb, channel: TNewDepositChannel): Promise<TDepositChannelRow> {
  const { merchant_id: _merchant, code: _code, ...changes } = channel;
  return db
    .insertInto('deposit_channels')
    .values(channel)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Only the display names change (the console's side-by-side editor); the row must exist. */
export async function updateChannelNames(
  db: TDb,
  merchantId: number,
  code: string,
  names: TLocalizedText,
): Promise<boolean> {
  const result = await db
    .updateTable('deposit_channels')
    .set({ names: JSON.stringify(names) })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
