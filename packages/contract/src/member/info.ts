import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

export const ZMemberInfo = z.object({
  id: z.string().max(20),
  account: z.string().max(32),
  nickname: z.string().max(40),
  type: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.boolean(),
  /** An agent's own invitation code (its link is `/?affiliateCode=`); null for everyone else. */
  affiliateCode: z.string().max(20).nullable(),
  clubLabel: z.object({ labelName: z.string().max(40), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.string().max(40)).max(20),
  language: z.enum(LANGUAGES),
  mobileMasked: z.string().max(30).nullable(),
  emailMasked: z.string().max(130).nullable(),
  currency: z.string().length(3),
  registeredAt: z.string(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const AVATAR_TYPES = ['CUSTOM', 'STATIC'] as const;
export const ZAvatar = z.object({ avatar: z.string().max(200), avatarType: z.enum(AVATAR_TYPES) });
export const ZMemberIcon = z.object({ icon: z.string().max(200) });
export const ZLanguageUpdate = z.object({ language: z.string().max(10) });
