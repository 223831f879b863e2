import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';

/** GET /wps/v2/wallets/balance. Amounts are decimal strings of integer minor units. */
export const ZBalance = z.object({
  sumBalance: ZDecimalMoney,
  currency: z.string().length(3),
  wallets: z
    .array(
      z.object({
        code: z.string().max(48),
        balance: ZDecimalMoney,
        /** The vendor's display name for a vendor wallet (absent for MAIN). */
        displayName: z.string().max(80).optional(),
        /** false: the vendor did not answer, `balance` is not known (shown as unavailable). */
        available: z.literal(false).optional(),
        /** Money on its way to the vendor (a transfer not yet confirmed by it). */
        pending: ZDecimalMoney.optional(),
      }),
    )
    .max(100),
});
export type TBalance = z.infer<typeof ZBalance>;

/** Wallet codes of the balance list: the main wallet, and one per transfer-mode vendor. */
export const MAIN_WALLET_CODE = 'MAIN';
export function vendorWalletCode(vassalage: string): string {
  return `VENDOR:${vassalage}`;
}
