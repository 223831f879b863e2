import type { ReactNode } from 'react';

export function Card({
  title,
  actions,
  children,
  className = '',
  padded = true,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  padded?: boolean;
}) {
  return (
    <section className={`rounded-lg border border-line bg-surface ${className}`}>
      {title || actions ? (
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2.5">
          <h2 className="text-sm font-semibold text-fg">{title}</h2>
          {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={padded ? 'p-4' : ''}>{children}</div>
    </section>
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-lg font-bold text-fg">{title}</h1>
        {subtitle ? <p className="mt-0.5 text-xs text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-faint">
        {text}
      </td>
    </tr>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error && error.message ? error.message : String(error);
  return (
    <p role="alert" className="rounded-md border border-danger/60 bg-danger/10 px-3 py-2 text-xs text-fg">
      {message}
    </p>
  );
}

/** Shared table look: dense rows, sticky header, horizontal scroll on narrow screens. */
export const TABLE = {
  wrap: 'overflow-x-auto',
  table: 'w-full min-w-[640px] border-collapse text-left text-[13px]',
  th: 'sticky top-0 border-b border-line bg-surface px-3 py-2 text-[11px] font-semibold tracking-wide text-faint uppercase',
  td: 'border-b border-line/60 px-3 py-2 align-middle text-fg',
  row: 'hover:bg-surface-2/60',
};

/**
 * A table's sideways-scrolling frame that keyboard users can scroll too (axe scrollable-region-focusable): named,
 * and in the tab order. For tables whose rows may hold nothing focusable (an empty list, a read-only role).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a sideways-scrolling region must be reachable by keyboard
    <section className={TABLE.wrap} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
