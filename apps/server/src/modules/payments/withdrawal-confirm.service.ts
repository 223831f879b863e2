import type { TWithdrawal } from '@tala/contract/payments/withdraw';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMemberScope } from './deposits.service.ts';
import { chargeUploadQuota } from './upload-quota.ts';
import { deleteStoredUpload, storeUpload, type TImageUpload } from './uploads.ts';
import { withdrawalView } from './withdrawal-view.ts';
import { findWithdrawal, type TWithdrawalRow, updateWithdrawal } from './withdrawals.repository.ts';

async function lockOwn(trx: TDb, scope: TMemberScope, id: bigint): Promise<TWithdrawalRow> {
  const row = await findWithdrawal(trx, { merchantId: scope.merchant.id, memberId: scope.memberId }, id, {
    forUpdate: true,
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const isPastDeadline = (row: TWithdrawalRow, now: Date) =>
  row.confirm_deadline !== null && row.confirm_deadline.getTime() <= now.getTime();

/** The player confirms the payout arrived. Confirming twice is a no-op. */
export async function confirmReceived(db: TDb, scope: TMemberScope, id: bigint): Promise<TWithdrawal> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, scope, id);
    if (row.status === 'RECEIVED') return withdrawalView(row);
    if (row.status !== 'PAID') throw new AppError('PAY_INVALID_STATE');
    return withdrawalView(
      await updateWithdrawal(trx, row.id, {
        status: 'RECEIVED',
        receipt_source: 'PLAYER',
        confirmed_at: sql`now()`,
      }),
    );
  });
}

/**
 * The player reports the payout did not arrive, with a proof image for staff. Only inside the
 * confirmation window: once the merchant's minutes passed, it already counts as received.
 */
export async function reportNotReceived(
  deps: { db: TDb; dataDir: string },
  scope: TMemberScope,
  id: bigint,
  proof: TImageUpload | null,
): Promise<TWithdrawal> {
  if (!proof) throw new AppError('PAY_PROOF_REQUIRED');
  const existing = await findWithdrawal(
    deps.db,
    { merchantId: scope.merchant.id, memberId: scope.memberId },
    id,
  );
  if (!existing) throw new AppError('NOT_FOUND');
  if (existing.status !== 'PAID') throw new AppError('PAY_INVALID_STATE');
  await chargeUploadQuota(deps.db, scope, proof.bytes.length);
  const file = await storeUpload(deps.dataDir, {
    merchantId: scope.merchant.id,
    kind: 'withdrawal-proofs',
    upload: proof,
  });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await lockOwn(trx, scope, id);
      const now = (await sql<{ now: Date }>`SELECT now() AS now`.execute(trx)).rows[0]?.now ?? new Date();
      if (row.status !== 'PAID' || isPastDeadline(row, now)) throw new AppError('PAY_INVALID_STATE');
      return withdrawalView(
        await updateWithdrawal(trx, row.id, {
          status: 'NOT_RECEIVED',
          receipt_source: 'PLAYER',
          proof_file: file,
        }),
      );
    });
  } catch (error) {
    // The proof's row was not written (the state moved on): the file must not stay behind.
    await deleteStoredUpload(deps.dataDir, file);
    throw error;
  }
}

/**
 * The auto-receipt job: a payout still unanswered at its deadline counts as received (seed 001 §4).
 * Conditional on state and deadline, so a late, repeated or early run changes nothing.
 */
export async function autoConfirmReceipt(db: TDb, merchantId: number, id: bigint): Promise<boolean> {
  const row = await db
    .updateTable('withdrawals')
    .set({ status: 'RECEIVED', receipt_source: 'AUTO', confirmed_at: sql`now()`, updated_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '=', 'PAID')
    .where('confirm_deadline', '<=', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
