import type { ReactNode } from 'react';

/** A section title with an accent bar and an optional action on the right. */
export function SectionHeading({ title, action, id }: { title: string; action?: ReactNode; id?: string }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-fg sm:text-xl">
        <span
          className="h-5 w-1 rounded-full bg-gradient-to-b from-accent-strong to-brand"
          aria-hidden="true"
        />
        {title}
      </h2>
      {action}
    </div>
  );
}
