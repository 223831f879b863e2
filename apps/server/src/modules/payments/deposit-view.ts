import { minorToDecimalString } from '@tala/contract/money';
import type { TDeposit } from '@tala/contract/payments/deposit';
import type { TDepositRow } from './deposits.repository.ts';
import { isoOrNull } from './money-input.ts';

export function depositView(row: TDepositRow): TDeposit {
  return {
    id: row.id.toString(),
    channelCode: row.channel_code,
    type: row.type,
    amount: minorToDecimalString(row.amount),
    reference: row.reference,
    status: row.status,
    hasReceipt: row.receipt_file !== null,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    paidAt: isoOrNull(row.paid_at),
  };
}
