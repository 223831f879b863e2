import '../../db/schema-devices.ts';
import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { SocialProvidersTable, TSocialProviderName } from '../../db/schema-devices.ts';

export type TSocialProviderRow = Selectable<SocialProvidersTable>;

export async function findSocialProvider(
  db: TDb,
  merchantId: number,
  provider: TSocialProviderName,
): Promise<TSocialProviderRow | null> {
  const row = await db
    .selectFrom('social_providers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row ?? null;
}

export async function listSocialProviders(db: TDb, merchantId: number): Promise<TSocialProviderRow[]> {
  return db
    .selectFrom('social_providers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('provider')
    .limit(10)
    .execute();
}

/** Locks the row (if any) for a read-change-audit in one transaction. */
export async function lockSocialProvider(
  trx: TDb,
  merchantId: number,
  provider: TSocialProviderName,
): Promise<TSocialProviderRow | null> {
  const row = await trx
    .selectFrom('social_providers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('provider', '=', provider)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function saveSocialProvider(
  trx: TDb,
  row: Insertable<SocialProvidersTable>,
): Promise<TSocialProviderRow> {
  const { merchant_id: _m, provider: _p, ...changes } = row;
  return trx
    .insertInto('social_providers')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'provider']).doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}
