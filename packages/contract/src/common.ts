import { z } from 'zod';

/** Shared field schemas: every string has a limit (house style 7). */
export const ZUsername = z.string().trim().min(1).max(32);
export const ZPassword = z.string().min(1).max(64);
export const ZMobileNum = z.string().trim().min(4).max(20).regex(/^\d+$/);
export const ZDialingCode = z
  .string()
  .trim()
  .min(1)
  .max(6)
  .regex(/^\+?\d{1,4}$/);
export const ZVerificationCode = z.string().trim().min(1).max(255);
export const ZCaptchaAnswer = z.string().trim().max(12);
/** ALTCHA proof-of-work solution, base64 JSON from the widget. */
export const ZHumanCheck = z.string().max(4096);
export const ZDecimalMoney = z.string().regex(/^-?\d{1,15}\.\d{2}$/);
export const ZIsoDate = z.string().max(40);

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item).max(100),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
