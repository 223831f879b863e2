import type { TTeamOverview } from '@tala/contract/agent/team';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { Money } from '../../../components/centre/play-money.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTeamOverview } from '../api/team-queries.ts';
import { FigureCard, ProfitFigureCard } from '../components/figure-card.tsx';
import { PeriodFilter } from '../components/period-filter.tsx';
import { QueryError } from '../components/query-error.tsx';
import { usePeriod } from '../hooks/use-period.ts';
import { TeamChart } from './team-chart.tsx';

/**
 * Team overview (seed 001 §2 agentTeamOverview, issue 12 §2.2): the whole team over a period — its size
 * and balance now, who joined and who played, money in and out, stakes and profit and loss — and the
 * same day by day in a chart.
 */
export function TeamOverviewPage() {
  const [period, setPeriod] = usePeriod();
  const overview = useTeamOverview(period);
  const data = overview.data;
  return (
    <div className="space-y-5">
      <PeriodFilter value={period} onChange={setPeriod} shown={data} testId="overview-period" />
      {overview.isError ? (
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : null}
      {data ? (
        <div
          className={`space-y-5 transition-opacity ${overview.isPlaceholderData ? 'opacity-60' : ''}`}
          data-testid="overview-figures"
        >
          <Headline overview={data} />
          <Figures overview={data} />
          <ChartPanel overview={data} />
        </div>
      ) : overview.isPending ? (
        <OverviewSkeleton />
      ) : null}
    </div>
  );
}

/** The team as it is now, whatever the period: its size and what its members hold. */
function Headline({ overview }: { overview: TTeamOverview }) {
  const { t, i18n } = useTranslation('agent');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <section
        className="relative overflow-hidden rounded-2xl bg-[linear-gradient(135deg,var(--brand),color-mix(in_oklab,var(--brand)_55%,var(--info)))] p-4 text-white shadow-[0_10px_30px_-14px_var(--brand)] sm:p-5"
        data-testid="overview-team-size"
      >
        <Icon name="users" className="absolute -right-3 -bottom-4 size-28 opacity-15" />
        <h3 className="text-xs font-semibold tracking-wide text-white/80 uppercase">
          {t('overview.teamSize')}
        </h3>
        <dl className="mt-3 flex items-end gap-6">
          <HeadCount
            label={t('overview.direct')}
            value={count.format(overview.teamSize.direct)}
            testId="overview-direct"
          />
          <div className="h-10 w-px bg-white/25" aria-hidden="true" />
          <HeadCount
            label={t('overview.all')}
            value={count.format(overview.teamSize.all)}
            testId="overview-all"
          />
        </dl>
      </section>
      <section
        className="relative overflow-hidden rounded-2xl border border-accent/40 bg-[linear-gradient(135deg,color-mix(in_oklab,var(--accent)_16%,var(--surface)),var(--surface))] p-4 sm:p-5"
        data-testid="overview-team-balance"
      >
        <Icon name="wallet" className="absolute -right-3 -bottom-4 size-28 text-accent opacity-10" />
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('overview.teamBalance')}
        </h3>
        <p className="mt-3 truncate text-3xl font-black text-fg" data-testid="overview-balance">
          <Money amount={overview.teamBalance} />
        </p>
        <p className="mt-1 text-xs text-muted">{t('overview.balanceNote')}</p>
      </section>
    </div>
  );
}

/** One count of the team's size: the number big, what it counts under it (a dt before its dd). */
function HeadCount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-white/80">{label}</dt>
      <dd className="text-3xl font-black tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** What the team did over the period. */
function Figures({ overview }: { overview: TTeamOverview }) {
  const { t, i18n } = useTranslation('agent');
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <FigureCard icon="user-plus" tone="info" label={t('overview.newMembers')} testId="figure-new">
        {count.format(overview.newMembers)}
      </FigureCard>
      <FigureCard icon="play" tone="brand" label={t('overview.activeMembers')} testId="figure-active">
        {count.format(overview.activeMembers)}
      </FigureCard>
      <FigureCard icon="coins" tone="success" label={t('overview.deposits')} testId="figure-deposits">
        <Money amount={overview.deposits} />
      </FigureCard>
      <FigureCard icon="download" tone="danger" label={t('overview.withdrawals')} testId="figure-withdrawals">
        <Money amount={overview.withdrawals} />
      </FigureCard>
      <FigureCard icon="ticket" tone="accent" label={t('overview.validBets')} testId="figure-bets">
        <Money amount={overview.validBets} />
      </FigureCard>
      <ProfitFigureCard
        amount={overview.profitLoss}
        label={t('overview.profitLoss')}
        note={t('overview.profitNote')}
        testId="figure-profit"
      />
    </div>
  );
}

function ChartPanel({ overview }: { overview: TTeamOverview }) {
  const { t } = useTranslation('agent');
  return (
    <Panel title={t('overview.chartTitle')} icon="chart" testId="overview-chart">
      <TeamChart overview={overview} />
    </Panel>
  );
}

const FIGURE_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

function OverviewSkeleton() {
  return (
    <div className="space-y-5" data-testid="agent-loading">
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {FIGURE_KEYS.map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
