import { z } from 'zod';

/**
 * A positive amount typed by the player: digits with at most two decimals ("100", "100.5", "100.50").
 * "1.001", "-5", "1e3" and numbers (not strings) are refused by the schema; zero by the refinement.
 */
export const ZAmountInput = z
  .string()
  .trim()
  .max(16)
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .refine((text) => /[1-9]/.test(text), { message: 'must be above zero' });

/** A client-chosen key so a double-click or a retry creates the request once. */
export const ZIdempotencyKey = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_:.-]+$/);

/** Ids travel as decimal strings (bigint in the database). */
export const ZIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
