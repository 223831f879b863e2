import { formatMoneyAmount, minorToDecimalString } from '@tala/contract/money';
import type { TWithdrawal } from '@tala/contract/payments/withdraw';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TWithdrawalStatus } from '../../db/schema-payments.ts';
import { addJobWithin } from '../../jobs/job-queue.ts';
import { WITHDRAWAL_AUTO_RECEIPT_TASK } from '../../jobs/withdrawal-auto-receipt.task.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendSystemMessage } from '../messages/system-messages.ts';
import { ensureAmountInRange } from './money-input.ts';
import { postWithdrawalStep, type TWithdrawalMoney } from './withdrawal-ledger.ts';
import { withdrawalView } from './withdrawal-view.ts';
import { findWithdrawal, type TWithdrawalRow, updateWithdrawal } from './withdrawals.repository.ts';

/**
 * Staff actions on withdrawals (the back office's payments queue calls these). Each runs in one
 * transaction holding the withdrawal's row lock, so check-and-act is one step. Repeating the action
 * that already happened answers `changed: false` and moves nothing; any other move the state machine
 * does not allow is PAY_INVALID_STATE. `onChanged` runs inside that transaction after a real change,
 * so the caller's audit row commits with the change or not at all.
 *   PENDING → APPROVED → PAID → RECEIVED | NOT_RECEIVED → FORCED_RECEIVED | REFUNDED
 *   PENDING | APPROVED → REJECTED (hold released);  PAID → FORCED_RECEIVED
 */
export type TStaffWithdrawalAction = {
  merchantId: number;
  withdrawalId: bigint;
  staffId: bigint;
  onChanged?: (trx: TDb, change: { before: TWithdrawal; after: TWithdrawal }) => Promise<void>;
};
export type TStaffWithdrawalResult = { withdrawal: TWithdrawal; changed: boolean };

type TStep = (
  trx: TDb,
  row: TWithdrawalRow,
  money: TWithdrawalMoney,
  merchant: { currencySymbol: string },
) => Promise<TWithdrawalRow>;

async function transition(
  db: TDb,
  action: TStaffWithdrawalAction,
  rule: { from: TWithdrawalStatus[]; done: (row: TWithdrawalRow) => boolean },
  step: TStep,
): Promise<TStaffWithdrawalResult> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['currency', 'currency_symbol'])
    .where('id', '=', action.merchantId)
    .executeTakeFirst();
  if (!merchant) throw new AppError('NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const row = await findWithdrawal(trx, { merchantId: action.merchantId }, action.withdrawalId, {
      forUpdate: true,
    });
    if (!row) throw new AppError('NOT_FOUND');
    if (rule.done(row)) return { withdrawal: withdrawalView(row), changed: false };
    if (!rule.from.includes(row.status)) throw new AppError('PAY_INVALID_STATE');
    const money: TWithdrawalMoney = {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      currency: merchant.currency,
      channelCode: row.channel_code,
      withdrawalId: row.id,
    };
    const before = withdrawalView(row);
    const after = withdrawalView(await step(trx, row, money, { currencySymbol: merchant.currency_symbol }));
    await action.onChanged?.(trx, { before, after });
    return { withdrawal: after, changed: true };
  });
}

export function approveWithdrawal(db: TDb, action: TStaffWithdrawalAction) {
  return transition(db, action, { from: ['PENDING'], done: (r) => r.status === 'APPROVED' }, (trx, row) =>
    updateWithdrawal(trx, row.id, { status: 'APPROVED', staff_id: action.staffId }),
  );
}

function checkedReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 1 || trimmed.length > 500) throw new AppError('VALIDATION_FAILED');
  return trimmed;
}

/** Rejects before payout; the held amount goes back to the main wallet, exactly. */
export function rejectWithdrawal(db: TDb, action: TStaffWithdrawalAction & { reason: string }) {
  const reason = checkedReason(action.reason);
  return transition(
    db,
    action,
    { from: ['PENDING', 'APPROVED'], done: (r) => r.status === 'REJECTED' },
    async (trx, row, money) => {
      await postWithdrawalStep(trx, money, 'release', { amount: row.amount });
      return updateWithdrawal(trx, row.id, {
        status: 'REJECTED',
        staff_id: action.staffId,
        reject_reason: reason,
      });
    },
  );
}

/**
 * Records the payout of an APPROVED withdrawal: `paidAmountMinor` = amount (FULL) or less (PARTIAL:
 * the unpaid rest returns to the main wallet at once). Starts the player's confirmation: after the
 * merchant's minutes without an answer, the auto-receipt job counts it as received.
 */
export function markWithdrawalPaid(
  db: TDb,
  action: TStaffWithdrawalAction & { paidAmountMinor: bigint; autoReceiptMinutes: number },
) {
  const paid = action.paidAmountMinor;
  const minutes = Math.max(1, Math.min(action.autoReceiptMinutes, 7 * 24 * 60));
  return transition(
    db,
    action,
    { from: ['APPROVED'], done: (r) => r.status === 'PAID' && r.paid_amount === paid },
    async (trx, row, money, merchant) => {
      ensureAmountInRange(paid, { min: 1n, max: row.amount, symbol: merchant.currencySymbol });
      await postWithdrawalStep(trx, money, 'payout', { amount: row.amount, paid });
      const updated = await updateWithdrawal(trx, row.id, {
        status: 'PAID',
        staff_id: action.staffId,
        payout_kind: paid === row.amount ? 'FULL' : 'PARTIAL',
        paid_amount: paid,
        remaining_amount: row.amount - paid,
        paid_at: sql`now()`,
        confirm_deadline: sql`now() + make_interval(mins => ${minutes})`,
      });
      await addJobWithin(
        trx,
        WITHDRAWAL_AUTO_RECEIPT_TASK,
        { merchantId: row.merchant_id, withdrawalId: row.id.toString() },
        { runAt: updated.confirm_deadline ?? undefined, jobKey: `withdrawal-auto-receipt:${row.id}` },
      );
      // The player's inbox says so in the same transaction: no message for a payout that did not commit.
      await sendSystemMessage(trx, {
        merchantId: row.merchant_id,
        memberId: row.member_id,
        kind: 'WITHDRAWAL_PAID',
        params: { amount: formatMoneyAmount(minorToDecimalString(paid)), orderNo: String(row.id) },
      });
      return updated;
    },
  );
}

/**
 * Staff decide a payout the player did not confirm: FORCED_RECEIVED (it was paid: nothing is
 * refunded; also allowed while still waiting for the player) or REFUNDED (it did not arrive: the paid
 * amount goes back from CASH_OUT to the main wallet).
 */
export function resolveWithdrawalReceipt(
  db: TDb,
  action: TStaffWithdrawalAction & { outcome: 'FORCED_RECEIVED' | 'REFUNDED'; reason: string },
) {
  const reason = checkedReason(action.reason);
  const from: TWithdrawalStatus[] =
    action.outcome === 'REFUNDED' ? ['NOT_RECEIVED'] : ['PAID', 'NOT_RECEIVED'];
  return transition(
    db,
    action,
    { from, done: (r) => r.status === action.outcome },
    async (trx, row, money) => {
      if (action.outcome === 'REFUNDED') {
        await postWithdrawalStep(trx, money, 'refund', { amount: row.amount, paid: row.paid_amount ?? 0n });
      }
      return updateWithdrawal(trx, row.id, {
        status: action.outcome,
        staff_id: action.staffId,
        receipt_source: action.outcome === 'FORCED_RECEIVED' ? 'STAFF' : null,
        reject_reason: reason,
        confirmed_at: sql`now()`,
      });
    },
  );
}
