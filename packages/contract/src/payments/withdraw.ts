import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery } from '../common.ts';
import { WITHDRAW_RULES } from '../promotions/wagering-rule.ts';
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
  /** A bonus being wagered and what a withdrawal does to it (decision 049): forfeits it, or waits for it. */
  activeBonus: z
    .object({ amount: ZDecimalMoney, rule: z.enum(WITHDRAW_RULES), wageringLeft: ZDecimalMoney })
    .nullable(),
});
export type TWithdrawSettings = z.infer<typeof ZWithdrawSettings>;

/**
 * What a withdrawal needs, in the order a player completes it (docs/decisions/021). SETUP items are done
 * once on the withdrawal screen itself; CONDITION items follow from the wallet, the day or the operator.
 */
export const WITHDRAW_REQUIREMENTS = [
  'REAL_NAME',
  'WITHDRAW_PASSWORD',
  'BANK_ACCOUNT',
  'WITHDRAW_CHANNEL',
  'MIN_BALANCE',
  'DAILY_REQUESTS',
] as const;
export type TWithdrawRequirementKey = (typeof WITHDRAW_REQUIREMENTS)[number];

export const ZWithdrawRequirement = z.object({
  key: z.enum(WITHDRAW_REQUIREMENTS),
  kind: z.enum(['SETUP', 'CONDITION']),
  isMet: z.boolean(),
  /** Must be met first: a bank account's payee is the real name, so the bank waits for the name. */
  after: z.enum(WITHDRAW_REQUIREMENTS).nullable(),
});
export type TWithdrawRequirement = z.infer<typeof ZWithdrawRequirement>;

/** GET withdrawReadiness: one answer for the whole checklist, so the screen never guesses. */
export const ZWithdrawReadiness = z.object({
  /** Every requirement met: a request can be made now. */
  isReady: z.boolean(),
  requirements: z.array(ZWithdrawRequirement).max(WITHDRAW_REQUIREMENTS.length),
  /** The main wallet, which withdrawals are paid from. */
  balance: ZDecimalMoney,
  /** The smallest amount any withdrawal channel takes; null without a channel. */
  minAmount: ZDecimalMoney.nullable(),
  /** Requests still allowed today, over all channels. */
  requestsLeftToday: z.number().int().min(0),
});
export type TWithdrawReadiness = z.infer<typeof ZWithdrawReadiness>;

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
