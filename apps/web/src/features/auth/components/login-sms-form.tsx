import { VERIFICATION_CODE_MAX_LENGTH } from '@tala/contract/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { login } from '../api/auth-api.ts';
import { readRemembered, rememberMobile } from '../api/remember-me.ts';
import { applyFieldErrors, errorText } from '../api/server-errors.ts';
import { useCaptcha, wantsCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { MobileField, useDialingDefaults } from './mobile-field.tsx';
import { ShieldIcon } from './password-field.tsx';
import { RememberCheckbox } from './remember-checkbox.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SubmitButton, type TSubmitPhase } from './submit-button.tsx';
import { WarningDialog } from './warning-dialog.tsx';

type TValues = { mobile: string; code: string; captcha: string; remember: boolean };
const FIELDS = ['mobile', 'code', 'captcha'] as const;
export const MOBILE_RE = /^\d{4,20}$/;

/** Login with an SMS code (type sms): no proof-of-work, the code itself is the check (seed 000 §4). */
export function LoginSmsForm() {
  const { t } = useTranslation('auth');
  const remembered = readRemembered();
  const { pickerOn, defaultCode } = useDialingDefaults();
  const [dialingCode, setDialingCode] = useState(remembered.dialingCode || defaultCode);
  const { register, handleSubmit, setError, formState, trigger, getValues } = useForm<TValues>({
    defaultValues: { mobile: remembered.mobile, code: '', captcha: '', remember: remembered.enabled },
  });
  const sms = useSmsSender('login');
  const captcha = useCaptcha();
  const completeLogin = useCompleteLogin();
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  // Without the picker the merchant's default applies once the settings arrive.
  useEffect(() => {
    if (!pickerOn && !remembered.dialingCode) setDialingCode(defaultCode);
  }, [pickerOn, defaultCode, remembered.dialingCode]);

  async function onSend() {
    if (await trigger('mobile')) await sms.send(getValues('mobile').trim(), dialingCode);
  }

  async function onSubmit(values: TValues) {
    setFormError(null);
    const mobile = values.mobile.trim();
    rememberMobile(values.remember, dialingCode, mobile);
    setPhase('submitting');
    try {
      const captchaAnswer = captcha.visible ? values.captcha.trim() : undefined;
      const result = await login({
        type: 'sms',
        username: mobile,
        countryDialingCode: dialingCode,
        password: values.code.trim(),
        captcha: captchaAnswer,
      });
      await completeLogin(result, 'sms');
    } catch (error) {
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
      data-testid="login-sms-form"
    >
      <MobileField
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        error={errors.mobile?.message}
        registration={register('mobile', {
          validate: (value) =>
            value.trim() === '' ? t('enter_mobile') : MOBILE_RE.test(value.trim()) || t('mobile_invalid'),
        })}
      />
      <TextField
        label={t('sms_code')}
        placeholder={t('sms_code_placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        leading={<ShieldIcon />}
        trailing={
          <SendCodeButton secondsLeft={sms.secondsLeft} sending={sms.sending} onClick={() => void onSend()} />
        }
        error={errors.code?.message}
        data-testid="sms-code-input"
        {...register('code', { validate: (value) => value.trim() !== '' || t('enter_sms_code') })}
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
      <RememberCheckbox registration={register('remember')} />
      <FormAlert message={formError} />
      <SubmitButton phase={phase} label={t('login')} testId="login-submit" />
      <WarningDialog message={sms.warning} onClose={sms.dismissWarning} />
    </form>
  );
}
