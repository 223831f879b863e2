import type { TContractKind } from '@tala/contract/agent/contracts';

/**
 * A settlement's period as the merchant's calendar has it (periods start and end at the merchant's midnight or
 * hour; `end` is the next period's start): days for a dividend and a daily wage ("Jun 9 – 15, 2025"), the day
 * and the hours for hourly and real-time salary ("Jun 15, 14:00 – 15:00").
 */
export function formatPeriod(
  kind: TContractKind,
  start: string,
  end: string,
  language: string,
  timeZone: string,
): string {
  const from = new Date(start);
  const until = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime())) return `${start} – ${end}`;
  if (kind === 'DIVIDEND' || kind === 'DAILY_WAGE') {
    // The last instant of the period, so a day's period reads as that one day.
    const last = new Date(until.getTime() - 1);
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).formatRange(from, last);
  }
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatRange(from, until);
}
