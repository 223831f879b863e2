import { TEAM_OVERVIEW_MAX_DAYS, TEAM_PERIODS } from '@tala/contract/agent/team';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../components/centre/filter-fields.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { formatDayRange, initialCustomRange } from '../hooks/day-range.ts';
import { todayIn, useMerchantTimeZone } from '../hooks/merchant-time.ts';
import type { TPeriodValue } from '../hooks/use-period.ts';

/**
 * The period of every agent-centre report: today, yesterday, this week, this month (the merchant's
 * calendar, weeks from Monday) or two days of the agent's choice. `shown` is the range the server
 * answered for: it is written under the tabs, and a custom period starts from it. The server checks the
 * custom range (at most TEAM_OVERVIEW_MAX_DAYS days) and the page shows its refusal.
 */
export function PeriodFilter({
  value,
  onChange,
  shown,
  testId,
}: {
  value: TPeriodValue;
  onChange: (next: TPeriodValue) => void;
  shown: { from: string; to: string } | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation('agent');
  const timeZone = useMerchantTimeZone();
  function pick(period: TPeriodValue['period']) {
    if (period !== 'custom') return onChange({ period, from: '', to: '' });
    // The reports' days are the merchant's: "today" too, wherever the agent reads from.
    onChange({ period, ...initialCustomRange(shown, todayIn(timeZone)) });
  }
  return (
    <div className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Tabs
          items={TEAM_PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
          value={value.period}
          onChange={pick}
          label={t('period.label')}
          wrap
        />
        {shown ? (
          <p className="flex items-center gap-2 text-xs text-muted" data-testid={`${testId}-range`}>
            <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
            {formatDayRange(shown.from, shown.to, i18n.language)}
          </p>
        ) : null}
      </div>
      {value.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-3 sm:max-w-md">
          <DayRangeFields
            value={{ fromDate: value.from, toDate: value.to }}
            onChange={(range) => onChange({ period: 'custom', from: range.fromDate, to: range.toDate })}
            labels={{ from: t('period.from'), to: t('period.to') }}
            testIdPrefix={`${testId}-custom`}
          />
          <p className="col-span-2 text-xs text-faint">
            {t('period.maxDays', { days: TEAM_OVERVIEW_MAX_DAYS })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
