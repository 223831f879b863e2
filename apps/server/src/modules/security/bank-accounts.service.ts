import type { TBank, TBankAccount, TMerchantBank } from '@tala/contract/security/bank-accounts';
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
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: `****${row.account_number.slice(-4)}`,
    createdAt: row.created_at.toISOString(),
  };
}

/** The merchant's banks a player can choose: those of its currency, in the list's order. */
export function banksFor(merchant: { currency: string; settings: { banks: TMerchantBank[] } }): TBank[] {
  return merchant.settings.banks
    .filter((bank) => bank.currency === merchant.currency)
    .map((bank) => ({ code: bank.code, name: bank.name }));
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
 * Binds a bank account at a bank of the merchant's list, by its code (decision 025): an unknown code is
 * refused, the name stored and shown is the list's. The payee is the member's real name
 * (members.payee_name), never typed in, so it always matches; a member without a real name must set it
 * first. The member row is locked so two parallel adds cannot pass the limit of 5 together.
 */
export async function addBankAccount(
  db: TDb,
  ref: TMemberRef,
  banks: TBank[],
  input: { bankCode: string; accountNumber: string },
): Promise<TBankAccount> {
  const bank = banks.find((candidate) => candidate.code === input.bankCode);
  if (!bank)
    throw new AppError('SEC_BANK_UNKNOWN', {
      fields: [{ path: 'bankCode', messageKey: 'validation.invalid_value' }],
    });
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
    if (live.some((row) => row.bank_code === bank.code && row.account_number === input.accountNumber)) {
      throw new AppError('SEC_BANK_ACCOUNT_DUPLICATE');
    }
    const row = await insertBankAccount(trx, {
      merchantId: ref.merchantId,
      memberId: ref.memberId,
      bankCode: bank.code,
      bankName: bank.name,
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
