import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eventBoard, myEventBets, placeEventBet } from '../events/event.service.ts';
import { changeClientSeed, fairOverview } from '../fair/fair.service.ts';
import { dealBaccarat } from '../games/baccarat.service.ts';
import { shootFish } from '../games/fish.service.ts';
import { spinSlot } from '../games/slot.service.ts';
import type { THouseApp } from '../house-app.ts';
import type { THouseContext } from '../house-context.ts';
import type { TSeamlessCredentials } from '../seamless/seamless-client.ts';
import { openSession, readBalance, requireSession } from '../sessions/session.service.ts';
import { eventChains, matchProof, roundProof } from '../verify/proofs.service.ts';
import { verifyHouseRound } from '../verify/verify-house-round.ts';
import {
  HOUSE_SESSION_HEADER,
  ZBaccaratDealAnswer,
  ZBaccaratDealRequest,
  ZBalanceAnswer,
  ZClientSeedAnswer,
  ZClientSeedRequest,
  ZEventBetAnswer,
  ZEventBetRequest,
  ZEventBoardAnswer,
  ZEventChainsAnswer,
  ZFairAnswer,
  ZFairQuery,
  ZFishShootAnswer,
  ZFishShootRequest,
  ZGameId,
  ZMatchProofAnswer,
  ZMyEventBetsAnswer,
  ZRoundId,
  ZRoundProofAnswer,
  ZSessionAnswer,
  ZSessionRequest,
  ZSlotSpinAnswer,
  ZSlotSpinRequest,
  ZVerifyAnswer,
  ZVerifyRequest,
} from './api-contract.ts';

/** Player API bodies are small; anything larger is not ours. */
const BODY_LIMIT = 16 * 1024;

export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers[HOUSE_SESSION_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** The player API (api-contract.ts), thin: validate, find the session, call the service. */
export async function apiRoutes(
  app: THouseApp,
  ctx: THouseContext,
  credentials: () => Promise<TSeamlessCredentials> | TSeamlessCredentials,
): Promise<void> {
  const session = (request: FastifyRequest) => requireSession(ctx, sessionToken(request));
  const post = { bodyLimit: BODY_LIMIT };

  app.post(
    '/api/session',
    { ...post, schema: { body: ZSessionRequest, response: { 200: ZSessionAnswer } } },
    async (request) => {
      const { merchantCode } = await credentials();
      return openSession(ctx, merchantCode, request.body.launchToken);
    },
  );
  app.get('/api/balance', { schema: { response: { 200: ZBalanceAnswer } } }, async (request) => ({
    balance: await readBalance(ctx, await session(request)),
  }));
  app.post(
    '/api/slot/spin',
    { ...post, schema: { body: ZSlotSpinRequest, response: { 200: ZSlotSpinAnswer } } },
    async (request) => spinSlot(ctx, await session(request), request.body.bet),
  );
  app.post(
    '/api/fish/shoot',
    { ...post, schema: { body: ZFishShootRequest, response: { 200: ZFishShootAnswer } } },
    async (request) => shootFish(ctx, await session(request), request.body),
  );
  app.post(
    '/api/baccarat/deal',
    { ...post, schema: { body: ZBaccaratDealRequest, response: { 200: ZBaccaratDealAnswer } } },
    async (request) => dealBaccarat(ctx, await session(request), request.body.bets),
  );
  app.get(
    '/api/events/:gameId/board',
    { schema: { params: z.object({ gameId: ZGameId }), response: { 200: ZEventBoardAnswer } } },
    async (request) => {
      await session(request);
      return eventBoard(ctx, request.params.gameId);
    },
  );
  app.post(
    '/api/events/bet',
    { ...post, schema: { body: ZEventBetRequest, response: { 200: ZEventBetAnswer } } },
    async (request) => placeEventBet(ctx, await session(request), request.body),
  );
  app.get('/api/events/my-bets', { schema: { response: { 200: ZMyEventBetsAnswer } } }, async (request) =>
    myEventBets(ctx, await session(request)),
  );
  app.get(
    '/api/fair',
    { schema: { querystring: ZFairQuery, response: { 200: ZFairAnswer } } },
    async (request) => fairOverview(ctx, await session(request), request.query.before),
  );
  app.post(
    '/api/fair/client-seed',
    { ...post, schema: { body: ZClientSeedRequest, response: { 200: ZClientSeedAnswer } } },
    async (request) => changeClientSeed(ctx, await session(request), request.body),
  );
  // Proof data for the verify page, no session (proofs.service.ts): it recomputes in the browser.
  app.get(
    '/api/rounds/:roundId/proof',
    { schema: { params: z.object({ roundId: ZRoundId }), response: { 200: ZRoundProofAnswer } } },
    async (request) => roundProof(ctx, request.params.roundId),
  );
  app.get(
    '/api/events/:gameId/chains',
    { schema: { params: z.object({ gameId: ZGameId }), response: { 200: ZEventChainsAnswer } } },
    async (request) => eventChains(ctx, request.params.gameId),
  );
  app.get(
    '/api/events/matches/:matchId/proof',
    {
      schema: {
        params: z.object({ matchId: z.string().min(1).max(64) }),
        response: { 200: ZMatchProofAnswer },
      },
    },
    async (request) => matchProof(ctx, request.params.matchId),
  );
  app.post(
    '/api/verify',
    { ...post, schema: { body: ZVerifyRequest, response: { 200: ZVerifyAnswer } } },
    async (request) => verifyHouseRound(request.body),
  );
}
