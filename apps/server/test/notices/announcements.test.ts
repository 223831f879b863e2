import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../src/modules/notices/notices.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

const ZH_ERRORS = JSON.parse(
  readFileSync(
    new URL('../../../../packages/contract/src/i18n/locales/zh/errors.json', import.meta.url),
    'utf8',
  ),
);

let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

type TItem = {
  id: string;
  type: string;
  title: string;
  content: string;
  popup: boolean;
  publishedAt: string;
};

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/wps/announcements${query}`, headers });
  return { res, body: res.json() };
}

const HOUR_MS = 3_600_000;

describe('GET /wps/announcements', () => {
  it('when no types are given, then system notices (B) come newest first in English', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    const items: TItem[] = body.value.list;
    expect(items.map((item) => item.title)).toEqual([
      'Welcome to Tala!',
      'Beware of fake Tala sites',
      'New deposit channels available',
      'Play responsibly',
    ]);
    expect(body.value).toMatchObject({ page: 1, pageSize: 9, total: 4, totalPages: 1 });
  });

  it('when more than 9 notices match, then they are paged 9 at a time, newest first', async () => {
    for (let index = 0; index < 12; index++) {
      await createAnnouncement(t.deps.db, merchantId, {
        type: 'H',
        title: { en: `Maintenance window ${index}` },
        contentHtml: { en: `<p>Window ${index}</p>` },
        publishedAt: new Date(Date.now() - (200 + index) * HOUR_MS),
      });
    }
    const first = (await list('?types=H&page=1')).body.value;
    const second = (await list('?types=H&page=2')).body.value;
    expect(first).toMatchObject({ total: 14, totalPages: 2, pageSize: 9 });
    expect(first.list).toHaveLength(9);
    expect(second.list).toHaveLength(5);
    const all: TItem[] = [...first.list, ...second.list];
    const times = all.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((item) => item.id)).size).toBe(14);
  });

  it('when types are given, then only those types come back', async () => {
    const items: TItem[] = (await list('?types=B,PL')).body.value.list;
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['B', 'PL']));
    // Promotions are their own (decision 049): no promotion notice is seeded.
    expect((await list('?types=PR')).body.value.list).toEqual([]);
  });

  it('when the reader uses another language (header alias), then every notice comes in it', async () => {
    const zhNotices: TItem[] = (await list('?types=B', { language: 'CN' })).body.value.list;
    expect(zhNotices[0]?.title).toBe('欢迎来到 Tala！');
    const tlNotices: TItem[] = (await list('?types=B', { language: 'TY' })).body.value.list;
    expect(tlNotices[0]?.title).toBe('Maligayang pagdating sa Tala!');
    expect(tlNotices[0]?.content).toContain('100% bonus sa unang deposito');
    expect(tlNotices.map((item) => item.title)).not.toContain('Welcome to Tala!');
  });

  it('when a notice is expired or not yet published, then it is not listed', async () => {
    await createAnnouncement(t.deps.db, merchantId, {
      type: 'PU',
      title: { en: 'Old news' },
      contentHtml: { en: '<p>gone</p>' },
      publishedAt: new Date(Date.now() - 48 * HOUR_MS),
      expiresAt: new Date(Date.now() - HOUR_MS),
    });
    await createAnnouncement(t.deps.db, merchantId, {
      type: 'PU',
      title: { en: 'Tomorrow' },
      contentHtml: { en: '<p>later</p>' },
      publishedAt: new Date(Date.now() + 24 * HOUR_MS),
    });
    const titles = ((await list('?types=PU')).body.value.list as TItem[]).map((item) => item.title);
    expect(titles).toEqual(['Updated terms and conditions']);
  });

  it('when a hostile payload is saved through createAnnouncement, then it is stored and served clean', async () => {
    const id = await createAnnouncement(t.deps.db, merchantId, {
      type: 'PL',
      title: { en: '<b>Jackpot</b><script>steal()</script>' },
      contentHtml: {
        en:
          '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)">' +
          '<img src="https://tracker.example/pixel.gif"><a href="javascript:alert(1)">bad</a>' +
          '<a href="https://example.com/rules" target="_blank">rules</a><style>body{display:none}</style>' +
          '<iframe src="https://example.com"></iframe>',
      },
    });
    const row = await t.deps.db
      .selectFrom('announcements')
      .select(['title_i18n', 'content_i18n'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    const stored = { title: row.title_i18n.en, content_html: row.content_i18n.en ?? '' };
    expect(stored.title).toBe('Jackpot');
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<style',
      '<iframe',
      'tracker.example',
    ]) {
      expect(stored.content_html).not.toContain(bad);
    }
    expect(stored.content_html).toContain(
      '<a href="https://example.com/rules" rel="noopener noreferrer" target="_blank">rules</a>',
    );
    const served = ((await list('?types=PL')).body.value.list as TItem[]).find((item) => item.id === id)!;
    expect(served.content).toBe(stored.content_html);
  });

  it('when a dirty row got into the table some other way, then it is sanitised on render', async () => {
    await t.deps.db
      .insertInto('announcements')
      .values({
        merchant_id: merchantId,
        type: 'PL',
        title_i18n: JSON.stringify({ en: 'Raw row' }),
        content_i18n: JSON.stringify({
          en: '<p>ok</p><script>alert(1)</script><img src="/x.png" onerror="alert(1)">',
        }),
      })
      .execute();
    const served = ((await list('?types=PL')).body.value.list as TItem[]).find(
      (item) => item.title === 'Raw row',
    )!;
    expect(served.content).toBe('<p>ok</p><img src="/x.png" />');
  });

  it('when pageSize is 1000, then VALIDATION_FAILED with a translated message', async () => {
    const { res, body } = await list('?pageSize=1000', { language: 'CN' });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: ZH_ERRORS.VALIDATION_FAILED,
    });
  });

  it('when types holds an unknown type, or page is not a number, then VALIDATION_FAILED', async () => {
    for (const query of ['?types=XX', '?types=B,XX', '?page=0', '?page=abc', `?types=${'B,'.repeat(30)}B`]) {
      const { res, body } = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('when the merchant is unknown, then UNKNOWN_MERCHANT', async () => {
    const { res, body } = await list('', { merchant: 'GHOST' });
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe('UNKNOWN_MERCHANT');
  });

  it('when an operator saves an over-long title, then createAnnouncement refuses it', async () => {
    await expect(
      createAnnouncement(t.deps.db, merchantId, {
        type: 'B',
        title: { en: 'x'.repeat(201) },
        contentHtml: { en: '<p>x</p>' },
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
