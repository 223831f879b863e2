import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionToken } from '../api/api.routes.ts';
import { ZGameId } from '../api/api-contract.ts';
import { HouseError } from '../api/house-error.ts';
import {
  ZContributionsAnswer,
  ZContributionsQuery,
  ZIssueNo,
  ZLotteryBoardAnswer,
  ZLotteryLobbyAnswer,
  ZLotteryResultsAnswer,
  ZLotteryResultsQuery,
  ZLotteryTermsAnswer,
  ZMyLotteryBetsAnswer,
  ZMyLotteryBetsQuery,
  ZSlipAnswer,
  ZSlipRequest,
} from '../api/lottery-contract.ts';
import type { THouseApp } from '../house-app.ts';
import type { THouseContext } from '../house-context.ts';
import { requireSession, type THouseSession } from '../sessions/session.service.ts';
import { placeSlip } from './lottery-betting.ts';
import {
  drawnIssues,
  issueContributionsPage,
  issueView,
  lotteryBoard,
  lotteryLobby,
  lotteryTerms,
} from './lottery-board.ts';
import { findLotteryGameRow } from './lottery-games.ts';
import { myLotteryBets } from './lottery-my-bets.ts';

/** A slip is small: 50 selections of a few numbers each. */
const SLIP_BODY_LIMIT = 32 * 1024;
const ZGameParams = z.object({ gameId: ZGameId });

/**
 * The lottery's player API (lottery-contract.ts). What is public on a lottery site — the games, their
 * issues and results, a draw's contributions — needs any house session; betting and "my bets" need a
 * session of a lottery game (any lottery game of the house may be bet from it: the page is a lobby).
 */
export async function lotteryRoutes(app: THouseApp, ctx: THouseContext): Promise<void> {
  const session = (request: FastifyRequest) => requireSession(ctx, sessionToken(request));
  const lotterySession = async (request: FastifyRequest): Promise<THouseSession> => {
    const found = await session(request);
    if (found.game.kind !== 'lottery')
      throw new HouseError('BAD_REQUEST', `this session plays ${found.game.gameId}`);
    // The lottery debits through the platform's wallet only: a transfer-mode vendor has no lottery.
    if (found.transferVassalage) throw new HouseError('GAME_DISABLED', 'lottery plays from the main wallet');
    return found;
  };

  // The odds and limits in force, for the rules page: public, as the rules are.
  app.get(
    '/api/lottery/:gameId/terms',
    { schema: { params: ZGameParams, response: { 200: ZLotteryTermsAnswer } } },
    async (request) => lotteryTerms(ctx, request.params.gameId),
  );
  app.get('/api/lottery/lobby', { schema: { response: { 200: ZLotteryLobbyAnswer } } }, async (request) => {
    await session(request);
    return lotteryLobby(ctx);
  });
  app.get(
    '/api/lottery/:gameId/board',
    { schema: { params: ZGameParams, response: { 200: ZLotteryBoardAnswer } } },
    async (request) => {
      await session(request);
      return lotteryBoard(ctx, request.params.gameId);
    },
  );
  app.get(
    '/api/lottery/:gameId/results',
    {
      schema: {
        params: ZGameParams,
        querystring: ZLotteryResultsQuery,
        response: { 200: ZLotteryResultsAnswer },
      },
    },
    async (request) => {
      await session(request);
      const game = await findLotteryGameRow(ctx.db, request.params.gameId);
      if (!game) throw new HouseError('NOT_FOUND', 'unknown lottery game');
      const rows = await drawnIssues(ctx.db, game.game_id, { ...request.query, timeZone: game.time_zone });
      const now = new Date();
      return { issues: rows.map((row) => issueView(row, now)) };
    },
  );
  app.get(
    '/api/lottery/:gameId/issues/:issueNo/contributions',
    {
      schema: {
        params: ZGameParams.extend({ issueNo: ZIssueNo }),
        querystring: ZContributionsQuery,
        response: { 200: ZContributionsAnswer },
      },
    },
    async (request) => {
      await session(request);
      return issueContributionsPage(ctx, request.params.gameId, request.params.issueNo, request.query.page);
    },
  );
  app.post(
    '/api/lottery/slip',
    { bodyLimit: SLIP_BODY_LIMIT, schema: { body: ZSlipRequest, response: { 200: ZSlipAnswer } } },
    async (request) => {
      const player = await lotterySession(request);
      return placeSlip(
        ctx,
        {
          merchantCode: player.merchantCode,
          playerId: player.playerId,
          walletToken: player.walletToken,
          currency: player.currency,
          sessionId: player.id,
        },
        request.body,
      );
    },
  );
  app.get(
    '/api/lottery/my-bets',
    { schema: { querystring: ZMyLotteryBetsQuery, response: { 200: ZMyLotteryBetsAnswer } } },
    async (request) => myLotteryBets(ctx, await lotterySession(request), request.query),
  );
}
