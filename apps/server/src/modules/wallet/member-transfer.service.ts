import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { ensurePlayerAccount, MAIN_WALLET, postWithin } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { balanceOf, memberKey, type TWalletDeps, toAppError } from './wallet.service.ts';

const WRONG_PASSWORD = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** One member's MAIN to another's: the transfer to the upline, an agent's transfer to its team. */
export type TMemberTransfer = {
  /** Names the wrong-password lockout (`wal:<purpose>:pw`) and the payer's key space (`keyPrefix`). */
  purpose: string;
  keyPrefix: string;
  kind: string;
  payer: { id: bigint; paymentPasswordHash: string | null };
  payeeId: bigint;
  amount: bigint;
  paymentPassword: string;
  idempotencyKey: string;
  /** Inside the posting's transaction, after a new posting (never a replay): a cap; throwing undoes both. */
  afterNewPosting?: (trx: TDb) => Promise<void>;
};

/**
 * MAIN to MAIN, authorised by the payer's payment password (wrong ones lock it out for a while), idempotent in
 * the payer's own key space: a retry answers the first transfer. Answers with the payer's balance.
 */
export async function transferMemberToMember(
  deps: TWalletDeps,
  merchant: TMerchant,
  transfer: TMemberTransfer,
) {
  const { db } = deps;
  const { payer } = transfer;
  if (payer.paymentPasswordHash === null) throw new AppError('SEC_WITHDRAW_PASSWORD_NOT_SET');
  if (!(await verifyPassword(payer.paymentPasswordHash, transfer.paymentPassword))) {
    await enforceLimit(db, limitKey(merchant.id, `wal:${transfer.purpose}:pw`, payer.id), WRONG_PASSWORD);
    throw new AppError('SEC_WITHDRAW_PASSWORD_WRONG');
  }
  const account = (owner: bigint) =>
    ensurePlayerAccount(db, {
      merchantId: merchant.id,
      memberId: owner,
      code: MAIN_WALLET,
      currency: merchant.currency,
    });
  const [fromId, toId] = await Promise.all([account(payer.id), account(transfer.payeeId)]);
  const posting = {
    merchantId: merchant.id,
    idempotencyKey: memberKey(transfer.keyPrefix, payer.id, transfer.idempotencyKey),
    kind: transfer.kind,
    entries: [
      { accountId: fromId, amount: -transfer.amount },
      { accountId: toId, amount: transfer.amount },
    ],
  };
  const result = await db
    .transaction()
    .execute(async (trx) => {
      const posted = await postWithin(trx, posting);
      if (!posted.replayed) await transfer.afterNewPosting?.(trx);
      return posted;
    })
    .catch((error: unknown) => {
      throw toAppError(error);
    });
  return {
    transactionId: result.transactionId.toString(),
    replayed: result.replayed,
    balance: await balanceOf(deps, merchant, payer.id),
  };
}
