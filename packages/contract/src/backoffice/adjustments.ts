import { z } from 'zod';
import { pageOf, ZDecimalMoney } from '../common.ts';

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export type TAdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A positive amount with at most two decimals, at most 1e12. */
export const ZPositiveAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .refine((text) => Number(text) > 0, 'amount must be positive');

export const ZAdjustmentBody = z.object({
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: ZPositiveAmount,
  reason: z.string().trim().min(3).max(500),
  /** MAIN, or another wallet the player already has (e.g. VENDOR:<vassalage>). */
  wallet: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,48}$/)
    .default('MAIN'),
  /** Chosen by the console once per dialog, so a double click or a retry applies the change once. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
});
export type TAdjustmentBody = z.input<typeof ZAdjustmentBody>;

export const ZAdjustment = z.object({
  id: z.string(),
  playerId: z.string(),
  playerUsername: z.string(),
  wallet: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: ZDecimalMoney,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** Set once the ledger posted it. */
  transactionId: z.string().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;
export const ZAdjustmentPage = pageOf(ZAdjustment);

export const ZAdjustmentListQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  playerId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdjustmentIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const ZDecisionBody = z.object({ note: z.string().trim().max(500).default('') });
export const ZRejectBody = z.object({ note: z.string().trim().min(3).max(500) });
