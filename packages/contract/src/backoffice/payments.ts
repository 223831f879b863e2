import { z } from 'zod';
import { pageOf } from '../common.ts';
import { ZAmountInput } from '../payments/amount.ts';
import { DEPOSIT_STATUSES, ZDeposit } from '../payments/deposit.ts';
import { WITHDRAWAL_STATUSES, ZWithdrawal } from '../payments/withdraw.ts';

/** The back office's payments queue: deposits and withdrawals of the staff member's merchant. */
const ZQueuePage = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** `player`: the start of a username (case-insensitive). */
const ZPlayerFilter = z.string().trim().max(32).optional();
export const ZBoDepositListQuery = ZQueuePage.extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  player: ZPlayerFilter,
});
export const ZBoWithdrawalListQuery = ZQueuePage.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  player: ZPlayerFilter,
});

const ZOwner = { playerId: z.string(), playerUsername: z.string() };
export const ZBoDeposit = ZDeposit.extend(ZOwner);
export type TBoDeposit = z.infer<typeof ZBoDeposit>;
/** Staff paying out need the whole account number; the player's own view shows it masked. */
export const ZBoWithdrawal = ZWithdrawal.extend({ ...ZOwner, payoutAccountNumber: z.string().max(40) });
export type TBoWithdrawal = z.infer<typeof ZBoWithdrawal>;
export const ZBoDepositPage = pageOf(ZBoDeposit);
export const ZBoWithdrawalPage = pageOf(ZBoWithdrawal);

export const ZPaymentIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const ZPaymentReasonBody = z.object({ reason: z.string().trim().min(1).max(200) });
/** The amount actually paid out: the full amount, or less (the rest returns to the main wallet). */
export const ZWithdrawalPaidBody = z.object({ amount: ZAmountInput });
export const WITHDRAWAL_OUTCOMES = ['FORCED_RECEIVED', 'REFUNDED'] as const;
export const ZWithdrawalResolveBody = ZPaymentReasonBody.extend({ outcome: z.enum(WITHDRAWAL_OUTCOMES) });

/** An action's answer: `changed: false` when it had already happened (nothing moved twice). */
export const ZBoDepositResult = z.object({ deposit: ZDeposit, changed: z.boolean() });
export const ZBoWithdrawalResult = z.object({ withdrawal: ZWithdrawal, changed: z.boolean() });
