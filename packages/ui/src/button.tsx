import type { ButtonHTMLAttributes } from 'react';

type TVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success' | 'brand';
type TSize = 'sm' | 'md' | 'lg';

/** Filled variants put their own contrast colour on the fill (design tokens), so both themes stay AA. */
const VARIANTS: Record<TVariant, string> = {
  primary: 'bg-accent text-accent-contrast hover:bg-accent-strong shadow-[0_4px_14px_-4px_var(--accent)]',
  brand: 'bg-brand text-brand-contrast hover:bg-brand-strong',
  secondary: 'bg-surface-2 text-fg border border-line hover:bg-surface-3',
  ghost: 'bg-transparent text-muted hover:text-fg hover:bg-surface-2',
  danger: 'bg-danger text-danger-contrast hover:opacity-90',
  success: 'bg-success text-success-contrast hover:opacity-90',
};
const SIZES: Record<TSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TVariant;
  size?: TSize;
  busy?: boolean;
  /** The button Enter triggers inside a Modal (seed 000 §2: Enter triggers the default dialog button). */
  defaultAction?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  defaultAction = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: TButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-default-action={defaultAction || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
