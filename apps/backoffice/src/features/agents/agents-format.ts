import type { TContractState, TContractTermsBody } from '@tala/contract/agent/contracts';
import { formatMoneyAmount } from '@tala/contract/money';
import { bpToPercent, termsRange } from '@tala/ui/contract-terms/terms-draft';
import type { TFunction } from 'i18next';

/** Words and dates of the agents screens, on the merchant's clock (contract periods turn at its midnights). */

const HOUR_MS = 3_600_000;

/** Whether an instant is a midnight on the merchant's clock (where day-based periods turn). */
function isMidnight(date: Date, timeZone: string | undefined): boolean {
  const parts = new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  return parts.every((part) => part.type === 'literal' || part.value === '00');
}

/**
 * An instant on the merchant's clock, as a date and a 24-hour time ("Nov 28, 2026, 00:00"): contract boundaries are
 * midnights and hours there, which a 12-hour "12:00 AM" blurs. `dateAtMidnight` leaves the time out at a midnight,
 * for lists where most boundaries are one.
 */
export function boundaryText(
  iso: string | null,
  timeZone: string | undefined,
  lang: string,
  options: { dateAtMidnight?: boolean } = {},
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (options.dateAtMidnight && isMidnight(date, timeZone))
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(date);
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/**
 * A settlement period [start, end): its day or days for daily and longer periods (the last day is the one before
 * `end`); its day and its times for an hour or five minutes.
 */
export function periodText(
  start: string,
  end: string,
  timeZone: string | undefined,
  lang: string,
): { date: string; time: string | null } {
  const from = new Date(start);
  const until = new Date(end);
  // Under a day, with an hour to spare for a day that a clock change made 23 hours long.
  if (until.getTime() - from.getTime() < 23 * HOUR_MS) {
    const times = new Intl.DateTimeFormat(lang, { timeStyle: 'short', hourCycle: 'h23', timeZone });
    return {
      date: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(from),
      time: times.formatRange(from, until),
    };
  }
  const days = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone });
  return { date: days.formatRange(from, new Date(until.getTime() - 1)), time: null };
}

/** A span of rates as people read it: "1.50%" or "1.00–2.00%". */
export function rateSpan(low: number, high: number): string {
  return low === high ? `${bpToPercent(low)}%` : `${bpToPercent(low)}–${bpToPercent(high)}%`;
}

/** A span of money: "100.00" or "100.00–450.50". */
export function amountSpan(low: string, high: string): string {
  return low === high ? formatMoneyAmount(low) : `${formatMoneyAmount(low)}–${formatMoneyAmount(high)}`;
}

/** Terms in one line for a list: the dividend's period, how many tiers, the span they pay. */
export function termsSummary(t: TFunction, terms: TContractTermsBody): string {
  const range = termsRange(terms);
  if (terms.kind === 'REALTIME_SALARY') {
    return t('agents.summary.realtime', {
      loss: `${bpToPercent(terms.lossRateBp)}%`,
      profit: `${bpToPercent(terms.profitRateBp)}%`,
    });
  }
  const parts = [t('agents.summary.tiers', { count: range.tiers })];
  if (range.rateBp) parts.push(rateSpan(range.rateBp.low, range.rateBp.high));
  if (range.amount) parts.push(amountSpan(range.amount.low, range.amount.high));
  if (terms.kind === 'DIVIDEND') parts.unshift(t(`agents.periodsShort.${terms.period}`));
  return parts.join(' · ');
}

type TTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export const STATE_TONES: Record<TContractState, TTone> = {
  OFFERED: 'info',
  UPCOMING: 'brand',
  ACTIVE: 'success',
  ENDING: 'warning',
  ENDED: 'neutral',
  REJECTED: 'neutral',
  WITHDRAWN: 'neutral',
};

/** States staff may still end (an offer is withdrawn, an accepted contract ends at once). */
export function isLive(state: TContractState): boolean {
  return state === 'OFFERED' || state === 'UPCOMING' || state === 'ACTIVE' || state === 'ENDING';
}
