import { isValidSignature, SIGNATURE_HEADERS } from '@tala/contract/vendor-wallet/signing';
import {
  TRANSFER_PATHS,
  type TTransferAnswer,
  ZCreatePlayerRequest,
  ZTransferBalanceRequest,
  ZTransferMoneyRequest,
  ZTransferStatusRequest,
} from '@tala/contract/vendor-wallet/transfer';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseApp } from '../house-app.ts';
import type { TSeamlessCredentials } from '../seamless/seamless-client.ts';
import {
  applyTransfer,
  createPlayer,
  readTransferBalance,
  type TTransferCaller,
  transferStatus,
} from './transfer.service.ts';

/** Where the platform's provider account points its transfer API URL: `<house>/transfer/v1`. */
export const TRANSFER_API_BASE = '/transfer/v1';
const MAX_BODY_BYTES = 16 * 1024;

class BadSignature extends Error {}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The transfer wallet API the platform calls (contract: vendor-wallet/transfer.ts), signed like the
 * seamless API in the other direction with the same shared secret. Its own scope: the body is kept as
 * the received bytes (the signature covers them) and answers are `{ status, balance? }`.
 */
export async function transferRoutes(
  app: THouseApp,
  db: THouseDb,
  credentials: () => Promise<TSeamlessCredentials> | TSeamlessCredentials,
): Promise<void> {
  await app.register(async (scope: THouseApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof BadSignature) return reply.status(401).send({ status: 'BAD_SIGNATURE' });
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      // Nothing was committed (each call is one transaction): the platform asks again with the same reference.
      request.log.error({ err: error }, 'house: transfer call failed');
      return reply.status(500).send({ status: 'RETRY' });
    });

    async function callerOf(request: FastifyRequest, rawBody: string): Promise<TTransferCaller> {
      const own = await credentials();
      const isOurs =
        header(request, SIGNATURE_HEADERS.merchant)?.toUpperCase() === own.merchantCode &&
        header(request, SIGNATURE_HEADERS.provider) === own.providerCode;
      const isSigned =
        isOurs &&
        isValidSignature(own.secret, {
          timestamp: header(request, SIGNATURE_HEADERS.timestamp),
          signature: header(request, SIGNATURE_HEADERS.signature),
          rawBody,
          nowMs: Date.now(),
        });
      if (!isSigned) throw new BadSignature();
      return { merchantCode: own.merchantCode };
    }

    function call<T extends z.ZodType>(
      path: string,
      schema: T,
      handle: (caller: TTransferCaller, body: z.output<T>) => Promise<TTransferAnswer>,
    ) {
      scope.post(`${TRANSFER_API_BASE}${path}`, async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const caller = await callerOf(request, rawBody);
        const parsed = schema.safeParse(parseJson(rawBody));
        if (!parsed.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
        const result = await handle(caller, parsed.data);
        return reply.status(result.status === 'BAD_REQUEST' ? 400 : 200).send(result);
      });
    }

    call(TRANSFER_PATHS.createPlayer, ZCreatePlayerRequest, (c, body) => createPlayer(db, c, body));
    call(TRANSFER_PATHS.transferIn, ZTransferMoneyRequest, (c, body) => applyTransfer(db, c, 'IN', body));
    call(TRANSFER_PATHS.transferOut, ZTransferMoneyRequest, (c, body) => applyTransfer(db, c, 'OUT', body));
    call(TRANSFER_PATHS.transferStatus, ZTransferStatusRequest, (c, body) => transferStatus(db, c, body));
    call(TRANSFER_PATHS.balance, ZTransferBalanceRequest, (c, body) => readTransferBalance(db, c, body));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
