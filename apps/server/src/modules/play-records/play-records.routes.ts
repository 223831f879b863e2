import { envelopeOf } from '@tala/contract/envelope';
import { ZBetHistory, ZBetHistoryQuery, ZPlayVendors } from '@tala/contract/play-records/bet-history';
import { ZGameRecall, ZGameRecallQuery } from '@tala/contract/play-records/game-recall';
import { PLAY_RECORD_PATHS } from '@tala/contract/play-records/play-records-paths';
import { ZProfitQuery, ZProfitReport } from '@tala/contract/play-records/profit';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import type { TOwner } from './play-records.repository.ts';
import { betHistory, playVendors, profitReport } from './play-records.service.ts';
import { gameRecall } from './recall.service.ts';

type TSessionRequest = { merchant: { id: number }; session: { memberId: bigint } | null };

/** The session's member, never a parameter: a member reaches only their own rounds. */
function ownerOf(request: TSessionRequest): TOwner {
  assert(request.session, 'onRequest guard sets the session');
  return { merchantId: request.merchant.id, memberId: request.session.memberId };
}

/**
 * The member centre's play records (decision 009). Demo accounts play with play money and see their
 * own rounds too, so a session is enough (not a real account). Answers are never cached.
 */
export async function playRecordsRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    PLAY_RECORD_PATHS.vendors,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZPlayVendors) } } },
    async (request, reply) => reply.ok(await playVendors(deps.db, request.merchant.id)),
  );
  app.get(
    PLAY_RECORD_PATHS.betHistory,
    {
      onRequest: app.requireSession,
      schema: { querystring: ZBetHistoryQuery, response: { 200: envelopeOf(ZBetHistory) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await betHistory(deps.db, ownerOf(request), request.lang, request.query));
    },
  );
  app.get(
    PLAY_RECORD_PATHS.profit,
    {
      onRequest: app.requireSession,
      schema: { querystring: ZProfitQuery, response: { 200: envelopeOf(ZProfitReport) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { timeZone } = request.merchant.settings;
      return reply.ok(await profitReport(deps.db, ownerOf(request), timeZone, request.query));
    },
  );
  app.get(
    PLAY_RECORD_PATHS.gameRecall,
    {
      onRequest: app.requireSession,
      schema: { querystring: ZGameRecallQuery, response: { 200: envelopeOf(ZGameRecall) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { roundId } = request.query;
      return reply.ok(await gameRecall(deps.db, ownerOf(request), request.lang, roundId));
    },
  );
}
