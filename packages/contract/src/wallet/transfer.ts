import { z } from 'zod';
import { ZBalance } from './balance.ts';

/** A positive decimal amount with at most two decimals ("100", "100.5", "100.50"). */
export const ZPositiveAmount = z
  .string()
  .max(20)
  .regex(/^\d{1,13}(\.\d{1,2})?$/)
  .refine((text) => /[1-9]/.test(text), 'amount must be above zero');

/** Wallet code as listed by the balance call: MAIN or VENDOR:<vassalage>. */
export const ZWalletCode = z
  .string()
  .max(48)
  .regex(/^(MAIN|VENDOR:[A-Za-z0-9_.-]{1,40})$/);

/** Client-generated per click; a retry or double-click reuses it, so money moves once. */
export const ZIdempotencyKey = z.string().uuid();

/** POST relay GCS_walletTransfer: between MAIN and a transfer-mode vendor wallet. */
export const ZWalletTransferBody = z.object({
  from: ZWalletCode,
  to: ZWalletCode,
  amount: ZPositiveAmount,
  idempotencyKey: ZIdempotencyKey,
});
export type TWalletTransferBody = z.infer<typeof ZWalletTransferBody>;

/** Transfer and recall answer: the transfer's id (the same one on a replay), its state and the new balances. */
export const ZWalletTransferResult = z.object({
  transactionId: z.string().max(20).nullable(),
  replayed: z.boolean(),
  /** PENDING: the vendor's answer did not come; the transfer settles by itself (money is never lost). */
  status: z.enum(['DONE', 'PENDING']),
  balance: ZBalance,
});
export type TWalletTransferResult = z.infer<typeof ZWalletTransferResult>;

/** POST relay GCS_recallAll: every vendor wallet back to MAIN; idempotent per call key. */
export const ZRecallAllBody = z.object({ idempotencyKey: ZIdempotencyKey });

/** GET relay GCS_merchantWallet (seed 001 §3): single wallet (seamless) or transfer wallets. */
export const ZMerchantWallet = z.object({ isSingle: z.boolean() });
