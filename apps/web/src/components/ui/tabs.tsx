/** A row of pill tabs that scrolls sideways on narrow screens, or wraps onto a second row (`wrap`). */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  wrap = false,
}: {
  items: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** A few short choices that must all be seen at once (a period) wrap rather than scroll. */
  wrap?: boolean;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`-mx-1 flex gap-2 px-1 pb-1 ${wrap ? 'flex-wrap' : 'overflow-x-auto [scrollbar-width:none]'}`}
    >
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          onClick={() => onChange(item.value)}
          className={`h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
            item.value === value
              ? 'border-accent bg-accent text-accent-contrast'
              : 'border-line bg-surface text-muted hover:border-accent/60 hover:text-fg'
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
