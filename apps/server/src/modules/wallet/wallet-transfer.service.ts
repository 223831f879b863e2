import { decimalStringToMinor } from '@tala/contract/money';
import type { TWalletTransferBody, TWalletTransferResult } from '@tala/contract/wallet/transfer';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { findTransactionByKey } from '../ledger/ledger.repository.ts';
import {
  ensurePlayerAccount,
  MAIN_WALLET,
  post,
  postWithin,
  VENDOR_WALLET_PREFIX,
} from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { findVendor, lockMemberAccounts } from './wallet.repository.ts';
import { balanceOf, memberKey, toAppError } from './wallet.service.ts';

export const KIND_WALLET_TRANSFER = 'WALLET_TRANSFER';
export const KIND_RECALL_ALL = 'RECALL_ALL';

/**
 * Seam for the game issue: today a vendor wallet's money sits in the player's VENDOR:<vassalage>
 * account. When vendors run their own balance, the transfer adapter calls the vendor here (after
 * the posting commits, with the same idempotency key) and a failed call is reversed by a posting.
 */
async function checkTransferVendor(
  db: TDb,
  merchant: TMerchant,
  vendorCode: string,
): Promise<'OK' | 'MAINTENANCE'> {
  const vendor = await findVendor(db, merchant.id, vendorCode.slice(VENDOR_WALLET_PREFIX.length));
  if (vendor?.walletMode !== 'TRANSFER' || vendor.status === 'DISABLED')
    throw new AppError('WAL_WALLET_UNAVAILABLE');
  return vendor.status === 'MAINTENANCE' ? 'MAINTENANCE' : 'OK';
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
  if ((await checkTransferVendor(db, merchant, vendorCode)) === 'MAINTENANCE') {
    // A retry of a transfer that went through before the maintenance still gets its answer.
    const done = await findTransactionByKey(db, merchant.id, idempotencyKey);
    if (!done) throw new AppError('WAL_VENDOR_MAINTENANCE');
  }
  const amount = decimalStringToMinor(body.amount);
  assert(amount !== null && amount > 0n, 'amount validated by the contract');
  const account = (code: string) =>
    ensurePlayerAccount(db, { merchantId: merchant.id, memberId, code, currency: merchant.currency });
  const [fromId, toId] = await Promise.all([account(body.from), account(body.to)]);
  const result = await post(db, {
    merchantId: merchant.id,
    idempotencyKey,
    kind: KIND_WALLET_TRANSFER,
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
    balance: await balanceOf(db, merchant, memberId),
  };
}

/**
 * Every vendor wallet (not in maintenance) back to MAIN in one posting. Balances are read under
 * the member's account locks, so the amounts are exact; a repeated call key returns the first result.
 */
export async function recallAll(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  clientKey: string,
): Promise<TWalletTransferResult> {
  const idempotencyKey = memberKey('recall', memberId, clientKey);
  const mainId = await ensurePlayerAccount(db, {
    merchantId: merchant.id,
    memberId,
    code: MAIN_WALLET,
    currency: merchant.currency,
  });
  const outcome = await db.transaction().execute(async (trx) => {
    const accounts = await lockMemberAccounts(trx, merchant.id, memberId);
    const done = await findTransactionByKey(trx, merchant.id, idempotencyKey);
    if (done) return { transactionId: done.id, replayed: true };
    const entries = [];
    for (const account of accounts) {
      // One posting holds at most 20 entries: 19 vendor wallets and MAIN (a second call takes the rest).
      if (entries.length === 19) break;
      if (!account.code.startsWith(VENDOR_WALLET_PREFIX) || account.balance <= 0n) continue;
      if ((await vendorState(trx, merchant, account.code)) !== 'OK') continue;
      entries.push({ accountId: account.id, amount: -account.balance });
    }
    if (entries.length === 0) return { transactionId: null, replayed: false };
    const total = entries.reduce((sum, entry) => sum - entry.amount, 0n);
    entries.push({ accountId: mainId, amount: total });
    const result = await postWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey,
      kind: KIND_RECALL_ALL,
      entries,
    });
    return { transactionId: result.transactionId, replayed: result.replayed };
  });
  return {
    transactionId: outcome.transactionId?.toString() ?? null,
    replayed: outcome.replayed,
    balance: await balanceOf(db, merchant, memberId),
  };
}

async function vendorState(db: TDb, merchant: TMerchant, code: string): Promise<'OK' | 'SKIP'> {
  const vendor = await findVendor(db, merchant.id, code.slice(VENDOR_WALLET_PREFIX.length));
  // A vendor since switched to seamless or disabled still releases the player's money.
  return vendor?.status === 'MAINTENANCE' ? 'SKIP' : 'OK';
}
