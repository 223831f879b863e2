import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement, createBanner } from '../../src/modules/notices/notices.service.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
});
afterAll(async () => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.json() };
}

describe('GET /wps/banners', () => {
  it('when the home group is asked, then its four artworks come in order', async () => {
    const { res, body } = await get('/wps/banners?group=home');
    expect(res.statusCode).toBe(200);
    expect(body.value.map((banner: { artwork: string }) => banner.artwork)).toEqual([
      'welcome-bonus',
      'live-casino',
      'slots-jackpot',
      'sports-week',
    ]);
  });

  it('when the login and register groups are asked, then each has its hero', async () => {
    expect((await get('/wps/banners?group=w_login')).body.value).toEqual([
      expect.objectContaining({ group: 'w_login', artwork: 'login-hero', linkUrl: null }),
    ]);
    expect((await get('/wps/banners?group=w_register')).body.value[0].artwork).toBe('register-hero');
  });

  it('when the group is missing or unknown, then VALIDATION_FAILED', async () => {
    for (const url of ['/wps/banners', '/wps/banners?group=w_nope']) {
      const { res, body } = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(body.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('when an operator gives a javascript: link, then createBanner refuses it', async () => {
    await expect(
      createBanner(t.deps.db, merchantId, {
        group: 'home',
        title: { en: 'Bad' },
        artwork: 'welcome-bonus',
        linkUrl: 'javascript:alert(1)',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('GET /wps/home/notice', () => {
  it('when defaults are used, then marquee (B, plain text), home banners, popups and promotions come together', async () => {
    const { res, body } = await get('/wps/home/notice?platform=W&execution=B');
    expect(res.statusCode).toBe(200);
    const value = body.value;
    expect(value.player.map((entry: { title: string }) => entry.title)).toEqual([
      'Welcome to Tala!',
      'Beware of fake Tala sites',
      'New deposit channels available',
      'Play responsibly',
    ]);
    for (const entry of value.player) expect(entry.content).not.toMatch(/[<>]/);
    expect(value.player[0].content).toContain('100% first deposit bonus up to P5,000.');
    expect(value.banners).toHaveLength(4);
    expect(value.popup.map((item: { title: string }) => item.title)).toEqual(['Welcome to Tala!']);
    // The promotions anyone can take part in now or soon, in staff's order (decision 049).
    expect(value.promotion.map((item: { type: string }) => item.type)).toEqual([
      'REGISTRATION',
      'DEPOSIT_BONUS',
      'DEPOSIT_BONUS',
      'SIGNUP',
      'REBATE',
      'APPLICATION',
      'REFERRAL',
      'RED_ENVELOPE',
      'RAFFLE',
      'SIGNUP',
    ]);
    expect(value.promotion.at(-1).mine.state).toBe('COMING_SOON');
  });

  it('when execution is H, then the marquee shows the maintenance schedule', async () => {
    const { body } = await get('/wps/home/notice?execution=H');
    expect(body.value.player[0].title).toBe('Scheduled maintenance: Tuesday 03:00–05:00 (PHT)');
  });

  it('when PR is not among the types, then no promotion is sent', async () => {
    const { body } = await get('/wps/home/notice?types=B');
    expect(body.value.promotion).toEqual([]);
  });

  it('when the reader is Chinese, then the popup, ticker and banners come in Chinese', async () => {
    const { body } = await get('/wps/home/notice', { language: 'zh-CN' });
    expect(body.value.popup.map((item: { title: string }) => item.title)).toEqual(['欢迎来到 Tala！']);
    expect(body.value.popup[0]).toMatchObject({ lang: 'zh', displayRule: 'once', revision: 1 });
    expect(body.value.player[0]).toMatchObject({ title: '欢迎来到 Tala！', lang: 'zh' });
    expect(body.value.banners[0]).toMatchObject({ title: '100% 迎新红利', cta: '领取红利', lang: 'zh' });
  });

  it('when a marquee entry has markup and entities, then it comes back as readable text', async () => {
    await createAnnouncement(t.deps.db, merchantId, {
      type: 'B',
      title: { en: 'Tips & tricks' },
      contentHtml: { en: '<p>Deposit &amp; <b>win</b> &lt;today&gt;</p><script>x()</script>' },
    });
    t.deps.merchants.invalidate(); // what the console does after a change: the cached home notice is dropped
    const { body } = await get('/wps/home/notice');
    expect(body.value.player[0]).toEqual({
      title: 'Tips & tricks',
      content: 'Deposit & win <today>',
      lang: 'en',
    });
  });

  it('when platform or execution is invalid, then VALIDATION_FAILED', async () => {
    for (const url of [
      '/wps/home/notice?platform=X',
      '/wps/home/notice?execution=Q',
      '/wps/home/notice?types=',
    ]) {
      const { res, body } = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(body.code, url).toBe('VALIDATION_FAILED');
    }
  });
});
