import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { z } from 'zod';
import { findLotteryGame } from '../../games/lottery/lottery-catalog.ts';
import { ZGameId } from '../api/api-contract.ts';
import { HouseError } from '../api/house-error.ts';
import { ZContributionsQuery, ZIssueNo } from '../api/lottery-contract.ts';
import { type TLotteryIssueProof, ZLiveQuery, ZLotteryIssueProof } from '../api/lottery-live-contract.ts';
import type { THouseApp } from '../house-app.ts';
import type { THouseContext } from '../house-context.ts';
import { issueContributionsPage, issueView } from './lottery-board.ts';
import { DEFAULT_LIVE_LIMITS, LotteryLiveHub, type TLiveLimits } from './lottery-live-hub.ts';

const ZProofParams = z.object({ gameId: ZGameId, issueNo: ZIssueNo });

/** Routes under the plugin's /house prefix (LOTTERY_LIVE_PATHS are the full paths the pages call). */
const LIVE_ROUTE = '/api/lottery/live';
const PROOF_ROUTE = '/api/lottery/public/:gameId/issues/:issueNo/proof';

/**
 * Public, no session (draw times, results and their proof are public, decision 034): the live stream of
 * the lottery's draws (server-sent events, decision 036) and one issue's proof for the verify page.
 * Returns the hub, for the caller's tests and to close it with the app.
 */
export async function lotteryLiveRoutes(
  app: THouseApp,
  ctx: THouseContext,
  pool: pg.Pool,
  limits: Partial<TLiveLimits> = {},
): Promise<LotteryLiveHub> {
  const hub = new LotteryLiveHub(ctx, pool, { ...DEFAULT_LIVE_LIMITS, ...limits });
  app.addHook('preClose', async () => hub.close());

  app.get(LIVE_ROUTE, { schema: { querystring: ZLiveQuery } }, async (request, reply) => {
    const gameId = request.query.game ?? null;
    if (gameId !== null && !findLotteryGame(gameId))
      throw new HouseError('NOT_FOUND', 'unknown lottery game');
    if (!hub.canAccept(request.ip)) throw new HouseError('RETRY', 'too many live streams, try again later');
    reply.hijack();
    // Hijacked: the plugin's onSend headers do not run, so the stream sets what it needs itself.
    reply.raw.writeHead(200, streamHeaders(request));
    reply.raw.write('retry: 3000\n\n');
    hub.add({ res: reply.raw, address: request.ip, gameId });
  });

  app.get(
    PROOF_ROUTE,
    {
      schema: {
        params: ZProofParams,
        querystring: ZContributionsQuery,
        response: { 200: ZLotteryIssueProof },
      },
    },
    async (request) => issueProof(ctx, request.params.gameId, request.params.issueNo, request.query.page),
  );
  return hub;
}

function streamHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies (nginx) must pass events through as they come.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    vary: 'origin',
  };
  // The pages run in an opaque origin (decision 021): the only cross-origin caller the API answers.
  if (request.headers.origin === 'null') headers['access-control-allow-origin'] = 'null';
  return headers;
}

/** An issue's proof: commitments always, the seed, entropy and contributions once drawn. */
async function issueProof(
  ctx: THouseContext,
  gameId: string,
  issueNo: string,
  page: number,
): Promise<TLotteryIssueProof> {
  const found = await ctx.db
    .selectFrom('house.lottery_issues as i')
    .innerJoin('house.lottery_games as g', 'g.game_id', 'i.game_id')
    .innerJoin('house.lottery_chains as c', 'c.id', 'i.chain_id')
    .selectAll('i')
    .select(['g.family', 'g.client_seed as game_client_seed', 'c.anchor'])
    .select(sql<'manual' | 'feed' | null>`i.result_source`.as('result_source'))
    .where('i.game_id', '=', gameId)
    .where('i.issue_no', '=', issueNo)
    .executeTakeFirst();
  if (!found || !findLotteryGame(gameId)) throw new HouseError('NOT_FOUND', 'no such issue');
  const contributions = found.drawn_at
    ? await issueContributionsPage(ctx, gameId, issueNo, page)
    : { total: 0, page, clientSeeds: [] };
  return {
    gameId,
    family: found.family as TLotteryIssueProof['family'],
    gameClientSeed: found.game_client_seed,
    chainAnchor: found.anchor,
    issue: issueView(found, new Date()),
    resultSource: found.result_source ?? 'house',
    contributions: { total: contributions.total, page, clientSeeds: contributions.clientSeeds },
  };
}
