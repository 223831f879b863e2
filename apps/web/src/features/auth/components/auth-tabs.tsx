import { type KeyboardEvent, useId } from 'react';

export type TAuthTab<T extends string> = { id: T; label: string };

/** Segmented tabs (login by username/SMS, register by username/mobile, recovery by e-mail/phone). */
export function AuthTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: TAuthTab<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}) {
  const baseId = useId();
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.id === value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) onChange(next.id);
  }
  if (tabs.length < 2) return null;
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mb-5 flex rounded-xl bg-surface-2 p-1"
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            id={`${baseId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-testid={`tab-${tab.id}`}
            onClick={() => onChange(tab.id)}
            className={`h-9 flex-1 rounded-lg text-sm font-semibold transition-all ${selected ? 'bg-surface-3 text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
