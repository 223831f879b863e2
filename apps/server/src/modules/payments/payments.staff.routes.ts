import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZBoDepositChannelList,
  ZBoDepositListQuery,
  ZBoDepositPage,
  ZBoDepositResult,
  ZBoWithdrawalListQuery,
  ZBoWithdrawalPage,
  ZBoWithdrawalResult,
  ZDepositChannelNamesBody,
  ZDepositChannelParams,
  ZPaymentIdParams,
  ZPaymentReasonBody,
  ZWithdrawalPaidBody,
  ZWithdrawalResolveBody,
} from '@tala/contract/backoffice/payments';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { listBoDepositChannels } from './deposit-channels.service.ts';
import { renameDepositChannel } from './deposit-channels-staff.service.ts';
import {
  decideDeposit,
  decideWithdrawal,
  getDepositQueue,
  getPaymentImage,
  getWithdrawalQueue,
} from './payments-queue.service.ts';
import { sendStoredImage } from './uploads.ts';

/** The payments queue: deposits and withdrawals waiting on staff (admin and finance). */
export async function paymentStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  for (const [url, kind] of [
    [BO_PATHS.paymentDepositReceipt, 'deposit'],
    [BO_PATHS.paymentWithdrawalProof, 'withdrawal'],
  ] as const) {
    app.get(
      url,
      { config: { action: 'payments.list' }, schema: { params: ZPaymentIdParams } },
      async (request, reply) => {
        const image = await getPaymentImage(deps.db, deps.env.DATA_DIR, {
          merchantId: request.merchant.id,
          kind,
          id: BigInt(request.params.id),
        });
        return sendStoredImage(reply, image);
      },
    );
  }

  app.get(
    BO_PATHS.depositChannels,
    {
      config: { action: 'payments.list' },
      schema: { response: { 200: envelopeOf(ZBoDepositChannelList) } },
    },
    async (request, reply) =>
      reply.ok({ channels: await listBoDepositChannels(deps.db, request.merchant.id) }),
  );
  app.put(
    BO_PATHS.depositChannelNames,
    {
      config: { action: 'payments.channels' },
      schema: {
        params: ZDepositChannelParams,
        body: ZDepositChannelNamesBody,
        response: { 200: envelopeOf(ZBoDepositChannelList) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await renameDepositChannel(deps.db, actorOf(request), request.params.code, request.body.names),
      ),
  );

  app.get(
    BO_PATHS.paymentDeposits,
    {
      config: { action: 'payments.list' },
      schema: { querystring: ZBoDepositListQuery, response: { 200: envelopeOf(ZBoDepositPage) } },
    },
    async (request, reply) => reply.ok(await getDepositQueue(deps.db, request.merchant.id, request.query)),
  );

  app.get(
    BO_PATHS.paymentWithdrawals,
    {
      config: { action: 'payments.list' },
      schema: { querystring: ZBoWithdrawalListQuery, response: { 200: envelopeOf(ZBoWithdrawalPage) } },
    },
    async (request, reply) => reply.ok(await getWithdrawalQueue(deps.db, request.merchant.id, request.query)),
  );

  app.post(
    BO_PATHS.paymentDepositApprove,
    {
      config: { action: 'payments.decide' },
      schema: { params: ZPaymentIdParams, response: { 200: envelopeOf(ZBoDepositResult) } },
    },
    async (request, reply) =>
      reply.ok(
        await decideDeposit(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          approve: true,
        }),
      ),
  );

  app.post(
    BO_PATHS.paymentDepositReject,
    {
      config: { action: 'payments.decide' },
      schema: {
        params: ZPaymentIdParams,
        body: ZPaymentReasonBody,
        response: { 200: envelopeOf(ZBoDepositResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideDeposit(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    BO_PATHS.paymentWithdrawalApprove,
    {
      config: { action: 'payments.decide' },
      schema: {
        params: ZPaymentIdParams,
        response: { 200: envelopeOf(ZBoWithdrawalResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideWithdrawal(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          kind: 'approve',
        }),
      ),
  );

  app.post(
    BO_PATHS.paymentWithdrawalReject,
    {
      config: { action: 'payments.decide' },
      schema: {
        params: ZPaymentIdParams,
        body: ZPaymentReasonBody,
        response: { 200: envelopeOf(ZBoWithdrawalResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideWithdrawal(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          kind: 'reject',
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    BO_PATHS.paymentWithdrawalPaid,
    {
      config: { action: 'payments.decide' },
      schema: {
        params: ZPaymentIdParams,
        body: ZWithdrawalPaidBody,
        response: { 200: envelopeOf(ZBoWithdrawalResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideWithdrawal(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          kind: 'paid',
          amount: request.body.amount,
        }),
      ),
  );

  app.post(
    BO_PATHS.paymentWithdrawalResolve,
    {
      config: { action: 'payments.decide' },
      schema: {
        params: ZPaymentIdParams,
        body: ZWithdrawalResolveBody,
        response: { 200: envelopeOf(ZBoWithdrawalResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideWithdrawal(deps.db, request.merchant, actorOf(request), BigInt(request.params.id), {
          kind: 'resolve',
          outcome: request.body.outcome,
          reason: request.body.reason,
        }),
      ),
  );
}
