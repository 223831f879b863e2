import { VERIFICATION_CODE_MAX_LENGTH } from '@tala/contract/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { resetByPhone } from '../api/auth-api.ts';
import { patternMessage, rulesByField, ruleValidator } from '../api/register-rules.ts';
import { applyFieldErrors, errorText } from '../api/server-errors.ts';
import { useRegisterSettings } from '../hooks/use-auth-data.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { FormAlert } from './form-alert.tsx';
import { MOBILE_RE } from './login-sms-form.tsx';
import { MobileField, useDialingDefaults } from './mobile-field.tsx';
import { PasswordField, ShieldIcon } from './password-field.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SubmitButton, type TSubmitPhase } from './submit-button.tsx';
import { WarningDialog } from './warning-dialog.tsx';

type TValues = { mobile: string; code: string; newPassword: string };
const FIELDS = ['mobile', 'code', 'newPassword'] as const;

/** Recovery by phone: SMS code (countdown to the server's expirationTime), new password, auto login. */
export function ForgetPhoneForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { defaultCode } = useDialingDefaults();
  const passwordRule = rulesByField(useRegisterSettings().data).password;
  const [dialingCode, setDialingCode] = useState(defaultCode);
  const { register, handleSubmit, setError, formState, trigger, getValues } = useForm<TValues>({
    defaultValues: { mobile: '', code: '', newPassword: '' },
  });
  const sms = useSmsSender('forgot');
  const completeLogin = useCompleteLogin();
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => setDialingCode(defaultCode), [defaultCode]);

  async function onSend() {
    if (await trigger('mobile')) await sms.send(getValues('mobile').trim(), dialingCode);
  }

  async function onSubmit(values: TValues) {
    setFormError(null);
    setPhase('submitting');
    try {
      const result = await resetByPhone({
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
      });
      await completeLogin(result, 'phoneReset');
      navigate('/index');
    } catch (error) {
      const mapped = (name: string, message: string) =>
        setError(
          (name === 'mobileNum' ? 'mobile' : name === 'verificationCode' ? 'code' : name) as keyof TValues,
          { message },
        );
      const placed = applyFieldErrors(error, [...FIELDS, 'mobileNum', 'verificationCode'], mapped, t);
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
      data-testid="forget-phone-form"
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
        required
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        leading={<ShieldIcon />}
        trailing={
          <SendCodeButton secondsLeft={sms.secondsLeft} sending={sms.sending} onClick={() => void onSend()} />
        }
        error={errors.code?.message}
        data-testid="sms-code-input"
        {...register('code', { validate: (value) => value.trim() !== '' || t('enter_sms_code') })}
      />
      <PasswordField
        label={t('new_password')}
        placeholder={t('new_password_placeholder')}
        autoComplete="new-password"
        required
        maxLength={passwordRule?.maxLength ?? 64}
        hint={passwordRule ? patternMessage(passwordRule, t) : undefined}
        error={errors.newPassword?.message}
        data-testid="forget-new-password"
        {...register('newPassword', { validate: ruleValidator(passwordRule, t, true) })}
      />
      <FormAlert message={formError} />
      <SubmitButton phase={phase} label={t('reset_and_login')} testId="forget-phone-submit" />
      <WarningDialog message={sms.warning} onClose={sms.dismissWarning} />
    </form>
  );
}
