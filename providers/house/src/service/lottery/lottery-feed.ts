import { ZLotteryLobbyAnswer } from '../api/lottery-contract.ts';
import type { THouseApp } from '../house-app.ts';
import type { THouseContext } from '../house-context.ts';
import { lotteryLobby } from './lottery-board.ts';

/** The public lottery feed's base, under the house prefix: what a platform reads for its home page. */
export const LOTTERY_FEED_BASE = '/api/lottery/public';

/** The feed called in-process (the inline house): the same answer its HTTP route gives. */
export type TLotteryFeedApi = (call: { path: string }) => Promise<{ statusCode: number; body: unknown }>;

/**
 * Public lottery information — every game's issue on now and its last result — with no session: what a
 * lottery site shows anyone (the platform's home strip of popular draws). Read-only and cheap.
 */
export async function lotteryFeedRoutes(app: THouseApp, ctx: THouseContext): Promise<TLotteryFeedApi> {
  app.get(
    `${LOTTERY_FEED_BASE}/lobby`,
    { schema: { response: { 200: ZLotteryLobbyAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=1');
      return lotteryLobby(ctx);
    },
  );
  return async (call) =>
    call.path === '/lobby'
      ? { statusCode: 200, body: await lotteryLobby(ctx) }
      : { statusCode: 404, body: { error: { code: 'NOT_FOUND', message: 'no such feed' } } };
}
