import type { TDb } from '../db/database.ts';
import { autoConfirmReceipt } from '../modules/payments/withdrawal-confirm.service.ts';

export const WITHDRAWAL_AUTO_RECEIPT_TASK = 'payments.withdrawal-auto-receipt';
export type TAutoReceiptPayload = { merchantId: number; withdrawalId: string };

export async function runAutoReceipt(db: TDb, payload: TAutoReceiptPayload): Promise<void> {
  if (!Number.isInteger(payload.merchantId) || !/^\d{1,18}$/.test(payload.withdrawalId)) {
    throw new Error('auto-receipt: malformed payload');
  }
  await autoConfirmReceipt(db, payload.merchantId, BigInt(payload.withdrawalId));
}
