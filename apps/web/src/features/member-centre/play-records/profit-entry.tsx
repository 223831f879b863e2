import { PROFIT_GROUPS, type TProfitGroup, type TProfitReport } from '@tala/contract/play-records/profit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDayRange } from '../../../components/centre/filter-fields.tsx';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { Money, ProfitText } from '../../../components/centre/play-money.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { PROFIT_PRESETS, profitPresetRange } from './date-ranges.ts';
import { periodLabel } from './period-labels.ts';
import { useProfitReport } from './play-records-api.ts';
import { ProfitChart } from './profit-chart.tsx';
import { PlayDayRange, PresetChips, VendorSelect } from './record-filters.tsx';
import { TotalsStrip } from './totals-strip.tsx';

type TForm = { groupBy: TProfitGroup; preset: string; custom: TDayRange; vassalage: string };

/**
 * Personal profit and loss (seed 001 §2 personalProfit): stake, win and P&L per day, week or month
 * of a range, as a bar chart and a table, with the range's totals. Days are the report's time zone's.
 */
export function ProfitEntry() {
  const { t } = useTranslation('member');
  const timeZone = useSystemStatus().data?.merchant.timeZone ?? 'UTC';
  const presetRange = (preset: string) => profitPresetRange(preset, timeZone);
  const [form, setForm] = useState<TForm>(() => ({
    groupBy: 'day',
    preset: 'last7',
    custom: presetRange('last7'),
    vassalage: '',
  }));
  const range = form.preset === 'custom' ? form.custom : presetRange(form.preset);
  const report = useProfitReport({
    groupBy: form.groupBy,
    from: range.fromDate,
    to: range.toDate,
    vassalage: form.vassalage,
  });
  const change = (next: Partial<TForm>) => setForm((current) => ({ ...current, ...next }));
  const groupTabs = PROFIT_GROUPS.map((group) => ({ value: group, label: t(`plays.groups.${group}`) }));
  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-2xl border border-line bg-surface/60 p-3 sm:p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Tabs
            items={groupTabs}
            value={form.groupBy}
            label={t('plays.groupBy')}
            onChange={(groupBy) => {
              const preset = PROFIT_PRESETS[groupBy][0] ?? 'last7';
              change({ groupBy, preset, custom: presetRange(preset) });
            }}
          />
          <div className="sm:w-56">
            <VendorSelect value={form.vassalage} onChange={(vassalage) => change({ vassalage })} />
          </div>
        </div>
        <PresetChips
          presets={[...PROFIT_PRESETS[form.groupBy], 'custom']}
          value={form.preset}
          label={t('plays.range')}
          onChange={(preset) =>
            change(preset === 'custom' ? { preset } : { preset, custom: presetRange(preset) })
          }
        />
        {form.preset === 'custom' ? (
          <PlayDayRange value={form.custom} onChange={(custom) => change({ custom })} />
        ) : null}
      </div>
      <ProfitBody report={report} />
    </div>
  );
}

function ProfitBody({ report }: { report: ReturnType<typeof useProfitReport> }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  if (report.isPending) return <Skeleton className="h-80" />;
  if (!report.data || report.isError)
    return (
      <PanelError
        message={errorText(report.error)}
        onRetry={() => void report.refetch()}
        retryLabel={t('retry')}
      />
    );
  const { data } = report;
  return (
    <div className={`space-y-4 transition-opacity ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
      <TotalsStrip totals={data.totals} />
      <section className="rounded-2xl border border-line bg-surface p-3 sm:p-4">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-sm font-bold text-fg">{t('plays.chartTitle')}</h3>
          <p className="text-xs text-faint" data-testid="profit-zone">
            {t('plays.timeZoneNote', { zone: data.timeZone })}
          </p>
        </div>
        <ProfitChart periods={data.periods} group={data.groupBy} />
      </section>
      <PeriodTable report={data} />
    </div>
  );
}

/** The periods with play, newest first (the chart shows the quiet ones), and the totals row. */
function PeriodTable({ report }: { report: TProfitReport }) {
  const { t, i18n } = useTranslation('member');
  const played = report.periods.filter((period) => period.rounds > 0 || period.stake !== '0.00').reverse();
  if (played.length === 0)
    return <EmptyState icon="chart" title={t('plays.profitEmpty')} body={t('plays.profitEmptyBody')} />;
  const cols = 'grid-cols-[1.6fr_0.7fr_1fr_1fr_1fr] gap-3';
  return (
    <div className="overflow-hidden rounded-2xl border border-line">
      <div
        className={`${cols} hidden bg-surface-2 px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase md:grid`}
      >
        <span>{t('plays.period')}</span>
        <span className="text-right">{t('plays.rounds')}</span>
        <span className="text-right">{t('plays.stake')}</span>
        <span className="text-right">{t('plays.win')}</span>
        <span className="text-right">{t('plays.profit')}</span>
      </div>
      <ul className="divide-y divide-line" data-testid="profit-rows">
        {played.map((period) => (
          <li key={period.start} data-testid="profit-row" className="bg-surface px-4 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3 md:hidden">
              <span className="font-semibold text-fg">
                {periodLabel(report.groupBy, period.start, period.end, i18n.language)}
              </span>
              <ProfitText amount={period.profit} />
            </div>
            <div className="mt-1 flex justify-between gap-3 text-xs text-muted md:hidden">
              <span>{t('plays.roundsCount', { count: period.rounds })}</span>
              <span className="text-right">
                {t('plays.stake')} <Money amount={period.stake} /> · {t('plays.win')}{' '}
                <Money amount={period.win} />
              </span>
            </div>
            <div className={`${cols} hidden items-center md:grid`}>
              <span className="font-semibold text-fg">
                {periodLabel(report.groupBy, period.start, period.end, i18n.language)}
              </span>
              <span className="text-right tabular-nums">{period.rounds}</span>
              <Money amount={period.stake} className="text-right" />
              <Money amount={period.win} className="text-right" />
              <ProfitText amount={period.profit} className="text-right" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
