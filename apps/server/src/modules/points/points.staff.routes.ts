import {
  BO_POINTS_PATHS,
  ZBoPointsAdjustBody,
  ZBoPointsAdjustResult,
  ZBoPointsRatesBody,
  ZBoRedemptionPage,
  ZBoRedemptionQuery,
  ZBoRedemptionReject,
  ZBoRewardBody,
  ZBoRewardList,
} from '@tala/contract/backoffice/points';
import { envelopeOf } from '@tala/contract/envelope';
import { ZPointsRates } from '@tala/contract/loyalty/points';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  adjustPoints,
  approveRedemption,
  createReward,
  listStaffRedemptions,
  listStaffRewards,
  rejectRedemption,
  saveStaffPointsRates,
  staffPointsRates,
  updateReward,
} from './points-staff.service.ts';

const ZIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const ZOk = z.object({ id: z.string() });

/** The mall's rewards, the redemption queue, the rates and manual adjustments (issue 14 §6, decision 054). */
export async function pointsStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const view = { config: { action: 'points.view' as const } };
  const edit = { config: { action: 'points.edit' as const } };
  const review = { config: { action: 'points.review' as const } };

  app.get(
    BO_POINTS_PATHS.rewards,
    { ...view, schema: { response: { 200: envelopeOf(ZBoRewardList) } } },
    async (request, reply) => reply.ok(await listStaffRewards(db, request.merchant.id)),
  );
  app.post(
    BO_POINTS_PATHS.rewards,
    { ...edit, schema: { body: ZBoRewardBody, response: { 200: envelopeOf(ZOk) } } },
    async (request, reply) => reply.ok({ id: await createReward(db, actorOf(request), request.body) }),
  );
  app.put(
    BO_POINTS_PATHS.reward,
    { ...edit, schema: { params: ZIdParams, body: ZBoRewardBody, response: { 200: envelopeOf(ZOk) } } },
    async (request, reply) => {
      await updateReward(db, actorOf(request), BigInt(request.params.id), request.body);
      return reply.ok({ id: request.params.id });
    },
  );

  app.get(
    BO_POINTS_PATHS.redemptions,
    {
      ...view,
      schema: { querystring: ZBoRedemptionQuery, response: { 200: envelopeOf(ZBoRedemptionPage) } },
    },
    async (request, reply) => {
      const staff = actorOf(request);
      const viewer = {
        merchantId: request.merchant.id,
        role: staff.role,
        language: request.lang,
        defaultLanguage: request.merchant.defaultLanguage,
      };
      return reply.ok(await listStaffRedemptions(db, viewer, request.query));
    },
  );
  app.post(
    BO_POINTS_PATHS.redemptionApprove,
    { ...review, schema: { params: ZIdParams, response: { 200: envelopeOf(ZOk) } } },
    async (request, reply) => {
      await approveRedemption(db, request.merchant, actorOf(request), BigInt(request.params.id));
      return reply.ok({ id: request.params.id });
    },
  );
  app.post(
    BO_POINTS_PATHS.redemptionReject,
    {
      ...review,
      schema: { params: ZIdParams, body: ZBoRedemptionReject, response: { 200: envelopeOf(ZOk) } },
    },
    async (request, reply) => {
      await rejectRedemption(
        db,
        request.merchant,
        actorOf(request),
        BigInt(request.params.id),
        request.body.reason,
      );
      return reply.ok({ id: request.params.id });
    },
  );

  app.get(
    BO_POINTS_PATHS.rates,
    { ...view, schema: { response: { 200: envelopeOf(ZPointsRates) } } },
    async (request, reply) => reply.ok(await staffPointsRates(db, request.merchant.id)),
  );
  app.put(
    BO_POINTS_PATHS.rates,
    { ...edit, schema: { body: ZBoPointsRatesBody, response: { 200: envelopeOf(ZPointsRates) } } },
    async (request, reply) => reply.ok(await saveStaffPointsRates(db, actorOf(request), request.body)),
  );

  app.post(
    BO_POINTS_PATHS.adjust,
    {
      config: { action: 'points.adjust' as const },
      schema: { body: ZBoPointsAdjustBody, response: { 200: envelopeOf(ZBoPointsAdjustResult) } },
    },
    async (request, reply) => reply.ok(await adjustPoints(db, actorOf(request), request.body)),
  );
}
