import { ZPageQuery } from '@tala/contract/common';
import { envelopeOf } from '@tala/contract/envelope';
import {
  POINTS_PATHS,
  ZConvertBody,
  ZConvertResult,
  ZPointsRewardList,
  ZPointsSummary,
  ZPointsTransactionPage,
  ZPointsTransactionQuery,
  ZRedeemBody,
  ZRedeemResult,
  ZRedemptionPage,
} from '@tala/contract/loyalty/points';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { memberReaderOf } from '../notices/notice-reader.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { convertPoints, pointsSummary, pointsTransactions } from './points.service.ts';
import { listRewards, myRedemptions, redeemReward } from './points-mall.service.ts';

/** Redemptions and conversions a member may ask for in a minute (each also checks the withdrawal password). */
const SPEND_RATE = { limit: 20, windowMs: 60_000 };

/** The points mall's calls (seed 001 §7 "Points", decision 054): a real account's own points only. */
export async function pointsRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const spendLimit = (request: FastifyRequest, what: string) =>
    enforceLimit(db, limitKey(request.merchant.id, what, memberReaderOf(request).memberId), SPEND_RATE);

  app.get(
    POINTS_PATHS.summary,
    { onRequest: app.requireRealAccount, schema: { response: { 200: envelopeOf(ZPointsSummary) } } },
    async (request, reply) => reply.ok(await pointsSummary(db, memberReaderOf(request))),
  );

  app.get(
    POINTS_PATHS.rewards,
    { onRequest: app.requireRealAccount, schema: { response: { 200: envelopeOf(ZPointsRewardList) } } },
    async (request, reply) => reply.ok(await listRewards(db, memberReaderOf(request))),
  );

  app.post(
    POINTS_PATHS.redeem,
    {
      onRequest: app.requireRealAccount,
      schema: { body: ZRedeemBody, response: { 200: envelopeOf(ZRedeemResult) } },
    },
    async (request, reply) => {
      await spendLimit(request, 'pts:redeem');
      return reply.ok(await redeemReward(db, memberReaderOf(request), request.body));
    },
  );

  app.get(
    POINTS_PATHS.redemptions,
    {
      onRequest: app.requireRealAccount,
      schema: {
        querystring: ZPageQuery.extend({ pageSize: ZPointsTransactionQuery.shape.pageSize }),
        response: { 200: envelopeOf(ZRedemptionPage) },
      },
    },
    async (request, reply) => reply.ok(await myRedemptions(db, memberReaderOf(request), request.query)),
  );

  app.get(
    POINTS_PATHS.transactions,
    {
      onRequest: app.requireRealAccount,
      schema: { querystring: ZPointsTransactionQuery, response: { 200: envelopeOf(ZPointsTransactionPage) } },
    },
    async (request, reply) => reply.ok(await pointsTransactions(db, memberReaderOf(request), request.query)),
  );

  app.post(
    POINTS_PATHS.convert,
    {
      onRequest: app.requireRealAccount,
      schema: { body: ZConvertBody, response: { 200: envelopeOf(ZConvertResult) } },
    },
    async (request, reply) => {
      await spendLimit(request, 'pts:convert');
      return reply.ok(await convertPoints(db, memberReaderOf(request), request.body));
    },
  );
}
