import { z } from 'zod';
import { INVALID_CHARACTERS_KEY, isDisplaySafeText, isWellFormedText } from './text.ts';

/** The refinement's messageKey becomes the field's messageKey in VALIDATION_FAILED (plugins/envelope.ts). */
const invalidCharacters = { params: { messageKey: INVALID_CHARACTERS_KEY } };

/** Any text: a limit, and no NUL or lone surrogate (decision 017; the server also refuses them up front). */
export const ZText = (max: number) => z.string().max(max).refine(isWellFormedText, invalidCharacters);

/**
 * A name that staff read (real name, payee, nickname, account holder): trimmed, and without control or
 * bidirectional formatting characters (decision 017), so it shows as what it is.
 */
export const ZDisplayName = (max: number) =>
  z.string().trim().max(max).refine(isDisplaySafeText, invalidCharacters);

/** Shared field schemas: every string has a limit (house style 7). */
export const ZUsername = z.string().trim().min(1).max(32).refine(isDisplaySafeText, invalidCharacters);
export const ZPassword = z.string().min(1).max(64).refine(isWellFormedText, invalidCharacters);
export const ZMobileNum = z.string().trim().min(4).max(20).regex(/^\d+$/);
export const ZDialingCode = z
  .string()
  .trim()
  .min(1)
  .max(6)
  .regex(/^\+?\d{1,4}$/);
export const ZVerificationCode = ZText(255).trim().min(1);
export const ZCaptchaAnswer = ZText(12).trim();
/** ALTCHA proof-of-work solution, base64 JSON from the widget. */
export const ZHumanCheck = ZText(4096);
export const ZDecimalMoney = z.string().regex(/^-?\d{1,15}\.\d{2}$/);
export const ZIsoDate = z.string().max(40);

/** True when `text` (YYYY-MM-DD) names a day that exists: no month 13, no 30 February. */
function isCalendarDay(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** A day of a calendar (the merchant's, a game's, a birthday), as YYYY-MM-DD, that exists. */
export const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, { message: 'Not a day of the calendar' });

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
