import { VERIFICATION_CODE_MAX_LENGTH } from '@tala/contract/constants';
import type { TRegisterSettings } from '@tala/contract/system/register-settings';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { checkAffiliate, register as registerCall, type TRegisterBody } from '../api/auth-api.ts';
import { solveHumanCheck } from '../api/human-check.ts';
import { referralCode } from '../api/referral-code.ts';
import {
  EXTRA_FIELDS,
  FIELD_INPUT,
  patternMessage,
  rulesByField,
  ruleValidator,
  type TExtraField,
  type TRules,
} from '../api/register-rules.ts';
import { applyFieldErrors, errorText } from '../api/server-errors.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { AgreeCheckbox } from './agree-checkbox.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { MOBILE_RE } from './login-sms-form.tsx';
import { MobileField } from './mobile-field.tsx';
import { PasswordField, ShieldIcon, UserIcon } from './password-field.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SubmitButton, type TSubmitPhase } from './submit-button.tsx';
import { WarningDialog } from './warning-dialog.tsx';

export type TRegisterValues = Record<
  TExtraField | 'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha',
  string
> & {
  agree: boolean;
};
const ALL_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  ...EXTRA_FIELDS,
] as const;
const EMPTY = Object.fromEntries(ALL_FIELDS.map((name) => [name, ''])) as Omit<TRegisterValues, 'agree'>;

