import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../apps/server/test/support/test-app.ts';
import { providerSecret } from '../../../../apps/server/test/vendor-wallet/seamless-helpers.ts';
import { HOUSE_SESSION_HEADER, ZSessionAnswer, ZSlotSpinAnswer } from './api/api-contract.ts';
import type { THouseApp } from './house-app.ts';
import { houseProvider } from './house-provider.ts';
import { httpTransport } from './seamless/seamless-transport.ts';
import { hashToken } from './sessions/session.service.ts';
import {
  cents,
  fundPlayer,
  houseApi,
  launchToken,
  openGame,
  platformRound,
  siteLogin,
} from './testing/house-test-helpers.ts';

let t: TTestApp;
let platformUrl: string;
let webRoot: string;
let standalone: THouseApp;

/** The house as its own process would run it: own Fastify, own pool, HTTP to the platform. */
async function buildStandaloneHouse(root: string): Promise<THouseApp> {
  const connectionString = poolOf(t.deps.db)?.options.connectionString;
  if (!connectionString) throw new Error('no connection string');
  const secret = await providerSecret(t);
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>() as unknown as THouseApp;
  await app.register(houseProvider, {
    database: { connectionString },
    platform: {
      transport: httpTransport(platformUrl),
      credentials: () => ({ merchantCode: 'TALA', providerCode: 'HOUSE', secret }),
    },
    platformOrigin: 'https://site.example',
    webRoot: root,
    runJobs: false,
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  await fundPlayer(t, 100_000n);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  webRoot = mkdtempSync(path.join(tmpdir(), 'house-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'play.html'),
    '<!doctype html><title>play</title><script src="/house/assets/play-abc.js"></script>',
  );
  writeFileSync(path.join(webRoot, 'rules.html'), '<!doctype html><title>rules</title>');
  writeFileSync(path.join(webRoot, 'recall.html'), '<!doctype html><title>recall</title>');
  writeFileSync(path.join(webRoot, 'assets', 'play-abc.js'), 'console.log("play")');
  standalone = await buildStandaloneHouse(webRoot);
});
afterAll(async () => {
  await standalone.close();
  rmSync(webRoot, { recursive: true, force: true });
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

describe('house as a separate process', () => {
  it('when the house talks to the platform over HTTP, then a session and a spin go through with signed calls', async () => {
    const token = await launchToken(t, await siteLogin(t), 'house-slot');
    const opened = await standalone.inject({
      method: 'POST',
      url: '/house/api/session',
      payload: { launchToken: token },
    });
    const session = ZSessionAnswer.parse(opened.json());
    const spun = await standalone.inject({
      method: 'POST',
      url: '/house/api/slot/spin',
      headers: { [HOUSE_SESSION_HEADER]: session.sessionToken },
      payload: { bet: '1.00' },
    });
    const { round, balance } = ZSlotSpinAnswer.parse(spun.json());
    expect(cents(balance)).toBe(cents(session.player.balance) - 100 + cents(round.totalWin));
    expect((await platformRound(t, round.roundId)).round?.status).toBe('CLOSED');
  });
});

describe('house pages and headers', () => {
  it('when the game page is asked for, then its shell is served and only the platform site may frame it', async () => {
    const res = await standalone.inject({ method: 'GET', url: '/house/play/house-slot?token=x&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/house/assets/play-abc.js');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://site.example");
    expect(res.headers['x-frame-options']).toBeUndefined();
    const asset = await standalone.inject({ method: 'GET', url: '/house/assets/play-abc.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log("play")']);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("when a round's proof page is asked for, then the recall shell is served and only the platform site may frame it", async () => {
    const res = await standalone.inject({ method: 'GET', url: '/house/proof/hr_abcdefgh12345678?lang=en' });
    expect([res.statusCode, res.body]).toEqual([200, '<!doctype html><title>recall</title>']);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://site.example");
    const tooLong = await standalone.inject({ method: 'GET', url: `/house/proof/${'x'.repeat(41)}` });
    expect(tooLong.statusCode).toBe(400);
  });

  it('when any other house response is sent, then framing is denied', async () => {
    for (const url of ['/house/rules/house-fish', '/house/api/balance', '/house/nowhere']) {
      const res = await standalone.inject({ method: 'GET', url });
      expect([url, res.headers['x-frame-options']]).toEqual([url, 'DENY']);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('when a page is served, then it runs sandboxed in an opaque origin wherever it is shown', async () => {
    for (const url of ['/house/play/house-slot?lang=en', '/house/rules/house-fish']) {
      const res = await standalone.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).toContain('sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
      expect(csp).not.toContain('allow-same-origin');
      // It stays linked to the site that opened it in a pop-up (focus, close).
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    }
    const api = await standalone.inject({ method: 'GET', url: '/house/api/balance' });
    expect(api.headers['content-security-policy']).not.toContain('sandbox');
  });

  it('when an opaque-origin page calls the API, then CORS lets it read the answer and send its session header', async () => {
    const headers = {
      origin: 'null',
      'access-control-request-method': 'POST',
      'access-control-request-headers': `content-type, ${HOUSE_SESSION_HEADER}`,
    };
    const preflight = await standalone.inject({ method: 'OPTIONS', url: '/house/api/slot/spin', headers });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('null');
    expect(preflight.headers['access-control-allow-headers']).toContain(HOUSE_SESSION_HEADER);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await standalone.inject({
      method: 'GET',
      url: '/house/api/balance',
      headers: { origin: 'null' },
    });
    expect([answer.statusCode, answer.headers['access-control-allow-origin']]).toEqual([401, 'null']);
    // Any real origin stays refused by the browser: no CORS headers for it.
    const other = { ...headers, origin: 'https://evil.example' };
    const refused = await standalone.inject({
      method: 'OPTIONS',
      url: '/house/api/slot/spin',
      headers: other,
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const asset = await standalone.inject({
      method: 'GET',
      url: '/house/assets/play-abc.js',
      headers: { origin: 'null' },
    });
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('when a page is not built or the game is unknown, then a clear 503 or 404 instead of a crash', async () => {
    const verify = await standalone.inject({ method: 'GET', url: '/house/verify?lang=en' });
    expect([verify.statusCode, verify.headers['content-type']]).toEqual([503, 'text/plain; charset=utf-8']);
    expect(verify.body).toContain('not built');
    const unknown = await standalone.inject({ method: 'GET', url: '/house/play/house-roulette' });
    expect(unknown.statusCode).toBe(404);
    const missing = await standalone.inject({ method: 'GET', url: '/house/nowhere' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('when the house runs inside the platform, then its pages and API answer under /house with its own error shape', async () => {
    const res = await houseApi(t, null).post('/house/api/session', { launchToken: 'short' });
    expect([res.statusCode, res.json.error.code]).toEqual([400, 'BAD_REQUEST']);
    const page = await t.app.inject({ method: 'GET', url: '/house/rules/house-slot' });
    expect([200, 503]).toContain(page.statusCode);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('house sessions', () => {
  it('when a launch token is used a second time, then SESSION_EXPIRED', async () => {
    const token = await launchToken(t, await siteLogin(t), 'house-fish');
    const api = houseApi(t, null);
    expect((await api.post('/house/api/session', { launchToken: token })).statusCode).toBe(200);
    const again = await api.post('/house/api/session', { launchToken: token });
    expect([again.statusCode, again.json.error.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('when the house session is past its expiry, then every call is SESSION_EXPIRED', async () => {
    const { session, api } = await openGame(t, 'house-slot');
    expect((await api.get('/house/api/balance')).statusCode).toBe(200);
    await sql`UPDATE house.sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(session.sessionToken)}`.execute(
      t.deps.db,
    );
    for (const res of [
      await api.get('/house/api/balance'),
      await api.post('/house/api/slot/spin', { bet: '1.00' }),
    ]) {
      expect([res.statusCode, res.json.error.code]).toEqual([401, 'SESSION_EXPIRED']);
    }
  });

  it('when the player logs out of the site, then the next bet is refused as SESSION_EXPIRED and the session ends', async () => {
    const siteToken = await siteLogin(t);
    const { api } = await openGame(t, 'house-slot', siteToken);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${siteToken}` },
    });
    expect(logout.statusCode).toBe(200);
    const spin = await api.post('/house/api/slot/spin', { bet: '1.00' });
    expect([spin.statusCode, spin.json.error.code]).toEqual([401, 'SESSION_EXPIRED']);
    const after = await api.get('/house/api/fair');
    expect([after.statusCode, after.json.error.code]).toEqual([401, 'SESSION_EXPIRED']);
  });
});
