import { SETTLEMENT_MAX_DAYS } from '@tala/contract/agent/contracts';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../components/centre/filter-fields.tsx';
import { formatDayRange } from '../hooks/day-range.ts';
import { isSpanAllowed, type TDaySpan } from '../hooks/settlement-range.ts';

/**
 * The days of my income and a kind's records: from and to (each bounding the other), the range in words, and
 * why a range is not asked for when it is longer than the calls take.
 */
export function SpanFields({
  value,
  onChange,
  testId,
}: {
  value: TDaySpan;
  onChange: (next: TDaySpan) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('agent');
  const isAllowed = isSpanAllowed(value);
  return (
    <div className="space-y-2" data-testid={testId}>
      <div className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-3 sm:max-w-md">
        <DayRangeFields
          value={{ fromDate: value.from, toDate: value.to }}
          onChange={(range) => onChange({ from: range.fromDate, to: range.toDate })}
          labels={{ from: t('period.from'), to: t('period.to') }}
          testIdPrefix={testId}
        />
        <p
          className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs"
          data-testid={`${testId}-range`}
        >
          {isAllowed ? (
            <span className="inline-flex items-center gap-2 font-medium whitespace-nowrap text-muted">
              <span className="size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
              {formatDayRange(value.from, value.to, i18n.language)}
            </span>
          ) : null}
          <span className="text-faint">{t('period.maxDays', { days: SETTLEMENT_MAX_DAYS })}</span>
        </p>
      </div>
      {isAllowed ? null : (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger sm:max-w-md"
          data-testid={`${testId}-problem`}
        >
          {t('income.tooLong', { days: SETTLEMENT_MAX_DAYS })}
        </p>
      )}
    </div>
  );
}
