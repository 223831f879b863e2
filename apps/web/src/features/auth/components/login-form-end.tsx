import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { filled } from '../../../lib/field-validators.ts';
import type { useCaptcha } from '../hooks/use-captcha.ts';
import type { TFormSubmit } from '../hooks/use-form-submit.ts';
import { CaptchaField } from './captcha-field.tsx';
import { RememberCheckbox } from './remember-checkbox.tsx';
import { SubmitRow } from './submit-row.tsx';

type TLoginEndValues = { captcha: string; remember: boolean };

/**
 * What both login forms end with: the captcha once the server asks for it, "remember me" (beside the
 * forgot-password link when there is one), the alert and the login button.
 */
export function LoginFormEnd<T extends TLoginEndValues>({
  form,
  captcha,
  submit,
  onForgot,
}: {
  form: UseFormReturn<T>;
  captcha: ReturnType<typeof useCaptcha>;
  submit: TFormSubmit;
  onForgot?: (() => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  // The form holds more fields than these two; this component only ever touches its own.
  const { register, formState } = form as unknown as UseFormReturn<TLoginEndValues>;
  const remember = <RememberCheckbox registration={register('remember')} />;
  return (
    <>
      {captcha.visible ? (
        <CaptchaField
          captcha={captcha}
          error={formState.errors.captcha?.message}
          registration={register('captcha', { validate: filled(t, 'enter_captcha') })}
        />
      ) : null}
      {onForgot ? (
        <div className="flex items-center justify-between gap-3">
          {remember}
          <button
            type="button"
            onClick={onForgot}
            className="text-sm font-medium text-accent hover:underline"
            data-testid="forgot-link"
          >
            {t('forgot_password')}
          </button>
        </div>
      ) : (
        remember
      )}
      <SubmitRow submit={submit} label={t('login')} testId="login-submit" />
    </>
  );
}
