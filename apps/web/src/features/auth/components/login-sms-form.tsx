import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { login } from '../api/auth-api.ts';
import { readRemembered, rememberMobile } from '../api/remember-me.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { AuthForm } from './auth-form.tsx';
import { LoginFormEnd } from './login-form-end.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { useDialingDefaults } from './mobile-field.tsx';

type TValues = { mobile: string; code: string; captcha: string; remember: boolean };
const FIELDS = ['mobile', 'code', 'captcha'] as const;

/** Login with an SMS code (type sms): no proof-of-work, the code itself is the check (seed 000 §4). */
export function LoginSmsForm() {
  const remembered = readRemembered();
  const { pickerOn, defaultCode } = useDialingDefaults();
  const [dialingCode, setDialingCode] = useState(remembered.dialingCode || defaultCode);
  const form = useForm<TValues>({
    defaultValues: { mobile: remembered.mobile, code: '', captcha: '', remember: remembered.enabled },
  });
  const captcha = useCaptcha();
  const completeLogin = useCompleteLogin();
  const submit = useFormSubmit(form.setError, FIELDS);

  // Without the picker the merchant's default applies once the settings arrive.
  useEffect(() => {
    if (!pickerOn && !remembered.dialingCode) setDialingCode(defaultCode);
  }, [pickerOn, defaultCode, remembered.dialingCode]);

  function onSubmit(values: TValues) {
    const mobile = values.mobile.trim();
    rememberMobile(values.remember, dialingCode, mobile);
    return submit.run(async () => {
      submit.setPhase('submitting');
      const result = await login({
        type: 'sms',
        username: mobile,
        countryDialingCode: dialingCode,
        password: values.code.trim(),
        captcha: captcha.visible ? values.captcha.trim() : undefined,
      });
      await completeLogin(result, 'sms');
    }, captcha.afterLoginFailure);
  }

  return (
    <AuthForm onSubmit={form.handleSubmit(onSubmit)} testId="login-sms-form">
      <MobileCodeFields
        purpose="login"
        form={form}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
      />
      <LoginFormEnd form={form} captcha={captcha} submit={submit} />
    </AuthForm>
  );
}
