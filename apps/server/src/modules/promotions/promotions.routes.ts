import multipart from '@fastify/multipart';
import { envelopeOf } from '@tala/contract/envelope';
import { APPLICATION_LIMITS } from '@tala/contract/promotions/promotion-rules';
import {
  PROMOTION_PATHS,
  ZBonusPage,
  ZBonusQuery,
  ZClaimBody,
  ZPromotionActionResult,
  ZPromotionDetail,
  ZPromotionIdBody,
  ZPromotionIdQuery,
  ZPromotionList,
  ZPromotionListQuery,
  ZPromotionWinners,
  ZRewards,
} from '@tala/contract/promotions/promotions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { readerOf } from '../notices/notice-reader.ts';
import { admitUpload, chargeUploadQuota } from '../payments/upload-quota.ts';
import { readImageUploads } from '../payments/uploads.ts';
import { myBonuses, myRewards } from './member-rewards.service.ts';
import { claimReward, joinPromotion, requestReward, type TPromoActor } from './promotion-actions.service.ts';
import { applyToPromotion } from './promotion-applications.service.ts';
import { promotionWinners } from './promotion-winners.service.ts';
import { listPromotions, promotionDetail, type TPromoReader } from './promotions.service.ts';
import { grabEnvelope } from './red-envelope-grab.ts';

/** Promotions for players (issue 13, decision 049): public lists that know a signed-in member, and their actions. */
export async function promotionRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;

  const readerFor = async (request: FastifyRequest): Promise<TPromoReader> => ({
    ...readerOf(request),
    merchant: request.merchant,
    memberId: (await app.trySession(request))?.memberId ?? null,
  });
  const actorOf = (request: FastifyRequest): TPromoActor => {
    const session = request.session;
    assert(session, 'requireRealAccount ran');
    return {
      ...readerOf(request),
      merchant: request.merchant,
      memberId: session.memberId,
      sessionId: session.sessionId,
      ip: request.ip,
    };
  };

  app.get(
    PROMOTION_PATHS.list,
    { schema: { querystring: ZPromotionListQuery, response: { 200: envelopeOf(ZPromotionList) } } },
    async (request, reply) =>
      reply.ok(await listPromotions(db, await readerFor(request), request.query.category)),
  );
  app.get(
    PROMOTION_PATHS.detail,
    { schema: { querystring: ZPromotionIdQuery, response: { 200: envelopeOf(ZPromotionDetail) } } },
    async (request, reply) =>
      reply.ok(await promotionDetail(db, await readerFor(request), BigInt(request.query.id))),
  );

  app.get(
    PROMOTION_PATHS.winners,
    { schema: { response: { 200: envelopeOf(ZPromotionWinners) } } },
    async (request, reply) => reply.ok(await promotionWinners(db, readerOf(request))),
  );

  const action = { onRequest: app.requireRealAccount };
  const actionSchema = { body: ZPromotionIdBody, response: { 200: envelopeOf(ZPromotionActionResult) } };
  app.post(PROMOTION_PATHS.join, { ...action, schema: actionSchema }, async (request, reply) =>
    reply.ok(await joinPromotion(db, actorOf(request), BigInt(request.body.id))),
  );
  app.post(PROMOTION_PATHS.requestReward, { ...action, schema: actionSchema }, async (request, reply) =>
    reply.ok(await requestReward(db, actorOf(request), BigInt(request.body.id))),
  );
  app.post(PROMOTION_PATHS.grab, { ...action, schema: actionSchema }, async (request, reply) =>
    reply.ok(await grabEnvelope(db, actorOf(request), BigInt(request.body.id))),
  );
  app.post(
    PROMOTION_PATHS.claim,
    { ...action, schema: { ...actionSchema, body: ZClaimBody } },
    async (request, reply) => {
      const { id, entryId } = request.body;
      return reply.ok(await claimReward(db, actorOf(request), BigInt(id), entryId ? BigInt(entryId) : null));
    },
  );

  await app.register(async (child) =>
    applicationRoutes(child.withTypeProvider<ZodTypeProvider>() as TApp, deps, actorOf),
  );

  app.get(
    PROMOTION_PATHS.bonuses,
    { ...action, schema: { querystring: ZBonusQuery, response: { 200: envelopeOf(ZBonusPage) } } },
    async (request, reply) => reply.ok(await myBonuses(db, actorOf(request), request.query)),
  );
  app.get(
    PROMOTION_PATHS.rewards,
    { ...action, schema: { response: { 200: envelopeOf(ZRewards) } } },
    async (request, reply) => reply.ok(await myRewards(db, actorOf(request))),
  );
}

/** Multipart only here: up to three images (a fourth is refused by name) and the id and comment fields. */
async function applicationRoutes(
  app: TApp,
  deps: TAppDeps,
  actorOf: (request: FastifyRequest) => TPromoActor,
) {
  await app.register(multipart, {
    limits: {
      files: APPLICATION_LIMITS.images + 1,
      fileSize: APPLICATION_LIMITS.imageBytes,
      fields: 4,
      fieldSize: 1024,
      parts: APPLICATION_LIMITS.images + 5,
      headerPairs: 50,
    },
  });
  app.post(
    PROMOTION_PATHS.apply,
    { onRequest: app.requireRealAccount, schema: { response: { 200: envelopeOf(ZPromotionActionResult) } } },
    async (request, reply) => {
      const scope = { merchant: request.merchant, memberId: request.session!.memberId, lang: request.lang };
      await admitUpload(deps.db, scope);
      const { images, fields } = await readImageUploads(request, APPLICATION_LIMITS.images);
      const parsed = ZPromotionIdBody.safeParse({ id: fields.id ?? '' });
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'id', messageKey: 'validation.invalid_format' }],
        });
      const { id } = parsed.data;
      for (const image of images) await chargeUploadQuota(deps.db, scope, image.bytes.length);
      const input = { id: BigInt(id), comment: fields.comment ?? '', images };
      return reply.ok(
        await applyToPromotion({ db: deps.db, dataDir: deps.env.DATA_DIR }, actorOf(request), input),
      );
    },
  );
}
