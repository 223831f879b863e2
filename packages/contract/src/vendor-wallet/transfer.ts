import { z } from 'zod';

/**
 * The transfer wallet API a transfer-mode provider implements and the platform calls (decision 007,
 * docs/integrations/transfer-wallet.md). Paths are relative to the provider's transfer API URL; requests
 * are signed like the seamless API (signing.ts), with the platform's merchant code and the provider's
 * code in the headers. Answers are HTTP 200 with `status`; amounts are decimal strings.
 */
export const TRANSFER_PATHS = {
  createPlayer: '/createPlayer',
  transferIn: '/transferIn',
  transferOut: '/transferOut',
  transferStatus: '/transferStatus',
  balance: '/balance',
} as const;

export const TRANSFER_STATUSES = [
  'OK',
  'PLAYER_NOT_FOUND',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'CURRENCY_MISMATCH',
  'BAD_SIGNATURE',
  'BAD_REQUEST',
  'RETRY',
] as const;
export type TTransferStatus = (typeof TRANSFER_STATUSES)[number];

const ZAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const ZPlayerId = z.string().min(1).max(40);
const ZCurrency = z.string().length(3);
/** The platform's unique reference of one transfer: the provider's idempotency key. */
const ZReference = z.string().regex(/^[\w.:-]{1,64}$/);
/** One provider may run several transfer-mode vendors (brands); each holds its own player wallet. */
const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,40}$/);

export const ZCreatePlayerRequest = z.object({
  vassalage: ZVassalage,
  playerId: ZPlayerId,
  currency: ZCurrency,
  displayName: z.string().min(1).max(40),
});
export const ZTransferMoneyRequest = z.object({
  vassalage: ZVassalage,
  playerId: ZPlayerId,
  reference: ZReference,
  amount: ZAmount,
  currency: ZCurrency,
});
export const ZTransferStatusRequest = z.object({ reference: ZReference });
export const ZTransferBalanceRequest = z.object({
  vassalage: ZVassalage,
  playerId: ZPlayerId,
  currency: ZCurrency,
});
export type TCreatePlayerRequest = z.infer<typeof ZCreatePlayerRequest>;
export type TTransferMoneyRequest = z.infer<typeof ZTransferMoneyRequest>;
export type TTransferStatusRequest = z.infer<typeof ZTransferStatusRequest>;
export type TTransferBalanceRequest = z.infer<typeof ZTransferBalanceRequest>;

/** Every answer; `balance` is the player's balance at the provider after the call, when known. */
export const ZTransferAnswer = z.object({
  status: z.enum(TRANSFER_STATUSES),
  balance: ZAmount.optional(),
  message: z.string().max(200).optional(),
});
export type TTransferAnswer = z.infer<typeof ZTransferAnswer>;

/**
 * transferStatus: APPLIED — the transfer with this reference was done (once); NOT_FOUND — the provider
 * never applied it (never received, or refused), so the platform may settle it as failed.
 */
export const ZTransferStatusAnswer = ZTransferAnswer.extend({
  transfer: z
    .object({
      reference: ZReference,
      state: z.enum(['APPLIED', 'NOT_FOUND']),
      direction: z.enum(['IN', 'OUT']).optional(),
      amount: ZAmount.optional(),
    })
    .optional(),
});
export type TTransferStatusAnswer = z.infer<typeof ZTransferStatusAnswer>;
