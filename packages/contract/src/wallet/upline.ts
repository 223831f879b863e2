import { z } from 'zod';
import { ZBalance } from './balance.ts';
import { ZIdempotencyKey, ZPositiveAmount } from './transfer.ts';

/** POST relay MCSFE_transferUpline (seed 001 §2): from the member's MAIN to the upline's MAIN. */
export const ZTransferUplineBody = z.object({
  amount: ZPositiveAmount,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});

export const ZTransferUplineResult = z.object({
  transactionId: z.string().max(20),
  replayed: z.boolean(),
  balance: ZBalance,
});