/** Which parts of the form this merchant shows, derived once from the rule set. */
function layoutOf(settings: TRegisterSettings, rules: TRules, byMobile: boolean) {
  const mobileShown = byMobile || rules.mobileNum?.visible === true;
  return {
    mobileShown,
    codeShown: mobileShown && settings.smsVerification,
    passwordShown: !byMobile || settings.phoneRegistrationPassword,
    captchaShown: settings.captcha && rules.captcha?.visible === true,
    extras: EXTRA_FIELDS.filter(
      (name) => rules[name]?.visible && (name !== 'affiliateCode' || settings.affiliateCode),
    ),
  };
}

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
  const layout = layoutOf(settings, rules, byMobile);
  const form = useForm<TRegisterValues>({ defaultValues: { ...EMPTY, agree: true } });
  const { register, handleSubmit, setError, formState, trigger, getValues } = form;
  const [dialingCode, setDialingCode] = useState(defaultDialingCode);
  const sms = useSmsSender('register');
  const captcha = useCaptcha();
  const completeLogin = useCompleteLogin();
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (layout.captchaShown && !captcha.visible) captcha.reveal();
  }, [layout.captchaShown, captcha.visible, captcha.reveal]);

  async function onSend() {
    if (await trigger('mobileNum')) await sms.send(getValues('mobileNum').trim(), dialingCode);
  }

  function bodyOf(values: TRegisterValues, verification: string): TRegisterBody {
    const extras = Object.fromEntries(layout.extras.map((name) => [name, values[name].trim() || undefined]));
    const mobile = values.mobileNum.trim();
    return {
      ...extras,
      username: byMobile ? mobile : values.username.trim(),
      password: layout.passwordShown ? values.password : '',
      confirmPassword: layout.passwordShown ? values.confirmPassword : '',
      mobileNum: layout.mobileShown ? mobile || undefined : undefined,
      countryDialingCode: layout.mobileShown ? dialingCode : undefined,
      verificationCode: layout.codeShown ? values.verificationCode.trim() : undefined,
      captcha: layout.captchaShown ? values.captcha.trim() : undefined,
      referralCode: referralCode(),
      domain: window.location.host,
      registerUrl: window.location.href.slice(0, 500),
      registerMethod: 'WEB',
      agreeAge: true,
      login: true,
      verification,
    };
  }

  async function onSubmit(values: TRegisterValues) {
    setFormError(null);
    const affiliate = layout.extras.includes('affiliateCode') ? values.affiliateCode.trim() : '';
    try {
      setPhase('submitting');
      if (affiliate && !(await affiliateOk(affiliate))) return;
      setPhase('verifying');
      const verification = await solveHumanCheck();
      setPhase('submitting');
      await completeLogin(await registerCall(bodyOf(values, verification), byMobile), 'register');
    } catch (error) {
      if (layout.captchaShown) void captcha.refresh();
      const placed = applyFieldErrors(
        error,
        ALL_FIELDS,
        (name, message) => setError(name as keyof TRegisterValues, { message }),
        t,
      );
      if (!placed) setFormError(errorText(error, t));
    } finally {
      setPhase('idle');
    }
  }

  async function affiliateOk(code: string): Promise<boolean> {
    try {
      await checkAffiliate(code);
      return true;
    } catch {
      setWarning(t('invitation_code_error'));
      return false;
    }
  }

  const errors = formState.errors;
  const passwordRule = rules.password;
  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="flex flex-col gap-4"
      data-testid={byMobile ? 'register-mobile-form' : 'register-username-form'}
    >
      {byMobile ? null : (
        <TextField
          label={t('username')}
          placeholder={t('username_placeholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={rules.username?.maxLength ?? 32}
          leading={<UserIcon />}
          hint={rules.username ? patternMessage(rules.username, t) : undefined}
          error={errors.username?.message}
          data-testid="register-username"
          {...register('username', { validate: ruleValidator(rules.username, t, true) })}
        />
      )}
      {layout.mobileShown ? (
        <MobileField
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          required={byMobile || rules.mobileNum?.required === true}
          maxLength={rules.mobileNum?.maxLength ?? 20}
          error={errors.mobileNum?.message}
          registration={register('mobileNum', {
            validate: (value) => {
              const checked = ruleValidator(rules.mobileNum, t, byMobile)(value);
              if (checked !== true || value.trim() === '') return checked;
              return MOBILE_RE.test(value.trim()) || t('mobile_invalid');
            },
          })}
        />
      ) : null}
      {layout.codeShown ? (
        <TextField
          label={t('sms_code')}
          placeholder={t('sms_code_placeholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          leading={<ShieldIcon />}
          trailing={
            <SendCodeButton
              secondsLeft={sms.secondsLeft}
              sending={sms.sending}
              onClick={() => void onSend()}
            />
          }
          error={errors.verificationCode?.message}
          data-testid="sms-code-input"
          {...register('verificationCode', {
            validate: (value) => value.trim() !== '' || t('enter_sms_code'),
          })}
        />
      ) : null}
      {layout.passwordShown ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t('password')}
            placeholder={t('password_placeholder')}
            autoComplete="new-password"
            required
            maxLength={passwordRule?.maxLength ?? 64}
            hint={passwordRule ? patternMessage(passwordRule, t) : undefined}
            error={errors.password?.message}
            data-testid="register-password"
            {...register('password', { validate: ruleValidator(passwordRule, t, true) })}
          />
          <PasswordField
            label={t('confirm_password')}
            placeholder={t('confirm_password_placeholder')}
            autoComplete="new-password"
            required
            maxLength={passwordRule?.maxLength ?? 64}
            error={errors.confirmPassword?.message}
            data-testid="register-confirm"
            {...register('confirmPassword', {
              validate: (value, all) =>
                value === '' ? t('not_empty') : value === all.password || t('inconsistent_twice'),
            })}
          />
        </div>
      ) : null}
      {layout.extras.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {layout.extras.map((name) => (
            <ExtraField key={name} name={name} rules={rules} form={form} />
          ))}
        </div>
      ) : null}
      {layout.captchaShown ? (
        <CaptchaField
          image={captcha.image}
          failed={captcha.failed}
          onRefresh={() => void captcha.refresh()}
          error={errors.captcha?.message}
          registration={register('captcha', { validate: ruleValidator(rules.captcha, t, true) })}
        />
      ) : null}
      <AgreeCheckbox
        minAge={settings.minAge}
        registration={register('agree', { validate: (value) => value || t('must_agree') })}
        error={errors.agree?.message}
      />
      <FormAlert message={formError} />
      <SubmitButton phase={phase} label={t('register')} testId="register-submit" />
      <WarningDialog
        message={sms.warning ?? warning}
        onClose={() => (sms.warning ? sms.dismissWarning() : setWarning(null))}
      />
    </form>
  );
}

/** One optional, rule-driven field (payee name, e-mail, messaging ids, …). */
function ExtraField({
  name,
  rules,
  form,
}: {
  name: TExtraField;
  rules: TRules;
  form: ReturnType<typeof useForm<TRegisterValues>>;
}) {
  const { t } = useTranslation('auth');
  const rule = rules[name];
  const input = FIELD_INPUT[name];
  const wide = name === 'affiliateCode';
  return (
    <TextField
      className={wide ? 'sm:col-span-2' : ''}
      label={t(`field_${name}`)}
      placeholder={t(`field_${name}_placeholder`)}
      required={rule?.required}
      maxLength={rule?.maxLength}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      type={input.type ?? 'text'}
      error={form.formState.errors[name]?.message}
      data-testid={`register-${name}`}
      {...form.register(name, { validate: ruleValidator(rule, t) })}
    />
  );
}
