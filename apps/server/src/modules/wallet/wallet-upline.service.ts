import { decimalStringToMinor } from '@tala/contract/money';
import { AppError, assert } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { transferMemberToMember } from './member-transfer.service.ts';
import { findActiveMember, findMemberForUpline } from './wallet.repository.ts';
import type { TWalletDeps } from './wallet.service.ts';

export const KIND_UPLINE_TRANSFER = 'UPLINE_TRANSFER';
const UPLINE_RATE = { limit: 10, windowMs: 60_000 };

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
  const amount = decimalStringToMinor(body.amount);
  assert(amount !== null && amount > 0n, 'amount validated by the contract');
  return transferMemberToMember(deps, merchant, {
    purpose: 'upline',
    keyPrefix: 'up',
    kind: KIND_UPLINE_TRANSFER,
    payer: { id: memberId, paymentPasswordHash: member.payment_password_hash },
    payeeId: upline.id,
    amount,
    paymentPassword: body.paymentPassword,
    idempotencyKey: body.idempotencyKey,
  });
}
