import type { TBoTreeMember } from '@tala/contract/backoffice/agent-tree';
import { useTranslation } from 'react-i18next';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { count, dateTime, money } from '../../lib/format.ts';
import { MemberTypeBadge, TreeLink } from './tree-parts.tsx';

/** One level of the tree: each member's name opens the level under it. */
function useDownlineColumns(currency: string): TColumn<TBoTreeMember>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'username',
      label: t('agents.tree.username'),
      primary: true,
      render: (row) => <TreeLink username={row.username} testId={`tree-open-${row.username}`} />,
    },
    {
      key: 'type',
      label: t('agents.tree.type'),
      render: (row) => <MemberTypeBadge agentType={row.agentType} />,
    },
    {
      key: 'direct',
      label: t('agents.tree.direct'),
      align: 'right',
      render: (row) => count(row.directCount),
    },
    {
      key: 'team',
      label: t('agents.tree.team'),
      align: 'right',
      render: (row) => count(row.teamSize),
    },
    {
      key: 'balance',
      label: t('agents.tree.balance'),
      align: 'right',
      render: (row) => <span className="whitespace-nowrap">{money(row.balance, currency)}</span>,
    },
    {
      key: 'registered',
      label: t('agents.tree.registered'),
      render: (row) => (
        <span className="tabular whitespace-nowrap text-muted">{dateTime(row.registeredAt)}</span>
      ),
    },
    {
      key: 'lastLogin',
      label: t('agents.tree.lastLogin'),
      render: (row) => (
        <span className="tabular whitespace-nowrap text-muted">{dateTime(row.lastLoginAt)}</span>
      ),
    },
  ];
}

export function TreeDownline({
  rows,
  currency,
  empty,
}: {
  rows: TBoTreeMember[];
  currency: string;
  empty: string;
}) {
  const columns = useDownlineColumns(currency);
  return (
    <DataList rows={rows} columns={columns} rowKey={(row) => row.id} empty={empty} testId="tree-table" />
  );
}
