/** A server timestamp in the reader's language; the raw text when it does not parse. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  return formatInstant(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A server timestamp's day only (a registration date in a narrow column). */
export function formatDate(iso: string | null | undefined, language: string): string {
  return formatInstant(iso, language, { dateStyle: 'medium' });
}

/** A server timestamp's time of day (under its day, in a narrow column). */
export function formatTime(iso: string | null | undefined, language: string): string {
  return formatInstant(iso, language, { timeStyle: 'short' });
}

function formatInstant(
  iso: string | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, options).format(date);
}
