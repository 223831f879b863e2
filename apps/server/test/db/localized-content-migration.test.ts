import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZMerchantSettings } from '../../src/modules/merchants/merchant-settings.ts';
import { withDatabase } from '../support/global-setup.ts';

/**
 * Migration 0012 on a database that holds content in the old shape (one text per row, a `language`
 * column, labelNameEn/labelNameCn, free-form channel name keys): every text survives under its
 * language, translations of one notice become one row, and language-only rows keep their audience.
 */
const DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
const TARGET = '0012_localized_content.sql';
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

let admin: pg.Pool;
let db: pg.Pool;
let name: string;
beforeAll(async () => {
  admin = new pg.Pool({ connectionString: inject('adminDatabaseUrl'), max: 1 });
  name = `m_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  db = new pg.Pool({ connectionString: withDatabase(inject('adminDatabaseUrl'), name), max: 2 });
  for (const file of files.filter((f) => f < TARGET)) await db.query(readFileSync(`${DIR}${file}`, 'utf8'));
  await seedOldShape();
  await db.query(`BEGIN; ${readFileSync(`${DIR}${TARGET}`, 'utf8')}; COMMIT;`);
});
afterAll(async () => {
  // pg's Pool.end() resolves before its clients' sockets close; dropping the database WITH (FORCE) then
  // terminates a closing client (57P01), which must not surface as an unhandled error of the run.
  db?.on('error', () => {});
  await db?.end();
  await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
});

const AT = '2026-01-10T10:00:00Z';

async function seedOldShape(): Promise<void> {
  const m = await db.query(
    `INSERT INTO merchants (code, name, currency, default_language) VALUES ('VN', 'Viet brand', 'VND', 'vi'), ('PH', 'PH brand', 'PHP', 'en') RETURNING id`,
  );
  const [vn, ph] = m.rows.map((row) => row.id as number) as [number, number];
  const announce = (
    merchant: number,
    language: string | null,
    title: string,
    content: string,
    extra = {},
  ) => {
    const row = { popup: false, published_at: AT, type: 'B', ...extra };
    return db.query(
      `INSERT INTO announcements (merchant_id, type, language, title, content_html, popup, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [merchant, row.type, language, title, content, row.popup, row.published_at],
    );
  };
  await announce(vn, null, 'Cho mọi người', '<p>Tất cả</p>', { published_at: '2026-01-01T00:00:00Z' });
  await announce(ph, 'en', 'Welcome', '<p>Hello</p>', { popup: true });
  await announce(ph, 'zh', '欢迎', '<p>你好</p>', { popup: true });
  await announce(ph, 'tl', 'Maligayang pagdating', '<p>Kumusta</p>', { popup: true });
  await announce(ph, null, 'Everyone at the same time', '<p>Same key, no language</p>', { popup: true });
  await announce(ph, 'CN', '只给中文读者', '', { type: 'PR', published_at: '2026-01-02T00:00:00Z' });
  await announce(ph, 'fr', 'Bonjour', '<p>Langue inconnue</p>', { type: 'H' });
  await db.query(
    `INSERT INTO banners (merchant_id, group_code, language, title, subtitle, artwork, link_url, sort) VALUES
       ($1, 'home', 'en', 'Jackpot', 'Win big', 'slots', '/rng', 1),
       ($1, 'home', 'vi', 'Giải độc đắc', '', 'slots', '/rng', 1),
       ($1, 'w_login', NULL, 'Welcome back', '', 'login', NULL, 0)`,
    [ph],
  );
  const channel = (code: string, names: object) =>
    db.query(
      `INSERT INTO deposit_channels (merchant_id, code, type, names, gateway, min_amount, max_amount)
       VALUES ($1, $2, 'ONLINE_GATEWAY', $3, 'sandbox', 100, 1000)`,
      [ph, code, JSON.stringify(names)],
    );
  await channel('MIXED', { en: 'Online', cn: 'alias loses', zh: '在线支付', xx: 'junk', vi: '  ' });
  await channel('ALIAS', { TY: 'Bangko' });
  await channel('NONAME', {});
  const settings = {
    switches: { CAPTCHA: true },
    resources: [
      { resourceType: 'TELEGRAM', url: '/t', qrCodeUrl: '/t', labelNameEn: 'Channel', labelNameCn: '频道' },
      { resourceType: 'IOS', url: '/ios', qrCodeUrl: '/ios', labelNameEn: '', labelNameCn: '' },
    ],
    customerService: [{ csType: 'LIVECHAT', path: '/chat' }],
    contactEmail: 'ops@example.com',
  };
  await db.query(`INSERT INTO merchant_settings (merchant_id, settings) VALUES ($1, $2)`, [
    ph,
    JSON.stringify(settings),
  ]);
}

