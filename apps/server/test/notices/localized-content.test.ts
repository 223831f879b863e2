import { API_PATHS } from '@tala/contract/paths';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement, createBanner } from '../../src/modules/notices/notices.service.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { newPlayer, type TPlayer } from '../payments/payment-helpers.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Staff-written content in every language (decision 020) and popup frequency (decision 028): the
 * Language header picks the text, the fallback order, caches per language, per-language limits, and the
 * per-member record of seen popups.
 */
let t: TTestApp;
let merchantId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
  admin = await signIn(t, 'admin');
});
afterAll(async () => t.close());

type TNotice = { id: string; title: string; content: string; lang: string; revision: number };

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, value: res.json().value };
}

async function setDefaultLanguage(language: string) {
  await t.deps.db
    .updateTable('merchants')
    .set({ default_language: language })
    .where('id', '=', merchantId)
    .execute();
  t.deps.merchants.invalidate();
}

describe('the Language header picks the text', () => {
  it('when the reader asks in Vietnamese, Japanese or Thai, then notices, ticker, banners and popup come in it', async () => {
    const vi = (await get('/wps/home/notice', { language: 'vi' })).value;
    expect(vi.popup[0]).toMatchObject({ title: 'Chào mừng bạn đến với Tala!', lang: 'vi' });
    expect(vi.popup[0].content).toContain('thưởng 100% lần nạp đầu');
    expect(vi.player.map((entry: { title: string }) => entry.title)).toContain('Chơi có trách nhiệm');
    expect(vi.banners[0]).toMatchObject({ title: 'Thưởng chào mừng 100%', cta: 'Nhận thưởng', lang: 'vi' });
    expect(vi.promotion.map((card: { title: string }) => card.title)).toContain('Thưởng 100% lần nạp đầu');
    expect(vi.promotion.every((card: { lang: string }) => card.lang === 'vi')).toBe(true);

    const ja = (await get(`${API_PATHS.announcements}?types=PL`, { language: 'JP' })).value;
    expect(ja.list[0]).toMatchObject({ title: 'Tala Live VIPテーブルがオープン', lang: 'ja' });
    const th = (await get(`${API_PATHS.banners}?group=w_register`, { language: 'th' })).value;
    expect(th[0]).toMatchObject({ title: 'สมัครสมาชิก Tala', lang: 'th' });
  });

  it('when no Language header is sent, then the merchant default language is used', async () => {
    await setDefaultLanguage('id');
    try {
      const value = (await get('/wps/home/notice?types=B')).value;
      expect(value.popup[0]).toMatchObject({ title: 'Selamat datang di Tala!', lang: 'id' });
    } finally {
      await setDefaultLanguage('en');
    }
  });

  it('when the side bar is read in a language, then labels come in it and labelNameEn/Cn stay filled', async () => {
    const th = (await get(API_PATHS.systemStatus, { language: 'th' })).value;
    const telegram = th.resources.find((r: { resourceType: string }) => r.resourceType === 'TELEGRAM');
    expect(telegram).toMatchObject({
      label: 'ช่อง Telegram',
      labelNameEn: 'Telegram channel',
      labelNameCn: 'Telegram 频道',
    });
    expect(th.customerService.find((c: { csType: string }) => c.csType === 'VIP').label).toBe('ผู้ดูแล VIP');
    const en = (await get(API_PATHS.systemStatus, { language: 'en' })).value;
    expect(en.resources[0].label).toBe('Telegram channel');
  });

  it('when a player lists deposit channels in Tagalog or Chinese, then the names are in it', async () => {
    const player = await newPlayer(t);
    const names = async (language: string) =>
      (await get(PAYMENT_PATHS.depositChannels, authed(player.token, { language }))).value.channels.map(
        (c: { name: string }) => c.name,
      );
    expect(await names('zh')).toEqual(['银行转账 (BDO)', 'Tala Pay（沙盒网关）']);
    expect(await names('tl')).toEqual(['Bank transfer sa BDO', 'Tala Pay (sandbox na gateway)']);
  });
});

