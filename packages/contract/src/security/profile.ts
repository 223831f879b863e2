import { z } from 'zod';
import { ZDay, ZDisplayName } from '../common.ts';

/**
 * GET profile (seed 001 §3 profile fields). Editable by the player: nickname, birthday, address,
 * nationality, occupation, source of income, contact ids. Real name and ID number are set once, then
 * only staff change them (docs/decisions/006-security-centre-profile.md). Mobile and e-mail are masked
 * and change only through the bind calls.
 */
export const ZProfile = z.object({
  account: z.string().max(32),
  nickname: z.string().max(40),
  realName: z.string().max(80).nullable(),
  idNumber: z.string().max(40).nullable(),
  mobile: z.string().max(30).nullable(),
  email: z.string().max(120).nullable(),
  referrer: z.string().max(32).nullable(),
  birthday: z.string().max(10).nullable(),
  address: z.string().max(200).nullable(),
  nationality: z.string().max(60).nullable(),
  occupation: z.string().max(60).nullable(),
  sourceOfIncome: z.string().max(60).nullable(),
  contacts: z.object({
    qq: z.string().max(60).nullable(),
    whatsapp: z.string().max(60).nullable(),
    facebook: z.string().max(60).nullable(),
    telegram: z.string().max(60).nullable(),
    line: z.string().max(60).nullable(),
    zalo: z.string().max(60).nullable(),
    wechat: z.string().max(60).nullable(),
    skype: z.string().max(60).nullable(),
  }),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Free text staff may read: no control or bidi formatting characters either (decision 017). */
const ZOptionalText = (max: number) => ZDisplayName(max).nullable().optional();

/** PUT profile: only the fields given change; null clears a field. realName/idNumber only while unset. */
export const ZProfileUpdate = z
  .object({
    nickname: ZDisplayName(40).optional(),
    realName: ZDisplayName(80)
      .min(2)
      .regex(/^[\p{L}\p{M} .'-]+$/u)
      .optional(),
    idNumber: z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    birthday: ZDay.nullable().optional(),
    address: ZOptionalText(200),
    nationality: ZOptionalText(60),
    occupation: ZOptionalText(60),
    sourceOfIncome: ZOptionalText(60),
    contacts: z
      .object({
        qq: ZOptionalText(60),
        whatsapp: ZOptionalText(60),
        facebook: ZOptionalText(60),
        telegram: ZOptionalText(60),
        line: ZOptionalText(60),
        zalo: ZOptionalText(60),
        wechat: ZOptionalText(60),
        skype: ZOptionalText(60),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** GET securityCenter: what is set, masked. */
export const ZSecurityOverview = z.object({
  mobile: z.string().max(30).nullable(),
  email: z.string().max(120).nullable(),
  hasRealName: z.boolean(),
  hasWithdrawPassword: z.boolean(),
  bankAccountCount: z.number().int(),
});
