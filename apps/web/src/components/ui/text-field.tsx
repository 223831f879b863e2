import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

export type TTextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Translated error text; shown under the field and announced to screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Left adornment (icon, dialing-code picker). */
  leading?: ReactNode;
  /** Right adornment (show-password toggle, send-code button). */
  trailing?: ReactNode;
  hideLabel?: boolean;
};

export const TextField = forwardRef<HTMLInputElement, TTextFieldProps>(function TextField(
  { label, error, hint, leading, trailing, hideLabel = false, className = '', id, required, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-xs font-medium text-muted'}>
        {label}
        {required ? <span className="ml-0.5 text-danger">*</span> : null}
      </label>
      <div
        className={`flex h-11 items-center gap-2 rounded-lg border bg-surface-2 px-3 transition-colors focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25 ${error ? 'border-danger' : 'border-line'}`}
      >
        {leading}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-faint focus-visible:outline-none"
          {...rest}
        />
        {trailing}
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-faint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
