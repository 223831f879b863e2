import { z } from 'zod';
import { ZDisplayName } from '../common.ts';

/** A bank account as the player sees it: the number masked to its last 4 digits. */
export const ZBankAccount = z.object({
  id: z.string().max(20),
  /** The bank's code in the merchant's list; null for an account bound before the list existed. */
  bankCode: z.string().max(20).nullable(),
  bankName: z.string().max(60),
  accountName: z.string().max(80),
  accountNumber: z.string().max(40),
  createdAt: z.string().max(40),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;
export const ZBankAccountList = z.object({ list: z.array(ZBankAccount).max(5), max: z.number().int() });

export const ZBankCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,20}$/);

/** A bank of the merchant's list (decision 025), as the player picks it when binding an account. */
export const ZBank = z.object({ code: ZBankCode, name: ZDisplayName(60).min(1) });
export type TBank = z.infer<typeof ZBank>;
/** GET bankNames: the merchant's banks for its currency. */
export const ZBankList = z.object({ banks: z.array(ZBank).max(100) });

/** An entry of the merchant's bank list, as staff keep it: the country and currency it serves. */
export const ZMerchantBank = ZBank.extend({
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});
export type TMerchantBank = z.infer<typeof ZMerchantBank>;
/** The whole list: at most 100 banks, each code once. */
export const ZMerchantBankList = z
  .array(ZMerchantBank)
  .max(100)
  .refine((banks) => new Set(banks.map((bank) => bank.code)).size === banks.length, {
    params: { messageKey: 'validation.duplicate_code' },
  });

/** POST bankAccounts: a bank from the list by its code; the payee is the member's real name, not asked. */
export const ZAddBankAccountRequest = z.object({
  bankCode: ZBankCode,
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,30}$/),
});
