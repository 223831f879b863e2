import { minorToDecimalString } from '@tala/contract/money';
import type { TBalance } from '@tala/contract/wallet/balance';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET, memberWallets } from '../ledger/ledger.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';

/** Sum of the member's ledger accounts; the main wallet is always listed, even before its first posting. */
export async function balanceOf(db: TDb, merchant: TMerchant, memberId: bigint): Promise<TBalance> {
  const accounts = await memberWallets(db, merchant.id, memberId);
  const wallets = accounts.map((account) => ({ code: account.code, balance: account.balance }));
  if (!wallets.some((wallet) => wallet.code === MAIN_WALLET))
    wallets.unshift({ code: MAIN_WALLET, balance: 0n });
  const sum = wallets.reduce((total, wallet) => total + wallet.balance, 0n);
  return {
    sumBalance: minorToDecimalString(sum),
    currency: merchant.currency,
    wallets: wallets.map((wallet) => ({ code: wallet.code, balance: minorToDecimalString(wallet.balance) })),
  };
}
