import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { ZPlayCategory, ZPlayTotals, ZVassalage } from './bet-history.ts';

export const PROFIT_GROUPS = ['day', 'week', 'month'] as const;
export type TProfitGroup = (typeof PROFIT_GROUPS)[number];

/** Longest range per grouping, in days: 62 days, 26 weeks, 12 months (at most 62 periods each). */
export const PROFIT_MAX_DAYS: Readonly<Record<TProfitGroup, number>> = { day: 62, week: 182, month: 366 };

/**
 * Calendar days in the report's time zone (the merchant's; UTC while merchants have none — decision
 * 009), both inclusive. Weeks start on Monday (ISO 8601).
 */
export const ZProfitQuery = z.object({
  groupBy: z.enum(PROFIT_GROUPS).default('day'),
  from: z.iso.date(),
  to: z.iso.date(),
  vassalage: ZVassalage.optional(),
  category: ZPlayCategory.optional(),
});
export type TProfitQuery = z.infer<typeof ZProfitQuery>;

export const ZProfitPeriod = z.object({
  /** First and last day of the period inside the asked range (a week cut by the range is shorter). */
  start: z.iso.date(),
  end: z.iso.date(),
  /** Rounds with at least one standing bet (void rounds are not play). */
  rounds: z.number().int().min(0),
  stake: ZDecimalMoney,
  win: ZDecimalMoney,
  profit: ZDecimalMoney,
});
export type TProfitPeriod = z.infer<typeof ZProfitPeriod>;

export const ZProfitReport = z.object({
  timeZone: z.string().max(64),
  groupBy: z.enum(PROFIT_GROUPS),
  /** Every period of the range in order, empty ones included (the chart shows gaps as gaps). */
  periods: z.array(ZProfitPeriod).max(62),
  totals: ZPlayTotals,
});
export type TProfitReport = z.infer<typeof ZProfitReport>;
