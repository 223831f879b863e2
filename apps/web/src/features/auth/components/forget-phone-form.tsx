import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChosenPasswordField } from '../../../components/form/password-pair-fields.tsx';
import { rulesByField } from '../../../lib/field-rules.ts';
import { useRegisterSettings } from '../../../lib/register-settings.ts';
import { resetByPhone } from '../api/auth-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useFormSubmit } from '../hooks/use-form-submit.ts';
import { AuthForm } from './auth-form.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';
import { useDialingDefaults } from './mobile-field.tsx';
import { SubmitRow } from './submit-row.tsx';

type TValues = { mobile: string; code: string; newPassword: string };
const FIELDS = ['mobile', 'code', 'newPassword'] as const;
// The reset call names its fields as the API does; errors about them belong to this form's fields.
const SERVER_NAMES = { mobileNum: 'mobile', verificationCode: 'code' } as const;

/** Recovery by phone: SMS code (countdown to the server's expirationTime), new password, auto login. */
export function ForgetPhoneForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { defaultCode } = useDialingDefaults();
  const passwordRule = rulesByField(useRegisterSettings().data).password;
  const [dialingCode, setDialingCode] = useState(defaultCode);
  const form = useForm<TValues>({ defaultValues: { mobile: '', code: '', newPassword: '' } });
  const completeLogin = useCompleteLogin();
  const submit = useFormSubmit(form.setError, FIELDS, SERVER_NAMES);

  useEffect(() => setDialingCode(defaultCode), [defaultCode]);

  function onSubmit(values: TValues) {
    return submit.run(async () => {
      submit.setPhase('submitting');
      const result = await resetByPhone({
        mobileNum: values.mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
      });
      await completeLogin(result, 'phoneReset');
      navigate('/index');
    });
  }

  return (
    <AuthForm onSubmit={form.handleSubmit(onSubmit)} testId="forget-phone-form">
      <MobileCodeFields
        purpose="forgot"
        form={form}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        codeRequired
      />
      <ChosenPasswordField
        form={form}
        name="newPassword"
        rule={passwordRule}
        isNew
        testId="forget-new-password"
      />
      <SubmitRow submit={submit} label={t('reset_and_login')} testId="forget-phone-submit" />
    </AuthForm>
  );
}
