import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webStaticPlugin } from '../../src/plugins/web-static.ts';

/** Only the static plugin, over two tiny built apps: what a browser gets on a direct load. */
let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tala-web-'));
  mkdirSync(path.join(dir, 'web'));
  mkdirSync(path.join(dir, 'bo'));
  writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(path.join(dir, 'bo', 'index.html'), '<!doctype html><title>console</title>');
  app = Fastify();
  await app.register(webStaticPlugin, { root: path.join(dir, 'web'), backofficeRoot: path.join(dir, 'bo') });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the apps on a direct load', () => {
  it('when a player page is loaded, then 200 with the site', async () => {
    for (const url of ['/index', '/rng?page=TALA_SLOTS', '/pointMall', '/game?url=%2Fhouse']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>site</title>');
    }
  });

  it('when an address is no page of the site, then 404 with the site (its not-found page shows)', async () => {
    for (const url of ['/chess', '/pointsMall', '/rng/1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>site</title>');
    }
  });

  it('when a console address is loaded, then 200 for its screens and 404 for anything else', async () => {
    expect((await get('/bo/players/12')).statusCode).toBe(200);
    expect((await get('/bo/')).statusCode).toBe(200);
    const unknown = await get('/bo/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>console</title>');
  });
});
