import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isBackofficePath, isPlayerSitePath } from '@tala/contract/site-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { isApiPath } from './request-context.ts';

const BACKOFFICE_PREFIX = '/bo/';

/** Vite puts every fingerprinted (content-hashed) file under assets/: a name never changes content. */
const FINGERPRINTED = 'public, max-age=31536000, immutable';
/** HTML names the current fingerprints, so it is revalidated on every load (a 304 when unchanged). */
const PAGE = 'no-cache';
/** Other public files (favicon, robots.txt) keep their names across builds. */
const PLAIN_FILE = 'public, max-age=3600';

export function cacheControlFor(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return FINGERPRINTED;
  if (/\.html(?:\.(?:br|gz))?$/.test(file)) return PAGE;
  return PLAIN_FILE;
}

/**
 * Our own Cache-Control per file. The static plugin's cacheControl is off: with it on, its
 * `max-age` header is set after `setHeaders` and replaced ours, so `immutable` never reached a response.
 * Vary: every text file has .br/.gz variants chosen by Accept-Encoding.
 */
function setCacheHeaders(res: { setHeader: (name: string, value: string) => unknown }, file: string) {
  res.setHeader('Cache-Control', cacheControlFor(file));
  res.setHeader('Vary', 'Accept-Encoding');
}

const STATIC_OPTIONS = {
  wildcard: false,
  index: false,
  // <file>.br and <file>.gz are made at build time (scripts/build/precompress.ts).
  preCompressed: true,
  cacheControl: false,
  setHeaders: setCacheHeaders,
} as const;

/**
 * A client route: no file extension, or .html (seed 000 §2 has /index.html and /register.html). Other
 * names (/favicon.ico, /assets/<old hash>.js) are missing files: a 404, not the app's HTML, so a stale
 * chunk fails as "missing" and crawlers see what is not there.
 */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

function sendIndex(reply: FastifyReply, root: string) {
  // Read per request (tiny): a rebuilt app is picked up without a restart. Compressed like any page.
  return reply.sendFile('index.html', root);
}

/**
 * Serves the built web app, and the back-office console under /bo/ when it is built, compressed (brotli or
 * gzip by Accept-Encoding) with cache headers per kind of file. Unknown client routes get the matching
 * index.html so each client router handles its own routes (seed 000 §2 for the site); unknown API paths
 * (/wps, /lgw, /dev, /bo/api) get a NOT_FOUND envelope. An address that is none of the app's routes
 * (contract site-routes) still gets index.html — the app shows its not-found page — but with status 404,
 * so crawlers, monitors and link checkers see the truth.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, options: { root: string; backofficeRoot?: string }) => {
    const hasBuild = existsSync(path.join(options.root, 'index.html'));
    const boRoot = options.backofficeRoot;
    const hasBackoffice = boRoot !== undefined && existsSync(path.join(boRoot, 'index.html'));
    if (hasBuild) await app.register(fastifyStatic, { ...STATIC_OPTIONS, root: options.root });
    if (hasBackoffice) {
      await app.register(fastifyStatic, {
        ...STATIC_OPTIONS,
        root: boRoot,
        prefix: BACKOFFICE_PREFIX,
        // reply.sendFile comes from whichever instance registered first.
        decorateReply: !hasBuild,
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || isApiPath(request.url) || !isClientRoute(request.url)) throw new AppError('NOT_FOUND');
      const isConsole = request.url === '/bo' || request.url.startsWith(BACKOFFICE_PREFIX);
      if (isConsole) {
        if (!hasBackoffice || !boRoot) throw new AppError('NOT_FOUND');
        if (request.url === '/bo') return reply.redirect(BACKOFFICE_PREFIX);
        return sendIndex(reply.code(isBackofficePath(request.url) ? 200 : 404), boRoot);
      }
      if (!hasBuild) throw new AppError('NOT_FOUND');
      return sendIndex(reply.code(isPlayerSitePath(request.url) ? 200 : 404), options.root);
    });
  },
);
