import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';

export const HISTORY_MAX_DAYS = 93;
export const HISTORY_MAX_PAGE_SIZE = 50;
export const HISTORY_CSV_MAX_ROWS = 5000;

/** GET relay MCSFE_transactionHistory (seed 001 §2 account record). Dates are ISO date-times. */
export const ZTransactionHistoryQuery = z.object({
  type: z
    .string()
    .regex(/^[A-Z_]{1,40}$/)
    .optional(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(20),
});
export type TTransactionHistoryQuery = z.infer<typeof ZTransactionHistoryQuery>;

export const ZTransactionLine = z.object({
  id: z.string().max(20),
  /** The posting's kind: WALLET_TRANSFER, RECALL_ALL, UPLINE_TRANSFER, DEPOSIT, WITHDRAWAL, … */
  type: z.string().max(40),
  wallet: z.string().max(48),
  amount: ZDecimalMoney,
  balanceAfter: ZDecimalMoney,
  /** The ledger transaction id and the reference the posting was made under. */
  transactionId: z.string().max(20),
  reference: z.string().max(200),
  time: z.string().max(40),
});
export type TTransactionLine = z.infer<typeof ZTransactionLine>;

export const ZTransactionHistory = z.object({
  lines: z.array(ZTransactionLine).max(HISTORY_MAX_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE),
});
export type TTransactionHistory = z.infer<typeof ZTransactionHistory>;
