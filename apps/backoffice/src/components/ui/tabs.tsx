import type { ReactNode } from 'react';

type TTabsProps<T extends string> = {
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** Each tab's visible name. */
  labelOf: (value: T) => ReactNode;
  /** The tab list's name for screen readers. */
  label?: string;
  /** `data-testid` of each tab: the prefix then the value. */
  testIdPrefix?: string;
};

/** The segmented switch between a screen's parts (vendors | transfers, deposits | withdrawals | channels). */
export function SegmentTabs<T extends string>({
  values,
  value,
  onChange,
  labelOf,
  label,
  testIdPrefix,
}: TTabsProps<T>) {
  return (
    <div className="flex rounded-md bg-surface-2 p-0.5" role="tablist" aria-label={label}>
      {values.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          data-testid={testIdPrefix ? `${testIdPrefix}${tab}` : undefined}
          onClick={() => onChange(tab)}
          className={`rounded px-3 py-1.5 text-xs font-semibold ${value === tab ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}

/**
 * A list's status filter: one tab a status, '' for all. `scroll` keeps them on one line that scrolls
 * (many statuses), else they wrap.
 */
export function FilterTabs({
  values,
  value,
  onChange,
  labelOf,
  label,
  scroll = false,
}: Omit<TTabsProps<string>, 'testIdPrefix'> & { scroll?: boolean }) {
  return (
    <div
      className={`flex gap-1 border-b border-line p-2 ${scroll ? 'overflow-x-auto' : 'flex-wrap'}`}
      role="tablist"
      aria-label={label}
    >
      {values.map((tab) => (
        <button
          key={tab || 'all'}
          type="button"
          role="tab"
          aria-selected={value === tab}
          onClick={() => onChange(tab)}
          className={`shrink-0 rounded-md px-3 py-1.5 text-xs font-semibold ${value === tab ? 'bg-surface-3 text-fg' : 'text-muted hover:text-fg'}`}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
