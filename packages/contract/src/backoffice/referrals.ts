import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery } from '../common.ts';
import { REFERRAL_REASONS, REFERRAL_STATUSES } from '../promotions/referrals.ts';

/** The referral overview of the back office (issue 13 §3, decision 052): who brought whom, and what it paid. */
export const ZBoReferralQuery = ZPageQuery.extend({
  /** A referrer's or a friend's username (exact, any case). */
  username: z.string().trim().min(1).max(32).optional(),
  status: z.enum(REFERRAL_STATUSES).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TBoReferralQuery = z.input<typeof ZBoReferralQuery>;
export type TBoReferralFilter = z.output<typeof ZBoReferralQuery>;

export const ZBoReferral = z.object({
  referrer: z.string().max(32),
  friend: z.string().max(32),
  promotionTitle: z.string().max(200).nullable(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFERRAL_REASONS).nullable(),
  registeredAt: z.string(),
  decidedAt: z.string().nullable(),
  ip: z.string().max(64).nullable(),
  reward: ZDecimalMoney.nullable(),
});
export type TBoReferral = z.infer<typeof ZBoReferral>;

export const ZBoReferralPage = pageOf(ZBoReferral).extend({
  /** Over the merchant's referrals matching the filter (not only this page). */
  summary: z.object({
    pending: z.number().int(),
    rewarded: z.number().int(),
    refused: z.number().int(),
    lapsed: z.number().int(),
    paid: ZDecimalMoney,
  }),
});
export type TBoReferralPage = z.infer<typeof ZBoReferralPage>;
