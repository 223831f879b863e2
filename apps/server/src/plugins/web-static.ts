import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isBackofficePath, isPlayerSitePath } from '@tala/contract/site-routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { isApiPath } from './request-context.ts';

const BACKOFFICE_PREFIX = '/bo/';

function immutableAssets(res: { setHeader: (name: string, value: string) => unknown }, file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * Serves the built web app, and the back-office console under /bo/ when it is built. Unknown non-API
 * GETs get the matching index.html so each client router handles its own routes (seed 000 §2 for the
 * site); unknown API paths (/wps, /lgw, /dev, /bo/api) get a NOT_FOUND envelope. An address that is
 * none of the app's routes (contract site-routes) still gets index.html — the app shows its not-found
 * page — but with status 404, so crawlers, monitors and link checkers see the truth.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, options: { root: string; backofficeRoot?: string }) => {
    const hasBuild = existsSync(path.join(options.root, 'index.html'));
    const boRoot = options.backofficeRoot;
    const hasBackoffice = boRoot !== undefined && existsSync(path.join(boRoot, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        maxAge: '1h',
        setHeaders: immutableAssets,
      });
    }
    if (hasBackoffice) {
      await app.register(fastifyStatic, {
        root: boRoot,
        prefix: BACKOFFICE_PREFIX,
        decorateReply: false,
        wildcard: false,
        index: false,
        maxAge: '1h',
        setHeaders: immutableAssets,
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' || isApiPath(request.url)) throw new AppError('NOT_FOUND');
      const isConsole = request.url === '/bo' || request.url.startsWith(BACKOFFICE_PREFIX);
      if (isConsole) {
        if (!hasBackoffice || !boRoot) throw new AppError('NOT_FOUND');
        if (request.url === '/bo') return reply.redirect(BACKOFFICE_PREFIX);
        // Read per request (it is tiny): a rebuilt console is picked up without a restart.
        const html = await readFile(path.join(boRoot, 'index.html'), 'utf8');
        return reply
          .code(isBackofficePath(request.url) ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      if (!hasBuild) throw new AppError('NOT_FOUND');
      return reply
        .code(isPlayerSitePath(request.url) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html');
    });
  },
);
