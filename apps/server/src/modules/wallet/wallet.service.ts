import { minorToDecimalString } from '@tala/contract/money';
import type { TBalance } from '@tala/contract/wallet/balance';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  LedgerError,
  MAIN_WALLET,
  memberWallets,
  type TPostResult,
  VENDOR_WALLET_PREFIX,
} from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { vendorsOf } from './vendor-cache.ts';
import type { TVendorWalletInfo } from './wallet.repository.ts';

export type TWalletAccount = { id: bigint; code: string; balance: bigint };

/** Money wallets count in sumBalance; other accounts (points, later) do not. */
function isMoneyWallet(code: string): boolean {
  return code === MAIN_WALLET || code.startsWith(VENDOR_WALLET_PREFIX);
}

/** A vendor whose wallet the player can move money into (and that the balance lists). */
export function isTransferVendor(vendor: TVendorWalletInfo): boolean {
  return vendor.walletMode === 'TRANSFER' && vendor.status !== 'DISABLED';
}

/** The balance as stored now: the member's accounts, labelled by the (cached) vendor list. */
export async function balanceOf(db: TDb, merchant: TMerchant, memberId: bigint): Promise<TBalance> {
  const [accounts, vendors] = await Promise.all([
    memberWallets(db, merchant.id, memberId),
    vendorsOf(db, merchant.id),
  ]);
  return toBalance(merchant, accounts, vendors);
}

/**
 * MAIN first, then a wallet per transfer-mode vendor (0 until first used) with its display name.
 * MAIN is listed even before its first posting.
 */
export function toBalance(
  merchant: TMerchant,
  accounts: TWalletAccount[],
  vendors: TVendorWalletInfo[],
): TBalance {
  const balanceByCode = new Map(
    accounts
      .filter((account) => isMoneyWallet(account.code))
      .map((account) => [account.code, account.balance]),
  );
  const wallets: { code: string; balance: bigint; displayName?: string }[] = [
    { code: MAIN_WALLET, balance: balanceByCode.get(MAIN_WALLET) ?? 0n },
  ];
  balanceByCode.delete(MAIN_WALLET);
  for (const vendor of vendors.filter(isTransferVendor)) {
    const code = `${VENDOR_WALLET_PREFIX}${vendor.vassalage}`;
    wallets.push({ code, balance: balanceByCode.get(code) ?? 0n, displayName: vendor.displayName });
    balanceByCode.delete(code);
  }
  // A wallet of a vendor since disabled or switched to seamless still holds money: keep showing it.
  for (const [code, balance] of balanceByCode) wallets.push({ code, balance });
  const sum = wallets.reduce((total, wallet) => total + wallet.balance, 0n);
  return {
    sumBalance: minorToDecimalString(sum),
    currency: merchant.currency,
    wallets: wallets.slice(0, 100).map((wallet) => ({
      code: wallet.code,
      balance: minorToDecimalString(wallet.balance),
      ...(wallet.displayName ? { displayName: wallet.displayName } : {}),
    })),
  };
}

/**
 * The member's accounts (read under lock in the posting's transaction) as they are once the posting
 * commits: a new posting's entries carry each touched account's balance after it; a replay moved nothing.
 */
export function afterPosting(accounts: TWalletAccount[], result: TPostResult): TWalletAccount[] {
  if (result.replayed) return accounts;
  const after = new Map(result.entries.map((entry) => [entry.accountId, entry.balanceAfter]));
  return accounts.map((account) => ({ ...account, balance: after.get(account.id) ?? account.balance }));
}

/** Ledger refusals as contract codes; anything else is a bug and propagates. */
export function toAppError(error: unknown): unknown {
  if (!(error instanceof LedgerError)) return error;
  if (error.failure === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE');
  if (error.failure === 'IDEMPOTENCY_CONFLICT') return new AppError('WAL_IDEMPOTENCY_CONFLICT');
  if (error.failure === 'UNKNOWN_ACCOUNT') return new AppError('WAL_WALLET_UNAVAILABLE');
  return error;
}

/** The member's own reference space: a client key can never collide with another member's. */
export function memberKey(prefix: string, memberId: bigint, clientKey: string): string {
  return `${prefix}:${memberId}:${clientKey}`;
}
