import { SETTLEMENT_MAX_DAYS } from '@tala/contract/agent/contracts';
import { useState } from 'react';
import { todayIn, useMerchantTimeZone } from './merchant-time.ts';

export type TDaySpan = { from: string; to: string };

/** This month so far: its first day to `today` (YYYY-MM-DD). */
export function monthSoFar(today: string): TDaySpan {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Days in a range, both ends counted (1 for a single day); 0 when it runs backwards. */
export function daysIn(span: TDaySpan): number {
  const ms = Date.parse(`${span.to}T00:00:00Z`) - Date.parse(`${span.from}T00:00:00Z`);
  return Number.isNaN(ms) || ms < 0 ? 0 : ms / 86_400_000 + 1;
}

/** Whether the income and settlement calls take the range (at most SETTLEMENT_MAX_DAYS days, forwards). */
export function isSpanAllowed(span: TDaySpan): boolean {
  const days = daysIn(span);
  return days >= 1 && days <= SETTLEMENT_MAX_DAYS;
}

/**
 * The days my income and a kind's records show: this month so far on the merchant's calendar (the days the
 * calls count in) to start, as the overview's custom range is chosen (from and to, each bounding the other). A range longer than the calls take is not sent; the page
 * says why instead.
 */
export function useSettlementRange() {
  const timeZone = useMerchantTimeZone();
  return useState<TDaySpan>(() => monthSoFar(todayIn(timeZone)));
}
