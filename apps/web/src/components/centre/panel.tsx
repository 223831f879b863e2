import type { ReactNode } from 'react';
import { Icon, type TIconName } from '../art/ui-icons.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/** A titled card inside a member-centre entry or an agent-centre page. */
export function Panel({
  title,
  icon,
  action,
  children,
  testId,
  className = '',
}: {
  title: string;
  icon?: TIconName;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section
      className={`rounded-2xl border border-line bg-surface p-4 sm:p-5 ${className}`}
      data-testid={testId}
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 className="flex items-center gap-2 text-base font-bold text-fg">
          {icon ? (
            <span className="grid size-8 place-items-center rounded-lg bg-accent/12 text-accent">
              <Icon name={icon} className="size-4" />
            </span>
          ) : null}
          {title}
        </h3>
        {action ? <div className="shrink-0 whitespace-nowrap">{action}</div> : null}
      </header>
      {children}
    </section>
  );
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'] as const;

/** Loading placeholder of an entry: a few card-shaped blocks. */
export function PanelSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-4" data-testid="centre-loading">
      {SKELETON_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className="h-28" />
      ))}
    </div>
  );
}

/** A translated error with a retry button. */
export function PanelError({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 bg-danger/8 px-6 py-10 text-center"
    >
      <Icon name="info" className="size-8 text-danger" />
      <p className="text-sm text-fg">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="h-9 rounded-lg border border-line bg-surface-2 px-4 text-sm font-semibold text-fg hover:bg-surface-3"
      >
        {retryLabel}
      </button>
    </div>
  );
}

/** Label / value rows. */
export function InfoRows({ rows }: { rows: Array<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="divide-y divide-line rounded-xl border border-line">
      {rows.map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-4 px-3 py-2.5 text-sm">
          <dt className="text-muted">{row.label}</dt>
          <dd className="min-w-0 truncate text-right font-medium text-fg" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
