import type { TConsolidated, TContractKind } from '@tala/contract/agent/contracts';
import type { ReactNode } from 'react';
import type { TIconName } from '../../../components/art/ui-icons.tsx';
import type { TAgentCentrePage } from '../../../lib/modal-store.ts';
import { AnnouncementsPage } from '../announcements/announcements-page.tsx';
import { TeamBettingPage } from '../betting/team-betting-page.tsx';
import { kindFlag } from '../contracts/contract-kinds.ts';
import { ContractPage } from '../contracts/contract-page.tsx';
import { MyIncomePage } from '../income/my-income-page.tsx';
import { TeamManagementPage } from '../management/team-management-page.tsx';
import { TeamOverviewPage } from '../overview/team-overview-page.tsx';
import { UserProfitPage } from '../profit/user-profit-page.tsx';
import { RegisterPage } from '../register/register-page.tsx';
import { TeamTransactionsPage } from '../transactions/team-transactions-page.tsx';

/** A page of the menu; a contract page names its kind, and shows only while the merchant has the kind on. */
export type TAgentPage = {
  key: TAgentCentrePage;
  icon: TIconName;
  kind?: TContractKind;
  render: () => ReactNode;
};

const contractPage = (key: TAgentCentrePage, icon: TIconName, kind: TContractKind): TAgentPage => ({
  key,
  icon,
  kind,
  render: () => <ContractPage kind={kind} />,
});

/** The agent-centre menu in the seed's order (seed 001 §2, the 12 pages). */
export const AGENT_PAGES: readonly TAgentPage[] = [
  { key: 'announcements', icon: 'bell', render: () => <AnnouncementsPage /> },
  { key: 'teamOverview', icon: 'chart', render: () => <TeamOverviewPage /> },
  { key: 'register', icon: 'user-plus', render: () => <RegisterPage /> },
  { key: 'teamManagement', icon: 'users', render: () => <TeamManagementPage /> },
  { key: 'teamBetting', icon: 'ticket', render: () => <TeamBettingPage /> },
  { key: 'userProfit', icon: 'trophy', render: () => <UserProfitPage /> },
  { key: 'myIncome', icon: 'wallet', render: () => <MyIncomePage /> },
  { key: 'transactions', icon: 'coins', render: () => <TeamTransactionsPage /> },
  contractPage('dividend', 'gift', 'DIVIDEND'),
  contractPage('dailyWages', 'sun', 'DAILY_WAGE'),
  contractPage('hourlySalary', 'refresh', 'HOURLY_SALARY'),
  contractPage('realtimeSalary', 'flame', 'REALTIME_SALARY'),
];

/** A contract page is off once the flags say its kind is (null); until they come, it may open. */
function isOff(page: TAgentPage, flags: TConsolidated | undefined): boolean {
  return page.kind !== undefined && (!flags || kindFlag(flags, page.kind) === null);
}

/** The page asked for, or the default (the team overview) when there is none or its kind is off. */
export function findPage(key: unknown, flags: TConsolidated | undefined): TAgentPage {
  const page = AGENT_PAGES.find((candidate) => candidate.key === key);
  if (page && !(flags && isOff(page, flags))) return page;
  return AGENT_PAGES.find((candidate) => candidate.key === 'teamOverview') as TAgentPage;
}

/** The menu: every page but the contract pages whose kind is off (or not known yet, unless it is open). */
export function menuPages(flags: TConsolidated | undefined, current: TAgentCentrePage): TAgentPage[] {
  return AGENT_PAGES.filter((page) => page.key === current || !isOff(page, flags));
}
