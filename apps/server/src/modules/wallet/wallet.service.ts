import { minorToDecimalString } from '@tala/contract/money';
import type { TBalance } from '@tala/contract/wallet/balance';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { LedgerError, MAIN_WALLET, memberWallets, VENDOR_WALLET_PREFIX } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import type { TProviderTransport } from '../vendor-wallet/provider-transport.ts';
import { readVendorBalance } from '../vendor-wallet/vendor-transfer.service.ts';
import { findVendorHoldingState } from '../vendor-wallet/vendor-transfers.repository.ts';
import { vendorsOf } from './vendor-cache.ts';
import type { TVendorWalletInfo } from './wallet.repository.ts';

/** What the wallet needs besides the database: a way to reach transfer-mode vendors' providers. */
export type TWalletDeps = { db: TDb; transport: TProviderTransport };
/** A transfer-mode vendor's wallet: what the vendor reports (null: it did not answer) and what is on its way. */
export type TVendorHolding = { balance: bigint | null; pending: bigint };

/**
 * A vendor whose wallet the player can move money into (and that the balance lists): transfer mode,
 * not disabled, and served by a provider (without one there is nowhere for the money to go).
 */
export function isTransferVendor(vendor: TVendorWalletInfo): boolean {
  return vendor.walletMode === 'TRANSFER' && vendor.status !== 'DISABLED' && vendor.providerCode !== null;
}

/** Balances a call has just learnt, which need not be read again. */
export type TKnownBalances = {
  /** MAIN as this call's own posting left it. */
  main?: bigint | null;
  /** Vendor id → the balance the vendor's answer carried (a transfer's). */
  vendors?: ReadonlyMap<number, bigint>;
};

/**
 * MAIN from the ledger; each transfer-mode vendor's wallet from the vendor itself (decision 007: the
 * money is played there), asked in parallel and only where the player was ever created. What `known`
 * holds is not read or asked again.
 */
export async function balanceOf(
  deps: TWalletDeps,
  merchant: TMerchant,
  memberId: bigint,
  known: TKnownBalances = {},
): Promise<TBalance> {
  const [main, vendors, state] = await Promise.all([
    known.main ?? mainBalanceOf(deps.db, merchant.id, memberId),
    vendorsOf(deps.db, merchant.id),
    findVendorHoldingState(deps.db, { merchantId: merchant.id, memberId }),
  ]);
  const holdings = await vendorHoldings(deps, merchant, memberId, vendors.filter(isTransferVendor), {
    ...state,
    known: known.vendors ?? new Map(),
  });
  return toBalance(merchant, main, vendors, holdings);
}

/** MAIN's balance; 0 before its first posting. */
async function mainBalanceOf(db: TDb, merchantId: number, memberId: bigint): Promise<bigint> {
  const accounts = await memberWallets(db, merchantId, memberId);
  return accounts.find((account) => account.code === MAIN_WALLET)?.balance ?? 0n;
}

async function vendorHoldings(
  deps: TWalletDeps,
  merchant: TMerchant,
  memberId: bigint,
  vendors: TVendorWalletInfo[],
  state: { createdAt: Set<number>; pendingIn: Map<number, bigint>; known: ReadonlyMap<number, bigint> },
): Promise<Map<number, TVendorHolding>> {
  const entries = await Promise.all(
    vendors.map(async (vendor): Promise<[number, TVendorHolding]> => {
      const balance =
        state.known.get(vendor.id) ??
        (state.createdAt.has(vendor.id)
          ? await readVendorBalance(deps, {
              merchantId: merchant.id,
              merchantCode: merchant.code,
              providerCode: vendor.providerCode,
              vassalage: vendor.vassalage,
              memberId,
              currency: merchant.currency,
            })
          : 0n);
      return [vendor.id, { balance, pending: state.pendingIn.get(vendor.id) ?? 0n }];
    }),
  );
  return new Map(entries);
}

/**
 * MAIN first (listed even before its first posting), then a wallet per transfer-mode vendor with its
 * display name. sumBalance counts what is known: MAIN and the vendors that answered.
 */
export function toBalance(
  merchant: TMerchant,
  main: bigint,
  vendors: TVendorWalletInfo[],
  holdings: Map<number, TVendorHolding>,
): TBalance {
  const wallets: TBalance['wallets'] = [{ code: MAIN_WALLET, balance: minorToDecimalString(main) }];
  let sum = main;
  for (const vendor of vendors.filter(isTransferVendor).slice(0, 99)) {
    const holding = holdings.get(vendor.id) ?? { balance: 0n, pending: 0n };
    // Money on its way is shown, not summed: the vendor may already count it (its answer was lost).
    sum += holding.balance ?? 0n;
    wallets.push({
      code: `${VENDOR_WALLET_PREFIX}${vendor.vassalage}`,
      balance: minorToDecimalString(holding.balance ?? 0n),
      displayName: vendor.displayName,
      ...(holding.balance === null ? { available: false } : {}),
      ...(holding.pending > 0n ? { pending: minorToDecimalString(holding.pending) } : {}),
    });
  }
  return { sumBalance: minorToDecimalString(sum), currency: merchant.currency, wallets };
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
