import { z } from 'zod';

/** Withdrawal password: 6 to 20 characters, letters and digits (the same rule on set and change). */
export const ZWithdrawPassword = z
  .string()
  .min(6)
  .max(20)
  .regex(/^[A-Za-z0-9]+$/);

/** POST withdrawPassword (only while none is set). */
export const ZSetWithdrawPasswordRequest = z.object({
  password: ZWithdrawPassword,
  confirmPassword: z.string().max(20),
});
/** PUT withdrawPassword. */
export const ZChangeWithdrawPasswordRequest = z.object({
  oldPassword: z.string().min(1).max(64),
  password: ZWithdrawPassword,
  confirmPassword: z.string().max(20),
});
