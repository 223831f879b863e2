import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery, ZText, ZUsername } from '../common.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import {
  POINTS_LIMITS,
  REDEEM_STATUSES,
  REWARD_ARTS,
  REWARD_KINDS,
  ZPoints,
  ZPointsRates,
} from '../loyalty/points.ts';

/** The back office's points (issue 14 §6, decision 054): the mall's rewards, the redemption queue, rates, adjustments. */
export const BO_POINTS_PATHS = {
  rewards: '/bo/api/points/rewards',
  reward: '/bo/api/points/rewards/:id',
  redemptions: '/bo/api/points/redemptions',
  redemptionApprove: '/bo/api/points/redemptions/:id/approve',
  redemptionReject: '/bo/api/points/redemptions/:id/reject',
  rates: '/bo/api/points/rates',
  adjust: '/bo/api/points/adjustments',
} as const;

export const REWARD_TEXT_LIMITS = { name: 80, description: 500 } as const;
const ZPositivePoints = ZPoints.refine((text) => !text.startsWith('-') && text !== '0.00', 'more than zero');

export const ZBoRewardBody = z
  .object({
    kind: z.enum(REWARD_KINDS),
    names: localizedText({ max: REWARD_TEXT_LIMITS.name, required: true }),
    descriptions: localizedText({ max: REWARD_TEXT_LIMITS.description, required: false }),
    art: z.enum(REWARD_ARTS),
    points: ZPositivePoints,
    /** Required (and only allowed) for a CASH reward; never negative (the table's CHECK would answer a 500). */
    cash: ZDecimalMoney.refine((text) => !text.startsWith('-'), 'not negative').nullable(),
    requiredDeposit: ZDecimalMoney.refine((text) => !text.startsWith('-'), 'not negative'),
    /** Null: unlimited. */
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    memberLimit: z.number().int().min(1).max(1_000).nullable(),
    autoApprove: z.boolean(),
    status: z.enum(['ACTIVE', 'HIDDEN']),
    sort: z.number().int().min(0).max(10_000),
  })
  .refine((body) => (body.kind === 'CASH') === (body.cash !== null && body.cash !== '0.00'), {
    path: ['cash'],
    message: 'a cash reward has an amount; a physical one has none',
  });
export type TBoRewardBody = z.input<typeof ZBoRewardBody>;

export const ZBoReward = z.object({
  id: z.string(),
  kind: z.enum(REWARD_KINDS),
  names: localizedTextValue(REWARD_TEXT_LIMITS.name),
  descriptions: localizedTextValue(REWARD_TEXT_LIMITS.description),
  art: z.enum(REWARD_ARTS),
  points: ZPoints,
  cash: ZDecimalMoney.nullable(),
  requiredDeposit: ZDecimalMoney,
  stock: z.number().int().nullable(),
  memberLimit: z.number().int().nullable(),
  autoApprove: z.boolean(),
  status: z.enum(['ACTIVE', 'HIDDEN']),
  sort: z.number().int(),
  /** Redemptions not rejected, in items. */
  redeemed: z.number().int(),
});
export type TBoReward = z.infer<typeof ZBoReward>;
export const ZBoRewardList = z.object({ list: z.array(ZBoReward).max(100) });

export const ZBoRedemptionQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(REDEEM_STATUSES).optional(),
});
export const ZBoRedemption = z.object({
  id: z.string(),
  reference: z.string().max(40),
  username: z.string().max(40),
  rewardName: z.string().max(REWARD_TEXT_LIMITS.name),
  kind: z.enum(REWARD_KINDS),
  quantity: z.number().int(),
  points: ZPoints,
  cash: ZDecimalMoney.nullable(),
  /** Masked for support (decision 016). */
  receivingAddress: z.string().max(POINTS_LIMITS.address).nullable(),
  mobile: z.string().max(30).nullable(),
  remark: z.string().max(POINTS_LIMITS.remark).nullable(),
  status: z.enum(REDEEM_STATUSES),
  reason: z.string().max(300).nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TBoRedemption = z.infer<typeof ZBoRedemption>;
export const ZBoRedemptionPage = pageOf(ZBoRedemption);
export const ZBoRedemptionReject = z.object({ reason: ZText(300).trim().min(2) });

export const ZBoPointsRatesBody = ZPointsRates;

export const ZBoPointsAdjustBody = z.object({
  username: ZUsername,
  /** Signed: a negative adjustment takes points away (never below zero). */
  points: ZPoints.refine((text) => text !== '0.00' && text !== '-0.00', 'not zero'),
  reason: ZText(300).trim().min(2),
  /** The staff member's key for this adjustment: a retry answers the first result. */
  requestId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const ZBoPointsAdjustResult = z.object({ username: z.string(), points: ZPoints, balance: ZPoints });
