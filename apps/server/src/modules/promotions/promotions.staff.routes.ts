import { ZCreated } from '@tala/contract/backoffice/notices';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZApplicationImageParams,
  ZApplicationRejectBody,
  ZBoApplicationList,
  ZBoPromotionBody,
  ZBoPromotionList,
  ZBoPromotionStatusBody,
  ZPromotionIdParams,
} from '@tala/contract/backoffice/promotions';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { readStoredUpload, sendStoredImage } from '../payments/uploads.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  applicationImage,
  approveApplication,
  listApplications,
  rejectApplication,
} from './promotion-applications.service.ts';
import {
  createPromotion,
  listBoPromotions,
  setPromotionStatus,
  updatePromotion,
} from './promotions-staff.service.ts';

/** Promotions in the back office (issue 13 §3): list, create, edit, publish and pause. */
export async function promotionStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const view = { config: { action: 'promotions.view' as const } };
  const edit = { config: { action: 'promotions.edit' as const } };
  // The home notice lists open promotions from a cache keyed by the merchant cache's generation: a change shows at once.
  const changed = <T>(value: T) => {
    deps.merchants.invalidate();
    return value;
  };

  app.get(
    BO_PATHS.promotions,
    { ...view, schema: { response: { 200: envelopeOf(ZBoPromotionList) } } },
    async (request, reply) => reply.ok({ list: await listBoPromotions(deps.db, request.merchant.id) }),
  );
  app.post(
    BO_PATHS.promotions,
    { ...edit, schema: { body: ZBoPromotionBody, response: { 200: envelopeOf(ZCreated) } } },
    async (request, reply) =>
      reply.ok(changed(await createPromotion(deps.db, actorOf(request), request.body))),
  );
  app.put(
    BO_PATHS.promotion,
    {
      ...edit,
      schema: { params: ZPromotionIdParams, body: ZBoPromotionBody, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      await updatePromotion(deps.db, actorOf(request), BigInt(request.params.id), request.body);
      return reply.ok(changed(null));
    },
  );
  app.get(
    BO_PATHS.promotionApplications,
    { ...view, schema: { response: { 200: envelopeOf(ZBoApplicationList) } } },
    async (request, reply) => reply.ok({ list: await listApplications(deps.db, request.merchant.id) }),
  );
  app.get(
    BO_PATHS.promotionApplicationImage,
    { ...view, schema: { params: ZApplicationImageParams } },
    async (request, reply) => {
      const name = await applicationImage(
        deps.db,
        request.merchant.id,
        BigInt(request.params.id),
        request.params.index,
      );
      return sendStoredImage(reply, await readStoredUpload(deps.env.DATA_DIR, name));
    },
  );
  const review = { config: { action: 'promotions.review' as const } };
  app.post(
    BO_PATHS.promotionApplicationApprove,
    { ...review, schema: { params: ZPromotionIdParams, response: { 200: ZEmptyEnvelope } } },
    async (request, reply) => {
      await approveApplication(
        deps.db,
        actorOf(request),
        BigInt(request.params.id),
        request.merchant.currency,
      );
      return reply.ok(null);
    },
  );
  app.post(
    BO_PATHS.promotionApplicationReject,
    {
      ...review,
      schema: { params: ZPromotionIdParams, body: ZApplicationRejectBody, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      await rejectApplication(deps.db, actorOf(request), BigInt(request.params.id), request.body.reason);
      return reply.ok(null);
    },
  );
  app.post(
    BO_PATHS.promotionStatus,
    {
      ...edit,
      schema: { params: ZPromotionIdParams, body: ZBoPromotionStatusBody, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      await setPromotionStatus(deps.db, actorOf(request), BigInt(request.params.id), request.body.status);
      return reply.ok(changed(null));
    },
  );
}
