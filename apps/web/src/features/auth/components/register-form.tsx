import type { TRegisterSettings } from '@tala/contract/system/register-settings';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordPairFields } from '../../../components/form/password-pair-fields.tsx';
import { UsernameField } from '../../../components/form/username-field.tsx';
import { patternMessage, rulesByField, ruleValidator, type TRules } from '../../../lib/field-rules.ts';
import { EMPTY_REGISTER_VALUES, registerLayout, type TRegisterValues } from '../api/register-body.ts';
import { signupLinkCode } from '../api/signup-link.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useRegisterSubmit } from '../hooks/use-register-submit.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { AgreeCheckbox } from './agree-checkbox.tsx';
import { AuthForm } from './auth-form.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { RegisterExtraFields } from './register-extra-fields.tsx';
import { RegisterMobileFields } from './register-mobile-fields.tsx';
import { SubmitRow } from './submit-row.tsx';
import { WarningDialog } from './warning-dialog.tsx';

/** The rule-driven registration form (seed 000 §4–§5): validate, affiliate check, proof-of-work, register. */
export function RegisterForm({
  settings,
  byMobile,
  defaultDialingCode,
}: {
  settings: TRegisterSettings;
  byMobile: boolean;
  defaultDialingCode: string;
}) {
  const { t } = useTranslation('auth');
  const rules = rulesByField(settings);
  const layout = registerLayout(settings, rules, byMobile);
  const form = useForm<TRegisterValues>({
    defaultValues: {
      ...EMPTY_REGISTER_VALUES,
      affiliateCode: signupLinkCode('affiliateCode') ?? '',
      agree: true,
    },
  });
  const { register, handleSubmit, formState } = form;
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const sms = useSmsSender('register');
  const captcha = useCaptcha();
  const { submit, onSubmit, warning, dismissWarning } = useRegisterSubmit(
    form.setError,
    layout,
    captcha.refresh,
  );

  useEffect(() => {
    if (layout.captchaShown && !captcha.visible) captcha.reveal();
  }, [layout.captchaShown, captcha.visible, captcha.reveal]);

  const errors = formState.errors;
  return (
    <AuthForm
      onSubmit={handleSubmit((values) => onSubmit(values, dialingCode))}
      testId={byMobile ? 'register-mobile-form' : 'register-username-form'}
    >
      {byMobile ? null : <RegisterUsername form={form} rules={rules} />}
      <RegisterMobileFields
        form={form}
        rules={rules}
        layout={layout}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        sms={sms}
      />
      {layout.passwordShown ? <PasswordPair form={form} rules={rules} /> : null}
      <RegisterExtraFields names={layout.extras} rules={rules} form={form} />
      {layout.captchaShown ? (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          registration={register('captcha', { validate: ruleValidator(rules.captcha, t, true) })}
        />
      ) : null}
      <AgreeCheckbox
        minAge={settings.minAge}
        registration={register('agree', { validate: (value) => value || t('must_agree') })}
        error={errors.agree?.message}
      />
      <SubmitRow submit={submit} label={t('register')} testId="register-submit" />
      <WarningDialog
        message={sms.warning ?? warning}
        onClose={() => (sms.warning ? sms.dismissWarning() : dismissWarning())}
      />
    </AuthForm>
  );
}

function RegisterUsername({ form, rules }: { form: UseFormReturn<TRegisterValues>; rules: TRules }) {
  const { t } = useTranslation('auth');
  return (
    <UsernameField
      spellCheck={false}
      required
      maxLength={rules.username?.maxLength ?? 32}
      hint={rules.username ? patternMessage(rules.username, t) : undefined}
      error={form.formState.errors.username?.message}
      data-testid="register-username"
      {...form.register('username', { validate: ruleValidator(rules.username, t, true) })}
    />
  );
}

function PasswordPair({ form, rules }: { form: UseFormReturn<TRegisterValues>; rules: TRules }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordPairFields
        form={form}
        names={{ password: 'password', confirm: 'confirmPassword' }}
        rule={rules.password}
        testIds={{ password: 'register-password', confirm: 'register-confirm' }}
      />
    </div>
  );
}
