import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery } from '../common.ts';
import { ZReferralReward } from './promotion-rules.ts';

/**
 * Invite friends (issue 13 §1 "Referral", seed 001 §2 member centre entry `referral`; decision 052). The seed names
 * the entry and the `?referralCode=` link (000 §3); the calls and payloads are ours.
 */
export const REFERRAL_PATHS = {
  /** GET ?page=&pageSize=: the caller's code, the programme running, totals and their friends. */
  mine: '/wps/member/referral',
} as const;

/** A member's own code, as shared in `/index?referralCode=<code>`. */
export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8}$/;

/**
 * A referred friend's standing: waiting to qualify, rewarded (the referrer was paid), refused (same device or IP
 * as the referrer or another friend of theirs — farming), or lapsed (not qualified in time, or nothing left to pay).
 */
export const REFERRAL_STATUSES = ['PENDING', 'REWARDED', 'REFUSED', 'LAPSED'] as const;
export type TReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_REASONS = [
  'SAME_DEVICE',
  'SAME_IP',
  'DEMO_ACCOUNT',
  'NO_PROGRAMME',
  'NOT_QUALIFIED',
  'FRIEND_LIMIT',
  'BUDGET_SPENT',
] as const;
export type TReferralReason = (typeof REFERRAL_REASONS)[number];

export const ZReferralQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZReferralFriend = z.object({
  /** Masked: the first and last character of the username. */
  name: z.string().max(40),
  registeredAt: z.string().max(40),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFERRAL_REASONS).nullable(),
  /** The friend's first deposit was credited. */
  hasDeposited: z.boolean(),
  qualifyUntil: z.string().max(40),
  reward: ZDecimalMoney.nullable(),
});
export type TReferralFriend = z.infer<typeof ZReferralFriend>;

export const ZMyReferrals = z.object({
  code: z.string().regex(REFERRAL_CODE_PATTERN),
  /** The programme friends who register now are counted under; null when none runs. */
  programme: z
    .object({
      promotionId: z.string().regex(/^\d{1,18}$/),
      title: z.string().max(200),
      endsAt: z.string().max(40),
      rule: ZReferralReward,
    })
    .nullable(),
  totals: z.object({
    invited: z.number().int(),
    pending: z.number().int(),
    rewarded: z.number().int(),
    earned: ZDecimalMoney,
  }),
  friends: pageOf(ZReferralFriend),
});
export type TMyReferrals = z.infer<typeof ZMyReferrals>;
