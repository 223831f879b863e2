import { useState } from 'react';
import type { TLevelQuery } from '../api/team-queries.ts';

/**
 * Which level of the team a page shows (the agent's direct downline, or the members under `uplineId`) and
 * its page: team management and user profit and loss walk the team the same way, level by level.
 */
export function useTeamLevel() {
  const [level, setLevel] = useState<TLevelQuery>({ page: 1 });
  return {
    level,
    open: (uplineId: string | undefined) => setLevel({ uplineId, page: 1 }),
    setPage: (page: number) => setLevel((current) => ({ ...current, page })),
  };
}
