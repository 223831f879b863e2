import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorText } from '../../../lib/server-errors.ts';
import type { TSubmitPhase } from '../components/submit-button.tsx';

/**
 * One submit of an auth form: the button's phase and the form-level alert. A failure goes under the
 * fields the server names (`rename` maps the server's field names onto this form's), else into the alert.
 */
export function useFormSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Readonly<Record<string, Path<T>>> = {},
) {
  const { t } = useTranslation('auth');
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  async function run(task: () => Promise<void>, onError?: (error: unknown) => void) {
    setFormError(null);
    try {
      await task();
    } catch (error) {
      onError?.(error);
      const placed = applyFieldErrors(
        error,
        [...fields, ...Object.keys(rename)],
        (name, message) => setError(rename[name] ?? (name as Path<T>), { message }),
        t,
      );
      if (!placed) setFormError(errorText(error, t));
    } finally {
      setPhase('idle');
    }
  }

  return { phase, setPhase, formError, run };
}

export type TFormSubmit = { phase: TSubmitPhase; formError: string | null };
