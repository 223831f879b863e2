import type { ReactNode } from 'react';
import { Icon } from '../art/ui-icons.tsx';

/** The look of every filter field of the member and agent centres (selects and date inputs alike). */
const FIELD =
  'h-10 w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg outline-none focus:border-accent';

/** A labelled select with the site's chevron. */
export function SelectField({
  label,
  value,
  onChange,
  testId,
  className = '',
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <span className="text-xs font-medium text-muted">{label}</span>
      <span className="relative">
        <select
          className={`${FIELD} appearance-none truncate pr-9`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          {children}
        </select>
        <Icon name="chevron-down" className="pointer-events-none absolute top-3 right-3 size-4 text-muted" />
      </span>
    </label>
  );
}

export type TDayRange = { fromDate: string; toDate: string };

/** From and to calendar days (YYYY-MM-DD); each bounds the other. */
export function DayRangeFields({
  value,
  onChange,
  labels,
  testIdPrefix,
}: {
  value: TDayRange;
  onChange: (next: TDayRange) => void;
  labels: { from: string; to: string };
  /** `<prefix>-from` and `<prefix>-to`. */
  testIdPrefix: string;
}) {
  return (
    <>
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{labels.from}</span>
        <input
          type="date"
          className={FIELD}
          value={value.fromDate}
          max={value.toDate}
          onChange={(e) => e.target.value && onChange({ ...value, fromDate: e.target.value })}
          data-testid={`${testIdPrefix}-from`}
        />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{labels.to}</span>
        <input
          type="date"
          className={FIELD}
          value={value.toDate}
          min={value.fromDate}
          onChange={(e) => e.target.value && onChange({ ...value, toDate: e.target.value })}
          data-testid={`${testIdPrefix}-to`}
        />
      </label>
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's calendar day (YYYY-MM-DD) on the reader's clock, or in UTC. */
export function dayOf(date: Date, utc = false): string {
  if (utc) return date.toISOString().slice(0, 10);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
