import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { BankAccountsTable } from '../../db/schema-payments.ts';

export type TBankAccountRow = Selectable<BankAccountsTable>;

export async function listLiveBankAccounts(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<TBankAccountRow[]> {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .limit(20)
    .execute();
}

/** Object-level authorization lives in the WHERE: another member's id simply is not found. */
export async function findLiveBankAccount(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  id: bigint,
): Promise<TBankAccountRow | null> {
  const row = await db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertBankAccount(
  db: TDb,
  account: {
    merchantId: number;
    memberId: bigint;
    bankCode: string;
    bankName: string;
    accountName: string;
    accountNumber: string;
  },
): Promise<TBankAccountRow | null> {
  const row = await db
    .insertInto('bank_accounts')
    .values({
      merchant_id: account.merchantId,
      member_id: account.memberId,
      bank_code: account.bankCode,
      bank_name: account.bankName,
      account_name: account.accountName,
      account_number: account.accountNumber,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function removeBankAccount(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  id: bigint,
): Promise<boolean> {
  const row = await db
    .updateTable('bank_accounts')
    .set({ removed_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
