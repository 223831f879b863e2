import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { claimAttempt, lockAfterFailure, resetRateLimit } from '../../lib/rate-limiter.ts';
import { limitKey } from '../verification/limits.ts';

export type TMemberRef = { merchantId: number; memberId: bigint };

/** 5 wrong withdrawal passwords in 15 minutes lock withdrawals (and changes) for 15 minutes. */
const WRONG_PASSWORD_RULE = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

async function storedHash(db: TDb, ref: TMemberRef): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .select('payment_password_hash')
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .executeTakeFirstOrThrow();
  return row.payment_password_hash;
}

export async function hasWithdrawPassword(db: TDb, ref: TMemberRef): Promise<boolean> {
  return (await storedHash(db, ref)) !== null;
}

/** Set once: the conditional update makes two racing first-sets end with exactly one winner. */
export async function setWithdrawPassword(
  db: TDb,
  ref: TMemberRef,
  input: { password: string; confirmPassword: string },
): Promise<void> {
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_CONFIRM_MISMATCH');
  if (await hasWithdrawPassword(db, ref)) throw new AppError('SEC_WITHDRAW_PASSWORD_SET');
  const hash = await hashPassword(input.password);
  const row = await db
    .updateTable('members')
    .set({ payment_password_hash: hash })
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .where('payment_password_hash', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('SEC_WITHDRAW_PASSWORD_SET');
}

/**
 * Checks the withdrawal password with a lock-out: the key is the member alone (not the IP), because
 * only the signed-in member can reach this check, so nobody else can lock them out. Each check first
 * claims an attempt (counted and compared in one statement), so parallel guesses get exactly the
 * limit's 5 checks, not one each: the rest are refused as locked without being checked.
 */
export async function verifyWithdrawPassword(db: TDb, ref: TMemberRef, password: string): Promise<void> {
  const hash = await storedHash(db, ref);
  if (!hash) throw new AppError('SEC_WITHDRAW_PASSWORD_NOT_SET');
  const key = limitKey(ref.merchantId, 'withdraw-password', ref.memberId);
  if (!(await claimAttempt(db, key, WRONG_PASSWORD_RULE))) throw new AppError('RATE_LIMITED');
  if (await verifyPassword(hash, password)) {
    await resetRateLimit(db, key);
    return;
  }
  await lockAfterFailure(db, key, WRONG_PASSWORD_RULE);
  throw new AppError('SEC_WITHDRAW_PASSWORD_WRONG');
}

export async function changeWithdrawPassword(
  db: TDb,
  ref: TMemberRef,
  input: { oldPassword: string; password: string; confirmPassword: string },
): Promise<void> {
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_CONFIRM_MISMATCH');
  await verifyWithdrawPassword(db, ref, input.oldPassword);
  if (input.oldPassword === input.password) throw new AppError('PASSWORD_SAME_AS_OLD');
  await db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(input.password) })
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .execute();
}
