import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { GAME_CATEGORIES } from '../constants.ts';
import { decimalStringToMinor } from '../money.ts';
import { ZRaffleReward } from './raffle.ts';
import { ZRedEnvelopeReward } from './red-envelope.ts';
import {
  RULE_LIMITS,
  wageringRequiredMinor,
  ZPositiveMoney,
  ZRateBp,
  ZWageringRule,
} from './wagering-rule.ts';

/**
 * A promotion's two rules (issue 13 §1, decision 049): who may take part, and what they get. Stored as JSON on the
 * promotion and read by the server, the back office and the site through these schemas. Rates are basis points
 * (10,000 = 100 %), money decimal strings.
 */

export const ZDepositBonusReward = z.object({
  type: z.literal('DEPOSIT_BONUS'),
  percentBp: ZRateBp,
  cap: ZPositiveMoney,
  minDeposit: ZPositiveMoney,
  wagering: ZWageringRule,
});
/** A fixed amount, claimed from the reward centre; bonus money with wagering when `wagering` is set. */
export const ZRegistrationReward = z.object({
  type: z.literal('REGISTRATION'),
  amount: ZPositiveMoney,
  claimDays: z.number().int().min(1).max(RULE_LIMITS.maxClaimDays),
  wagering: ZWageringRule.nullable(),
});
/** Join, then qualify by deposits and stakes since joining (inside the period), then request the reward. */
export const ZSignupReward = z.object({
  type: z.literal('SIGNUP'),
  minDeposit: ZDecimalMoney,
  minTurnover: ZDecimalMoney,
  amount: ZPositiveMoney,
  wagering: ZWageringRule.nullable(),
});

export const REBATE_BASES = ['VALID_BET', 'NET_LOSS'] as const;
export const REBATE_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type TRebatePeriod = (typeof REBATE_PERIODS)[number];

/**
 * A rebate (cashback): every real member's play of each whole period of the merchant's calendar (a day, or a week
 * from Monday) brings a rate of its valid bets or of its net loss, per vendor at the rate of the vendor's category
 * (a category left out gets nothing), floored to a cent, capped per member, nothing under the minimum — paid by the
 * settlement job after the period (decision 050), or waiting in the reward centre for `claimDays`.
 */
export const ZRebateReward = z
  .object({
    type: z.literal('REBATE'),
    basis: z.enum(REBATE_BASES),
    period: z.enum(REBATE_PERIODS),
    ratesBp: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(10_000)),
    minPayout: ZPositiveMoney,
    cap: ZPositiveMoney.nullable(),
    claimDays: z.number().int().min(1).max(RULE_LIMITS.maxClaimDays).nullable(),
  })
  .refine((reward) => Object.values(reward.ratesBp).some((rate) => rate > 0), {
    path: ['ratesBp'],
    message: 'a rate above zero for at least one category',
  });
export type TRebateReward = z.infer<typeof ZRebateReward>;

/** One vendor's play of a member in a period, with the rate of the vendor's category (basis points). */
export type TRebateLine = { stakeMinor: bigint; winMinor: bigint; rateBp: number };

/** The rebate a member's period brings by the rule (the settlement's SQL computes the same; tests compare both). */
export function rebateFor(reward: TRebateReward, lines: TRebateLine[]): bigint {
  let total = 0n;
  for (const line of lines) {
    const net = line.stakeMinor - line.winMinor;
    const base = reward.basis === 'VALID_BET' ? line.stakeMinor : net;
    if (base > 0n) total += (base * BigInt(line.rateBp)) / 10_000n;
  }
  const cap = reward.cap === null ? null : decimalStringToMinor(reward.cap);
  if (cap !== null && total > cap) total = cap;
  const minimum = decimalStringToMinor(reward.minPayout) ?? 0n;
  return total >= minimum ? total : 0n;
}

/** What an application may carry (seed 001 §5): a comment of at most 140 characters, up to 3 png or jpg of 5 MB. */
export const APPLICATION_LIMITS = { comment: 140, images: 3, imageBytes: 5 * 1024 * 1024 } as const;

/** Apply with a comment and images; staff approve (the reward is paid, or issued as bonus money) or reject. */
export const ZApplicationReward = z.object({
  type: z.literal('APPLICATION'),
  amount: ZPositiveMoney,
  /** At least one image is needed (a screenshot of a win, a proof of a share). */
  needsImage: z.boolean(),
  wagering: ZWageringRule.nullable(),
});

/** The most friends one member is paid for in one referral programme. */
export const REFERRAL_MAX_FRIENDS = 1000;

/**
 * Refer friends (decision 052): a friend who registers through the member's link and, within `qualifyDays` of
 * registering, makes a first deposit of at least `minFirstDeposit` and stakes at least `minTurnover` earns the
 * referrer `amount` in cash, for at most `maxFriends` friends. Paid by the referral job, once per friend.
 */
export const ZReferralReward = z.object({
  type: z.literal('REFERRAL'),
  amount: ZPositiveMoney,
  minFirstDeposit: ZPositiveMoney,
  minTurnover: ZDecimalMoney,
  qualifyDays: z.number().int().min(1).max(RULE_LIMITS.maxClaimDays),
  maxFriends: z.number().int().min(1).max(REFERRAL_MAX_FRIENDS),
});
export type TReferralReward = z.infer<typeof ZReferralReward>;

export const ZPromotionReward = z.discriminatedUnion('type', [
  ZApplicationReward,
  ZDepositBonusReward,
  ZRegistrationReward,
  ZSignupReward,
  ZRebateReward,
  ZReferralReward,
  ZRedEnvelopeReward,
  ZRaffleReward,
]);
export type TPromotionReward = z.infer<typeof ZPromotionReward>;
export type TDepositBonusReward = z.infer<typeof ZDepositBonusReward>;

/**
 * The bonus a deposit brings under a deposit-bonus rule (the rate, floored to a cent, up to the cap; nothing
 * under the minimum) and what it must be wagered — the server issues exactly this, the back office previews it.
 */
export function depositBonusFor(
  reward: TDepositBonusReward,
  depositMinor: bigint,
): { bonusMinor: bigint; requiredMinor: bigint } {
  const minimum = decimalStringToMinor(reward.minDeposit) ?? 0n;
  if (depositMinor < minimum) return { bonusMinor: 0n, requiredMinor: 0n };
  const byRate = (depositMinor * BigInt(reward.percentBp)) / 10_000n;
  const cap = decimalStringToMinor(reward.cap) ?? 0n;
  const bonusMinor = byRate < cap ? byRate : cap;
  return { bonusMinor, requiredMinor: wageringRequiredMinor(reward.wagering, bonusMinor, depositMinor) };
}

export const ENTRY_FREQUENCIES = ['ONCE', 'DAILY'] as const;

export const ZEligibility = z.object({
  /** Only members registered at most this many days before they join. */
  newMemberDays: z.number().int().min(1).max(RULE_LIMITS.maxNewMemberDays).nullable().default(null),
  /** Deposit channels that qualify (deposit bonus); empty: every channel. */
  depositChannels: z.array(z.string().min(1).max(40)).max(20).default([]),
  /** Only a member's first deposit qualifies (deposit bonus). */
  firstDepositOnly: z.boolean().default(false),
  /** Once per member, or once per member and day (the merchant's calendar). */
  frequency: z.enum(ENTRY_FREQUENCIES).default('ONCE'),
  /** One entry per device and per IP address, whoever's account (anti-farming). */
  onePerDeviceAndIp: z.boolean().default(false),
});
export type TEligibility = z.infer<typeof ZEligibility>;
