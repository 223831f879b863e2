import type { TDb } from '../../db/database.ts';
import { type TMerchantSettings, ZMerchantSettings } from './merchant-settings.ts';

export type TMerchant = {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: string;
  minAge: number;
  settings: TMerchantSettings;
};

const merchantRows = (db: TDb) =>
  db
    .selectFrom('merchants')
    .innerJoin('merchant_settings', 'merchant_settings.merchant_id', 'merchants.id')
    .select(['id', 'code', 'name', 'currency', 'currency_symbol', 'default_language', 'min_age', 'settings']);

function toMerchant(
  row: Awaited<ReturnType<ReturnType<typeof merchantRows>['executeTakeFirstOrThrow']>>,
): TMerchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    defaultLanguage: row.default_language,
    minAge: row.min_age,
    settings: ZMerchantSettings.parse(row.settings),
  };
}

export async function findMerchantByCode(db: TDb, code: string): Promise<TMerchant | null> {
  const row = await merchantRows(db).where('code', '=', code).executeTakeFirst();
  return row ? toMerchant(row) : null;
}

/** Every merchant, for jobs that run for each (contract settlement). */
export async function listMerchants(db: TDb): Promise<TMerchant[]> {
  return (await merchantRows(db).orderBy('id').execute()).map(toMerchant);
}

export async function findMerchantCodeByDomain(db: TDb, domain: string): Promise<string | null> {
  const row = await db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .select('merchants.code')
    .where('domain', '=', domain.toLowerCase())
    .executeTakeFirst();
  return row?.code ?? null;
}

/** A merchant's currency by id (jobs and staff actions that hold an id, not the cached merchant); null when unknown. */
export async function findMerchantCurrency(db: TDb, merchantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.currency ?? null;
}
