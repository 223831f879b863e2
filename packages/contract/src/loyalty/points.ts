import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery, ZPassword, ZText } from '../common.ts';
import { GAME_CATEGORIES, type TGameCategory } from '../constants.ts';

/**
 * Points (issue 14 §1, seed 001 §2 /pointMall, §3 "Points exchange" and points types, §5 redemption rules, §7
 * "Points", §9 "Points never expire"; decision 054). The seed names the calls but not their paths or payloads:
 * these are ours. Points travel as two-decimal strings like money ("70.00"): the ledger keeps hundredths.
 */
export const POINTS_PATHS = {
  /** GET: the caller's points balance and the merchant's rates. */
  summary: '/wps/points/summary',
  /** GET: the rewards on show, with what the caller may still redeem. */
  rewards: '/wps/points/rewards',
  /** POST: redeem a reward (withdrawal-password-checked). */
  redeem: '/wps/points/redeem',
  /** GET ?page=&pageSize=: the caller's redemptions, newest first. */
  redemptions: '/wps/points/redemptions',
  /** GET ?page=&pageSize=&type=: the caller's points transactions, newest first. */
  transactions: '/wps/points/transactions',
  /** POST: convert points to money on MAIN (withdrawal-password-checked). */
  convert: '/wps/points/convert',
} as const;

export const ZPoints = ZDecimalMoney;

/** Every category a bet earns in, and deposits: ratios are points per 1.00, in hundredths (70 = 0.70). */
export const POINTS_RATIO_MAX = 100_000;
export const ZPointsRatios = z.object(
  Object.fromEntries(
    GAME_CATEGORIES.map((category) => [category, z.number().int().min(0).max(POINTS_RATIO_MAX)]),
  ) as Record<TGameCategory, z.ZodNumber>,
);
export type TPointsRatios = Record<TGameCategory, number>;

export const ZPointsRates = z.object({
  categories: ZPointsRatios,
  deposit: z.number().int().min(0).max(POINTS_RATIO_MAX),
  /** Whole points that buy 1.00 of money. */
  convertPointsPerUnit: z.number().int().min(1).max(1_000_000),
  /** The fewest points one conversion takes. */
  convertMinPoints: ZPoints,
});
export type TPointsRates = z.infer<typeof ZPointsRates>;

export const ZPointsSummary = z.object({
  balance: ZPoints,
  /** Every point earned so far (points never expire; spent ones included). */
  earned: ZPoints,
  rates: ZPointsRates,
  /** Redemptions waiting for staff. */
  pending: z.number().int(),
});
export type TPointsSummary = z.infer<typeof ZPointsSummary>;

export const REWARD_KINDS = ['CASH', 'PHYSICAL'] as const;
export type TRewardKind = (typeof REWARD_KINDS)[number];
/** Artwork drawn in the site's SVG set (no images can be uploaded for rewards). */
export const REWARD_ARTS = [
  'cash',
  'phone',
  'headphones',
  'watch',
  'voucher',
  'gift',
  'console',
  'jersey',
] as const;
export type TRewardArt = (typeof REWARD_ARTS)[number];

export const ZPointsReward = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  kind: z.enum(REWARD_KINDS),
  name: z.string().max(80),
  description: z.string().max(500),
  art: z.enum(REWARD_ARTS),
  /** Points one redemption costs. */
  points: ZPoints,
  /** What a CASH reward credits to MAIN; null for a physical one. */
  cash: ZDecimalMoney.nullable(),
  /** Total deposits the member must have made ("amount required", seed 001 §3); "0.00" when none. */
  requiredDeposit: ZDecimalMoney,
  /** Null: unlimited. */
  available: z.number().int().nullable(),
  memberLimit: z.number().int().nullable(),
  /** How many more the caller may redeem (null: no limit of its own). */
  remainingForMe: z.number().int().nullable(),
  /** Staff review it before it is paid or shipped. */
  needsReview: z.boolean(),
});
export type TPointsReward = z.infer<typeof ZPointsReward>;
export const ZPointsRewardList = z.object({ list: z.array(ZPointsReward).max(100) });
export type TPointsRewardList = z.infer<typeof ZPointsRewardList>;

export const POINTS_LIMITS = { address: 300, remark: 300, quantity: 10, requestId: 64 } as const;
const ZRequestId = z
  .string()
  .min(8)
  .max(POINTS_LIMITS.requestId)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZRedeemBody = z.object({
  rewardId: z.string().regex(/^\d{1,18}$/),
  quantity: z.number().int().min(1).max(POINTS_LIMITS.quantity).default(1),
  withdrawPassword: ZPassword,
  /** Required for a physical reward (seed 001 §5). */
  receivingAddress: ZText(POINTS_LIMITS.address).trim().optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?\d{6,20}$/)
    .optional(),
  remark: ZText(POINTS_LIMITS.remark).trim().optional(),
  /** The caller's key for this redemption: a retry with it answers the first result. */
  requestId: ZRequestId,
});
export type TRedeemBody = z.input<typeof ZRedeemBody>;

/** Seed 001 §4 redeem states. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type TRedeemStatus = (typeof REDEEM_STATUSES)[number];

export const ZRedemption = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  /** The transaction reference number shown to the member. */
  reference: z.string().max(40),
  rewardName: z.string().max(80),
  kind: z.enum(REWARD_KINDS),
  art: z.enum(REWARD_ARTS),
  quantity: z.number().int(),
  points: ZPoints,
  cash: ZDecimalMoney.nullable(),
  receivingAddress: z.string().max(POINTS_LIMITS.address).nullable(),
  mobile: z.string().max(30).nullable(),
  remark: z.string().max(POINTS_LIMITS.remark).nullable(),
  status: z.enum(REDEEM_STATUSES),
  reason: z.string().max(300).nullable(),
  createdAt: z.string().max(40),
  reviewedAt: z.string().max(40).nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;
export const ZRedemptionPage = pageOf(ZRedemption);

export const ZRedeemResult = z.object({ redemption: ZRedemption, balance: ZPoints });

/**
 * Points types (seed 001 §3 names live casino, lottery, PVP, slots, sports, redeem, deposit): one per earning
 * category, then the movements of the mall and of staff.
 */
export const POINTS_TYPES = [
  ...GAME_CATEGORIES,
  'DEPOSIT',
  'REDEEM',
  'REDEEM_RETURN',
  'CONVERT',
  'ADJUST',
  'CLAWBACK',
  /** A mission tier's points reward (decision 058). */
  'MISSION',
] as const;
export type TPointsType = (typeof POINTS_TYPES)[number];

export const ZPointsTransactionQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  type: z.enum(POINTS_TYPES).optional(),
});
export const ZPointsTransaction = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  type: z.enum(POINTS_TYPES),
  /** Changed points, signed. */
  points: ZPoints,
  /** The points balance after it. */
  balance: ZPoints,
  createdAt: z.string().max(40),
});
export type TPointsTransaction = z.infer<typeof ZPointsTransaction>;
export const ZPointsTransactionPage = pageOf(ZPointsTransaction);

export const ZConvertBody = z.object({
  /** Whole points (a multiple of the rate's step). */
  points: z.string().regex(/^\d{1,12}$/),
  withdrawPassword: ZPassword,
  requestId: ZRequestId,
});
export type TConvertBody = z.infer<typeof ZConvertBody>;
export const ZConvertResult = z.object({ points: ZPoints, cash: ZDecimalMoney, balance: ZPoints });
