import type { TDashboard } from '@tala/contract/backoffice/dashboard';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { api } from '../../lib/api.ts';
import { can, useMe } from '../../lib/session.ts';

function Stat({
  label,
  value,
  to,
  tone,
  testId,
}: {
  label: string;
  value: number | undefined;
  to?: string;
  tone?: string;
  testId: string;
}) {
  const body = (
    <div className="flex h-full flex-col justify-between gap-3 rounded-lg border border-line bg-surface p-4 transition-colors hover:border-accent/50">
      <span className="text-xs font-medium text-muted">{label}</span>
      <span className={`tabular text-3xl font-bold ${tone ?? 'text-fg'}`} data-testid={testId}>
        {value ?? '—'}
      </span>
    </div>
  );
  return to ? <Link to={to}>{body}</Link> : body;
}

export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api<TDashboard>('GET', BO_PATHS.dashboard),
    refetchInterval: 30_000,
  });
  const data = dashboard.data;
  return (
    <div>
      <PageHeader
        title={t('dashboard.title', { name: me.data?.displayName || me.data?.username })}
        subtitle={t('dashboard.subtitle')}
        actions={
          data?.maintenanceActive ? (
            <Badge tone="warning">{t('dashboard.maintenanceOn')}</Badge>
          ) : (
            <Badge tone="success">{t('dashboard.siteLive')}</Badge>
          )
        }
      />
      <ErrorNote error={dashboard.error} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat
          testId="stat-players-today"
          label={t('dashboard.playersToday')}
          value={data?.playersToday}
          to="/players"
        />
        <Stat
          testId="stat-players-total"
          label={t('dashboard.playersTotal')}
          value={data?.playersTotal}
          to="/players"
        />
        <Stat
          testId="stat-pending-adjustments"
          label={t('dashboard.pendingAdjustments')}
          value={data?.pendingAdjustments}
          to={can(me.data, 'adjustments.list') ? '/approvals' : undefined}
          tone={data?.pendingAdjustments ? 'text-warning' : undefined}
        />
        <Stat
          testId="stat-pending-deposits"
          label={t('dashboard.pendingDeposits')}
          value={data?.pendingDeposits}
          to={can(me.data, 'payments.list') ? '/payments?kind=deposits' : undefined}
          tone={data?.pendingDeposits ? 'text-warning' : undefined}
        />
        <Stat
          testId="stat-pending-withdrawals"
          label={t('dashboard.pendingWithdrawals')}
          value={data?.pendingWithdrawals}
          to={can(me.data, 'payments.list') ? '/payments?kind=withdrawals' : undefined}
          tone={data?.pendingWithdrawals ? 'text-warning' : undefined}
        />
      </div>
    </div>
  );
}
