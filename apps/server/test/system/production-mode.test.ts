import { randomBytes, randomUUID } from 'node:crypto';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { API_PATHS } from '@tala/contract/paths';
import { PAYMENT_PATHS } from '@tala/contract/payments/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { newPlayer } from '../payments/payment-helpers.ts';
import { authed } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Production mode in process, on a database holding the demo (as one that ran in development first
 * would): TLS-only headers and cookie flags, the split API documentation, the sandbox gateway gone.
 * apps/server/test/system/production-start.test.ts boots `npm start` itself on an empty database.
 */
const APP_SECRET = randomBytes(48).toString('base64url');
const HTTPS = { 'x-forwarded-proto': 'https' };

let behindProxy: TTestApp;
let direct: TTestApp;
let development: TTestApp;
beforeAll(async () => {
  [behindProxy, direct, development] = await Promise.all([
    createTestApp({ NODE_ENV: 'production', APP_SECRET, TRUST_PROXY: 'true' }),
    createTestApp({ NODE_ENV: 'production', APP_SECRET }),
    createTestApp({ TRUST_PROXY: 'true' }),
  ]);
});
afterAll(async () => Promise.all([behindProxy?.close(), direct?.close(), development?.close()]));

function setCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  return String(Array.isArray(header) ? header[0] : header);
}

describe('HSTS', () => {
  it('when a production request came over TLS through a trusted proxy, then HSTS is sent', async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: API_PATHS.systemStatus, headers: HTTPS });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
  it('when the request is plain http, or the proxy is not trusted, or it is development, then no HSTS', async () => {
    const plain = await behindProxy.app.inject({ method: 'GET', url: API_PATHS.systemStatus });
    const untrusted = await direct.app.inject({ method: 'GET', url: API_PATHS.systemStatus, headers: HTTPS });
    const dev = await development.app.inject({ method: 'GET', url: API_PATHS.systemStatus, headers: HTTPS });
    for (const res of [plain, untrusted, dev])
      expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cookies behind TLS', () => {
  it('when staff sign out over TLS, then the staff cookie is Secure, HttpOnly and SameSite=Strict', async () => {
    const cookie = await signIn(behindProxy, 'support');
    const res = await bo(behindProxy, 'POST', BO_PATHS.logout, { cookie, headers: HTTPS });
    expect(res.statusCode).toBe(200);
    const line = setCookieOf(res);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
  });
  it('when staff sign in over plain http, then the cookie is SameSite=Strict but not Secure', async () => {
    const res = await bo(behindProxy, 'POST', BO_PATHS.logout, {
      cookie: await signIn(behindProxy, 'support'),
    });
    expect(setCookieOf(res)).toMatch(/; SameSite=Strict/);
    expect(setCookieOf(res)).not.toMatch(/Secure/);
  });
  it('when the captcha cookie is set over TLS, then it is Secure and SameSite=Strict; over http not Secure', async () => {
    const tls = await behindProxy.app.inject({ method: 'GET', url: API_PATHS.captcha, headers: HTTPS });
    expect(setCookieOf(tls)).toMatch(/HttpOnly; SameSite=Strict; Secure/);
    const plain = await behindProxy.app.inject({ method: 'GET', url: API_PATHS.captcha });
    expect(setCookieOf(plain)).not.toMatch(/Secure/);
  });
});

describe('API documentation', () => {
  it('when /docs is read, then it documents the player API and nothing of the back office', async () => {
    const res = await behindProxy.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining([API_PATHS.systemStatus, PAYMENT_PATHS.deposit]));
    expect(paths.filter((path) => path.startsWith('/bo/'))).toEqual([]);
  });
  it('when the back-office documentation is asked without a staff session, then 401 for page, document and assets', async () => {
    for (const url of ['/bo/api/docs', '/bo/api/docs/json', '/bo/api/docs/static/swagger-ui.css']) {
      const res = await behindProxy.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'NOT_LOGGED_IN']);
    }
  });
  it('when a signed-in staff member asks, then the back-office API is documented there', async () => {
    const cookie = await signIn(behindProxy, 'support');
    const json = await bo(behindProxy, 'GET', '/bo/api/docs/json', { cookie });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(expect.arrayContaining([BO_PATHS.login, BO_PATHS.players]));
    expect(paths.every((path) => path.startsWith('/bo/api/'))).toBe(true);
    const page = await bo(behindProxy, 'GET', '/bo/api/docs', { cookie });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });
});

describe('sandbox gateway in production', () => {
  it('when the database holds the sandbox channel, then players neither see nor use it', async () => {
    const player = await newPlayer(behindProxy);
    const channels = await behindProxy.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.depositChannels,
      headers: authed(player.token),
    });
    const codes = (channels.json().value.channels as Array<{ code: string }>).map((c) => c.code);
    expect(codes).toEqual(['BANK_BDO']);
    const deposit = await behindProxy.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.deposit,
      headers: authed(player.token),
      payload: { channelCode: 'TALAPAY', amount: '50000.00', idempotencyKey: randomUUID() },
    });
    expect([deposit.statusCode, deposit.json().code]).toEqual([400, 'PAY_CHANNEL_UNAVAILABLE']);
  });
  it('when its page or webhook is called, then they do not exist', async () => {
    // With the page there, an unknown outcome is a 400: a 404 says there is no page at all.
    const page = await behindProxy.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.sandboxPay.replace(':paymentId', randomUUID()),
      payload: { outcome: 'MAYBE' },
    });
    expect(page.statusCode).toBe(404);
    const webhook = await behindProxy.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.webhook.replace(':gateway', 'sandbox'),
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([webhook.statusCode, webhook.json().code]).toEqual([404, 'NOT_FOUND']);
  });
  it('when it is switched on, then its page is there again', async () => {
    const staging = await createTestApp({
      NODE_ENV: 'production',
      APP_SECRET,
      SANDBOX_GATEWAY: 'on',
      ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION: 'true',
    });
    try {
      const bad = await staging.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.sandboxPay.replace(':paymentId', randomUUID()),
        payload: { outcome: 'MAYBE' },
      });
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    } finally {
      await staging.close();
    }
  });
});
