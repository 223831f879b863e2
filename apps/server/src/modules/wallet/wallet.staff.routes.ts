import {
  ZAdjustment,
  ZAdjustmentBody,
  ZAdjustmentIdParams,
  ZAdjustmentListQuery,
  ZAdjustmentPage,
  ZDecisionBody,
  ZRejectBody,
} from '@tala/contract/backoffice/adjustments';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { ZPlayerIdParams } from '@tala/contract/backoffice/players';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { decideAdjustment, getAdjustmentPage, requestAdjustment } from './adjustments.service.ts';

export async function walletStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.post(
    BO_PATHS.playerAdjustments,
    {
      config: { action: 'adjustments.request' },
      schema: { params: ZPlayerIdParams, body: ZAdjustmentBody, response: { 200: envelopeOf(ZAdjustment) } },
    },
    async (request, reply) =>
      reply.ok(
        await requestAdjustment(
          deps.db,
          request.merchant,
          actorOf(request),
          BigInt(request.params.id),
          request.body,
        ),
      ),
  );

  app.get(
    BO_PATHS.adjustments,
    {
      config: { action: 'adjustments.list' },
      schema: { querystring: ZAdjustmentListQuery, response: { 200: envelopeOf(ZAdjustmentPage) } },
    },
    async (request, reply) => {
      const { playerId, ...rest } = request.query;
      const memberId = playerId === undefined ? undefined : BigInt(playerId);
      return reply.ok(await getAdjustmentPage(deps.db, request.merchant.id, { ...rest, memberId }));
    },
  );

  app.post(
    BO_PATHS.adjustmentApprove,
    {
      config: { action: 'adjustments.decide' },
      schema: {
        params: ZAdjustmentIdParams,
        body: ZDecisionBody,
        response: { 200: envelopeOf(ZAdjustment) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideAdjustment(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          approve: true,
          note: request.body.note,
        }),
      ),
  );

  app.post(
    BO_PATHS.adjustmentReject,
    {
      config: { action: 'adjustments.decide' },
      schema: { params: ZAdjustmentIdParams, body: ZRejectBody, response: { 200: envelopeOf(ZAdjustment) } },
    },
    async (request, reply) =>
      reply.ok(
        await decideAdjustment(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          approve: false,
          note: request.body.note,
        }),
      ),
  );
}
