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
      }),
    )
    .max(100),
});
export type TBalance = z.infer<typeof ZBalance>;
