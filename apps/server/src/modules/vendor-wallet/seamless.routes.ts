import {
  SEAMLESS_PATHS,
  type TSeamlessAnswer,
  ZAuthenticateRequest,
  ZBalanceRequest,
  ZBetBatchRequest,
  ZBetRequest,
  ZBonusWinRequest,
  ZEndRoundRequest,
  ZRollbackRequest,
  ZWinBatchRequest,
  ZWinRequest,
} from '@tala/contract/vendor-wallet/seamless';
import { isValidSignature, SIGNATURE_HEADERS } from '@tala/contract/vendor-wallet/signing';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { parseJson } from '../../lib/parse-json.ts';
import { providerAccountOf } from './provider-accounts.ts';
import { refusal, type TCaller } from './seamless-answers.ts';
import { placeBetBatch } from './seamless-bet-batch.service.ts';
import { payBonusWin, placeBet, rollbackBet, settleWin } from './seamless-money.service.ts';
import { authenticate, endRound, readBalance } from './seamless-session.service.ts';
import { settleWinBatch } from './seamless-win-batch.service.ts';

const MAX_BODY_BYTES = 16 * 1024;
/** A `winBatch` body: up to MAX_WINS_PER_BATCH wins of ~250 bytes each. */
const MAX_BATCH_BODY_BYTES = 256 * 1024;
/** A `betBatch` body: up to MAX_BETS_PER_BATCH bets, each up to ~650 bytes with every field at its longest. */
const MAX_BET_BATCH_BODY_BYTES = 512 * 1024;

class BadSignature extends Error {}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The seamless wallet API providers call (decision 007, docs/integrations/seamless-wallet.md). Its
 * own plugin scope: the body is kept as the received bytes (the signature covers them), answers are
 * `{ status, retry, … }` rather than the site's envelope, and errors map to the provider's codes.
 */
export async function seamlessRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  await app.register(async (scope) => seamlessScope(scope as TApp, deps));
}

async function seamlessScope(app: TApp, deps: TAppDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadSignature) return reply.status(401).send(refusal('BAD_SIGNATURE'));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(refusal('BAD_REQUEST'));
    }
    // Nothing was committed (every call is one transaction): the provider retries with the same id.
    request.log.error({ err: error }, 'seamless call failed');
    return reply.status(500).send(refusal('RETRY'));
  });

  async function callerOf(request: FastifyRequest, rawBody: string): Promise<TCaller> {
    const merchantCode = header(request, SIGNATURE_HEADERS.merchant)?.slice(0, 40).toUpperCase();
    const merchant = merchantCode ? await deps.merchants.byMerchantCode(merchantCode) : null;
    const providerCode = header(request, SIGNATURE_HEADERS.provider)?.slice(0, 20) ?? '';
    const account = merchant ? await providerAccountOf(deps.db, merchant.id, providerCode) : null;
    const signed =
      account?.isActive === true &&
      isValidSignature(account.secret, {
        timestamp: header(request, SIGNATURE_HEADERS.timestamp),
        signature: header(request, SIGNATURE_HEADERS.signature),
        rawBody,
        nowMs: Date.now(),
      });
    if (!merchant || !signed) throw new BadSignature();
    return {
      merchantId: merchant.id,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      providerCode,
    };
  }

  function call<T extends z.ZodType>(
    path: string,
    schema: T,
    handle: (caller: TCaller, body: z.output<T>) => Promise<TSeamlessAnswer>,
    bodyLimit = MAX_BODY_BYTES,
  ) {
    app.post(path, { bodyLimit }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const caller = await callerOf(request, rawBody);
      const parsed = schema.safeParse(parseJson(rawBody));
      if (!parsed.success) return reply.send(refusal('BAD_REQUEST'));
      return reply.send(await handle(caller, parsed.data));
    });
  }

  call(SEAMLESS_PATHS.authenticate, ZAuthenticateRequest, (c, body) =>
    authenticate(deps.db, c, body.launchToken),
  );
  call(SEAMLESS_PATHS.balance, ZBalanceRequest, (c, body) => readBalance(deps.db, c, body));
  call(SEAMLESS_PATHS.bet, ZBetRequest, (c, body) => placeBet(deps.db, c, body));
  call(SEAMLESS_PATHS.win, ZWinRequest, (c, body) => settleWin(deps.db, c, body));
  call(SEAMLESS_PATHS.rollback, ZRollbackRequest, (c, body) => rollbackBet(deps.db, c, body));
  call(SEAMLESS_PATHS.endRound, ZEndRoundRequest, (c, body) => endRound(deps.db, c, body));
  call(SEAMLESS_PATHS.bonusWin, ZBonusWinRequest, (c, body) => payBonusWin(deps.db, c, body));
  call(
    SEAMLESS_PATHS.winBatch,
    ZWinBatchRequest,
    (c, body) => settleWinBatch(deps.db, c, body),
    MAX_BATCH_BODY_BYTES,
  );
  call(
    SEAMLESS_PATHS.betBatch,
    ZBetBatchRequest,
    (c, body) => placeBetBatch(deps.db, c, body),
    MAX_BET_BATCH_BODY_BYTES,
  );
}
