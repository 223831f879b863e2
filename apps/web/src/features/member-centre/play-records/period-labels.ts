import type { TProfitGroup } from '@tala/contract/play-records/profit';

/** Period days are calendar days of the report's zone: formatted as such, never shifted by the reader's. */
function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The table's label: a day, a week's first to last day, or a month. */
export function periodLabel(group: TProfitGroup, start: string, end: string, language: string): string {
  if (group === 'month') {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      dayDate(start),
    );
  }
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (group === 'day' || start === end) return format.format(dayDate(start));
  return format.formatRange(dayDate(start), dayDate(end));
}

/** The chart's short axis label. */
export function axisLabel(group: TProfitGroup, start: string, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { month: 'numeric', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(dayDate(start));
}
