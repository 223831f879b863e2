import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';

export type TSubmitPhase = 'idle' | 'verifying' | 'submitting';

/** The form's main button; while the proof-of-work runs it says "Verifying…" so the wait has a reason. */
export function SubmitButton({
  phase,
  label,
  testId,
}: {
  phase: TSubmitPhase;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Button type="submit" size="lg" className="w-full" busy={phase !== 'idle'} data-testid={testId}>
      {phase === 'verifying' ? t('verifying') : label}
    </Button>
  );
}
