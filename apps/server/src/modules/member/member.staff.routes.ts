import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZPlayerIdParams,
  ZPlayerPage,
  ZPlayerProfile,
  ZPlayerSearchQuery,
  ZPlayerWallets,
  ZRevealBody,
  ZRevealResult,
  ZStatementPage,
  ZStatementQuery,
} from '@tala/contract/backoffice/players';
import { envelopeOf } from '@tala/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { revealPlayerData } from './players-reveal.service.ts';
import {
  getPlayerProfile,
  getPlayerStatement,
  getPlayerWallets,
  searchPlayerPage,
} from './players-staff.service.ts';

function viewerOf(request: FastifyRequest) {
  const actor = actorOf(request);
  return { merchantId: actor.merchantId, staffId: actor.staffId, role: actor.role };
}

export async function memberStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    BO_PATHS.players,
    {
      config: { action: 'players.search' },
      schema: { querystring: ZPlayerSearchQuery, response: { 200: envelopeOf(ZPlayerPage) } },
    },
    async (request, reply) => reply.ok(await searchPlayerPage(deps.db, viewerOf(request), request.query)),
  );

  app.get(
    BO_PATHS.player,
    {
      config: { action: 'players.view' },
      schema: { params: ZPlayerIdParams, response: { 200: envelopeOf(ZPlayerProfile) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await getPlayerProfile(deps.db, viewerOf(request), BigInt(request.params.id)));
    },
  );

  app.get(
    BO_PATHS.playerWallets,
    {
      config: { action: 'players.wallets' },
      schema: { params: ZPlayerIdParams, response: { 200: envelopeOf(ZPlayerWallets) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await getPlayerWallets(deps.db, request.merchant, BigInt(request.params.id)));
    },
  );

  app.get(
    BO_PATHS.playerStatement,
    {
      config: { action: 'players.statement' },
      schema: {
        params: ZPlayerIdParams,
        querystring: ZStatementQuery,
        response: { 200: envelopeOf(ZStatementPage) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(
        await getPlayerStatement(deps.db, viewerOf(request), BigInt(request.params.id), request.query),
      );
    },
  );

  app.post(
    BO_PATHS.playerReveal,
    {
      config: { action: 'players.reveal' },
      schema: { params: ZPlayerIdParams, body: ZRevealBody, response: { 200: envelopeOf(ZRevealResult) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(
        await revealPlayerData(deps.db, actorOf(request), BigInt(request.params.id), request.body),
      );
    },
  );
}
