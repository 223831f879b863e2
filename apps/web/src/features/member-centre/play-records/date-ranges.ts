import { BET_HISTORY_MAX_DAYS } from '@tala/contract/play-records/bet-history';
import { PROFIT_MAX_DAYS, type TProfitGroup } from '@tala/contract/play-records/profit';
import { dayOf, type TDayRange } from '../../../components/centre/filter-fields.tsx';

const DAY_MS = 86_400_000;

export const BET_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'custom'] as const;
export type TBetPreset = (typeof BET_PRESETS)[number];

/** Days spanned by a range of calendar days, both counted. */
export function daysIn(range: TDayRange): number {
  return Math.round((Date.parse(range.toDate) - Date.parse(range.fromDate)) / DAY_MS) + 1;
}

/** The betting record's presets, as calendar days on the reader's clock. */
export function betPresetRange(preset: Exclude<TBetPreset, 'custom'>, now = new Date()): TDayRange {
  const today = dayOf(now);
  if (preset === 'today') return { fromDate: today, toDate: today };
  if (preset === 'yesterday') {
    const day = dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    return { fromDate: day, toDate: day };
  }
  if (preset === 'last7') {
    return { fromDate: dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)), toDate: today };
  }
  return { fromDate: dayOf(new Date(now.getFullYear(), now.getMonth(), 1)), toDate: today };
}

/** Local calendar days → instants: from the first day's start to the start of the day after the last. */
export function toInstants(range: TDayRange): { from: string; to: string } {
  const [y, m, d] = range.toDate.split('-').map(Number) as [number, number, number];
  return {
    from: new Date(`${range.fromDate}T00:00:00`).toISOString(),
    to: new Date(y, m - 1, d + 1).toISOString(),
  };
}

export const BET_MAX_DAYS = BET_HISTORY_MAX_DAYS;

export const PROFIT_PRESETS: Record<TProfitGroup, readonly string[]> = {
  day: ['last7', 'last30', 'thisMonth', 'lastMonth'],
  week: ['last4Weeks', 'last12Weeks', 'last26Weeks'],
  month: ['last3Months', 'last6Months', 'last12Months'],
};

/** Today's calendar date and weekday (0 = Sunday) in `timeZone`. */
function todayIn(timeZone: string, now: Date): { y: number; m: number; d: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [y, m, d] = [part('year'), part('month') - 1, part('day')];
  return { y, m, d, weekday: new Date(Date.UTC(y, m, d)).getUTCDay() };
}

/**
 * The profit report's presets as calendar days of the report's time zone (the merchant's, from the
 * system status): "today" is today there, whatever the reader's clock says. Weeks start on Monday;
 * "last N weeks" ends with the current week.
 */
export function profitPresetRange(preset: string, timeZone: string, now = new Date()): TDayRange {
  const { y, m, d, weekday } = todayIn(timeZone, now);
  const utc = (year: number, month: number, day: number) => dayOf(new Date(Date.UTC(year, month, day)), true);
  const today = utc(y, m, d);
  const weeks = /^last(\d+)Weeks$/.exec(preset);
  if (weeks) {
    const monday = d - ((weekday + 6) % 7);
    return { fromDate: utc(y, m, monday - 7 * (Number(weeks[1]) - 1)), toDate: today };
  }
  const months = /^last(\d+)Months$/.exec(preset);
  if (months) return { fromDate: utc(y, m - Number(months[1]) + 1, 1), toDate: today };
  if (preset === 'last30') return { fromDate: utc(y, m, d - 29), toDate: today };
  if (preset === 'thisMonth') return { fromDate: utc(y, m, 1), toDate: today };
  if (preset === 'lastMonth') return { fromDate: utc(y, m - 1, 1), toDate: utc(y, m, 0) };
  return { fromDate: utc(y, m, d - 6), toDate: today };
}

export function profitMaxDays(group: TProfitGroup): number {
  return PROFIT_MAX_DAYS[group];
}