describe('the fallback order', () => {
  it('when the reader’s language is missing, then the merchant default, then English, then any language is used', async () => {
    await createAnnouncement(t.deps.db, merchantId, {
      type: 'PU',
      title: { th: 'ประกาศ', vi: 'Thông báo', en: 'Notice' },
      contentHtml: { th: '<p>เนื้อหา</p>', vi: '<p>Nội dung</p>', en: '<p>Body</p>' },
    });
    await createAnnouncement(t.deps.db, merchantId, {
      type: 'PU',
      title: { vi: 'Chỉ tiếng Việt', id: 'Hanya bahasa Indonesia' },
      contentHtml: { vi: '<p>VI</p>', id: '<p>ID</p>' },
    });
    const titles = async (language: string) =>
      ((await get(`${API_PATHS.announcements}?types=PU`, { language })).value.list as TNotice[]).map(
        (n) => `${n.lang}:${n.title}`,
      );
    expect((await titles('th')).slice(0, 2)).toEqual(['vi:Chỉ tiếng Việt', 'th:ประกาศ']);
    // Japanese: no text → merchant default (en) → en; the second has neither → the first language it has.
    expect((await titles('ja')).slice(0, 2)).toEqual(['vi:Chỉ tiếng Việt', 'en:Notice']);
    await setDefaultLanguage('th');
    try {
      expect((await titles('ja')).slice(0, 2)).toEqual(['vi:Chỉ tiếng Việt', 'th:ประกาศ']);
      const page = (await get(`${API_PATHS.announcements}?types=PU`, { language: 'ja' })).value
        .list as TNotice[];
      expect(page[1]?.content).toBe('<p>เนื้อหา</p>');
    } finally {
      await setDefaultLanguage('en');
    }
  });

  it('when a notice is written for its languages only, then readers of other languages do not see it', async () => {
    const id = await createAnnouncement(t.deps.db, merchantId, {
      type: 'PU',
      title: { vi: 'Khuyến mãi riêng cho Việt Nam' },
      contentHtml: { vi: '<p>Chỉ dành cho người chơi Việt Nam.</p>' },
      translatedOnly: true,
    });
    const ids = async (language: string) =>
      ((await get(`${API_PATHS.announcements}?types=PU`, { language })).value.list as TNotice[]).map(
        (n) => n.id,
      );
    expect(await ids('vi')).toContain(id);
    expect(await ids('en')).not.toContain(id);
    expect(await ids('th')).not.toContain(id);
  });
});

describe('caches never mix languages', () => {
  it('when readers in several languages ask in turn within the cache time, then each gets their own text', async () => {
    const expected: Record<string, string> = {
      en: 'Welcome to Tala!',
      vi: 'Chào mừng bạn đến với Tala!',
      zh: '欢迎来到 Tala！',
      tl: 'Maligayang pagdating sa Tala!',
    };
    for (let round = 0; round < 2; round++) {
      for (const [language, title] of Object.entries(expected)) {
        const value = (await get('/wps/home/notice', { language })).value;
        expect(value.popup[0].title, `${language} round ${round}`).toBe(title);
        expect(value.banners[0].lang, `${language} round ${round}`).toBe(language);
      }
    }
    for (const language of ['zh', 'en', 'zh']) {
      const status = (await get(API_PATHS.systemStatus, { language })).value;
      expect(status.resources[0].label).toBe(language === 'zh' ? 'Telegram 频道' : 'Telegram channel');
    }
  });

  it('when staff edit a banner, then the cached home notice is dropped in every language at once', async () => {
    const before = (await get('/wps/home/notice', { language: 'ja' })).value.banners;
    const target = (await bo(t, 'GET', '/bo/api/banners', { cookie: admin })).json().value.list[0];
    const res = await bo(t, 'PUT', `/bo/api/banners/${target.id}`, {
      cookie: admin,
      body: { ...target, id: undefined, title: { ...target.title, ja: '新しいボーナス', en: 'New bonus' } },
    });
    expect(res.statusCode).toBe(200);
    expect(before[0].title).toBe('100%ウェルカムボーナス');
    expect((await get('/wps/home/notice', { language: 'ja' })).value.banners[0].title).toBe('新しいボーナス');
    expect((await get('/wps/home/notice', { language: 'en' })).value.banners[0].title).toBe('New bonus');
    expect((await get('/wps/home/notice', { language: 'vi' })).value.banners[0].title).toBe(
      'Thưởng chào mừng 100%',
    );
  });
});

