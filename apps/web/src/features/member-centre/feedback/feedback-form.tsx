import {
  FEEDBACK_CONTACT_TYPES,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  isValidContact,
  type TFeedbackContactType,
  type TFeedbackQuestionType,
  type TFeedbackWordLimits,
} from '@tala/contract/feedback/feedback';
import { countWords } from '@tala/contract/feedback/word-count';
import { Button } from '@tala/ui/button';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { SelectField } from '../../../components/centre/filter-fields.tsx';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSendFeedback } from './feedback-api.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const PLACEHOLDERS: Record<TFeedbackContactType, string> = {
  EMAIL: 'name@example.com',
  MOBILE: '+63 917 123 4567',
  WHATSAPP: '+63 917 123 4567',
  ZALO: '+84 90 123 4567',
  TELEGRAM: '@username',
  LINE: 'line_id',
  WECHAT: 'wxid_example',
};

/** The chosen screenshot's preview, revoked when it changes or the form goes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The question types as a group of radio chips: all six visible at once, one tap each. */
function QuestionTypes({
  value,
  onChange,
}: {
  value: TFeedbackQuestionType;
  onChange: (next: TFeedbackQuestionType) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-medium text-muted">{t('feedback.questionType')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {FEEDBACK_QUESTION_TYPES.map((type) => (
          <label
            key={type}
            className={`flex h-10 cursor-pointer items-center justify-center rounded-lg border px-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${value === type ? 'border-accent bg-accent/12 text-accent' : 'border-line bg-surface-2 text-muted hover:text-fg'}`}
          >
            <input
              type="radio"
              name="questionType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
              data-testid={`feedback-type-${type}`}
            />
            {t(`feedback.types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One optional PNG or JPG screenshot of at most 5 MB, checked here as the server checks it, with a preview. */
function ScreenshotPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('member');
  const preview = usePreview(file);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) return setProblem(t('feedback.screenshotType'));
    if (chosen.size > FEEDBACK_LIMITS.screenshotBytes) return setProblem(t('feedback.screenshotSize'));
    setProblem(null);
    onChange(chosen);
  };
  return (
    <div className="space-y-1.5">
      <span className="text-xs font-medium text-muted">{t('feedback.screenshot')}</span>
      {preview ? (
        <div className="relative w-40 overflow-hidden rounded-lg border border-line bg-surface-2">
          <img
            src={preview}
            alt={t('feedback.screenshotPreview')}
            className="aspect-video w-full object-cover"
          />
          <button
            type="button"
            onClick={() => onChange(null)}
            className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/60 text-white"
            aria-label={t('feedback.screenshotRemove')}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ) : (
        <label className="flex h-20 cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-line bg-surface-2 text-sm font-semibold text-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 hover:border-accent hover:text-fg">
          <Icon name="download" className="size-5 rotate-180" />
          {t('feedback.screenshotAdd')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
            data-testid="feedback-screenshot"
          />
        </label>
      )}
      <p className="text-xs text-faint">{t('feedback.screenshotLimits')}</p>
      {problem ? (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The feedback and complaints form (seed 001 §2, §3, §5): question type, the description within the merchant's word
 * limits (counted as the server counts, also without spaces), how to reach the member, and an optional screenshot.
 */
export function FeedbackForm({ limits }: { limits: TFeedbackWordLimits }) {
  const { t, i18n } = useTranslation('member');
  const id = useId();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState<TFeedbackQuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [contactType, setContactType] = useState<TFeedbackContactType>('EMAIL');
  const [contact, setContact] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const words = countWords(content, i18n.language);
  const wordsOk = words >= limits.minWords && words <= limits.maxWords;
  const contactOk = isValidContact(contactType, contact.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSent(false);
    if (!wordsOk || !contactOk) return;
    const form = new FormData();
    form.append('questionType', questionType);
    form.append('content', content.trim());
    form.append('contactType', contactType);
    form.append('contact', contact.trim());
    if (screenshot) form.append('screenshot', screenshot, screenshot.name);
    send.mutate(form, {
      onSuccess: () => {
        setContent('');
        setScreenshot(null);
        setChecked(false);
        setSent(true);
      },
    });
  };
  const wordsError =
    checked && !wordsOk ? t('feedback.wordsOut', { min: limits.minWords, max: limits.maxWords }) : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="feedback-form">
      <QuestionTypes value={questionType} onChange={setQuestionType} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-content`} className="text-xs font-medium text-muted">
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={5}
          maxLength={FEEDBACK_LIMITS.content}
          aria-invalid={wordsError ? true : undefined}
          aria-describedby={`${id}-words`}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t('feedback.contentPlaceholder')}
          className={`w-full rounded-lg border bg-surface-2 px-3 py-2 text-sm text-fg outline-none placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/25 ${wordsError ? 'border-danger' : 'border-line'}`}
          data-testid="feedback-content"
        />
        <p
          id={`${id}-words`}
          className={`flex justify-between gap-3 text-xs ${wordsError ? 'text-danger' : 'text-faint'}`}
        >
          <span role={wordsError ? 'alert' : undefined}>
            {wordsError ?? t('feedback.wordsHint', { min: limits.minWords, max: limits.maxWords })}
          </span>
          <span className="shrink-0 tabular-nums" data-testid="feedback-words">
            {t('feedback.wordCount', { count: words })}
          </span>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[180px_1fr]">
        <SelectField
          label={t('feedback.contactType')}
          value={contactType}
          onChange={(value) => setContactType(value as TFeedbackContactType)}
          testId="feedback-contact-type"
        >
          {FEEDBACK_CONTACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.contactTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('feedback.contact')}
          value={contact}
          maxLength={FEEDBACK_LIMITS.contact}
          placeholder={PLACEHOLDERS[contactType]}
          onChange={(event) => setContact(event.target.value)}
          error={checked && !contactOk ? t('feedback.contactInvalid') : undefined}
          data-testid="feedback-contact"
        />
      </div>
      <ScreenshotPicker file={screenshot} onChange={setScreenshot} />
      <FormError error={send.error} />
      <FormSuccess text={sent ? t('feedback.sent') : null} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        busy={send.isPending}
        data-testid="feedback-submit"
      >
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
