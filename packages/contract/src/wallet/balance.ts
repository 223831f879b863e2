import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';

/** GET /wps/v2/wallets/balance. Amounts are decimal strings of integer minor units. */
export const ZBalance = z.object({
  sumBalance: ZDecimalMoney,
  currency: z.string().length(3),
  wallets: z.array(z.object({ code: z.string().max(40), balance: ZDecimalMoney })).max(100),
});
export type TBalance = z.infer<typeof ZBalance>;