describe('per-language validation', () => {
  const announcement = {
    type: 'PU',
    translatedOnly: false,
    popup: false,
    displayRule: 'once',
    sort: 0,
    publishedAt: null,
    expiresAt: null,
  };
  async function fieldsOf(url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') {
    const res = await bo(t, method, url, { cookie: admin, body });
    expect(res.statusCode, res.body).toBe(400);
    return (res.json().fields as { path: string }[]).map((f) => f.path);
  }

  it('when one language’s title is too long, then the error names that language and nothing is saved', async () => {
    const before = await t.deps.db
      .selectFrom('announcements')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const paths = await fieldsOf('/bo/api/announcements', {
      ...announcement,
      title: { en: 'Fine', vi: 'x'.repeat(201) },
      contentHtml: { en: '<p>a</p>', vi: '<p>b</p>' },
    });
    expect(paths).toEqual(['title.vi']);
    const after = await t.deps.db
      .selectFrom('announcements')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when content is over the limit once sanitised in one language, then that language is named', async () => {
    const long = `<p>${'ก'.repeat(20_001)}</p>`;
    const paths = await fieldsOf('/bo/api/announcements', {
      ...announcement,
      title: { en: 'Fine', th: 'ดี' },
      contentHtml: { en: '<p>ok</p>', th: long },
    });
    expect(paths).toEqual(['contentHtml.th']);
  });

  it('when a language has content but no title (or the reverse), then both sides are pointed at', async () => {
    const paths = await fieldsOf('/bo/api/announcements', {
      ...announcement,
      title: { en: 'Title', ja: 'タイトル' },
      contentHtml: { en: '<p>Body</p>', vi: '<p>Nội dung</p>' },
    });
    expect(paths.sort()).toEqual(['contentHtml.ja', 'title.vi']);
  });

  it('when a banner subtitle, a channel name or a side-bar label breaks its limit, then its language is named', async () => {
    const banner = { group: 'home', translatedOnly: false, artwork: 'x', linkUrl: null, sort: 0, cta: {} };
    expect(
      await fieldsOf('/bo/api/banners', {
        ...banner,
        title: { ja: '題' },
        subtitle: { ja: 'あ'.repeat(241) },
      }),
    ).toEqual(['subtitle.ja']);
    expect(
      await fieldsOf(
        '/bo/api/payments/deposit-channels/BANK_BDO/names',
        { names: { en: 'Bank', th: 'ก'.repeat(81) } },
        'PUT',
      ),
    ).toEqual(['names.th']);
    expect(
      await fieldsOf('/bo/api/payments/deposit-channels/BANK_BDO/names', { names: { en: ' ' } }, 'PUT'),
    ).toEqual(['names']);
    const sideBar = (await bo(t, 'GET', '/bo/api/settings/side-bar', { cookie: admin })).json().value;
    sideBar.resources[0].label = { ...sideBar.resources[0].label, fr: 'Chaîne Telegram' };
    expect(await fieldsOf('/bo/api/settings/side-bar', sideBar, 'PUT')).toEqual(['resources.0.label']);
  });

  it('when staff rename a channel and relabel the side bar, then players see it in their language and it is audited', async () => {
    const renamed = await bo(t, 'PUT', '/bo/api/payments/deposit-channels/TALAPAY/names', {
      cookie: admin,
      body: { names: { en: 'Tala Pay', vi: 'Ví Tala Pay' } },
    });
    expect(renamed.statusCode).toBe(200);
    const player = await newPlayer(t);
    const names = async (language: string) =>
      (await get(PAYMENT_PATHS.depositChannels, authed(player.token, { language }))).value.channels.map(
        (c: { name: string }) => c.name,
      );
    expect((await names('vi'))[1]).toBe('Ví Tala Pay');
    expect((await names('ja'))[1]).toBe('Tala Pay');

    const sideBar = (await bo(t, 'GET', '/bo/api/settings/side-bar', { cookie: admin })).json().value;
    sideBar.customerService[0].label = { en: 'Chat with us', vi: 'Trò chuyện với chúng tôi' };
    expect(
      (await bo(t, 'PUT', '/bo/api/settings/side-bar', { cookie: admin, body: sideBar })).statusCode,
    ).toBe(200);
    const status = (await get(API_PATHS.systemStatus, { language: 'vi' })).value;
    expect(status.customerService[0].label).toBe('Trò chuyện với chúng tôi');
    const actions = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['payments.channel.names', 'settings.side-bar'])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['payments.channel.names', 'settings.side-bar']);
  });

  it('when finance (not admin) renames a channel, then it is refused', async () => {
    const finance = await signIn(t, 'finance');
    const res = await bo(t, 'PUT', '/bo/api/payments/deposit-channels/TALAPAY/names', {
      cookie: finance,
      body: { names: { en: 'Nope' } },
    });
    expect(res.statusCode).toBe(403);
    expect((await bo(t, 'GET', '/bo/api/payments/deposit-channels', { cookie: finance })).statusCode).toBe(
      200,
    );
  });
});

