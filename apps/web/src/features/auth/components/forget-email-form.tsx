import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { closeModal } from '../../../lib/modal-store.ts';
import { resetByEmail } from '../api/auth-api.ts';
import { escapeHtml } from '../api/escape-html.ts';
import { applyFieldErrors, errorText } from '../api/server-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { MailIcon, UserIcon } from './password-field.tsx';
import { SubmitButton, type TSubmitPhase } from './submit-button.tsx';

type TValues = { username: string; email: string };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Username + e-mail → the server mails a temporary password; a confirmation closes the modal. */
export function ForgetEmailForm() {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, setError, formState } = useForm<TValues>({
    defaultValues: { username: '', email: '' },
  });
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(values: TValues) {
    setFormError(null);
    setPhase('submitting');
    try {
      await resetByEmail({ username: values.username.trim(), email: values.email.trim() });
      setSentTo(values.email.trim());
    } catch (error) {
      const placed = applyFieldErrors(
        error,
        ['username', 'email'],
        (name, message) => setError(name as keyof TValues, { message }),
        t,
      );
      if (!placed) setFormError(errorText(error, t));
    } finally {
      setPhase('idle');
    }
  }

  const errors = formState.errors;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="forget-email-form"
    >
      <TextField
        label={t('username')}
        placeholder={t('username_placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={32}
        required
        leading={<UserIcon />}
        error={errors.username?.message}
        data-testid="forget-username"
        {...register('username', { validate: (value) => value.trim() !== '' || t('enter_username') })}
      />
      <TextField
        label={t('email')}
        placeholder={t('email_placeholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={120}
        required
        leading={<MailIcon />}
        error={errors.email?.message}
        data-testid="forget-email"
        {...register('email', {
          validate: (value) =>
            value.trim() === '' ? t('not_empty') : EMAIL_RE.test(value.trim()) || t('email_invalid'),
        })}
      />
      <FormAlert message={formError} />
      <SubmitButton phase={phase} label={t('send_reset_email')} testId="forget-email-submit" />
      <ConfirmDialog
        open={sentTo !== null}
        title={t('reset_email_sent_title')}
        html={escapeHtml(t('reset_email_sent', { email: sentTo ?? '' }))}
        icon="success"
        hideCancel
        onConfirm={() => {
          setSentTo(null);
          closeModal();
        }}
        onCancel={() => {
          setSentTo(null);
          closeModal();
        }}
      />
    </form>
  );
}
