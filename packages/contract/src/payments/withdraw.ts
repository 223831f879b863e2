import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery } from '../common.ts';
import { ZAmountInput, ZIdempotencyKey } from './amount.ts';

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  /** Paid out (full or partial): waiting for the player's confirmation (seed 001 §4). */
  'PAID',
  'RECEIVED',
  /** The player says it did not arrive (proof uploaded): staff review. */
  'NOT_RECEIVED',
  /** Staff decided it was paid: nothing is refunded. */
  'FORCED_RECEIVED',
  /** Staff agreed it did not arrive: the paid amount went back to the main wallet. */
  'REFUNDED',
] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const ZWithdrawChannel = z.object({
  code: z.string().max(32),
  minAmount: ZDecimalMoney,
  maxAmount: ZDecimalMoney,
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
});

/** GET withdrawSettings: what the withdrawal screen needs before the form. */
export const ZWithdrawSettings = z.object({
  channels: z.array(ZWithdrawChannel).max(20),
  hasWithdrawPassword: z.boolean(),
  hasRealName: z.boolean(),
  autoReceiptMinutes: z.number().int(),
  balance: ZDecimalMoney,
});

/** POST withdraw. */
export const ZWithdrawRequest = z.object({
  bankAccountId: z.string().regex(/^\d{1,18}$/),
  channelCode: z.string().trim().min(1).max(32).default('BANK'),
  amount: ZAmountInput,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TWithdrawRequest = z.infer<typeof ZWithdrawRequest>;

export const ZWithdrawal = z.object({
  id: z.string().max(20),
  channelCode: z.string().max(32),
  amount: ZDecimalMoney,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string().max(60),
  accountName: z.string().max(80),
  /** Masked: "****6789". */
  accountNumber: z.string().max(40),
  payoutKind: z.enum(['FULL', 'PARTIAL']).nullable(),
  /** Received amount versus remaining (seed 001 §3 withdrawal confirmation). */
  paidAmount: ZDecimalMoney.nullable(),
  remainingAmount: ZDecimalMoney.nullable(),
  receiptSource: z.enum(['PLAYER', 'AUTO', 'STAFF']).nullable(),
  hasProof: z.boolean(),
  rejectReason: z.string().max(500).nullable(),
  createdAt: z.string().max(40),
  paidAt: z.string().max(40).nullable(),
  confirmDeadline: z.string().max(40).nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawalListQuery = ZPageQuery.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() });
export const ZWithdrawalPage = pageOf(ZWithdrawal);
