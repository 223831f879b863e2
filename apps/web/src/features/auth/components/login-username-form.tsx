import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { login } from '../api/auth-api.ts';
import { solveHumanCheck } from '../api/human-check.ts';
import { readRemembered, rememberUsername } from '../api/remember-me.ts';
import { applyFieldErrors, errorText } from '../api/server-errors.ts';
import { useCaptcha, wantsCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField, UserIcon } from './password-field.tsx';
import { RememberCheckbox } from './remember-checkbox.tsx';
import { SubmitButton, type TSubmitPhase } from './submit-button.tsx';

type TValues = { username: string; password: string; captcha: string; remember: boolean };
const FIELDS = ['username', 'password', 'captcha'] as const;

/** Username + password login: validated, ALTCHA proof-of-work, then the sealed login call (seed 000 §4). */
export function LoginUsernameForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('auth');
  const remembered = readRemembered();
  const { register, handleSubmit, setError, formState } = useForm<TValues>({
    defaultValues: { username: remembered.username, password: '', captcha: '', remember: remembered.enabled },
  });
  const captcha = useCaptcha();
  const completeLogin = useCompleteLogin();
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(values: TValues) {
    setFormError(null);
    const username = values.username.trim();
    rememberUsername(values.remember, username);
    try {
      setPhase('verifying');
      const verification = await solveHumanCheck();
      setPhase('submitting');
      const captchaAnswer = captcha.visible ? values.captcha.trim() : undefined;
      const result = await login({
        type: 'username',
        username,
        password: values.password.trim(),
        captcha: captchaAnswer,
        verification,
      });
      await completeLogin(result, 'username');
    } catch (error) {
      onFailure(error);
    } finally {
      setPhase('idle');
    }
  }

  function onFailure(error: unknown) {
    // A captcha answer is single use: any failure while it is shown needs a fresh image.
    if (error instanceof ApiError && (wantsCaptcha(error.value) || captcha.visible)) {
      if (captcha.visible) void captcha.refresh();
      else captcha.reveal();
    }
    const placed = applyFieldErrors(
      error,
      FIELDS,
      (name, message) => setError(name as keyof TValues, { message }),
      t,
    );
    if (!placed) setFormError(errorText(error, t));
  }

  const errors = formState.errors;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="login-username-form"
    >
      <TextField
        label={t('username')}
        placeholder={t('username_placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        leading={<UserIcon />}
        error={errors.username?.message}
        data-testid="login-username"
        {...register('username', { validate: (value) => value.trim() !== '' || t('enter_username') })}
      />
      <PasswordField
        label={t('password')}
        placeholder={t('password_placeholder')}
        autoComplete="current-password"
        maxLength={64}
        error={errors.password?.message}
        data-testid="login-password"
        {...register('password', { validate: (value) => value.trim() !== '' || t('enter_password') })}
      />
      {captcha.visible ? (
        <CaptchaField
          image={captcha.image}
          failed={captcha.failed}
          onRefresh={() => void captcha.refresh()}
          error={errors.captcha?.message}
          registration={register('captcha', {
            validate: (value) => value.trim() !== '' || t('enter_captcha'),
          })}
        />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <RememberCheckbox registration={register('remember')} />
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-medium text-accent hover:underline"
          data-testid="forgot-link"
        >
          {t('forgot_password')}
        </button>
      </div>
      <FormAlert message={formError} />
      <SubmitButton phase={phase} label={t('login')} testId="login-submit" />
    </form>
  );
}
