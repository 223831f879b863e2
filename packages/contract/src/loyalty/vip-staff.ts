import { z } from 'zod';
import { BO_API } from '../backoffice/paths.ts';
import { ZDecimalMoney, ZText, ZUsername } from '../common.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import { VIP_CHANGE_REASONS, VIP_LIMITS, ZVipBenefits } from './vip.ts';

/** The back office's VIP ladder, settings and players' ranks (issue 14 §6, decision 057). */
export const BO_VIP_PATHS = {
  /** GET: settings, every rank (names in every language) and how many members hold each. */
  ladder: `${BO_API}/vip/ladder`,
  /** POST: a new rank above the top one. */
  ranks: `${BO_API}/vip/ranks`,
  /** PUT: edit a rank; DELETE: remove the top rank (nobody may hold it). */
  rank: `${BO_API}/vip/ranks/:level`,
  /** PUT: window days and grace reviews. */
  settings: `${BO_API}/vip/settings`,
  /** GET ?username=: a player's rank, window figures and rank history. */
  member: `${BO_API}/vip/member`,
  /** POST: staff set a player's rank (audited, history STAFF, a reason required). */
  memberRank: `${BO_API}/vip/member/rank`,
} as const;

const ZMoneyNotNegative = ZDecimalMoney.refine((text) => !text.startsWith('-'), 'not negative');
const ZMoneyPositive = ZMoneyNotNegative.refine((text) => text !== '0.00', 'more than zero');

/** Only web addresses open from the VIP page (a javascript: link must never reach a player's browser). */
const ZServiceUrl = z
  .string()
  .trim()
  .max(VIP_LIMITS.serviceUrl)
  .regex(/^https?:\/\/[^\s<>"']+$/, 'an http(s) address');

export const ZBoVipRankBody = z.object({
  names: localizedText({ max: VIP_LIMITS.name, required: true }),
  deposit: ZMoneyNotNegative,
  validBet: ZMoneyNotNegative,
  pointsMultiplier: z.number().int().min(VIP_LIMITS.multiplier.min).max(VIP_LIMITS.multiplier.max),
  withdrawDailyCount: z.number().int().min(1).max(VIP_LIMITS.withdrawDailyCount).nullable(),
  withdrawMaxAmount: ZMoneyPositive.nullable(),
  rebateBonusBp: z.number().int().min(0).max(VIP_LIMITS.rebateBonusBp),
  birthdayBonus: ZMoneyNotNegative,
  serviceLine: ZText(VIP_LIMITS.serviceLine).trim().nullable(),
  serviceUrl: ZServiceUrl.nullable(),
});
export type TBoVipRankBody = z.input<typeof ZBoVipRankBody>;

export const ZBoVipLevelParams = z.object({ level: z.coerce.number().int().min(1).max(VIP_LIMITS.levels) });

export const ZBoVipSettingsBody = z.object({
  windowDays: z.number().int().min(VIP_LIMITS.windowDays.min).max(VIP_LIMITS.windowDays.max),
  graceReviews: z.number().int().min(0).max(VIP_LIMITS.graceReviews.max),
});
export type TBoVipSettingsBody = z.infer<typeof ZBoVipSettingsBody>;

export const ZBoVipRank = z.object({
  level: z.number().int(),
  names: localizedTextValue(VIP_LIMITS.name),
  deposit: ZDecimalMoney,
  validBet: ZDecimalMoney,
  benefits: ZVipBenefits,
  /** Members holding the rank now. */
  members: z.number().int(),
});
export type TBoVipRank = z.infer<typeof ZBoVipRank>;

export const ZBoVipLadder = z.object({
  settings: ZBoVipSettingsBody,
  ranks: z.array(ZBoVipRank).max(VIP_LIMITS.levels),
});
export type TBoVipLadder = z.infer<typeof ZBoVipLadder>;

export const ZBoVipMemberQuery = z.object({ username: ZUsername });

/** History rows a lookup shows: the newest (a rank changes at most a few times a month). */
export const BO_VIP_HISTORY_MAX = 50;

export const ZBoVipHistoryRow = z.object({
  id: z.string(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(VIP_CHANGE_REASONS),
  deposit: ZDecimalMoney,
  validBet: ZDecimalMoney,
  staff: z.string().max(32).nullable(),
  note: z.string().max(300).nullable(),
  createdAt: z.string(),
});
export type TBoVipHistoryRow = z.infer<typeof ZBoVipHistoryRow>;

export const ZBoVipMember = z.object({
  username: z.string().max(32),
  /** Trial (demo) accounts never rank. */
  isDemo: z.boolean(),
  level: z.number().int(),
  since: z.string().nullable(),
  graceUsed: z.number().int(),
  windowDays: z.number().int(),
  figures: z.object({ deposit: ZDecimalMoney, validBet: ZDecimalMoney }),
  history: z.array(ZBoVipHistoryRow).max(BO_VIP_HISTORY_MAX),
  historyTotal: z.number().int(),
});
export type TBoVipMember = z.infer<typeof ZBoVipMember>;

export const ZBoVipSetRankBody = z.object({
  username: ZUsername,
  /** 0 takes the rank away. */
  level: z.number().int().min(0).max(VIP_LIMITS.levels),
  reason: ZText(300).trim().min(2),
});
export type TBoVipSetRankBody = z.infer<typeof ZBoVipSetRankBody>;
