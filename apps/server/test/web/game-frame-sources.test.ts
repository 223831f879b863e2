import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMerchant } from '../../src/modules/merchants/merchant.repository.ts';
import { saveProviderAccount } from '../../src/modules/vendor-wallet/provider-accounts.ts';
import { gameFrameSourcesPlugin, launchOrigins } from '../../src/plugins/game-frame-sources.ts';
import { securityHeadersPlugin } from '../../src/plugins/security-headers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/** The site's headers over the real database, on a page and an API answer of the demo merchant. */
let t: TTestApp;
let site: FastifyInstance;
let merchant: TMerchant;

/** A page and an API answer of the demo merchant behind the site's header plugins (origins cached inside). */
async function buildSite(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest('merchant', null as unknown as TMerchant);
  app.addHook('onRequest', async (request) => {
    request.merchant = merchant;
  });
  await app.register(securityHeadersPlugin, { hsts: false, trustProxy: false });
  await app.register(gameFrameSourcesPlugin, { db: t.deps.db });
  app.get('/game', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get('/api', async () => ({ ok: true }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.deps.merchants.byMerchantCode('TALA'))!;
  site = await buildSite();
});
afterAll(async () => {
  await site.close();
  await t.close();
});

const frameSrc = (csp: unknown) => /frame-src ([^;]*)/.exec(String(csp))?.[1];

describe('which games the site may frame', () => {
  it('when launch URLs are given, then only absolute http(s) ones add their origin', () => {
    expect(
      launchOrigins([
        '/house',
        'https://games.vendor.example/lobby/',
        'http://10.0.0.5:4100/house',
        'ftp://x',
        'https://%',
      ]),
    ).toEqual(['http://10.0.0.5:4100', 'https://games.vendor.example']);
  });

  it("when the merchant's providers play on this site only, then pages frame 'self' only", async () => {
    expect(frameSrc((await site.inject('/game')).headers['content-security-policy'])).toBe("'self'");
  });

  it('when a provider plays on its own origin, then pages may frame that origin (and no other)', async () => {
    await saveProviderAccount(t.deps.db, {
      merchantId: merchant.id,
      providerCode: 'ACME',
      launchUrl: 'https://games.acme.example/launch',
      transferApiUrl: null,
    });
    // A fresh app: the origins are cached for a minute.
    const fresh = await buildSite();
    const page = await fresh.inject('/game');
    expect(frameSrc(page.headers['content-security-policy'])).toBe("'self' https://games.acme.example");
    const api = await fresh.inject('/api');
    expect(frameSrc(api.headers['content-security-policy'])).toBe("'self'");
    await fresh.close();
  });
});
