import { envelopeOf } from '@tala/contract/envelope';
import { ZBalance } from '@tala/contract/wallet/balance';
import { ZTransactionHistory, ZTransactionHistoryQuery } from '@tala/contract/wallet/history';
import {
  ZMerchantWallet,
  ZRecallAllBody,
  ZWalletTransferBody,
  ZWalletTransferResult,
} from '@tala/contract/wallet/transfer';
import { ZTransferUplineBody, ZTransferUplineResult } from '@tala/contract/wallet/upline';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { providerTransport } from '../vendor-wallet/provider-transport.ts';
import { balanceOf, type TWalletDeps } from './wallet.service.ts';
import { walletEventRoutes } from './wallet-events.routes.ts';
import { transactionHistory, transactionHistoryCsv } from './wallet-history.service.ts';
import { recallAll, transferFund } from './wallet-transfer.service.ts';
import { transferToUpline } from './wallet-upline.service.ts';

function sessionMember(request: { session: { memberId: bigint } | null }): bigint {
  assert(request.session, 'onRequest guard sets the session');
  return request.session.memberId;
}

/** Demo accounts see their demo balance too: they play with it. Moving money needs a real account. */
export async function walletRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const walletDeps: TWalletDeps = { db: deps.db, transport: providerTransport(deps.inProcessProviders) };
  app.get(
    WALLET_PATHS.balance,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZBalance) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await balanceOf(walletDeps, request.merchant, sessionMember(request)));
    },
  );
  app.get(
    WALLET_PATHS.merchantWallet,
    { schema: { response: { 200: envelopeOf(ZMerchantWallet) } } },
    async (request, reply) => reply.ok({ isSingle: request.merchant.settings.walletMode === 'SEAMLESS' }),
  );
  app.post(
    WALLET_PATHS.walletTransfer,
    {
      onRequest: app.requireRealAccount,
      schema: { body: ZWalletTransferBody, response: { 200: envelopeOf(ZWalletTransferResult) } },
    },
    async (request, reply) =>
      reply.ok(await transferFund(walletDeps, request.merchant, sessionMember(request), request.body)),
  );
  app.post(
    WALLET_PATHS.recallAll,
    {
      onRequest: app.requireRealAccount,
      schema: { body: ZRecallAllBody, response: { 200: envelopeOf(ZWalletTransferResult) } },
    },
    async (request, reply) =>
      reply.ok(
        await recallAll(walletDeps, request.merchant, sessionMember(request), request.body.idempotencyKey),
      ),
  );
  app.post(
    WALLET_PATHS.transferUpline,
    {
      onRequest: app.requireRealAccount,
      schema: { body: ZTransferUplineBody, response: { 200: envelopeOf(ZTransferUplineResult) } },
    },
    async (request, reply) =>
      reply.ok(await transferToUpline(walletDeps, request.merchant, sessionMember(request), request.body)),
  );
  await historyRoutes(app, deps);
  await walletEventRoutes(app, deps, walletDeps);
}

async function historyRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    WALLET_PATHS.transactionHistory,
    {
      onRequest: app.requireRealAccount,
      schema: { querystring: ZTransactionHistoryQuery, response: { 200: envelopeOf(ZTransactionHistory) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { merchant } = request;
      return reply.ok(await transactionHistory(deps.db, merchant.id, sessionMember(request), request.query));
    },
  );
  app.get(
    WALLET_PATHS.transactionHistoryCsv,
    { onRequest: app.requireRealAccount, schema: { querystring: ZTransactionHistoryQuery } },
    async (request, reply) => {
      const { csv, filename } = await transactionHistoryCsv(
        deps.db,
        request.merchant.id,
        sessionMember(request),
        request.query,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
}
