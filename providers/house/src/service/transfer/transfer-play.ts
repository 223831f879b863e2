import { HouseError } from '../api/house-error.ts';
import type { THouseDb } from '../db/house-db.ts';
import { findWallet, moveWalletBalance, type TWalletKey } from './transfer.repository.ts';

/**
 * Play at a transfer-mode vendor: the stake and the win move in the house's own wallet of that vendor,
 * inside the round's transaction — one commit, so there is nothing to recover and no wallet API call.
 */
export async function transferWalletBalance(db: THouseDb, key: TWalletKey): Promise<bigint> {
  return (await findWallet(db, key))?.balance_cents ?? 0n;
}

/** Debits the stake and credits the win at once; INSUFFICIENT_FUNDS (and nothing moves) if it cannot. */
export async function playOnTransferWallet(
  trx: THouseDb,
  key: TWalletKey,
  stakeCents: bigint,
  winCents: bigint,
): Promise<bigint> {
  const wallet = await findWallet(trx, key, { forUpdate: true });
  if (!wallet || wallet.balance_cents < stakeCents) {
    throw new HouseError('INSUFFICIENT_FUNDS', 'not enough in this vendor wallet: transfer money in first');
  }
  const balance = await moveWalletBalance(trx, key, {
    deltaCents: winCents - stakeCents,
    currency: wallet.currency,
  });
  if (balance === null) throw new Error('Invariant failed: a locked wallet holding the stake did not move');
  return balance;
}
