import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { VIP_SERVICE_MIN_RANK } from '../constants.ts';

/**
 * VIP ranks (issue 14 §3, seed 001 §2 "the player rank entry appears only if the member has a club label" and the VIP
 * benefits page, §3 member info clubLabel {labelName, rankLevel} and memberLabel, §6 VIP service above rank 4;
 * decision 057). The seed names no calls: these paths and payloads are ours.
 */
export const VIP_PATHS = {
  /** GET: the caller's rank, window figures, progress to the next rank, grace state and benefits. */
  me: '/wps/vip/me',
  /** GET: the merchant's ladder with every rank's thresholds and benefits (visitors too: the VIP page shows it). */
  ladder: '/wps/vip/ladder',
} as const;

export const VIP_LIMITS = {
  levels: 20,
  name: 40,
  serviceLine: 120,
  serviceUrl: 300,
  windowDays: { min: 7, max: 365 },
  graceReviews: { max: 12 },
  /** Percent: 100 = 1.00× the points a bet or deposit earns. */
  multiplier: { min: 100, max: 1000 },
  /** Basis points added to a rebate rate: 1000 = 10.00%. */
  rebateBonusBp: 1000,
  withdrawDailyCount: 100,
} as const;

/** Why a rank changed: reached at once, dropped at a monthly review, or set by staff (audited, with a reason). */
export const VIP_CHANGE_REASONS = ['UPGRADE', 'DOWNGRADE', 'STAFF'] as const;
export type TVipChangeReason = (typeof VIP_CHANGE_REASONS)[number];

/** The member label a rank above 4 carries beside its name (seed 001 §6: VIP service above rank 4). */
export const VIP_MEMBER_LABEL = 'VIP';
export function isVipServiceLevel(level: number): boolean {
  return level >= VIP_SERVICE_MIN_RANK;
}

export const ZVipBenefits = z.object({
  /** Percent of the points a bet or deposit earns (100 = 1.00×). */
  pointsMultiplier: z.number().int().min(VIP_LIMITS.multiplier.min).max(VIP_LIMITS.multiplier.max),
  /** Withdrawals a day per channel; null: the channel's own limit. Only ever raises it. */
  withdrawDailyCount: z.number().int().min(1).max(VIP_LIMITS.withdrawDailyCount).nullable(),
  /** The largest single withdrawal; null: the channel's own maximum. Only ever raises it. */
  withdrawMaxAmount: ZDecimalMoney.nullable(),
  /** Added to the rate of every rebate that pays the member (basis points: 10 = 0.10%). */
  rebateBonusBp: z.number().int().min(0).max(VIP_LIMITS.rebateBonusBp),
  /** Paid to MAIN on the member's birthday, once a year; "0.00": none. */
  birthdayBonus: ZDecimalMoney,
  /** The dedicated service line (text) and where it opens, for members of this rank. */
  serviceLine: z.string().max(VIP_LIMITS.serviceLine).nullable(),
  serviceUrl: z.string().max(VIP_LIMITS.serviceUrl).nullable(),
});
export type TVipBenefits = z.infer<typeof ZVipBenefits>;

export const ZVipRank = z.object({
  level: z.number().int().min(1).max(VIP_LIMITS.levels),
  name: z.string().max(VIP_LIMITS.name),
  /** Both thresholds over the window reach the rank. */
  deposit: ZDecimalMoney,
  validBet: ZDecimalMoney,
  benefits: ZVipBenefits,
});
export type TVipRank = z.infer<typeof ZVipRank>;

export const ZVipLadder = z.object({
  windowDays: z.number().int(),
  /** Monthly reviews a member may miss before dropping one level. */
  graceReviews: z.number().int(),
  ranks: z.array(ZVipRank).max(VIP_LIMITS.levels),
});
export type TVipLadder = z.infer<typeof ZVipLadder>;

const ZFigures = z.object({ deposit: ZDecimalMoney, validBet: ZDecimalMoney });

export const ZVipMe = z.object({
  /** 0: no rank (and no club label). */
  level: z.number().int().min(0).max(VIP_LIMITS.levels),
  name: z.string().max(VIP_LIMITS.name).nullable(),
  since: z.string().max(40).nullable(),
  windowDays: z.number().int(),
  /** Deposits and valid bets over the window, today included. */
  figures: ZFigures,
  /** The next rank and what is left of each threshold ("0.00" when met); null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string().max(VIP_LIMITS.name),
      deposit: ZDecimalMoney,
      validBet: ZDecimalMoney,
      depositLeft: ZDecimalMoney,
      validBetLeft: ZDecimalMoney,
    })
    .nullable(),
  /** Keeping the rank at the next monthly review: its thresholds, and whether the window meets them now. */
  keep: z
    .object({
      deposit: ZDecimalMoney,
      validBet: ZDecimalMoney,
      isMet: z.boolean(),
      reviewOn: z.string().max(10),
    })
    .nullable(),
  /** Reviews missed in a row at this rank, of those allowed before a downgrade. */
  grace: z.object({ used: z.number().int(), allowed: z.number().int() }),
  benefits: ZVipBenefits.nullable(),
});
export type TVipMe = z.infer<typeof ZVipMe>;
