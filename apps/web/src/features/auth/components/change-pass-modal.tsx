import { LineSvg } from '@tala/ui/line-svg';
import { Modal } from '@tala/ui/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { PasswordPairFields } from '../../../components/form/password-pair-fields.tsx';
import { rulesByField } from '../../../lib/field-rules.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import { closeModal, openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useRegisterSettings } from '../../../lib/register-settings.ts';
import { writeSession } from '../../../lib/session-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { changePassword } from '../api/auth-api.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { AuthForm } from './auth-form.tsx';
import { SubmitRow } from './submit-row.tsx';

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
      <LineSvg className="mt-0.5 size-4 shrink-0 text-warning">
        <path d="M12 3l10 18H2L12 3z" strokeLinejoin="round" />
        <path d="M12 10v5M12 18v.5" strokeLinecap="round" />
      </LineSvg>
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
  const form = useForm<TValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const submit = useFormSubmit(form.setError, FIELDS);

  function onSubmit(values: TValues) {
    return submit.run(async () => {
      submit.setPhase('submitting');
      const result = await changePassword(values);
      // If the server rotates the token on a password change, keep the new one.
      const token = (result as { token?: unknown } | null)?.token;
      writeSession({ cpw: null, ...(typeof token === 'string' ? { token } : {}) });
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
      closeModal();
      navigate('/index');
    });
  }

  return (
    <AuthForm onSubmit={form.handleSubmit(onSubmit)} testId="change-pass-form">
      <PasswordField
        label={t('old_password')}
        placeholder={t('old_password_placeholder')}
        autoComplete="current-password"
        required
        maxLength={64}
        error={form.formState.errors.oldPassword?.message}
        data-testid="old-password"
        {...form.register('oldPassword', { validate: (value) => value !== '' || t('not_empty') })}
      />
      <PasswordPairFields
        form={form}
        names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
        rule={passwordRule}
        isNew
        testIds={{ password: 'new-password', confirm: 'confirm-new-password' }}
      />
      <SubmitRow submit={submit} label={t('change_password_submit')} testId="change-pass-submit" />
    </AuthForm>
  );
}