describe('popup notices: once per player, every visit', () => {
  let player: TPlayer;
  let welcome: TNotice;
  beforeAll(async () => {
    player = await newPlayer(t);
    welcome = (await get('/wps/home/notice', { language: 'en' })).value.popup[0];
  });
  const popupsOf = async (token: string | null) =>
    (
      (await get('/wps/home/notice', token ? authed(token, { language: 'en' }) : { language: 'en' })).value
        .popup as TNotice[]
    ).map((p) => p.id);
  const seen = (token: string, notices: { id: string; revision: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.homeNoticeSeen,
      headers: authed(token),
      payload: { notices },
    });

  it('when a member has seen a "once" popup, then it is left out for that member on every device, not for others', async () => {
    expect(await popupsOf(player.token)).toContain(welcome.id);
    expect((await seen(player.token, [{ id: welcome.id, revision: welcome.revision }])).statusCode).toBe(200);
    expect(await popupsOf(player.token)).not.toContain(welcome.id);
    const otherDevice = await newPlayerSession(player);
    expect(await popupsOf(otherDevice)).not.toContain(welcome.id);
    const someoneElse = await newPlayer(t);
    expect(await popupsOf(someoneElse.token)).toContain(welcome.id);
    expect(await popupsOf(null)).toContain(welcome.id);
  });

  it('when staff edit the popup text, then it shows again; a change of order alone does not', async () => {
    const row = (await bo(t, 'GET', '/bo/api/announcements', { cookie: admin }))
      .json()
      .value.list.find((a: { id: string }) => a.id === welcome.id);
    const { id: _id, live: _live, revision: _revision, ...body } = row;
    await bo(t, 'PUT', `/bo/api/announcements/${welcome.id}`, { cookie: admin, body: { ...body, sort: 5 } });
    expect(await popupsOf(player.token)).not.toContain(welcome.id);
    const edited = { ...body, title: { ...body.title, en: 'Welcome to Tala, again!' } };
    expect(
      (await bo(t, 'PUT', `/bo/api/announcements/${welcome.id}`, { cookie: admin, body: edited })).statusCode,
    ).toBe(200);
    const again = (await get('/wps/home/notice', authed(player.token, { language: 'en' }))).value
      .popup as TNotice[];
    expect(again.find((p) => p.id === welcome.id)).toMatchObject({
      revision: 2,
      title: 'Welcome to Tala, again!',
    });
  });

  it('when a popup is "every visit", then the server never leaves it out (the site shows it once a session)', async () => {
    const id = await createAnnouncement(t.deps.db, merchantId, {
      type: 'B',
      popup: true,
      displayRule: 'every_visit',
      title: { en: 'Tonight: double points' },
      contentHtml: { en: '<p>From 20:00.</p>' },
    });
    t.deps.merchants.invalidate();
    await seen(player.token, [{ id, revision: 1 }]);
    expect(await popupsOf(player.token)).toContain(id);
  });

  it('when the seen call names unknown, foreign or future notices, then only real ones are recorded, capped at their revision', async () => {
    const other = await t.deps.db
      .insertInto('merchants')
      .values({ code: 'OTHER', name: 'Other', currency: 'PHP' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await createAnnouncement(t.deps.db, other.id, {
      type: 'B',
      popup: true,
      title: { en: 'Other brand' },
    });
    const plain = await createBanner(t.deps.db, merchantId, {
      group: 'home',
      title: { en: 'x' },
      artwork: 'x',
    });
    const res = await seen(player.token, [
      { id: '999999999', revision: 1 },
      { id: foreign, revision: 1 },
      { id: welcome.id, revision: 50 },
      { id: plain, revision: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await t.deps.db
      .selectFrom('announcement_seen')
      .select(['announcement_id', 'revision'])
      .where('member_id', '=', player.memberId)
      .execute();
    const recorded = new Map(rows.map((r) => [String(r.announcement_id), r.revision]));
    expect(recorded.get(welcome.id)).toBe(2);
    expect(recorded.has(foreign)).toBe(false);
    expect(recorded.has('999999999')).toBe(false);
  });

  it('when a visitor calls seen, or sends a malformed list, then 401 / 400', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: API_PATHS.homeNoticeSeen,
      payload: { notices: [{ id: welcome.id, revision: 1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const notices of [
      [],
      [{ id: 'x', revision: 1 }],
      Array.from({ length: 21 }, () => ({ id: '1', revision: 1 })),
    ]) {
      expect((await seen(player.token, notices)).statusCode).toBe(400);
    }
  });

  it('when an expired or unknown token asks for the home notice, then it is answered as for a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/home/notice',
      headers: authed('not-a-real-token'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.popup.length).toBeGreaterThan(0);
  });
});

/** A second login of the same member: another device. */
async function newPlayerSession(player: TPlayer): Promise<string> {
  return (await login(t, player.username, 'Secret123!', { ip: '10.1.2.3' })).token;
}
