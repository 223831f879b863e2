import {
  ZBoBonusCancel,
  ZBoBonusCancelBody,
  ZBoBonusCancelDecisionBody,
  ZBoBonusCancelPage,
  ZBoBonusCancelsQuery,
  ZBoBonusesQuery,
  ZBoBonusPage,
  ZPromotionReport,
  ZPromotionReportQuery,
} from '@tala/contract/backoffice/bonuses';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf } from '@tala/contract/envelope';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  approveBonusCancel,
  cancelBonus,
  listBonusCancels,
  listBonuses,
  promotionReport,
  rejectBonusCancel,
} from './bonuses-staff.service.ts';

const ZIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/**
 * Players' bonuses, their cancellation by staff (two people above the threshold) and the promotions' cost report
 * (issue 13 §3, decision 051). Every role reads; money staff (promotions.review) cancel and decide.
 */
export async function bonusStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const view = { config: { action: 'promotions.view' as const } };
  const review = { config: { action: 'promotions.review' as const } };
  const decision = {
    ...review,
    schema: {
      params: ZIdParams,
      body: ZBoBonusCancelDecisionBody,
      response: { 200: envelopeOf(ZBoBonusCancel) },
    },
  };
  app.get(
    BO_PATHS.bonuses,
    { ...view, schema: { querystring: ZBoBonusesQuery, response: { 200: envelopeOf(ZBoBonusPage) } } },
    async (request, reply) => reply.ok(await listBonuses(db, request.merchant.id, request.query)),
  );
  app.post(
    BO_PATHS.bonusCancel,
    {
      ...review,
      schema: { params: ZIdParams, body: ZBoBonusCancelBody, response: { 200: envelopeOf(ZBoBonusCancel) } },
    },
    async (request, reply) =>
      reply.ok(
        await cancelBonus(
          db,
          request.merchant,
          actorOf(request),
          BigInt(request.params.id),
          request.body.reason,
        ),
      ),
  );
  app.get(
    BO_PATHS.bonusCancels,
    {
      ...view,
      schema: { querystring: ZBoBonusCancelsQuery, response: { 200: envelopeOf(ZBoBonusCancelPage) } },
    },
    async (request, reply) => reply.ok(await listBonusCancels(db, request.merchant.id, request.query)),
  );
  app.post(BO_PATHS.bonusCancelApprove, decision, async (request, reply) =>
    reply.ok(
      await approveBonusCancel(
        db,
        request.merchant,
        actorOf(request),
        BigInt(request.params.id),
        request.body.note,
      ),
    ),
  );
  app.post(BO_PATHS.bonusCancelReject, decision, async (request, reply) =>
    reply.ok(
      await rejectBonusCancel(
        db,
        request.merchant,
        actorOf(request),
        BigInt(request.params.id),
        request.body.note,
      ),
    ),
  );
  app.get(
    BO_PATHS.promotionReport,
    {
      ...view,
      schema: { querystring: ZPromotionReportQuery, response: { 200: envelopeOf(ZPromotionReport) } },
    },
    async (request, reply) => reply.ok(await promotionReport(db, request.merchant, request.query)),
  );
}
