/**
 * Days as the agent centre's answers give them (YYYY-MM-DD of the merchant's calendar): shown as such,
 * never shifted by the reader's time zone.
 */
function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** "15 Jun 2025" or "1 – 15 Jun 2025" in the reader's language. */
export function formatDayRange(from: string, to: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (from === to) return format.format(dayDate(from));
  return format.formatRange(dayDate(from), dayDate(to));
}

/** The chart's short axis label of a day ("6/15" in English). */
export function formatAxisDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
    dayDate(day),
  );
}

/** The calendar day `days` after (or before) `day`. */
export function shiftDay(day: string, days: number): string {
  const date = dayDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The range a custom period starts from: the range on screen (the server's days for the period that was
 * picked), else the week up to `today`, so switching to custom never starts empty.
 */
export function initialCustomRange(
  shown: { from: string; to: string } | undefined,
  today: string,
): { from: string; to: string } {
  if (shown?.from && shown.to) return { from: shown.from, to: shown.to };
  return { from: shiftDay(today, -6), to: today };
}
