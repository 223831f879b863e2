import type { TFormSubmit } from '../hooks/use-form-submit.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The end of every auth form: the form-level alert (if any) above the main button. */
export function SubmitRow({ submit, label, testId }: { submit: TFormSubmit; label: string; testId: string }) {
  return (
    <>
      <FormAlert message={submit.formError} />
      <SubmitButton phase={submit.phase} label={label} testId={testId} />
    </>
  );
}
