import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIcon } from '../../../components/form/field-icons.tsx';
import { UsernameField } from '../../../components/form/username-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { filled } from '../../../lib/field-validators.ts';
import { closeModal } from '../../../lib/modal-store.ts';
import { resetByEmail } from '../api/auth-api.ts';
import { escapeHtml } from '../api/escape-html.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { AuthForm } from './auth-form.tsx';
import { SubmitRow } from './submit-row.tsx';

type TValues = { username: string; email: string };
const FIELDS = ['username', 'email'] as const;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Username + e-mail → the server mails a temporary password; a confirmation closes the modal. */
export function ForgetEmailForm() {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, setError, formState } = useForm<TValues>({
    defaultValues: { username: '', email: '' },
  });
  const submit = useFormSubmit(setError, FIELDS);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(values: TValues) {
    return submit.run(async () => {
      submit.setPhase('submitting');
      await resetByEmail({ username: values.username.trim(), email: values.email.trim() });
      setSentTo(values.email.trim());
    });
  }

  const errors = formState.errors;
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} testId="forget-email-form">
      <UsernameField
        maxLength={32}
        required
        error={errors.username?.message}
        data-testid="forget-username"
        {...register('username', { validate: filled(t, 'enter_username') })}
      />
      <TextField
        label={t('email')}
        placeholder={t('email_placeholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={120}
        required
        leading={<FieldIcon name="mail" />}
        error={errors.email?.message}
        data-testid="forget-email"
        {...register('email', {
          validate: (value) =>
            value.trim() === '' ? t('not_empty') : EMAIL_RE.test(value.trim()) || t('email_invalid'),
        })}
      />
      <SubmitRow submit={submit} label={t('send_reset_email')} testId="forget-email-submit" />
      <SentDialog
        sentTo={sentTo}
        onClose={() => {
          setSentTo(null);
          closeModal();
        }}
      />
    </AuthForm>
  );
}

/** "Check your inbox": confirming it (or dismissing it) also closes the recovery modal. */
function SentDialog({ sentTo, onClose }: { sentTo: string | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <ConfirmDialog
      open={sentTo !== null}
      title={t('reset_email_sent_title')}
      html={escapeHtml(t('reset_email_sent', { email: sentTo ?? '' }))}
      icon="success"
      hideCancel
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
