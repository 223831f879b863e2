import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  MAIN_WALLET,
  postWithin,
} from '../ledger/ledger.service.ts';
import { issueDepositBonus } from '../promotions/deposit-bonus.ts';
import { type TDepositRow, transitionDeposit } from './deposits.repository.ts';

export const DEPOSIT_KIND = 'DEPOSIT';

/** The ledger key of a deposit's credit: one deposit can be credited once, whoever asks. */
export function depositCreditKey(depositId: bigint): string {
  return `deposit:${depositId}`;
}

/**
 * Marks a PENDING deposit PAID and credits it (CASH_IN:<channel> → player MAIN) in the caller's
 * transaction; the caller must hold the deposit row lock. Both happen or neither does — with the bonus of a
 * deposit-bonus promotion the member joined before depositing (decision 049).
 */
export async function creditDepositWithin(
  trx: TDb,
  deposit: TDepositRow,
  input: { currency: string; staffId: bigint | null },
): Promise<TDepositRow> {
  if (deposit.status !== 'PENDING') throw new AppError('PAY_INVALID_STATE');
  const { merchant_id: merchantId, member_id: memberId, amount } = deposit;
  const house = await ensureHouseAccount(trx, {
    merchantId,
    code: houseAccountCode.cashIn(deposit.channel_code),
    currency: input.currency,
  });
  const wallet = await ensurePlayerAccount(trx, {
    merchantId,
    memberId,
    code: MAIN_WALLET,
    currency: input.currency,
  });
  const paid = await transitionDeposit(trx, deposit.id, { status: 'PAID', staffId: input.staffId });
  if (!paid) throw new AppError('PAY_INVALID_STATE');
  await postWithin(trx, {
    merchantId,
    idempotencyKey: depositCreditKey(deposit.id),
    kind: DEPOSIT_KIND,
    entries: [
      { accountId: house, amount: -amount },
      { accountId: wallet, amount },
    ],
  });
  await issueDepositBonus(trx, paid, input.currency);
  return paid;
}
