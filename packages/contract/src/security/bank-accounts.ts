import { z } from 'zod';

/** A bank account as the player sees it: the number masked to its last 4 digits. */
export const ZBankAccount = z.object({
  id: z.string().max(20),
  bankName: z.string().max(60),
  accountName: z.string().max(80),
  accountNumber: z.string().max(40),
  createdAt: z.string().max(40),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;
export const ZBankAccountList = z.object({ list: z.array(ZBankAccount).max(5), max: z.number().int() });

/** POST bankAccounts: the payee is always the member's real name, so it is not asked for. */
export const ZAddBankAccountRequest = z.object({
  bankName: z.string().trim().min(1).max(60),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,30}$/),
});
export const ZBankNames = z.object({ banks: z.array(z.string().max(60)).max(100) });
