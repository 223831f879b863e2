import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import { closeModal, openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { writeSession } from '../../../lib/session-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { changePassword } from '../api/auth-api.ts';
import { patternMessage, rulesByField, ruleValidator } from '../api/register-rules.ts';
import { applyFieldErrors, errorText } from '../api/server-errors.ts';
import { useRegisterSettings } from '../hooks/use-auth-data.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton, type TSubmitPhase } from './submit-button.tsx';

type TValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };
const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Change password (changePassModal). Forced after a login with a default or expired password
 * (cpw=1): it cannot be dismissed until changed, only left by signing out.
 */
export function ChangePassModal() {
  const { t } = useTranslation('auth');
  const { name } = useOpenModal();
  const { mustChangePassword } = useSession();
  const [nudge, setNudge] = useState(false);
  function onOpenChange(open: boolean) {
    if (open) return;
    if (mustChangePassword) setNudge(true);
    else closeModal();
  }
  return (
    <Modal
      open={name === 'changePass'}
      onOpenChange={onOpenChange}
      title={t('change_password_title')}
      description={mustChangePassword ? t('change_password_forced') : t('change_password_subtitle')}
      width={460}
      testId="change-pass-modal"
    >
      {mustChangePassword ? <ForcedNotice highlight={nudge} /> : null}
      <ChangePassForm />
    </Modal>
  );
}

function ForcedNotice({ highlight }: { highlight: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div
      data-testid="forced-notice"
      className={`mb-4 flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm transition-colors ${highlight ? 'border-warning bg-warning/15 text-fg' : 'border-warning/40 bg-warning/10 text-muted'}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0 text-warning"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 3l10 18H2L12 3z" strokeLinejoin="round" />
        <path d="M12 10v5M12 18v.5" strokeLinecap="round" />
      </svg>
      <span>
        {t('change_password_required')}{' '}
        <button
          type="button"
          onClick={() => openModal('logout')}
          className="font-semibold text-accent hover:underline"
          data-testid="forced-logout"
        >
          {t('sign_out_instead')}
        </button>
      </span>
    </div>
  );
}

function ChangePassForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const passwordRule = rulesByField(useRegisterSettings().data).password;
  const { register, handleSubmit, setError, formState } = useForm<TValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(values: TValues) {
    setFormError(null);
    setPhase('submitting');
    try {
      const result = await changePassword(values);
      // If the server rotates the token on a password change, keep the new one.
      const token = (result as { token?: unknown } | null)?.token;
      writeSession({ cpw: null, ...(typeof token === 'string' ? { token } : {}) });
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
      closeModal();
      navigate('/index');
    } catch (error) {
      const placed = applyFieldErrors(
        error,
        FIELDS,
        (field, message) => setError(field as keyof TValues, { message }),
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
      data-testid="change-pass-form"
    >
      <PasswordField
        label={t('old_password')}
        placeholder={t('old_password_placeholder')}
        autoComplete="current-password"
        required
        maxLength={64}
        error={errors.oldPassword?.message}
        data-testid="old-password"
        {...register('oldPassword', { validate: (value) => value !== '' || t('not_empty') })}
      />
      <PasswordField
        label={t('new_password')}
        placeholder={t('new_password_placeholder')}
        autoComplete="new-password"
        required
        maxLength={passwordRule?.maxLength ?? 64}
        hint={passwordRule ? patternMessage(passwordRule, t) : undefined}
        error={errors.newPassword?.message}
        data-testid="new-password"
        {...register('newPassword', { validate: ruleValidator(passwordRule, t, true) })}
      />
      <PasswordField
        label={t('confirm_password')}
        placeholder={t('confirm_password_placeholder')}
        autoComplete="new-password"
        required
        maxLength={passwordRule?.maxLength ?? 64}
        error={errors.confirmNewPassword?.message}
        data-testid="confirm-new-password"
        {...register('confirmNewPassword', {
          validate: (value, all) =>
            value === '' ? t('not_empty') : value === all.newPassword || t('inconsistent_twice'),
        })}
      />
      <FormAlert message={formError} />
      <SubmitButton phase={phase} label={t('change_password_submit')} testId="change-pass-submit" />
    </form>
  );
}
