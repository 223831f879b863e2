import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

type TFieldChrome = { label: string; error?: string | undefined; hint?: string | undefined };

function Frame({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: TFieldChrome & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-faint">{hint}</p>
      ) : null}
    </div>
  );
}

const CONTROL =
  'w-full rounded-md border bg-surface-2 px-3 text-sm text-fg outline-none placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/25';

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & TFieldChrome>(
  function TextField({ label, error, hint, className, id, ...rest }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    return (
      <Frame id={inputId} label={label} error={error} hint={hint} className={className}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          className={`${CONTROL} h-9 ${error ? 'border-danger' : 'border-line'}`}
          {...rest}
        />
      </Frame>
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & TFieldChrome
>(function TextArea({ label, error, hint, className, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        className={`${CONTROL} min-h-24 py-2 font-mono text-xs leading-relaxed ${error ? 'border-danger' : 'border-line'}`}
        {...rest}
      />
    </Frame>
  );
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & TFieldChrome>(
  function Select({ label, error, hint, className, id, children, ...rest }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    return (
      <Frame id={inputId} label={label} error={error} hint={hint} className={className}>
        <select ref={ref} id={inputId} className={`${CONTROL} h-9 border-line`} {...rest}>
          {children}
        </select>
      </Frame>
    );
  },
);
