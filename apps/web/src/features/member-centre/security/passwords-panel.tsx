import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { Panel, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { openModal } from '../../../lib/modal-store.ts';
import {
  type TWithdrawPasswordInput,
  useSaveWithdrawPassword,
  useSecurityOverview,
} from '../api/security-api.ts';

const WITHDRAW_PASSWORD = /^[A-Za-z0-9]{6,20}$/;

/** Login password (the shared change-password modal) and the withdrawal password (set once, then changed with the old one). */
export function PasswordsPanel() {
  const { t } = useTranslation('member');
  const overview = useSecurityOverview();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Panel title={t('passwords.login')} icon="shield" testId="login-password-panel">
        <p className="mb-4 text-sm text-muted">{t('passwords.loginHint')}</p>
        <Button
          variant="secondary"
          onClick={() => openModal('changePass')}
          data-testid="open-change-password"
        >
          {t('passwords.change')}
        </Button>
      </Panel>
      {overview.data ? (
        <WithdrawPasswordForm hasOne={overview.data.hasWithdrawPassword} />
      ) : (
        <PanelSkeleton rows={1} />
      )}
    </div>
  );
}

/** The withdrawal password as a card of its own (security centre). */
export function WithdrawPasswordForm({ hasOne }: { hasOne: boolean }) {
  const { t } = useTranslation('member');
  return (
    <Panel title={t('passwords.withdraw')} icon="lock" testId="withdraw-password-panel">
      <WithdrawPasswordFields hasOne={hasOne} />
    </Panel>
  );
}

/**
 * Set (or change) the withdrawal password: the form alone, so the withdrawal checklist can hold it too.
 * Passwords stay in the form's memory only; the form is reset after saving.
 */
export function WithdrawPasswordFields({ hasOne }: { hasOne: boolean }) {
  const { t } = useTranslation('member');
  const save = useSaveWithdrawPassword(hasOne);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, reset, getValues, formState } = useForm<TWithdrawPasswordInput>({
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    const body = hasOne ? values : { password: values.password, confirmPassword: values.confirmPassword };
    const ok = await save.mutateAsync(body).then(
      () => true,
      () => false,
    );
    if (ok) {
      reset();
      setDone(true);
    }
  });
  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <p className="text-sm text-muted">
        {hasOne ? t('passwords.withdrawChangeHint') : t('passwords.withdrawSetHint')}
      </p>
      {hasOne ? (
        <TextField
          type="password"
          autoComplete="off"
          label={t('passwords.old')}
          data-testid="wpw-old"
          error={errors.oldPassword ? t('validation.required') : undefined}
          {...register('oldPassword', { required: true })}
        />
      ) : null}
      <TextField
        type="password"
        autoComplete="new-password"
        label={t('passwords.new')}
        hint={t('passwords.rule')}
        data-testid="wpw-new"
        error={errors.password ? t('passwords.rule') : undefined}
        {...register('password', { pattern: WITHDRAW_PASSWORD, required: true })}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        label={t('passwords.confirm')}
        data-testid="wpw-confirm"
        error={errors.confirmPassword ? t('validation.mismatch') : undefined}
        {...register('confirmPassword', { validate: (value) => value === getValues('password') })}
      />
      <FormError error={save.error} />
      <FormSuccess text={done ? t('passwords.saved') : null} />
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending} data-testid="wpw-submit">
          {hasOne ? t('passwords.changeWithdraw') : t('passwords.setWithdraw')}
        </Button>
      </div>
    </form>
  );
}
