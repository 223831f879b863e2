import { z } from 'zod';
import { ZRoundId } from '../api/api-contract.ts';
import { ZSlipRecallAnswer } from '../api/lottery-recall-contract.ts';
import type { THouseApp } from '../house-app.ts';
import type { THouseContext } from '../house-context.ts';
import { slipRecall } from './lottery-recall.ts';

/** A slip's recall by its round id (LOTTERY_RECALL_PATHS.api): no session, as a round's proof. */
export async function lotteryRecallRoutes(app: THouseApp, ctx: THouseContext): Promise<void> {
  app.get(
    '/api/lottery/rounds/:roundId',
    { schema: { params: z.object({ roundId: ZRoundId }), response: { 200: ZSlipRecallAnswer } } },
    async (request, reply) => {
      // Pending bets change as the draws settle: never cached.
      reply.header('cache-control', 'no-store');
      return slipRecall(ctx, request.params.roundId);
    },
  );
}
