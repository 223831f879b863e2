import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A themed checkbox that stays a real <input type="checkbox"> for keyboard and screen readers. */
export function Checkbox({
  registration,
  children,
  testId,
  error,
}: {
  registration: UseFormRegisterReturn;
  children: ReactNode;
  testId?: string;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-muted select-none">
        <span className="relative mt-0.5 grid size-4 shrink-0 place-items-center">
          <input
            type="checkbox"
            data-testid={testId}
            aria-invalid={error ? true : undefined}
            className="peer size-4 cursor-pointer appearance-none rounded border border-line bg-surface-2 transition-colors checked:border-accent checked:bg-accent"
            {...registration}
          />
          <svg
            viewBox="0 0 24 24"
            className="pointer-events-none absolute inset-0 hidden size-4 text-accent-contrast peer-checked:block"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.5"
            aria-hidden="true"
          >
            <path d="M6 12.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <span>{children}</span>
      </label>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
