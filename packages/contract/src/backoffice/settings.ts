import { z } from 'zod';
import { SWITCHES } from '../constants.ts';
import { PATTERN_IDS } from '../patterns.ts';
import { ZMerchantBank, ZMerchantBankList } from '../security/bank-accounts.ts';
import { REGISTER_FIELDS } from '../system/register-settings.ts';
import { ZTimeZone } from '../time-zone.ts';

export const ZSwitchMap = z.object(
  Object.fromEntries(SWITCHES.map((name) => [name, z.boolean()])) as {
    [K in (typeof SWITCHES)[number]]: z.ZodBoolean;
  },
);

export const ZMaintenance = z.object({
  active: z.boolean(),
  message: z.string().trim().max(2000).nullable(),
  /** ISO instant the site expects to be back, or null. */
  until: z.string().datetime({ offset: true }).nullable(),
});
export type TMaintenance = z.infer<typeof ZMaintenance>;

const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);
const ZIpAddress = z
  .string()
  .trim()
  .max(64)
  .regex(/^[0-9a-fA-F:.]{2,64}$/);

export const ZRegion = z.object({
  blockedCountries: z.array(ZCountryCode).max(250),
  allowedIps: z.array(ZIpAddress).max(100),
});
export type TRegion = z.infer<typeof ZRegion>;

export const ZBoSettings = z.object({
  switches: ZSwitchMap,
  maintenance: ZMaintenance,
  region: ZRegion,
  adjustmentApprovalThreshold: z.string(),
  currency: z.string(),
  /** The merchant's calendar: daily withdrawal counts and profit by day use its days. */
  timeZone: z.string(),
  /** The banks players bind withdrawal accounts at (decision 025). */
  banks: z.array(ZMerchantBank).max(100),
});
export type TBoSettings = z.infer<typeof ZBoSettings>;

export const ZTimeZoneBody = z.object({ timeZone: ZTimeZone });
export const ZBanksBody = z.object({ banks: ZMerchantBankList });

/** Partial: only the switches sent change. */
export const ZSwitchesBody = z.object({ switches: ZSwitchMap.partial() });
export const ZThresholdBody = z.object({
  adjustmentApprovalThreshold: z
    .string()
    .trim()
    .regex(/^\d{1,12}\.\d{2}$/),
});

export const ZRegisterRule = z.object({
  field: z.enum(REGISTER_FIELDS),
  visible: z.boolean(),
  required: z.boolean(),
  patternId: z
    .number()
    .int()
    .refine((id) => PATTERN_IDS.includes(id), 'unknown pattern'),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});
export type TRegisterRule = z.infer<typeof ZRegisterRule>;
export const ZRegisterRuleList = z.object({
  rules: z.array(ZRegisterRule).max(REGISTER_FIELDS.length),
  patternIds: z.array(z.number().int()).max(50),
});
export const ZRegisterRuleParams = z.object({ field: z.enum(REGISTER_FIELDS) });
export const ZRegisterRuleBody = ZRegisterRule.omit({ field: true });
