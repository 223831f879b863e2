import type { ReactNode } from 'react';

/**
 * The pages staff see before the console (sign-in, enrolment): the console's mark, the page's title and
 * a line under it, centred on the page, which is their main landmark.
 */
export function StaffAuthFrame({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle: string;
  /** Enrolment's two-column steps want more room than the sign-in form. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={`min-h-dvh bg-bg px-4 ${wide ? 'py-8 sm:py-12' : 'grid place-items-center py-10'}`}>
      <div className={`w-full ${wide ? 'mx-auto max-w-2xl' : 'max-w-sm'}`}>
        <div className={`${wide ? 'mb-5' : 'mb-6'} flex flex-col items-center gap-3 text-center`}>
          <span className="grid size-11 place-items-center rounded-xl bg-accent text-lg font-black text-accent-contrast">
            T
          </span>
          <div>
            <h1 className="text-xl font-bold text-fg">{title}</h1>
            <p className="mt-1 text-xs text-muted">{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}
