import type { TDb } from '../../db/database.ts';

/** A merchant has tens of modules, rules and domains; the caps keep a bad import from flooding a response. */
const MAX_MODULES = 500;
const MAX_DOMAINS = 50;

export type TModuleRow = { modId: string; parentId: string | null; enabled: boolean; sort: number };
export type TRuleRow = {
  field: string;
  visible: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
};
export type TDomainRow = { domain: string; speed: number };

export async function listWhitelabelModules(db: TDb, merchantId: number): Promise<TModuleRow[]> {
  const rows = await db
    .selectFrom('whitelabel_modules')
    .select(['mod_id', 'parent_id', 'enabled', 'sort'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('mod_id')
    .limit(MAX_MODULES)
    .execute();
  return rows.map((row) => ({
    modId: row.mod_id,
    parentId: row.parent_id,
    enabled: row.enabled,
    sort: row.sort,
  }));
}

export async function upsertWhitelabelModule(db: TDb, merchantId: number, row: TModuleRow): Promise<void> {
  await db
    .insertInto('whitelabel_modules')
    .values({
      merchant_id: merchantId,
      mod_id: row.modId,
      parent_id: row.parentId,
      enabled: row.enabled,
      sort: row.sort,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'mod_id'])
        .doUpdateSet({ parent_id: row.parentId, enabled: row.enabled, sort: row.sort }),
    )
    .execute();
}

export async function listRegisterRules(db: TDb, merchantId: number): Promise<TRuleRow[]> {
  const rows = await db
    .selectFrom('register_rules')
    .select(['field', 'visible', 'required', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
    .limit(MAX_MODULES)
    .execute();
  return rows.map((row) => ({
    field: row.field,
    visible: row.visible,
    required: row.required,
    patternId: row.pattern_id,
    minLength: row.min_length,
    maxLength: row.max_length,
  }));
}

export async function upsertRegisterRule(db: TDb, merchantId: number, rule: TRuleRow): Promise<void> {
  const values = {
    visible: rule.visible,
    required: rule.required,
    pattern_id: rule.patternId,
    min_length: rule.minLength,
    max_length: rule.maxLength,
  };
  await db
    .insertInto('register_rules')
    .values({ merchant_id: merchantId, field: rule.field, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'field']).doUpdateSet(values))
    .execute();
}

export async function listMerchantDomains(db: TDb, merchantId: number): Promise<TDomainRow[]> {
  return db
    .selectFrom('merchant_domains')
    .select(['domain', 'speed'])
    .where('merchant_id', '=', merchantId)
    .orderBy('speed')
    .orderBy('domain')
    .limit(MAX_DOMAINS)
    .execute();
}

/** Domains are unique across merchants (they resolve the merchant), so a taken domain is left alone. */
export async function insertMerchantDomain(db: TDb, merchantId: number, row: TDomainRow): Promise<boolean> {
  const result = await db
    .insertInto('merchant_domains')
    .values({ merchant_id: merchantId, domain: row.domain, speed: row.speed })
    .onConflict((oc) => oc.column('domain').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
