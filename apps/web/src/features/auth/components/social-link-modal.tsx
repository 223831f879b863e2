import type { TSocialPending } from '@tala/contract/session/social';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { UsernameField } from '../../../components/form/username-field.tsx';
import { filled } from '../../../lib/field-validators.ts';
import { closeModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useRegisterSettings } from '../../../lib/register-settings.ts';
import { signupLinkCode } from '../api/signup-link.ts';
import { linkWithSocial, registerWithSocial } from '../api/social-api.ts';
import { useAuthSwitches } from '../hooks/use-auth-data.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { AgreeCheckbox } from './agree-checkbox.tsx';
import { AuthForm } from './auth-form.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { SubmitRow } from './submit-row.tsx';

type TTab = 'create' | 'link';

function NewAccountForm({ ticket, pending }: { ticket: string; pending: TSocialPending }) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const form = useForm({ defaultValues: { username: pending.suggestedUsername, agree: true } });
  const submit = useFormSubmit(form.setError, ['username', 'agree']);
  const completeLogin = useCompleteLogin();
  const onSubmit = form.handleSubmit((values) =>
    submit.run(async () => {
      submit.setPhase('submitting');
      const result = await registerWithSocial({
        ticket,
        username: values.username.trim(),
        agree: true,
        affiliateCode: signupLinkCode('affiliateCode'),
        referralCode: signupLinkCode('referralCode'),
      });
      await completeLogin(result, 'social');
    }),
  );
  const errors = form.formState.errors;
  return (
    <AuthForm onSubmit={onSubmit} testId="social-create-form">
      <UsernameField
        maxLength={32}
        error={errors.username?.message}
        data-testid="social-username"
        {...form.register('username', { validate: filled(t, 'enter_username') })}
      />
      <AgreeCheckbox
        minAge={settings.data?.minAge ?? 18}
        error={errors.agree?.message}
        registration={form.register('agree', { validate: (on) => on || t('must_agree') })}
      />
      <SubmitRow submit={submit} label={t('social.create')} testId="social-create-submit" />
    </AuthForm>
  );
}

function LinkAccountForm({ ticket }: { ticket: string }) {
  const { t } = useTranslation('auth');
  const form = useForm({ defaultValues: { username: '', password: '' } });
  const submit = useFormSubmit(form.setError, ['username', 'password']);
  const completeLogin = useCompleteLogin();
  const onSubmit = form.handleSubmit((values) =>
    submit.run(async () => {
      submit.setPhase('submitting');
      const result = await linkWithSocial({
        ticket,
        username: values.username.trim(),
        password: values.password,
      });
      await completeLogin(result, 'social');
    }),
  );
  const errors = form.formState.errors;
  return (
    <AuthForm onSubmit={onSubmit} testId="social-link-form">
      <UsernameField
        maxLength={32}
        error={errors.username?.message}
        data-testid="social-link-username"
        {...form.register('username', { validate: filled(t, 'enter_username') })}
      />
      <PasswordField
        label={t('password')}
        placeholder={t('password_placeholder')}
        autoComplete="current-password"
        maxLength={64}
        error={errors.password?.message}
        data-testid="social-link-password"
        {...form.register('password', { validate: filled(t, 'enter_password') })}
      />
      <SubmitRow submit={submit} label={t('social.link')} testId="social-link-submit" />
    </AuthForm>
  );
}

/**
 * Back from Google or Facebook with an account this site does not know yet: make a new account or link
 * an existing one (password confirmed). Either way the link is final (seed 001 §8), and it says so.
 */
export function SocialLinkModal() {
  const { t } = useTranslation('auth');
  const { name, props } = useOpenModal();
  const switches = useAuthSwitches();
  const [tab, setTab] = useState<TTab>('create');
  const ticket = typeof props.ticket === 'string' ? props.ticket : '';
  const pending = props.pending as TSocialPending | undefined;
  if (name !== 'socialLink' || !pending) return null;
  const provider = t(`social.providers.${pending.provider}`);
  const tabs = [
    ...(switches.directRegister ? [{ id: 'create' as const, label: t('social.tabCreate') }] : []),
    { id: 'link' as const, label: t('social.tabLink') },
  ];
  const active = switches.directRegister ? tab : 'link';
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : closeModal())}
      title={t('social.completeTitle', { provider })}
      description={t('social.completeSubtitle', { provider })}
      testId="social-link-modal"
    >
      <div className="mb-4 flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent">
          <Icon name="users" className="size-4" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-fg" data-testid="social-identity">
            {pending.displayName ?? pending.email ?? provider}
          </p>
          {pending.email ? <p className="truncate text-xs text-muted">{pending.email}</p> : null}
        </div>
      </div>
      <AuthTabs
        tabs={tabs}
        value={active}
        onChange={setTab}
        label={t('social.completeTitle', { provider })}
      />
      {active === 'create' ? (
        <NewAccountForm ticket={ticket} pending={pending} />
      ) : (
        <LinkAccountForm ticket={ticket} />
      )}
      <p className="mt-4 flex items-start gap-2 text-xs text-muted">
        <Icon name="info" className="mt-0.5 size-3.5 shrink-0" />
        {t('social.permanent', { provider })}
      </p>
    </Modal>
  );
}
