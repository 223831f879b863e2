import { envelopeOf } from '@tala/contract/envelope';
import {
  MISSIONS_PATHS,
  ZLeaderboard,
  ZLeaderboardQuery,
  ZMissionClaimBody,
  ZMissionClaimResult,
  ZMissionIdParams,
  ZMissionPage,
  ZMissionSummaryQuery,
} from '@tala/contract/loyalty/missions';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { memberReaderOf } from '../notices/notice-reader.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { claimMissionTier, missionLeaderboard, missionSummary } from './missions.service.ts';

/** Claims a member may send in a minute (a page of tiers claimed one by one stays well inside). */
const CLAIM_RATE = { limit: 30, windowMs: 60_000 };

/**
 * Missions (seed 001 §7 "mission summary, mission leaderboard", decision 058). A trial account sees the missions
 * (its figure stays zero: trial play counts for nothing) but cannot claim.
 */
export async function missionsRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    MISSIONS_PATHS.summary,
    {
      onRequest: app.requireSession,
      schema: { querystring: ZMissionSummaryQuery, response: { 200: envelopeOf(ZMissionPage) } },
    },
    async (request, reply) => reply.ok(await missionSummary(db, memberReaderOf(request), request.query)),
  );

  app.get(
    MISSIONS_PATHS.leaderboard,
    {
      onRequest: app.requireSession,
      schema: {
        params: ZMissionIdParams,
        querystring: ZLeaderboardQuery,
        response: { 200: envelopeOf(ZLeaderboard) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await missionLeaderboard(db, memberReaderOf(request), BigInt(request.params.id), request.query.top),
      ),
  );

  app.post(
    MISSIONS_PATHS.claim,
    {
      onRequest: app.requireRealAccount,
      schema: {
        params: ZMissionIdParams,
        body: ZMissionClaimBody,
        response: { 200: envelopeOf(ZMissionClaimResult) },
      },
    },
    async (request, reply) => {
      const member = memberReaderOf(request);
      await enforceLimit(db, limitKey(request.merchant.id, 'mission:claim', member.memberId), CLAIM_RATE);
      return reply.ok(await claimMissionTier(db, member, BigInt(request.params.id), request.body.tier));
    },
  );
}
