import type { TDb } from '../../db/database.ts';

/** The settings document, locked: concurrent edits of different sections must not overwrite each other. */
export async function lockSettingsDocument(db: TDb, merchantId: number): Promise<unknown> {
  const row = await db
    .selectFrom('merchant_settings')
    .select('settings')
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function readSettingsDocument(db: TDb, merchantId: number): Promise<unknown> {
  const row = await db
    .selectFrom('merchant_settings')
    .select('settings')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function writeSettingsDocument(db: TDb, merchantId: number, settings: unknown): Promise<void> {
  await db
    .updateTable('merchant_settings')
    .set({ settings: JSON.stringify(settings), updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .execute();
}
