import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
  for (let i = 0; i < 60; i++)
    await t.deps.messaging.sms.send({ merchantId, to: `+6391700${i % 2}`, text: `code ${i}` });
  await t.deps.messaging.mail.send({
    merchantId,
    to: 'a@example.com',
    subject: '<b>Hi</b>',
    text: '<script>alert(1)</script>',
  });
});
afterAll(async () => t.close());

describe('dev outbox', () => {
  it('when the JSON is asked with filters, then the newest matching messages come back, at most the limit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox.json?channel=sms&recipient=%2B63917001&limit=3',
    });
    const list = res.json().value as { recipient: string; body: string; channel: string }[];
    expect(list).toHaveLength(3);
    expect(list.map((m) => m.body)).toEqual(['code 59', 'code 57', 'code 55']);
    expect(list.every((m) => m.channel === 'sms' && m.recipient === '+63917001')).toBe(true);
  });
  it('when no limit is given, then 20; when over 50 or a bad channel, then VALIDATION_FAILED', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json().value).toHaveLength(20);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json?limit=51' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json?channel=fax' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });
  it("when another merchant's outbox is asked, then this merchant's messages are not in it", async () => {
    const { seedDemoMerchant } = await import('../../src/db/seed/seed-merchant.ts');
    await seedDemoMerchant(t.deps, 'OUTBOXB');
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      headers: { merchant: 'OUTBOXB' },
    });
    expect(res.json().value).toEqual([]);
  });
  it('when the HTML page is opened, then every message is listed escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(res.body).not.toContain('<script>');
  });
});

describe('dev outbox on loopback only', () => {
  const urls = ['/dev/outbox', '/dev/outbox.json'];
  it('when a request comes from another machine, then neither the page nor the JSON exists', async () => {
    for (const remoteAddress of ['192.168.1.20', '203.0.113.7', '2001:db8::1', '::ffff:10.0.0.5']) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect([url, remoteAddress, res.statusCode]).toEqual([url, remoteAddress, 404]);
        expect(res.body).not.toContain('code 59');
      }
    }
  });
  it('when a proxy on this machine forwards a request, then it is refused even though its socket is loopback', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ]) {
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect([url, headers, res.statusCode]).toEqual([url, headers, 404]);
      }
    }
  });
  it('when this machine asks (IPv4 or IPv6 loopback), then it is served and the page says who may see it', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?limit=1', remoteAddress });
      expect([remoteAddress, res.statusCode]).toEqual([remoteAddress, 200]);
    }
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('from this machine only');
  });
});

describe('dev outbox behind TRUST_PROXY', () => {
  let proxied: TTestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => proxied.close());
  it('when a client claims to be 127.0.0.1 in X-Forwarded-For, then it still gets nothing', async () => {
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });
});
