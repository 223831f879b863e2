import { decimalStringToMinor } from '@tala/contract/money';
import { AppError, assert } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ensurePlayerAccount, MAIN_WALLET, post } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { findActiveMember, findMemberForUpline } from './wallet.repository.ts';
import { balanceOf, memberKey, type TWalletDeps, toAppError } from './wallet.service.ts';

export const KIND_UPLINE_TRANSFER = 'UPLINE_TRANSFER';
const UPLINE_RATE = { limit: 10, windowMs: 60_000 };
const UPLINE_WRONG_PASSWORD = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** transferUpline (seed 001 §2): MAIN to the upline's MAIN, authorised by the payment password. */
export async function transferToUpline(
  deps: TWalletDeps,
  merchant: TMerchant,
  memberId: bigint,
  body: { amount: string; paymentPassword: string; idempotencyKey: string },
) {
  const { db } = deps;
  await enforceLimit(db, limitKey(merchant.id, 'wal:upline', memberId), UPLINE_RATE);
  const member = await findMemberForUpline(db, merchant.id, memberId);
  assert(member, 'session member exists');
  if (member.upline_id === null) throw new AppError('WAL_NO_UPLINE');
  const upline = await findActiveMember(db, merchant.id, member.upline_id);
  if (!upline) throw new AppError('WAL_NO_UPLINE');
  if (member.payment_password_hash === null) throw new AppError('SEC_WITHDRAW_PASSWORD_NOT_SET');
  if (!(await verifyPassword(member.payment_password_hash, body.paymentPassword))) {
    await enforceLimit(db, limitKey(merchant.id, 'wal:upline:pw', memberId), UPLINE_WRONG_PASSWORD);
    throw new AppError('SEC_WITHDRAW_PASSWORD_WRONG');
  }
  const amount = decimalStringToMinor(body.amount);
  assert(amount !== null && amount > 0n, 'amount validated by the contract');
  const account = (owner: bigint) =>
    ensurePlayerAccount(db, {
      merchantId: merchant.id,
      memberId: owner,
      code: MAIN_WALLET,
      currency: merchant.currency,
    });
  const [fromId, toId] = await Promise.all([account(memberId), account(upline.id)]);
  const result = await post(db, {
    merchantId: merchant.id,
    idempotencyKey: memberKey('up', memberId, body.idempotencyKey),
    kind: KIND_UPLINE_TRANSFER,
    entries: [
      { accountId: fromId, amount: -amount },
      { accountId: toId, amount },
    ],
  }).catch((error: unknown) => {
    throw toAppError(error);
  });
  return {
    transactionId: result.transactionId.toString(),
    replayed: result.replayed,
    balance: await balanceOf(deps, merchant, memberId),
  };
}
