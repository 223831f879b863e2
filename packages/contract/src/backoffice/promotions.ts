import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import { ZEligibility, ZPromotionReward } from '../promotions/promotion-rules.ts';
import {
  hasEntryFrequency,
  PROMOTION_ARTWORKS,
  PROMOTION_CATEGORIES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
} from '../promotions/promotions.ts';

/** Stored limits per language. */
export const PROMOTION_TEXT_LIMITS = { title: 200, summary: 400, rulesHtml: 40_000 } as const;

export const ZPromotionIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/**
 * A promotion as staff write it (issue 13 §3, decision 049). The rules HTML is sanitised by the server before it is
 * stored; the reward's type must be the promotion's. Money is decimal strings; the period is two instants.
 */
export const ZBoPromotionBody = z
  .object({
    type: z.enum(PROMOTION_TYPES),
    category: z.enum(PROMOTION_CATEGORIES),
    title: localizedText({ max: PROMOTION_TEXT_LIMITS.title, required: true }),
    summary: localizedText({ max: PROMOTION_TEXT_LIMITS.summary, required: false }),
    rulesHtml: localizedText({ max: PROMOTION_TEXT_LIMITS.rulesHtml, required: false }),
    artwork: z.enum(PROMOTION_ARTWORKS),
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }),
    eligibility: ZEligibility,
    reward: ZPromotionReward,
    budget: ZDecimalMoney.refine(
      (text) => !text.startsWith('-') && /[1-9]/.test(text),
      'above zero',
    ).nullable(),
    sort: z.number().int().min(0).max(10_000),
  })
  .refine((body) => body.reward.type === body.type, {
    path: ['reward', 'type'],
    message: "the promotion's type",
  })
  .refine((body) => hasEntryFrequency(body.type) || body.eligibility.frequency !== 'DAILY', {
    path: ['eligibility', 'frequency'],
    message: 'once for this type',
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'after start',
  });
export type TBoPromotionBody = z.input<typeof ZBoPromotionBody>;

export const ZBoPromotionStatusBody = z.object({ status: z.enum(PROMOTION_STATUSES) });

export const ZBoPromotion = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  category: z.enum(PROMOTION_CATEGORIES),
  status: z.enum(PROMOTION_STATUSES),
  title: localizedTextValue(PROMOTION_TEXT_LIMITS.title),
  summary: localizedTextValue(PROMOTION_TEXT_LIMITS.summary),
  rulesHtml: localizedTextValue(PROMOTION_TEXT_LIMITS.rulesHtml),
  artwork: z.enum(PROMOTION_ARTWORKS),
  startsAt: z.string(),
  endsAt: z.string(),
  eligibility: ZEligibility,
  reward: ZPromotionReward,
  budget: ZDecimalMoney.nullable(),
  spent: ZDecimalMoney,
  sort: z.number().int(),
  revision: z.number().int(),
  entries: z.number().int(),
  updatedAt: z.string(),
});
export type TBoPromotion = z.infer<typeof ZBoPromotion>;
export const ZBoPromotionList = z.object({ list: z.array(ZBoPromotion).max(500) });

/** An application in staff's queue (issue 13 §3): who, for which promotion, what they wrote, how many images. */
export const ZBoApplication = z.object({
  entryId: z.string(),
  promotionId: z.string(),
  title: localizedTextValue(PROMOTION_TEXT_LIMITS.title),
  username: z.string(),
  state: z.string(),
  comment: z.string().max(140),
  images: z.number().int().min(0).max(3),
  reason: z.string().nullable(),
  at: z.string(),
  amount: z.string().nullable(),
});
export type TBoApplication = z.infer<typeof ZBoApplication>;
export const ZBoApplicationList = z.object({ list: z.array(ZBoApplication).max(200) });
export const ZApplicationImageParams = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  index: z.coerce.number().int().min(0).max(2),
});
export const ZApplicationRejectBody = z.object({ reason: z.string().trim().min(1).max(200) });
