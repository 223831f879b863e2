/**
 * The sections of a page (a contract page's "My contract", "Downline contracts", "Records") as one segmented
 * control: the full width in equal parts on a phone, where a long label may take two lines, and inline from `sm`.
 * Tabs in the tablist sense, like the period tabs.
 */
export function SectionSwitch<T extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  const columns = items.length === 3 ? 'grid-cols-3' : 'grid-cols-2';
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`grid ${columns} gap-1 rounded-2xl border border-line bg-surface p-1 sm:inline-flex sm:w-auto`}
    >
      {items.map((item) => {
        const isOn = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            aria-selected={isOn}
            onClick={() => onChange(item.value)}
            className={`min-h-10 rounded-xl px-3 py-1.5 text-[13px] leading-tight font-semibold transition-colors sm:px-4 sm:text-sm ${isOn ? 'bg-accent text-accent-contrast shadow-sm' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
