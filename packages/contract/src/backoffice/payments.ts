import { z } from 'zod';
import { pageOf } from '../common.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
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

/** Deposit channels as the console lists them: every language's display name (decision 020). */
export const DEPOSIT_CHANNEL_NAME_MAX = 80;
export const ZBoDepositChannel = z.object({
  code: z.string().max(32),
  type: z.enum(['BANK_TRANSFER', 'ONLINE_GATEWAY']),
  names: localizedTextValue(DEPOSIT_CHANNEL_NAME_MAX),
  enabled: z.boolean(),
  minAmount: z.string().max(20),
  maxAmount: z.string().max(20),
});
export type TBoDepositChannel = z.infer<typeof ZBoDepositChannel>;
export const ZBoDepositChannelList = z.object({ channels: z.array(ZBoDepositChannel).max(50) });
export const ZDepositChannelParams = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
export const ZDepositChannelNamesBody = z.object({
  names: localizedText({ max: DEPOSIT_CHANNEL_NAME_MAX, required: true }),
});
export type TDepositChannelNamesBody = z.input<typeof ZDepositChannelNamesBody>;
