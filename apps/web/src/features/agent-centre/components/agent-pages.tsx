import type { ReactNode } from 'react';
import type { TIconName } from '../../../components/art/ui-icons.tsx';
import type { TAgentCentrePage } from '../../../lib/modal-store.ts';
import { AnnouncementsPage } from '../announcements/announcements-page.tsx';
import { TeamBettingPage } from '../betting/team-betting-page.tsx';
import { TeamManagementPage } from '../management/team-management-page.tsx';
import { TeamOverviewPage } from '../overview/team-overview-page.tsx';
import { UserProfitPage } from '../profit/user-profit-page.tsx';
import { RegisterPage } from '../register/register-page.tsx';
import { TeamTransactionsPage } from '../transactions/team-transactions-page.tsx';

export type TAgentPage = { key: TAgentCentrePage; icon: TIconName; render: () => ReactNode };

/**
 * The agent-centre menu in the seed's order (seed 001 §2). A page is listed only once the server offers
 * its calls: announcements, my income and the four contract pages come when theirs do, not as
 * placeholders.
 */
export const AGENT_PAGES: readonly TAgentPage[] = [
  { key: 'announcements', icon: 'bell', render: () => <AnnouncementsPage /> },
  { key: 'teamOverview', icon: 'chart', render: () => <TeamOverviewPage /> },
  { key: 'register', icon: 'user-plus', render: () => <RegisterPage /> },
  { key: 'teamManagement', icon: 'users', render: () => <TeamManagementPage /> },
  { key: 'teamBetting', icon: 'ticket', render: () => <TeamBettingPage /> },
  { key: 'userProfit', icon: 'trophy', render: () => <UserProfitPage /> },
  { key: 'transactions', icon: 'coins', render: () => <TeamTransactionsPage /> },
];

/** The page asked for, or the default (the team overview). */
export function findPage(key: unknown): TAgentPage {
  return (
    AGENT_PAGES.find((page) => page.key === key) ??
    (AGENT_PAGES.find((page) => page.key === 'teamOverview') as TAgentPage)
  );
}
