import { parseWellFormedJson } from '@tala/contract/text';
import { isValidSignature, SIGNATURE_HEADERS } from '@tala/contract/vendor-wallet/signing';
import {
  TRANSFER_PATHS,
  type TTransferAnswer,
  ZCreatePlayerRequest,
  ZTransferBalanceRequest,
  ZTransferMoneyRequest,
  ZTransferStatusRequest,
} from '@tala/contract/vendor-wallet/transfer';
import type { z } from 'zod';
import type { THouseDb } from '../db/house-db.ts';
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

/** A signed call as received: the header values and the exact body bytes the signature covers. */
export type TTransferCall = {
  path: string;
  header: (name: string) => string | undefined;
  rawBody: string;
};
export type TTransferReply = { statusCode: number; body: TTransferAnswer | { status: 'BAD_SIGNATURE' } };
export type TTransferApi = (call: TTransferCall) => Promise<TTransferReply>;

type TOperation = {
  schema: z.ZodType;
  handle: (caller: TTransferCaller, body: never) => Promise<TTransferAnswer>;
};

/**
 * The transfer wallet API the platform calls (contract: vendor-wallet/transfer.ts), signed like the
 * seamless API in the other direction with the same shared secret, without a transport: the house's
 * HTTP routes serve it, and a platform running the house in its own process calls it directly with
 * the same signed bytes (no HTTP emulation on a money path). A throw means nothing was committed
 * (each call is one transaction): the HTTP side answers RETRY and the platform asks again.
 */
export function createTransferApi(
  db: THouseDb,
  credentials: () => Promise<TSeamlessCredentials> | TSeamlessCredentials,
): TTransferApi {
  const operations = new Map<string, TOperation>([
    [TRANSFER_PATHS.createPlayer, { schema: ZCreatePlayerRequest, handle: (c, b) => createPlayer(db, c, b) }],
    [
      TRANSFER_PATHS.transferIn,
      { schema: ZTransferMoneyRequest, handle: (c, b) => applyTransfer(db, c, 'IN', b) },
    ],
    [
      TRANSFER_PATHS.transferOut,
      { schema: ZTransferMoneyRequest, handle: (c, b) => applyTransfer(db, c, 'OUT', b) },
    ],
    [
      TRANSFER_PATHS.transferStatus,
      { schema: ZTransferStatusRequest, handle: (c, b) => transferStatus(db, c, b) },
    ],
    [
      TRANSFER_PATHS.balance,
      { schema: ZTransferBalanceRequest, handle: (c, b) => readTransferBalance(db, c, b) },
    ],
  ]);

  async function callerOf(call: TTransferCall): Promise<TTransferCaller | null> {
    const own = await credentials();
    const isOurs =
      call.header(SIGNATURE_HEADERS.merchant)?.toUpperCase() === own.merchantCode &&
      call.header(SIGNATURE_HEADERS.provider) === own.providerCode;
    const isSigned =
      isOurs &&
      isValidSignature(own.secret, {
        timestamp: call.header(SIGNATURE_HEADERS.timestamp),
        signature: call.header(SIGNATURE_HEADERS.signature),
        rawBody: call.rawBody,
        nowMs: Date.now(),
      });
    return isSigned ? { merchantCode: own.merchantCode } : null;
  }

  return async (call) => {
    const operation = operations.get(call.path);
    if (!operation) return { statusCode: 400, body: { status: 'BAD_REQUEST' } };
    const caller = await callerOf(call);
    if (!caller) return { statusCode: 401, body: { status: 'BAD_SIGNATURE' } };
    const parsed = operation.schema.safeParse(parseWellFormedJson(call.rawBody));
    if (!parsed.success) return { statusCode: 400, body: { status: 'BAD_REQUEST' } };
    const result = await operation.handle(caller, parsed.data as never);
    return { statusCode: result.status === 'BAD_REQUEST' ? 400 : 200, body: result };
  };
}
