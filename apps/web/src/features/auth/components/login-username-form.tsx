import type { TLoginChallenge } from '@tala/contract/session/device-verification';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { UsernameField } from '../../../components/form/username-field.tsx';
import { filled } from '../../../lib/field-validators.ts';
import { login } from '../api/auth-api.ts';
import { challengeOf } from '../api/device-verification-api.ts';
import { solveHumanCheck } from '../api/human-check.ts';
import { readRemembered, rememberUsername } from '../api/remember-me.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { AuthForm } from './auth-form.tsx';
import { LoginFormEnd } from './login-form-end.tsx';

type TValues = { username: string; password: string; captcha: string; remember: boolean };
const FIELDS = ['username', 'password', 'captcha'] as const;

/**
 * Username + password login: validated, ALTCHA proof-of-work, then the sealed login call (seed 000 §4).
 * A right password from a device new to the account answers a challenge instead (decision 022).
 */
export function LoginUsernameForm({
  onForgot,
  onChallenge,
}: {
  onForgot: () => void;
  onChallenge: (challenge: TLoginChallenge) => void;
}) {
  const { t } = useTranslation('auth');
  const remembered = readRemembered();
  const form = useForm<TValues>({
    defaultValues: { username: remembered.username, password: '', captcha: '', remember: remembered.enabled },
  });
  const { register, formState } = form;
  const captcha = useCaptcha();
  const completeLogin = useCompleteLogin();
  const submit = useFormSubmit(form.setError, FIELDS);

  function onSubmit(values: TValues) {
    const username = values.username.trim();
    rememberUsername(values.remember, username);
    return submit.run(async () => {
      submit.setPhase('verifying');
      const verification = await solveHumanCheck();
      submit.setPhase('submitting');
      const result = await login({
        type: 'username',
        username,
        password: values.password.trim(),
        captcha: captcha.visible ? values.captcha.trim() : undefined,
        verification,
      }).catch((error: unknown) => {
        const challenge = challengeOf(error);
        if (!challenge) throw error;
        onChallenge(challenge);
        return null;
      });
      if (result) await completeLogin(result, 'username');
    }, captcha.afterLoginFailure);
  }

  const errors = formState.errors;
  return (
    <AuthForm onSubmit={form.handleSubmit(onSubmit)} testId="login-username-form">
      <UsernameField
        spellCheck={false}
        maxLength={32}
        error={errors.username?.message}
        data-testid="login-username"
        {...register('username', { validate: filled(t, 'enter_username') })}
      />
      <PasswordField
        label={t('password')}
        placeholder={t('password_placeholder')}
        autoComplete="current-password"
        maxLength={64}
        error={errors.password?.message}
        data-testid="login-password"
        {...register('password', { validate: filled(t, 'enter_password') })}
      />
      <LoginFormEnd form={form} captcha={captcha} submit={submit} onForgot={onForgot} />
    </AuthForm>
  );
}
