import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../lib/system-status.ts';

/**
 * Contracts run on the merchant's clock (decision 045: periods start at its midnight or hour), so their days are
 * the merchant's days wherever the reader is: a monthly contract that starts at Manila's midnight on the 1st
 * reads "1 Nov", not the reader's "31 Oct".
 */

/** Today's calendar day (YYYY-MM-DD) in `timeZone`, or on the reader's clock while it is not known. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
  return format.format(now);
}

/** The merchant's time zone (the reader's until the status call has answered). */
export function useMerchantTimeZone(): string | undefined {
  return useSystemStatus().data?.merchant.timeZone;
}

/**
 * A server instant as the merchant's calendar day, in the reader's language ("Nov 1, 2026"); "—" when absent.
 * `lastDay`: the instant is where something stops (a contract's effectiveUntil, the next period's first
 * instant), so the day shown is the last one it covers.
 */
export function useMerchantDate(): (iso: string | null | undefined, lastDay?: 'lastDay') => string {
  const { i18n } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  });
  return (iso, lastDay) => {
    if (!iso) return '—';
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return format.format(lastDay ? new Date(date.getTime() - 1) : date);
  };
}
