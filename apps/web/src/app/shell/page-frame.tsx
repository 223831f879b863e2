import type { ReactNode } from 'react';

/** The content column every page uses (kept clear of the desktop side rail). */
export function PageFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`mx-auto w-full max-w-[1280px] px-4 py-6 sm:px-6 sm:py-8 ${className}`}>{children}</div>
  );
}

/** A page title row with an optional subtitle. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-black text-fg sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-muted sm:text-base">{subtitle}</p> : null}
    </div>
  );
}
