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

export async function findMerchantByCode(db: TDb, code: string): Promise<TMerchant | null> {
  const row = await db
    .selectFrom('merchants')
    .innerJoin('merchant_settings', 'merchant_settings.merchant_id', 'merchants.id')
    .select(['id', 'code', 'name', 'currency', 'currency_symbol', 'default_language', 'min_age', 'settings'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return null;
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

export async function findMerchantCodeByDomain(db: TDb, domain: string): Promise<string | null> {
  const row = await db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .select('merchants.code')
    .where('domain', '=', domain.toLowerCase())
    .executeTakeFirst();
  return row?.code ?? null;
}
