import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { findHouseGame } from '../api/game-registry.ts';
import type { THouseApp } from '../house-app.ts';

/** The built front-end (providers/house/web → dist/web): one HTML entry per page, assets beside them. */
type TPageEntry = 'play' | 'rules' | 'verify' | 'recall';

const NOT_BUILT =
  'The house game pages are not built yet. Build them with `npm run build -w @tala/house-provider`, then reload.';

/**
 * Serves the HTML shell of each page (the page's script does the rest against the player API) and the
 * bundle's assets. A missing build is a clear 503, never a crash: the API works without the pages.
 */
export async function pagesRoutes(app: THouseApp, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(webRoot, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    // Vite names assets by content hash, so they never change under one name.
    immutable: true,
    maxAge: '365d',
    // <file>.br and <file>.gz beside each text asset, made at build time (scripts/build/precompress.ts).
    preCompressed: true,
  });
  const shell = (entry: TPageEntry, reply: FastifyReply) => sendShell(reply, webRoot, entry);
  const gameParams = z.object({ gameId: z.string().max(64) });

  app.get(
    '/play/:gameId',
    { schema: { params: gameParams }, config: { houseFrameable: true } },
    async (request, reply) => {
      if (!findHouseGame(request.params.gameId))
        return reply.status(404).type('text/plain').send('Unknown game');
      return shell('play', reply);
    },
  );
  app.get('/rules/:gameId', { schema: { params: gameParams } }, async (request, reply) => {
    if (!findHouseGame(request.params.gameId))
      return reply.status(404).type('text/plain').send('Unknown game');
    return shell('rules', reply);
  });
  app.get('/verify', async (_request, reply) => shell('verify', reply));
  // A lottery slip's recall: the platform's game recall frames it (the page reads the slip by its id).
  app.get(
    '/recall/:roundId',
    { schema: { params: z.object({ roundId: z.string().max(40) }) }, config: { houseFrameable: true } },
    async (_request, reply) => shell('recall', reply),
  );
  // A round's provably fair proof (its seeds, the server seed once revealed, recomputed in the browser):
  // the platform's game recall frames it. The recall entry's bundle serves both pages of a round.
  app.get(
    '/proof/:roundId',
    { schema: { params: z.object({ roundId: z.string().max(40) }) }, config: { houseFrameable: true } },
    async (_request, reply) => shell('recall', reply),
  );
}

async function sendShell(reply: FastifyReply, webRoot: string, entry: TPageEntry) {
  let html: string;
  try {
    // Read per request (a few hundred bytes): a rebuilt bundle is picked up without a restart.
    html = await readFile(path.join(webRoot, `${entry}.html`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply.status(503).header('retry-after', '60').type('text/plain; charset=utf-8').send(NOT_BUILT);
  }
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
