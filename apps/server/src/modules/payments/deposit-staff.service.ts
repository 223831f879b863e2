import type { TDeposit } from '@tala/contract/payments/deposit';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMerchantCurrency } from '../merchants/merchant.repository.ts';
import { creditDepositWithin } from './deposit-credit.ts';
import { depositView } from './deposit-view.ts';
import { findDeposit, type TDepositRow, transitionDeposit } from './deposits.repository.ts';

/**
 * Staff actions on deposits (the back office's payments queue calls these). Each is one transaction
 * holding the deposit's row lock. Repeating the action that already happened is a no-op answer
 * (`changed: false`); any other move out of PENDING is PAY_INVALID_STATE. `onChanged` runs inside that
 * transaction after a real change, so the caller's audit row commits with the change or not at all.
 */
export type TStaffDepositAction = {
  merchantId: number;
  depositId: bigint;
  staffId: bigint;
  onChanged?: (trx: TDb, change: { before: TDeposit; after: TDeposit }) => Promise<void>;
};
export type TStaffDepositResult = { deposit: TDeposit; changed: boolean };

async function merchantCurrency(db: TDb, merchantId: number): Promise<string> {
  const currency = await findMerchantCurrency(db, merchantId);
  if (currency === null) throw new AppError('NOT_FOUND');
  return currency;
}

async function changedWithin(
  trx: TDb,
  action: TStaffDepositAction,
  beforeRow: TDepositRow,
  afterRow: TDepositRow,
): Promise<TStaffDepositResult> {
  const after = depositView(afterRow);
  await action.onChanged?.(trx, { before: depositView(beforeRow), after });
  return { deposit: after, changed: true };
}

/** Approves a PENDING deposit: marks it PAID and credits the player's main wallet, once. */
export async function approveDeposit(db: TDb, action: TStaffDepositAction): Promise<TStaffDepositResult> {
  const currency = await merchantCurrency(db, action.merchantId);
  return db.transaction().execute(async (trx) => {
    const row = await findDeposit(trx, { merchantId: action.merchantId }, action.depositId, {
      forUpdate: true,
    });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'PAID') return { deposit: depositView(row), changed: false };
    if (row.status !== 'PENDING') throw new AppError('PAY_INVALID_STATE');
    const paid = await creditDepositWithin(trx, row, { currency, staffId: action.staffId });
    return changedWithin(trx, action, row, paid);
  });
}

/** Rejects a PENDING deposit with a reason; no money moved, so none moves back. */
export async function rejectDeposit(
  db: TDb,
  action: TStaffDepositAction & { reason: string },
): Promise<TStaffDepositResult> {
  const reason = action.reason.trim();
  if (reason.length < 1 || reason.length > 500) throw new AppError('VALIDATION_FAILED');
  return db.transaction().execute(async (trx) => {
    const row = await findDeposit(trx, { merchantId: action.merchantId }, action.depositId, {
      forUpdate: true,
    });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'REJECTED') return { deposit: depositView(row), changed: false };
    if (row.status !== 'PENDING') throw new AppError('PAY_INVALID_STATE');
    const rejected = await transitionDeposit(trx, row.id, {
      status: 'REJECTED',
      staffId: action.staffId,
      rejectReason: reason,
    });
    if (!rejected) throw new AppError('PAY_INVALID_STATE');
    return changedWithin(trx, action, row, rejected);
  });
}
