import { createHash } from 'node:crypto';
import { decimalStringToMinor } from '@tala/contract/money';
import type { TWalletTransferBody, TWalletTransferResult } from '@tala/contract/wallet/transfer';
import { AppError, assert } from '../../lib/app-error.ts';
import { MAIN_WALLET, VENDOR_WALLET_PREFIX } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { runVendorTransfer, type TTransferDirection } from '../vendor-wallet/vendor-transfer.service.ts';
import { findTransferByKey, type TVendorTransferRow } from '../vendor-wallet/vendor-transfers.repository.ts';
import { vendorsOf } from './vendor-cache.ts';
import type { TVendorWalletInfo } from './wallet.repository.ts';
import { balanceOf, isTransferVendor, memberKey, type TWalletDeps, toAppError } from './wallet.service.ts';

/** One posting holds at most 20 entries; a recall moves at most this many vendors per call. */
const MAX_RECALL_VENDORS = 19;

function findTransferVendor(vendors: TVendorWalletInfo[], walletCode: string): TVendorWalletInfo {
  const vassalage = walletCode.slice(VENDOR_WALLET_PREFIX.length);
  const vendor = vendors.find((candidate) => candidate.vassalage === vassalage);
  if (!vendor || !isTransferVendor(vendor)) throw new AppError('WAL_WALLET_UNAVAILABLE');
  return vendor;
}

function hashOf(parts: string[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

/** A finished transfer the vendor refused is the member's error; DONE and PENDING are answers. */
function refusalOf(transfer: TVendorTransferRow): AppError | null {
  if (transfer.status !== 'FAILED') return null;
  if (transfer.failure === 'INSUFFICIENT_FUNDS') return new AppError('INSUFFICIENT_BALANCE');
  // Settled by the status check: the vendor never got it, and the money is back on MAIN.
  if (transfer.failure === 'NOT_FOUND') return new AppError('WAL_VENDOR_UNAVAILABLE');
  return new AppError('WAL_VENDOR_REFUSED');
}

async function move(
  deps: TWalletDeps,
  merchant: TMerchant,
  memberId: bigint,
  input: {
    vendor: TVendorWalletInfo;
    direction: TTransferDirection;
    amountMinor: bigint;
    clientKey: string;
    /** What makes a repeat the same request; by default the vendor, direction and amount. */
    requestHash?: string;
  },
) {
  const hash =
    input.requestHash ?? hashOf([input.vendor.vassalage, input.direction, input.amountMinor.toString()]);
  return runVendorTransfer(deps, {
    merchantId: merchant.id,
    merchantCode: merchant.code,
    memberId,
    vendor: input.vendor,
    currency: merchant.currency,
    direction: input.direction,
    amountMinor: input.amountMinor,
    clientKey: input.clientKey,
    requestHash: hash,
  }).catch((error: unknown) => {
    throw toAppError(error);
  });
}

/**
 * MAIN ↔ one transfer-mode vendor (decision 007): the money goes to, or comes from, the vendor's own
 * wallet through its transfer API. A retry with the same key moves money once and answers the same.
 * When the vendor's answer does not come the transfer is PENDING and settles by its status check.
 */
export async function transferFund(
  deps: TWalletDeps,
  merchant: TMerchant,
  memberId: bigint,
  body: TWalletTransferBody,
): Promise<TWalletTransferResult> {
  if (body.from === body.to) throw new AppError('WAL_SAME_WALLET');
  const direction = body.from === MAIN_WALLET ? 'IN' : body.to === MAIN_WALLET ? 'OUT' : null;
  if (direction === null) throw new AppError('WAL_WALLET_UNAVAILABLE');
  const vendor = findTransferVendor(
    await vendorsOf(deps.db, merchant.id),
    direction === 'IN' ? body.to : body.from,
  );
  const clientKey = memberKey('wt', memberId, body.idempotencyKey);
  const amountMinor = decimalStringToMinor(body.amount);
  assert(amountMinor !== null && amountMinor > 0n, 'amount validated by the contract');
  if (vendor.status === 'MAINTENANCE') {
    // A retry of a transfer that went through before the maintenance still gets its answer.
    if (!(await findTransferByKey(deps.db, merchant.id, clientKey)))
      throw new AppError('WAL_VENDOR_MAINTENANCE');
  }
  const { transfer, replayed, vendorBalance, mainBalance } = await move(deps, merchant, memberId, {
    vendor,
    direction,
    amountMinor,
    clientKey,
  });
  const refusal = refusalOf(transfer);
  if (refusal) throw refusal;
  // What the transfer has just learnt is not read again: MAIN as its posting left it, and the vendor's
  // balance after the transfer, which its answer carried.
  const known = {
    main: mainBalance,
    vendors: new Map(vendorBalance === null ? [] : [[vendor.id, vendorBalance]]),
  };
  return {
    transactionId: transfer.id.toString(),
    replayed,
    status: transfer.status === 'DONE' ? 'DONE' : 'PENDING',
    balance: await balanceOf(deps, merchant, memberId, known),
  };
}

/**
 * Every vendor wallet holding money (vendor not in maintenance, balance known) back to MAIN: one
 * transfer out per vendor, each keyed by the call key, so a repeated call moves nothing twice.
 */
export async function recallAll(
  deps: TWalletDeps,
  merchant: TMerchant,
  memberId: bigint,
  clientKey: string,
): Promise<TWalletTransferResult> {
  const before = await balanceOf(deps, merchant, memberId);
  const vendors = await vendorsOf(deps.db, merchant.id);
  const funded = before.wallets
    .filter((wallet) => wallet.code.startsWith(VENDOR_WALLET_PREFIX) && wallet.available !== false)
    .map((wallet) => ({ wallet, amountMinor: decimalStringToMinor(wallet.balance) ?? 0n }))
    .filter(({ amountMinor }) => amountMinor > 0n)
    .slice(0, MAX_RECALL_VENDORS);
  let pending = false;
  let replayed = funded.length > 0;
  for (const { wallet, amountMinor } of funded) {
    const vendor = findTransferVendor(vendors, wallet.code);
    if (vendor.status === 'MAINTENANCE') continue;
    const key = memberKey('recall', memberId, `${clientKey}:${vendor.vassalage}`);
    // A retried recall finds each vendor's transfer by its key, whatever the balance has become since.
    const requestHash = hashOf([vendor.vassalage, 'recall']);
    const outcome = await move(deps, merchant, memberId, {
      vendor,
      direction: 'OUT',
      amountMinor,
      clientKey: key,
      requestHash,
    });
    pending ||= outcome.transfer.status === 'PENDING';
    replayed &&= outcome.replayed;
  }
  return {
    transactionId: null,
    replayed,
    status: pending ? 'PENDING' : 'DONE',
    balance: await balanceOf(deps, merchant, memberId),
  };
}
