import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ZMerchantSettings } from '../../src/modules/merchants/merchant-settings.ts';
import { withDatabase } from '../support/global-setup.ts';

/**
 * 0011_input_limits.sql on a database that lived before it: the free bank names of the settings
 * document become the bank list (which the settings schema accepts), and bound accounts get the code.
 */
const DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
const name = `m_${randomBytes(6).toString('hex')}`;
const admin = createDb(inject('adminDatabaseUrl'), 1);
const target = createDb(withDatabase(inject('adminDatabaseUrl'), name), 2);

beforeAll(async () => {
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const before = readdirSync(DIR)
    .filter((file) => file.endsWith('.sql') && file < '0011')
    .sort();
  await target.pool.query(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of before) {
    await target.pool.query(readFileSync(`${DIR}${file}`, 'utf8'));
    await target.pool.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
  }
});
afterAll(async () => {
  await target.db.destroy();
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.db.destroy();
});

describe('migration 0011', () => {
  it('when a merchant kept free bank names, then they become its bank list and bound accounts get their code', async () => {
    const q = (text: string, values: unknown[] = []) => target.pool.query(text, values);
    const merchant = (
      await q(`INSERT INTO merchants (code, name, currency, currency_symbol, default_language, min_age)
        VALUES ('OLD', 'Old', 'PHP', 'P', 'en', 18) RETURNING id`)
    ).rows[0].id;
    const names = ['BDO', 'Security Bank', 'Security-Bank', 'X', 'GCash'];
    await q('INSERT INTO merchant_settings (merchant_id, settings) VALUES ($1, $2)', [
      merchant,
      JSON.stringify({ switches: {}, bankNames: names, timeZone: 'UTC' }),
    ]);
    const member = (
      await q(
        `INSERT INTO members (merchant_id, username, password_hash) VALUES ($1, 'old_player', 'x') RETURNING id`,
        [merchant],
      )
    ).rows[0].id;
    for (const [bank, number] of [
      ['Security Bank', '1234567890'],
      ['Old Bank', '2234567890'],
    ]) {
      await q(
        `INSERT INTO bank_accounts (merchant_id, member_id, bank_name, account_name, account_number)
         VALUES ($1, $2, $3, 'Old Player', $4)`,
        [merchant, member, bank, number],
      );
    }

    expect(await migrate(target.pool)).toContain('0011_input_limits.sql');

    const doc = (await q('SELECT settings FROM merchant_settings WHERE merchant_id = $1', [merchant])).rows[0]
      .settings;
    expect(doc.bankNames).toBeUndefined();
    const settings = ZMerchantSettings.parse(doc);
    expect(settings.banks).toEqual([
      { code: 'BDO', name: 'BDO', currency: 'PHP', country: null },
      { code: 'SECURITY_BANK', name: 'Security Bank', currency: 'PHP', country: null },
      { code: 'GCASH', name: 'GCash', currency: 'PHP', country: null },
    ]);
    const accounts = (await q('SELECT bank_name, bank_code FROM bank_accounts ORDER BY id')).rows;
    expect(accounts).toEqual([
      { bank_name: 'Security Bank', bank_code: 'SECURITY_BANK' },
      { bank_name: 'Old Bank', bank_code: null },
    ]);
  });
});