async function rows(sql: string) {
  return (await db.query(sql)).rows;
}

describe('migration 0012: content in every language', () => {
  it('when a notice had no language, then its text lands under the merchant default and shows to everyone', async () => {
    const [row] = await rows(
      `SELECT a.title_i18n, a.content_i18n, a.translated_only FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE m.code = 'VN'`,
    );
    expect(row).toEqual({
      title_i18n: { vi: 'Cho mọi người' },
      content_i18n: { vi: '<p>Tất cả</p>' },
      translated_only: false,
    });
  });

  it('when notices were translations of one another, then they become one notice with every text, same audience', async () => {
    const merged = await rows(
      `SELECT title_i18n, content_i18n, translated_only, popup, display_rule, revision FROM announcements WHERE title_i18n ? 'tl'`,
    );
    expect(merged).toEqual([
      {
        title_i18n: { en: 'Welcome', zh: '欢迎', tl: 'Maligayang pagdating' },
        content_i18n: { en: '<p>Hello</p>', zh: '<p>你好</p>', tl: '<p>Kumusta</p>' },
        translated_only: true,
        popup: true,
        display_rule: 'once',
        revision: 1,
      },
    ]);
    const all = await rows(
      `SELECT title_i18n FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE m.code = 'PH'`,
    );
    expect(all.map((r) => r.title_i18n)).toContainEqual({ en: 'Everyone at the same time' });
    expect(all).toHaveLength(4);
  });

  it('when a notice was in an alias or unknown language, then the alias maps and the unknown counts as every language', async () => {
    const [zhOnly] = await rows(
      `SELECT title_i18n, content_i18n, translated_only FROM announcements WHERE type = 'PR'`,
    );
    expect(zhOnly).toEqual({ title_i18n: { zh: '只给中文读者' }, content_i18n: {}, translated_only: true });
    const [unknown] = await rows(`SELECT title_i18n, translated_only FROM announcements WHERE type = 'H'`);
    expect(unknown).toEqual({ title_i18n: { en: 'Bonjour' }, translated_only: false });
  });

  it('when banners were per language, then they merge the same way and empty subtitles are absent', async () => {
    const banners = await rows(
      `SELECT group_code, title_i18n, subtitle_i18n, cta_i18n, translated_only FROM banners ORDER BY id`,
    );
    expect(banners).toEqual([
      {
        group_code: 'home',
        title_i18n: { en: 'Jackpot', vi: 'Giải độc đắc' },
        subtitle_i18n: { en: 'Win big' },
        cta_i18n: {},
        translated_only: true,
      },
      {
        group_code: 'w_login',
        title_i18n: { en: 'Welcome back' },
        subtitle_i18n: {},
        cta_i18n: {},
        translated_only: false,
      },
    ]);
  });

  it('when channel names had aliases, junk keys or blanks, then languages remain and a nameless channel gets its code', async () => {
    const names = Object.fromEntries(
      (await rows(`SELECT code, names FROM deposit_channels`)).map((r) => [r.code, r.names]),
    );
    expect(names).toEqual({
      MIXED: { en: 'Online', zh: '在线支付' },
      ALIAS: { tl: 'Bangko' },
      NONAME: { en: 'NONAME' },
    });
  });

  it('when side-bar labels were labelNameEn/labelNameCn, then they become one label per language, in order', async () => {
    const [{ settings }] = await rows(`SELECT settings FROM merchant_settings`);
    expect(settings.resources).toEqual([
      { resourceType: 'TELEGRAM', url: '/t', qrCodeUrl: '/t', label: { en: 'Channel', zh: '频道' } },
      { resourceType: 'IOS', url: '/ios', qrCodeUrl: '/ios', label: {} },
    ]);
    expect(settings.contactEmail).toBe('ops@example.com');
    const parsed = ZMerchantSettings.parse(settings);
    expect(parsed.customerService).toEqual([{ csType: 'LIVECHAT', path: '/chat', label: {} }]);
  });

  it('when a row is written afterwards with a bad text, then the database refuses it', async () => {
    const [{ id }] = await rows(`SELECT id FROM merchants WHERE code = 'PH'`);
    for (const title of [
      '{}',
      '{"fr": "Salut"}',
      '{"en": ""}',
      `{"en": "${'x'.repeat(201)}"}`,
      '{"en": 5}',
    ]) {
      await expect(
        db.query(`INSERT INTO announcements (merchant_id, type, title_i18n) VALUES ($1, 'B', $2)`, [
          id,
          title,
        ]),
        title,
      ).rejects.toThrow(/announcements_title_i18n/);
    }
  });
});
