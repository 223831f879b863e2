import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** Back-office staff roles. Authorization per action lives in the server's permissions matrix. */
export const STAFF_ROLES = ['admin', 'finance', 'support'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** Roles that must use a second factor (money and configuration); support reads and answers players. */
export const TOTP_ROLES: readonly TStaffRole[] = ['admin', 'finance'];
export function roleNeedsTotp(role: TStaffRole): boolean {
  return TOTP_ROLES.includes(role);
}

/** The header every mutating console call carries: a cross-site form cannot set it (CSRF defence). */
export const STAFF_CSRF_HEADER = 'x-tala-staff';
export const STAFF_COOKIE = 'tala_staff';

export const ZStaffUsername = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.-]{3,32}$/);
export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const ZStaffLoginBody = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  totp: z.string().trim().max(6).optional(),
});
export type TStaffLoginBody = z.infer<typeof ZStaffLoginBody>;

export const ZStaffMe = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  merchant: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    /** Staff-written texts fall back to it first; the content editors keep it in view. */
    defaultLanguage: z.enum(LANGUAGES),
  }),
  /** An admin or finance account without a confirmed authenticator may only enrol. */
  totpEnrolmentRequired: z.boolean(),
  /** Actions this staff member may perform (the console hides what it cannot do). */
  actions: z.array(z.string().max(60)).max(100),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZTotpSetup = z.object({ secret: z.string().max(64), otpauthUri: z.string().max(500) });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;
export const ZTotpConfirmBody = z.object({ code: ZTotpCode });
