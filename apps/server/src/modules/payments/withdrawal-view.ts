import { minorToDecimalString } from '@tala/contract/money';
import type { TWithdrawal } from '@tala/contract/payments/withdraw';
import { isoOrNull, maskAccountNumber } from './money-input.ts';
import type { TWithdrawalRow } from './withdrawals.repository.ts';

const moneyOrNull = (minor: bigint | null) => (minor === null ? null : minorToDecimalString(minor));

export function withdrawalView(row: TWithdrawalRow): TWithdrawal {
  return {
    id: row.id.toString(),
    channelCode: row.channel_code,
    amount: minorToDecimalString(row.amount),
    status: row.status,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: maskAccountNumber(row.account_number),
    payoutKind: row.payout_kind,
    paidAmount: moneyOrNull(row.paid_amount),
    remainingAmount: moneyOrNull(row.remaining_amount),
    receiptSource: row.receipt_source,
    hasProof: row.proof_file !== null,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    paidAt: isoOrNull(row.paid_at),
    confirmDeadline: isoOrNull(row.confirm_deadline),
  };
}
