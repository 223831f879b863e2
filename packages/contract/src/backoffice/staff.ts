import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** Back-office staff roles. Authorization per action lives in the server's permissions matrix. */
export const STAFF_ROLES = ['admin', 'finance', 'support'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** Every role signs in with a password and an authenticator code (decision 016). */

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

/**
 * Username, password and authenticator code travel together and are checked together: a failure never
 * says which of them was wrong (decision 016). The code may be typed with spaces ("123 456").
 */
export const ZStaffLoginBody = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  totp: z
    .string()
    .max(12)
    .transform((code) => code.replace(/\s+/g, ''))
    .optional(),
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
  /** A staff member without a confirmed authenticator (data from before decision 016) may only enrol. */
  totpEnrolmentRequired: z.boolean(),
  /** Actions this staff member may perform (the console hides what it cannot do). */
  actions: z.array(z.string().max(60)).max(100),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZTotpSetup = z.object({ secret: z.string().max(64), otpauthUri: z.string().max(500) });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;
export const ZTotpConfirmBody = z.object({ code: ZTotpCode });

/** An enrolment link's token: 256 random bits, base64url, carried in the link's #fragment. */
export const ZEnrolmentToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const ZEnrolmentTokenBody = z.object({ token: ZEnrolmentToken });

/** What the enrolment page shows: who is enrolling, and the authenticator secret to add. */
export const ZEnrolmentView = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  merchantName: z.string(),
  expiresAt: z.string(),
  secret: z.string().max(64),
  otpauthUri: z.string().max(500),
});
export type TEnrolmentView = z.infer<typeof ZEnrolmentView>;

/** The password rule is checked by the server (staff-password.ts) and shown by the page beforehand. */
export const ZEnrolmentCompleteBody = z.object({
  token: ZEnrolmentToken,
  password: z.string().min(1).max(128),
  code: ZTotpCode,
});
export type TEnrolmentCompleteBody = z.infer<typeof ZEnrolmentCompleteBody>;

/** A staff account as the admin's staff screen lists it. */
export const ZStaffAccount = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** Has a password and a confirmed authenticator. */
  enrolled: z.boolean(),
  /** When the live enrolment link (if any) stops working. */
  enrolmentExpiresAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;
export const ZStaffList = z.object({ list: z.array(ZStaffAccount).max(500) });
export type TStaffList = z.infer<typeof ZStaffList>;

export const ZStaffInviteBody = z.object({
  username: ZStaffUsername,
  displayName: z.string().trim().max(80).default(''),
  role: z.enum(STAFF_ROLES),
});
export type TStaffInviteBody = z.input<typeof ZStaffInviteBody>;
export const ZStaffIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** A fresh enrolment link: shown once, to be handed to the staff member over a trusted channel. */
export const ZStaffEnrolmentLink = z.object({
  staff: ZStaffAccount,
  enrolmentUrl: z.string().max(500),
  expiresAt: z.string(),
});
export type TStaffEnrolmentLink = z.infer<typeof ZStaffEnrolmentLink>;
