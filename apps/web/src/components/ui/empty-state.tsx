import type { ReactNode } from 'react';
import { Icon, type TIconName } from '../art/ui-icons.tsx';

/** An honest "nothing here" block: icon, title, optional explanation and action. */
export function EmptyState({
  icon = 'info',
  title,
  body,
  action,
  className = '',
  heading: Title = 'p',
}: {
  icon?: TIconName;
  title: string;
  /** `h1` when the empty state is the whole page (it then names the page). */
  heading?: 'p' | 'h1';
  body?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center ${className}`}
    >
      <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-accent">
        <Icon name={icon} className="size-7" />
      </span>
      <Title className="text-base font-semibold text-fg">{title}</Title>
      {body ? <p className="max-w-md text-sm text-muted">{body}</p> : null}
      {action}
    </div>
  );
}
