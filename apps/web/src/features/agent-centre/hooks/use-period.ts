import type { TEAM_PERIODS } from '@tala/contract/agent/team';
import { useState } from 'react';

export type TTeamPeriod = (typeof TEAM_PERIODS)[number];

/** A period as the pages hold it; `from` and `to` (YYYY-MM-DD) count only with `custom`. */
export type TPeriodValue = { period: TTeamPeriod; from: string; to: string };

/** The period a page shows; each page starts at today, as the server's default does. */
export function usePeriod() {
  return useState<TPeriodValue>({ period: 'today', from: '', to: '' });
}
