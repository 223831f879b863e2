import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/build/precompress.ts';
import { envelopePlugin } from '../../src/plugins/envelope.ts';
import { webStaticPlugin } from '../../src/plugins/web-static.ts';

const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public/', import.meta.url));
const PAGE = `<!doctype html><html><head><title>Tala</title></head><body>${'<div class="frame"></div>'.repeat(40)}</body></html>`;
const SCRIPT = `export function hello(){return ${JSON.stringify('x'.repeat(50))}}\n`.repeat(40);
const CONSOLE_PAGE = PAGE.replace('Tala', 'Tala Back Office');

let root: string;
let app: FastifyInstance;

/** A build like Vite's: index.html, fingerprinted assets/, the site's real public files; then precompressed. */
async function makeBuild(): Promise<{ web: string; bo: string }> {
  root = mkdtempSync(path.join(tmpdir(), 'tala-static-'));
  const web = path.join(root, 'web');
  const bo = path.join(root, 'bo');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(path.join(bo, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), PAGE);
  writeFileSync(path.join(web, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  for (const file of ['robots.txt', 'favicon.svg'])
    copyFileSync(path.join(WEB_PUBLIC, file), path.join(web, file));
  writeFileSync(path.join(bo, 'index.html'), CONSOLE_PAGE);
  writeFileSync(path.join(bo, 'assets', 'index-Ef56Gh78.js'), SCRIPT);
  await precompressDir(web);
  await precompressDir(bo);
  return { web, bo };
}

beforeAll(async () => {
  const { web, bo } = await makeBuild();
  app = Fastify({ logger: false });
  await app.register(envelopePlugin);
  await app.register(webStaticPlugin, { root: web, backofficeRoot: bo });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.payload;
}

describe('compression', () => {
  it('when a browser accepts brotli, then a script is sent brotli-compressed and decodes to the file', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('when a browser accepts only gzip (plain http), then gzip is sent', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('when a client accepts no encoding, then the plain file is sent', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(SCRIPT);
  });

  it('when a client route is opened (SPA fallback), then the HTML is compressed too', async () => {
    for (const [url, encoding] of [
      ['/index', 'gzip'],
      ['/rng?page=PG', 'br'],
      ['/index.html', 'br'],
      ['/register.html', 'gzip'],
    ] as const) {
      const res = await get(url, `${encoding}, deflate`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(decoded(res), url).toBe(PAGE);
    }
  });

  it('when a back-office page or script is fetched, then it is compressed as well', async () => {
    const page = await get('/bo/players', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toBe(CONSOLE_PAGE);
    const script = await get('/bo/assets/index-Ef56Gh78.js', 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(decoded(script)).toBe(SCRIPT);
  });
});

describe('cache headers', () => {
  it('when a fingerprinted asset is fetched, then it is cached for a year as immutable', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/bo/assets/index-Ef56Gh78.js']) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const res = await get(url, encoding);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  it('when HTML is sent (direct, fallback or back office), then it must be revalidated: no-cache', async () => {
    for (const url of ['/index', '/index.html', '/live', '/bo/', '/bo/players']) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const res = await get(url, encoding);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
  });

  it('when a public file without a fingerprint is fetched, then it is cached briefly, not immutable', async () => {
    const res = await get('/favicon.svg', 'gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('robots.txt and missing files', () => {
  it('when /robots.txt is fetched, then plain-text rules come back, not the app', async () => {
    const res = await get('/robots.txt', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = decoded(res);
    expect(text).not.toContain('<html');
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/bo/', '/wps/', '/lgw/', '/dev/']) expect(text).toContain(`Disallow: ${path}\n`);
  });

  it('when a file that does not exist is asked for, then 404, not the app HTML', async () => {
    for (const url of ['/assets/index-OldHash1.js', '/favicon.ico', '/bo/assets/gone-123.css']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('when a client route is asked for with HEAD, then it answers like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/index' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.payload).toBe('');
  });
});

describe('the apps on a direct load', () => {
  it('when a player page is loaded, then 200 with the site', async () => {
    for (const url of ['/index', '/rng?page=TALA_SLOTS', '/pointMall', '/game?url=%2Fhouse']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(PAGE);
    }
  });

  it('when an address is no page of the site, then 404 with the site (its not-found page shows)', async () => {
    for (const url of ['/chess', '/pointsMall', '/rng/1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(PAGE);
    }
  });

  it('when a console address is loaded, then 200 for its screens and 404 for anything else', async () => {
    expect((await get('/bo/players/12')).statusCode).toBe(200);
    expect((await get('/bo/')).statusCode).toBe(200);
    const unknown = await get('/bo/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(CONSOLE_PAGE);
  });
});
