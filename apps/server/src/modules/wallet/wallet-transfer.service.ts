import { decimalStringToMinor } from '@tala/contract/money';
import type { TWalletTransferBody, TWalletTransferResult } from '@tala/contract/wallet/transfer';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { findTransactionByKey } from '../ledger/ledger.repository.ts';
import {
  ensurePlayerAccount,
  MAIN_WALLET,
  postWithin,
  VENDOR_WALLET_PREFIX,
} from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { vendorsOf } from './vendor-cache.ts';
import { lockMemberAccounts, type TVendorWalletInfo } from './wallet.repository.ts';
import {
  afterPosting,
  isTransferVendor,
  memberKey,
  type TWalletAccount,
  toAppError,
  toBalance,
} from './wallet.service.ts';

export const KIND_WALLET_TRANSFER = 'WALLET_TRANSFER';
export const KIND_RECALL_ALL = 'RECALL_ALL';

/**
 * Seam for the game issue: today a vendor wallet's money sits in the player's VENDOR:<vassalage>
 * account. When vendors run their own balance, the transfer adapter calls the vendor here (after
 * the posting commits, with the same idempotency key) and a failed call is reversed by a posting.
 */
function checkTransferVendor(vendors: TVendorWalletInfo[], vendorCode: string): 'OK' | 'MAINTENANCE' {
  const vassalage = vendorCode.slice(VENDOR_WALLET_PREFIX.length);
  const vendor = vendors.find((candidate) => candidate.vassalage === vassalage);
  if (!vendor || !isTransferVendor(vendor)) throw new AppError('WAL_WALLET_UNAVAILABLE');
  return vendor.status === 'MAINTENANCE' ? 'MAINTENANCE' : 'OK';
}

/**
 * All of the member's accounts, locked (id order) in the posting's transaction, with the wallets
 * `codes` created on first use. One query resolves both account ids, and because every row of the
 * member stays locked until commit, the answer's balances are exactly those after the posting.
 */
async function lockWallets(
  trx: TDb,
  merchant: TMerchant,
  memberId: bigint,
  codes: string[],
): Promise<TWalletAccount[]> {
  const accounts = await lockMemberAccounts(trx, merchant.id, memberId);
  const missing = codes.filter((code) => !accounts.some((account) => account.code === code));
  if (missing.length === 0) return accounts;
  for (const code of missing)
    await ensurePlayerAccount(trx, { merchantId: merchant.id, memberId, code, currency: merchant.currency });
  return lockMemberAccounts(trx, merchant.id, memberId);
}

function accountIdOf(accounts: TWalletAccount[], code: string): bigint {
  const account = accounts.find((candidate) => candidate.code === code);
  assert(account, 'lockWallets returns every requested wallet');
  return account.id;
}

/** MAIN ↔ one transfer-mode vendor wallet; a retry with the same key moves money once. */
export async function transferFund(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  body: TWalletTransferBody,
): Promise<TWalletTransferResult> {
  if (body.from === body.to) throw new AppError('WAL_SAME_WALLET');
  const vendorCode = body.from === MAIN_WALLET ? body.to : body.to === MAIN_WALLET ? body.from : null;
  if (vendorCode === null) throw new AppError('WAL_WALLET_UNAVAILABLE');
  const idempotencyKey = memberKey('wt', memberId, body.idempotencyKey);
  const vendors = await vendorsOf(db, merchant.id);
  if (checkTransferVendor(vendors, vendorCode) === 'MAINTENANCE') {
    // A retry of a transfer that went through before the maintenance still gets its answer.
    const done = await findTransactionByKey(db, merchant.id, idempotencyKey);
    if (!done) throw new AppError('WAL_VENDOR_MAINTENANCE');
  }
  const amount = decimalStringToMinor(body.amount);
  assert(amount !== null && amount > 0n, 'amount validated by the contract');
  const { accounts, result } = await db
    .transaction()
    .execute(async (trx) => {
      const locked = await lockWallets(trx, merchant, memberId, [body.from, body.to]);
      const posted = await postWithin(trx, {
        merchantId: merchant.id,
        idempotencyKey,
        kind: KIND_WALLET_TRANSFER,
        entries: [
          { accountId: accountIdOf(locked, body.from), amount: -amount },
          { accountId: accountIdOf(locked, body.to), amount },
        ],
      });
      return { accounts: locked, result: posted };
    })
    .catch((error: unknown) => {
      throw toAppError(error);
    });
  return {
    transactionId: result.transactionId.toString(),
    replayed: result.replayed,
    balance: toBalance(merchant, afterPosting(accounts, result), vendors),
  };
}

/**
 * Every vendor wallet (not in maintenance) back to MAIN in one posting. Balances are read under
 * the member's account locks, so the amounts and the answer are exact; a repeated call key returns
 * the first result.
 */
export async function recallAll(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  clientKey: string,
): Promise<TWalletTransferResult> {
  const idempotencyKey = memberKey('recall', memberId, clientKey);
  const vendors = await vendorsOf(db, merchant.id);
  const outcome = await db.transaction().execute(async (trx) => {
    const accounts = await lockWallets(trx, merchant, memberId, [MAIN_WALLET]);
    const done = await findTransactionByKey(trx, merchant.id, idempotencyKey);
    if (done) return { accounts, transactionId: done.id, replayed: true };
    const entries = recallEntries(accounts, vendors);
    if (entries.length === 0) return { accounts, transactionId: null, replayed: false };
    const total = entries.reduce((sum, entry) => sum - entry.amount, 0n);
    entries.push({ accountId: accountIdOf(accounts, MAIN_WALLET), amount: total });
    const result = await postWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey,
      kind: KIND_RECALL_ALL,
      entries,
    });
    return {
      accounts: afterPosting(accounts, result),
      transactionId: result.transactionId,
      replayed: result.replayed,
    };
  });
  return {
    transactionId: outcome.transactionId?.toString() ?? null,
    replayed: outcome.replayed,
    balance: toBalance(merchant, outcome.accounts, vendors),
  };
}

/** The recall's debits: every funded vendor wallet whose vendor is not in maintenance. */
function recallEntries(accounts: TWalletAccount[], vendors: TVendorWalletInfo[]) {
  const inMaintenance = new Set(
    vendors.filter((vendor) => vendor.status === 'MAINTENANCE').map((vendor) => vendor.vassalage),
  );
  const entries: { accountId: bigint; amount: bigint }[] = [];
  for (const account of accounts) {
    // One posting holds at most 20 entries: 19 vendor wallets and MAIN (a second call takes the rest).
    if (entries.length === 19) break;
    if (!account.code.startsWith(VENDOR_WALLET_PREFIX) || account.balance <= 0n) continue;
    // A vendor since switched to seamless or disabled still releases the player's money.
    if (inMaintenance.has(account.code.slice(VENDOR_WALLET_PREFIX.length))) continue;
    entries.push({ accountId: account.id, amount: -account.balance });
  }
  return entries;
}
