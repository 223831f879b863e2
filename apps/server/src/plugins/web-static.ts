import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { isApiPath } from './request-context.ts';

/**
 * Serves the built web app. Unknown non-API GETs get index.html so the client router handles
 * every route of seed 000 §2; unknown API paths get a NOT_FOUND envelope.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || isApiPath(request.url) || !hasBuild) throw new AppError('NOT_FOUND');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
