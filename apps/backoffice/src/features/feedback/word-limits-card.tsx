import { FEEDBACK_LIMITS, ZFeedbackWordLimits } from '@tala/contract/feedback/feedback';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useSaveWordLimits, useWordLimits } from './use-feedback.ts';

/** The merchant's word limits of feedback content (seed 001 §5): every role sees them, admins change them. */
export function WordLimitsCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const limits = useWordLimits();
  const save = useSaveWordLimits();
  const [draft, setDraft] = useState<{ minWords: string; maxWords: string } | null>(null);
  const current = draft ?? {
    minWords: String(limits.data?.minWords ?? ''),
    maxWords: String(limits.data?.maxWords ?? ''),
  };
  const parsed = ZFeedbackWordLimits.safeParse({
    minWords: Number(current.minWords),
    maxWords: Number(current.maxWords),
  });
  const field = (key: 'minWords' | 'maxWords') => (
    <TextField
      label={t(`feedback.${key}`)}
      type="number"
      inputMode="numeric"
      min={FEEDBACK_LIMITS.wordsFloor}
      max={FEEDBACK_LIMITS.wordsCeiling}
      value={current[key]}
      disabled={!editable}
      onChange={(event) => setDraft({ ...current, [key]: event.target.value })}
      data-testid={`feedback-${key}`}
    />
  );
  return (
    <Card title={t('feedback.limitsTitle')}>
      <p className="mb-3 text-xs text-muted">{t('feedback.limitsHint')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) save.mutate(parsed.data, { onSuccess: () => setDraft(null) });
        }}
      >
        <div className="w-32">{field('minWords')}</div>
        <div className="w-32">{field('maxWords')}</div>
        {editable ? (
          <Button
            type="submit"
            size="sm"
            disabled={!draft || !parsed.success}
            busy={save.isPending}
            data-testid="feedback-limits-save"
          >
            {t('common.save')}
          </Button>
        ) : null}
      </form>
      {draft && !parsed.success ? (
        <p role="alert" className="mt-2 text-xs text-danger">
          {t('feedback.limitsInvalid', {
            floor: FEEDBACK_LIMITS.wordsFloor,
            ceiling: FEEDBACK_LIMITS.wordsCeiling,
          })}
        </p>
      ) : null}
      <div className="mt-2">
        <ErrorNote error={save.error} />
      </div>
    </Card>
  );
}
