import { sql } from 'kysely';

/**
 * The instant today began in `timeZone` (an IANA name validated by the merchant settings): the
 * merchant's calendar day, for "today" counts (daily withdrawal limits, the dashboard's new players).
 */
export function startOfMerchantDay(timeZone: string) {
  return sql<Date>`date_trunc('day', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone}`;
}

/** Today's date in `timeZone`: the day an upload quota counts in (decision 025). */
export function merchantToday(timeZone: string) {
  return sql<string>`(now() AT TIME ZONE ${timeZone})::date`;
}
