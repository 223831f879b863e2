import { z } from 'zod';
import { pageOf, ZDay, ZDecimalMoney, ZUsername } from '../common.ts';
import { localizedTextValue } from '../i18n/localized-text.ts';
import { BONUS_END_REASONS, BONUS_STATES, PROMOTION_TYPES } from '../promotions/promotions.ts';
import { PROMOTION_TEXT_LIMITS } from './promotions.ts';

/**
 * Players' bonuses in the back office and their cancellation by staff (issue 13 §3, decision 051): every role reads
 * them; money staff cancel an active bonus with a reason — at once up to the threshold, above it as a request a
 * second staff member approves or rejects. And the cost report per promotion.
 */

const ZId = z.string().regex(/^\d{1,18}$/);
const ZMemberRef = z.object({ id: ZId, username: z.string().max(32) });
const pageSize = (max: number, byDefault: number) =>
  z.coerce.number().int().min(1).max(max).default(byDefault);

/**
 * A bonus above this (major units of the merchant's currency) is cancelled only when a second staff member approves;
 * at or below it, at once. One figure for every merchant (decision 051).
 */
export const BONUS_CANCEL_APPROVAL_THRESHOLD = '1000.00';

/** PENDING waits for a second person; APPLIED was cancelled at once (under the threshold); the others decided. */
export const BONUS_CANCEL_STATUSES = ['PENDING', 'APPLIED', 'APPROVED', 'REJECTED'] as const;
export type TBonusCancelStatus = (typeof BONUS_CANCEL_STATUSES)[number];

export const BONUS_CANCEL_REASON = { min: 3, max: 200 } as const;

export const ZBoBonusesQuery = z.object({
  /** Exact, any case. Without it, the merchant's latest bonuses. */
  username: ZUsername.optional(),
  state: z.enum(BONUS_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: pageSize(50, 20),
});
export type TBoBonusesQuery = z.infer<typeof ZBoBonusesQuery>;

/** A cancellation: asked by one staff member, and (above the threshold) decided by another. */
export const ZBoBonusCancel = z.object({
  id: ZId,
  bonusId: ZId,
  member: ZMemberRef,
  title: localizedTextValue(PROMOTION_TEXT_LIMITS.title),
  /** The bonus money the cancellation forfeits. */
  amount: ZDecimalMoney,
  /** The bonus's state now: a request on a bonus that ended meanwhile can only be rejected. */
  bonusState: z.enum(BONUS_STATES),
  reason: z.string().max(200),
  status: z.enum(BONUS_CANCEL_STATUSES),
  requestedBy: z.string().max(32),
  requestedAt: z.string().max(40),
  decidedBy: z.string().max(32).nullable(),
  decidedAt: z.string().max(40).nullable(),
  decisionNote: z.string().max(500).nullable(),
});
export type TBoBonusCancel = z.infer<typeof ZBoBonusCancel>;

export const ZBoBonus = z.object({
  id: ZId,
  member: ZMemberRef,
  /** A promotion's bonus, or a mission tier's (decision 060). */
  promotionId: ZId.nullable(),
  missionId: ZId.nullable(),
  title: localizedTextValue(PROMOTION_TEXT_LIMITS.title),
  amount: ZDecimalMoney,
  wageringRequired: ZDecimalMoney,
  /** Stakes counted so far, never shown above the requirement. */
  wageringDone: ZDecimalMoney,
  state: z.enum(BONUS_STATES),
  endReason: z.enum(BONUS_END_REASONS).nullable(),
  issuedAt: z.string().max(40),
  expiresAt: z.string().max(40),
  endedAt: z.string().max(40).nullable(),
  /** The cancellation waiting for approval, or the one that ended the bonus; null otherwise. */
  cancel: ZBoBonusCancel.nullable(),
});
export type TBoBonus = z.infer<typeof ZBoBonus>;

export const ZBoBonusPage = pageOf(ZBoBonus);
export type TBoBonusPage = z.infer<typeof ZBoBonusPage>;

export const ZBoBonusCancelBody = z.object({
  reason: z.string().trim().min(BONUS_CANCEL_REASON.min).max(BONUS_CANCEL_REASON.max),
});
export type TBoBonusCancelBody = z.infer<typeof ZBoBonusCancelBody>;

/** The second person's answer; the note goes with it to the audit log. */
export const ZBoBonusCancelDecisionBody = z.object({ note: z.string().trim().max(500).default('') });

export const ZBoBonusCancelsQuery = z.object({
  status: z.enum(BONUS_CANCEL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: pageSize(50, 20),
});
export type TBoBonusCancelsQuery = z.infer<typeof ZBoBonusCancelsQuery>;

/** Waiting first, then newest first. */
export const ZBoBonusCancelPage = pageOf(ZBoBonusCancel);
export type TBoBonusCancelPage = z.infer<typeof ZBoBonusCancelPage>;

/** The longest report: a year and a day (a leap year's whole year). */
export const PROMOTION_REPORT_MAX_DAYS = 366;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Days of the merchant's calendar, both included. */
export const ZPromotionReportQuery = z
  .object({ from: ZDay, to: ZDay })
  .refine((range) => range.to >= range.from, { path: ['to'], message: 'on or after from' })
  .refine((range) => daysBetween(range.from, range.to) < PROMOTION_REPORT_MAX_DAYS, {
    path: ['to'],
    message: `at most ${PROMOTION_REPORT_MAX_DAYS} days`,
  });
export type TPromotionReportQuery = z.infer<typeof ZPromotionReportQuery>;

/** What a promotion cost and brought in the period; money in the merchant's currency. */
export const ZPromotionFigures = z.object({
  /** Bonus money issued (house → bonus wallets). */
  issued: ZDecimalMoney,
  /** Bonus money released to main wallets (wagering done). */
  released: ZDecimalMoney,
  /** Bonus money that went back to the house (expired, withdrawn, cancelled by staff). */
  forfeited: ZDecimalMoney,
  /** Cash rewards paid to main wallets. */
  cash: ZDecimalMoney,
  /** What the house gave players for good: released + cash. */
  cost: ZDecimalMoney,
  /** Entries made in the period. */
  entries: z.number().int().min(0),
  /** Members taking part by the period's end. */
  participants: z.number().int().min(0),
  /** The participants' stakes − wins from joining, in the promotion's period and the report's. */
  ngr: ZDecimalMoney,
  /** ngr − cost. */
  net: ZDecimalMoney,
});
export type TPromotionFigures = z.infer<typeof ZPromotionFigures>;

export const ZPromotionReportLine = ZPromotionFigures.extend({
  promotionId: ZId,
  type: z.enum(PROMOTION_TYPES),
  title: localizedTextValue(PROMOTION_TEXT_LIMITS.title),
  startsAt: z.string().max(40),
  endsAt: z.string().max(40),
});
export type TPromotionReportLine = z.infer<typeof ZPromotionReportLine>;

export const ZPromotionReport = z.object({
  from: ZDay,
  to: ZDay,
  currency: z.string().max(3),
  timeZone: z.string().max(64),
  list: z.array(ZPromotionReportLine).max(500),
  /** Participants are summed over promotions: a member in two promotions counts twice. */
  totals: ZPromotionFigures,
  /** Promotion postings whose key names no bonus or entry (none are written so; shown if ever not zero). */
  unattributed: ZDecimalMoney,
});
export type TPromotionReport = z.infer<typeof ZPromotionReport>;
