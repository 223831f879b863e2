import multipart from '@fastify/multipart';
import { envelopeOf } from '@tala/contract/envelope';
import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import { ZIdParam } from '@tala/contract/payments/amount';
import {
  ZDeposit,
  ZDepositChannels,
  ZDepositCreated,
  ZDepositListQuery,
  ZDepositPage,
  ZDepositRequest,
  ZWebhookAck,
} from '@tala/contract/payments/deposit';
import { PAYMENT_PATHS, UPLOAD_MAX_BYTES } from '@tala/contract/payments/paths';
import {
  ZWithdrawal,
  ZWithdrawalListQuery,
  ZWithdrawalPage,
  ZWithdrawReadiness,
  ZWithdrawRequest,
  ZWithdrawSettings,
} from '@tala/contract/payments/withdraw';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { listDepositChannels } from './deposit-channels.service.ts';
import {
  attachDepositReceipt,
  createDeposit,
  myDeposit,
  myDeposits,
  type TMemberScope,
} from './deposits.service.ts';
import { paymentGateways } from './gateways/gateway-registry.ts';
import { admitUpload } from './upload-quota.ts';
import { readImageUpload } from './uploads.ts';
import { handleGatewayWebhook } from './webhook.service.ts';
import { withdrawReadiness } from './withdraw-readiness.service.ts';
import { confirmReceived, reportNotReceived } from './withdrawal-confirm.service.ts';
import { myWithdrawal, myWithdrawals, requestWithdrawal, withdrawSettings } from './withdrawals.service.ts';

export function memberScope(request: FastifyRequest): TMemberScope {
  return { merchant: request.merchant, memberId: request.session!.memberId, lang: request.lang };
}

const noStore = { 'cache-control': 'no-store' };

/** Deposit and withdrawal calls of the member centre (seed 001 §2), plus the gateways' webhook. */
export async function paymentsRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const real = app.requireRealAccount;
  const gateways = paymentGateways(deps.env);

  app.get(
    PAYMENT_PATHS.depositChannels,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZDepositChannels) } } },
    async (request, reply) =>
      reply.ok({
        channels: await listDepositChannels(db, gateways, request.merchant.id, {
          language: request.lang,
          defaultLanguage: parseLanguage(request.merchant.defaultLanguage) ?? DEFAULT_LANGUAGE,
        }),
      }),
  );
  app.post(
    PAYMENT_PATHS.deposit,
    { onRequest: real, schema: { body: ZDepositRequest, response: { 200: envelopeOf(ZDepositCreated) } } },
    async (request, reply) => reply.ok(await createDeposit(db, gateways, memberScope(request), request.body)),
  );
  app.get(
    PAYMENT_PATHS.deposits,
    {
      onRequest: real,
      schema: { querystring: ZDepositListQuery, response: { 200: envelopeOf(ZDepositPage) } },
    },
    async (request, reply) =>
      reply.headers(noStore).ok(await myDeposits(db, memberScope(request), request.query)),
  );
  app.get(
    PAYMENT_PATHS.depositById,
    { onRequest: real, schema: { params: ZIdParam, response: { 200: envelopeOf(ZDeposit) } } },
    async (request, reply) =>
      reply.headers(noStore).ok(await myDeposit(db, memberScope(request), BigInt(request.params.id))),
  );

  app.get(
    PAYMENT_PATHS.withdrawSettings,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZWithdrawSettings) } } },
    async (request, reply) => reply.headers(noStore).ok(await withdrawSettings(db, memberScope(request))),
  );
  app.get(
    PAYMENT_PATHS.withdrawReadiness,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZWithdrawReadiness) } } },
    async (request, reply) => reply.headers(noStore).ok(await withdrawReadiness(db, memberScope(request))),
  );
  app.post(
    PAYMENT_PATHS.withdraw,
    { onRequest: real, schema: { body: ZWithdrawRequest, response: { 200: envelopeOf(ZWithdrawal) } } },
    async (request, reply) => reply.ok(await requestWithdrawal(db, memberScope(request), request.body)),
  );
  app.get(
    PAYMENT_PATHS.withdrawals,
    {
      onRequest: real,
      schema: { querystring: ZWithdrawalListQuery, response: { 200: envelopeOf(ZWithdrawalPage) } },
    },
    async (request, reply) =>
      reply.headers(noStore).ok(await myWithdrawals(db, memberScope(request), request.query)),
  );
  app.get(
    PAYMENT_PATHS.withdrawalById,
    { onRequest: real, schema: { params: ZIdParam, response: { 200: envelopeOf(ZWithdrawal) } } },
    async (request, reply) =>
      reply.headers(noStore).ok(await myWithdrawal(db, memberScope(request), BigInt(request.params.id))),
  );
  app.post(
    PAYMENT_PATHS.withdrawalReceived,
    { onRequest: real, schema: { params: ZIdParam, response: { 200: envelopeOf(ZWithdrawal) } } },
    async (request, reply) =>
      reply.ok(await confirmReceived(db, memberScope(request), BigInt(request.params.id))),
  );

  await app.register(async (child) => uploadRoutes(child.withTypeProvider<ZodTypeProvider>() as TApp, deps));
  await app.register(async (child) => webhookRoutes(child.withTypeProvider<ZodTypeProvider>() as TApp, deps));
}

/** Multipart only here: one file of at most 5 MB, a few short fields, nothing else. */
async function uploadRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  const uploadDeps = { db: deps.db, dataDir: deps.env.DATA_DIR };
  app.post(
    PAYMENT_PATHS.depositReceipt,
    {
      onRequest: app.requireRealAccount,
      schema: { params: ZIdParam, response: { 200: envelopeOf(ZDeposit) } },
    },
    async (request, reply) => {
      await admitUpload(deps.db, memberScope(request));
      const upload = await readImageUpload(request);
      if (!upload) throw new AppError('PAY_UPLOAD_INVALID');
      return reply.ok(
        await attachDepositReceipt(uploadDeps, memberScope(request), BigInt(request.params.id), upload),
      );
    },
  );
  app.post(
    PAYMENT_PATHS.withdrawalNotReceived,
    {
      onRequest: app.requireRealAccount,
      schema: { params: ZIdParam, response: { 200: envelopeOf(ZWithdrawal) } },
    },
    async (request, reply) => {
      await admitUpload(deps.db, memberScope(request));
      const proof = await readImageUpload(request);
      return reply.ok(
        await reportNotReceived(uploadDeps, memberScope(request), BigInt(request.params.id), proof),
      );
    },
  );
}

/**
 * The gateways' webhook: the body is kept as the exact bytes received (as a string), because the
 * signature covers those bytes, not a re-serialisation of parsed JSON.
 */
async function webhookRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.post(
    PAYMENT_PATHS.webhook,
    {
      schema: {
        params: z.object({ gateway: z.string().regex(/^[a-z0-9_-]{2,32}$/) }),
        body: z.string().max(16 * 1024),
        response: { 200: envelopeOf(ZWebhookAck) },
      },
    },
    async (request, reply) => {
      await handleGatewayWebhook(deps.db, paymentGateways(deps.env), request.merchant, {
        gateway: request.params.gateway,
        headers: request.headers,
        rawBody: request.body,
      });
      return reply.ok({ received: true as const });
    },
  );
}
