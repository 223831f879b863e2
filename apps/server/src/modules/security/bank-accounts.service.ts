import type { TBankAccount } from '@tala/contract/security/bank-accounts';
import { MAX_BANK_ACCOUNTS } from '@tala/contract/security/paths';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findLiveBankAccount,
  insertBankAccount,
  listLiveBankAccounts,
  removeBankAccount,
  type TBankAccountRow,
} from './bank-accounts.repository.ts';
import type { TMemberRef } from './withdraw-password.service.ts';

export function bankAccountView(row: TBankAccountRow): TBankAccount {
  return {
    id: row.id.toString(),
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: `****${row.account_number.slice(-4)}`,
    createdAt: row.created_at.toISOString(),
  };
}

export async function myBankAccounts(db: TDb, ref: TMemberRef): Promise<TBankAccount[]> {
  return (await listLiveBankAccounts(db, ref.merchantId, ref.memberId)).map(bankAccountView);
}

export async function myBankAccount(db: TDb, ref: TMemberRef, id: bigint): Promise<TBankAccountRow> {
  const row = await findLiveBankAccount(db, ref.merchantId, ref.memberId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Binds a bank account. The payee is the member's real name (members.payee_name), never typed in, so
 * it always matches; a member without a real name must set it first. The member row is locked so two
 * parallel adds cannot pass the limit of 5 together.
 */
export async function addBankAccount(
  db: TDb,
  ref: TMemberRef,
  input: { bankName: string; accountNumber: string },
): Promise<TBankAccount> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('payee_name')
      .where('merchant_id', '=', ref.merchantId)
      .where('id', '=', ref.memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const realName = member.payee_name?.trim();
    if (!realName) throw new AppError('SEC_REAL_NAME_REQUIRED');
    const live = await listLiveBankAccounts(trx, ref.merchantId, ref.memberId);
    if (live.length >= MAX_BANK_ACCOUNTS) {
      throw new AppError('SEC_BANK_ACCOUNT_LIMIT', { params: { max: MAX_BANK_ACCOUNTS } });
    }
    const row = await insertBankAccount(trx, {
      merchantId: ref.merchantId,
      memberId: ref.memberId,
      bankName: input.bankName.trim(),
      accountName: realName.slice(0, 80),
      accountNumber: input.accountNumber,
    });
    if (!row) throw new AppError('SEC_BANK_ACCOUNT_DUPLICATE');
    return bankAccountView(row);
  });
}

export async function deleteBankAccount(db: TDb, ref: TMemberRef, id: bigint): Promise<void> {
  if (!(await removeBankAccount(db, ref.merchantId, ref.memberId, id))) throw new AppError('NOT_FOUND');
}
