import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery } from '../common.ts';
import { ZAmountInput, ZIdempotencyKey } from './amount.ts';

export const DEPOSIT_CHANNEL_TYPES = ['BANK_TRANSFER', 'ONLINE_GATEWAY'] as const;
export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'REJECTED', 'FAILED', 'CANCELLED'] as const;

/** GET depositChannels: what the deposit screen offers; names already in the caller's language. */
export const ZDepositChannel = z.object({
  code: z.string().max(32),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string().max(80),
  minAmount: ZDecimalMoney,
  maxAmount: ZDecimalMoney,
  quickAmounts: z.array(ZDecimalMoney).max(8),
});
export type TDepositChannel = z.infer<typeof ZDepositChannel>;
export const ZDepositChannels = z.object({ channels: z.array(ZDepositChannel).max(50) });

/** POST deposit. */
export const ZDepositRequest = z.object({
  channelCode: z.string().trim().min(1).max(32),
  amount: ZAmountInput,
  idempotencyKey: ZIdempotencyKey,
});
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

export const ZOperatorBankAccount = z.object({
  bankName: z.string().max(60),
  accountName: z.string().max(80),
  accountNumber: z.string().max(40),
});

export const ZDeposit = z.object({
  id: z.string().max(20),
  channelCode: z.string().max(32),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: ZDecimalMoney,
  /** The player's unique reference: quote it on the bank transfer. */
  reference: z.string().max(32),
  status: z.enum(DEPOSIT_STATUSES),
  hasReceipt: z.boolean(),
  rejectReason: z.string().max(500).nullable(),
  createdAt: z.string().max(40),
  paidAt: z.string().max(40).nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

/** Bank transfer: the operator's account to pay into; online gateway: the hosted page to open. */
export const ZDepositCreated = z.object({
  deposit: ZDeposit,
  bankAccount: ZOperatorBankAccount.nullable(),
  payUrl: z.string().max(500).nullable(),
});
export type TDepositCreated = z.infer<typeof ZDepositCreated>;

export const ZDepositListQuery = ZPageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() });
export const ZDepositPage = pageOf(ZDeposit);

/** What a gateway's webhook says (signed; see WEBHOOK_* in payments/paths.ts). */
export const ZGatewayEvent = z.object({
  eventId: z.string().min(1).max(100),
  merchantCode: z.string().min(1).max(32),
  paymentId: z.string().min(1).max(100),
  reference: z.string().min(1).max(32),
  amount: ZDecimalMoney,
  currency: z.string().length(3),
  status: z.enum(['PAID', 'FAILED', 'CANCELLED']),
});
export type TGatewayEvent = z.infer<typeof ZGatewayEvent>;
export const ZWebhookAck = z.object({ received: z.literal(true) });
