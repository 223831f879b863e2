import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tala/contract/payments/paths';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewaySecret, signWebhook } from '../../src/modules/payments/gateways/webhook-signature.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { seamlessCall } from '../vendor-wallet/seamless-helpers.ts';

/**
 * Decision 017: a NUL or a lone surrogate in any string of any request is refused with 400
 * VALIDATION_FAILED (the field's path, messageKey validation.invalid_characters) before a handler or
 * the database sees it. Before the input guard each of these reached PostgreSQL and answered 500.
 */
let t: TTestApp;
let token: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo_player', 'Player123!')).token;
  staff = await signIn(t, 'admin');
});
afterAll(async () => t.close());

function expectRefused(res: { statusCode: number; json: () => unknown }, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_FAILED',
    fields: [{ path, messageKey: 'validation.invalid_characters' }],
  });
}

async function nickname(): Promise<string> {
  const res = await t.app.inject({ url: '/wps/relay/MCSFE_profile', headers: authed(token) });
  return res.json().value.nickname;
}

describe('input guard: NUL and lone surrogates', () => {
  it('when a query string holds a NUL without login, then 400 names the parameter', async () => {
    const res = await t.app.inject({ url: '/wps/agent/affiliate?code=AB%00CD' });
    expectRefused(res, 'code');
  });

  it('when a JSON body holds a NUL without login, then 400 names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'demo\u0000player', email: 'demo@example.com' },
    });
    expectRefused(res, 'username');
  });

  it('when a form-encoded body holds a NUL, then 400 as well', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo%00player&email=demo%40example.com',
    });
    expectRefused(res, 'username');
  });

  it('when a signed-in player sends a NUL deep in the body, then 400 and nothing is stored', async () => {
    const before = await nickname();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/relay/MCSFE_profile',
      headers: authed(token),
      payload: { nickname: 'ok', contacts: { qq: '12\u000034' } },
    });
    expectRefused(res, 'contacts.qq');
    expect(await nickname()).toBe(before);
  });

  it('when a path parameter holds a NUL, then 400', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/wps/relay/GCSGAME_favouriteGames/house%00slot',
      headers: authed(token),
    });
    expectRefused(res, 'gameId');
  });

  it('when a body holds a lone surrogate, then 400; a real surrogate pair (emoji) is fine', async () => {
    const lone = await t.app.inject({
      method: 'PUT',
      url: '/wps/relay/MCSFE_profile',
      headers: authed(token, { 'content-type': 'application/json' }),
      payload: '{"nickname":"lucky\\ud800"}',
    });
    expectRefused(lone, 'nickname');
    const pair = await t.app.inject({
      method: 'PUT',
      url: '/wps/relay/MCSFE_profile',
      headers: authed(token, { 'content-type': 'application/json' }),
      payload: '{"nickname":"lucky\\ud83c\\udfb0"}',
    });
    expect(pair.statusCode).toBe(200);
    expect(await nickname()).toBe('lucky🎰');
  });

  it('when the Merchant header holds a NUL, then 400 in the Language asked for', async () => {
    const res = await t.app.inject({
      url: '/wps/system/whitelabel',
      headers: { merchant: 'TA\u0000LA', language: 'zh' },
    });
    expectRefused(res, 'headers.merchant');
    expect(res.json().message).toBe('请检查标出的字段。');
  });

  it('when a sealed body opens to a NUL, then 400 (the opened content is checked)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await t.seal({ type: 'username', username: 'demo\u0000player', password: 'x' })) as object,
    });
    expectRefused(res, 'username');
  });

  it('when a staff body or query holds a NUL, then 400', async () => {
    const body = await bo(t, 'PUT', '/bo/api/settings/maintenance', {
      cookie: staff,
      body: { active: false, message: 'back\u0000soon', until: null },
    });
    expectRefused(body, 'message');
    const query = await bo(t, 'GET', '/bo/api/players?q=demo%00', { cookie: staff });
    expectRefused(query, 'q');
  });

  it('when a signed seamless call holds an escaped NUL, then BAD_REQUEST, not RETRY', async () => {
    const raw = '{"playerId":"1\\u0000","currency":"PHP"}';
    const { statusCode, answer } = await seamlessCall(t, SEAMLESS_PATHS.balance, raw);
    expect(statusCode).toBe(200);
    expect(answer.status).toBe('BAD_REQUEST');
  });

  it('when a signed gateway webhook holds an escaped NUL, then 400', async () => {
    const body =
      '{"eventId":"e","merchantCode":"TALA","paymentId":"p","reference":"r\\u0000","amount":"1.00","currency":"PHP","status":"PAID"}';
    const timestamp = String(Date.now());
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(await gatewaySecret(t.deps.db, 'sandbox'), timestamp, body),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('input guard: the Host header', () => {
  it('when the Host header is not a host (duplicated, spaces), then 400 MALFORMED_REQUEST, not a 500 where a URL is built from it', async () => {
    for (const host of ['Bearer a', 'Bearer a, Bearer b', 'a b:80', 'host:99999999']) {
      const res = await bo(t, 'GET', '/bo/api/settings/social-providers', {
        cookie: staff,
        headers: { host },
      });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().code, host).toBe('MALFORMED_REQUEST');
    }
    const forwarded = await t.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-host': 'tala.example.com, evil host' },
    });
    expect(forwarded.statusCode).toBe(400);
  });

  it('when the Host header is a name, an address or a bracketed IPv6 address with a port, then it passes', async () => {
    for (const host of ['localhost', 'tala.example.com:8443', '127.0.0.1:3000', '[::1]:3000', 'web_1']) {
      const res = await t.app.inject({ url: '/wps/system/status', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });
});
