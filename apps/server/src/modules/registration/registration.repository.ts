import type { TDb } from '../../db/database.ts';

export type TStoredRule = {
  field: string;
  visible: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
};

/** The merchant's register rule set (seeded by the system module, edited in the back office). */
export async function findRegisterRules(db: TDb, merchantId: number): Promise<TStoredRule[]> {
  const rows = await db
    .selectFrom('register_rules')
    .select(['field', 'visible', 'required', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
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
