import type { TRegisterSettings } from '@tala/contract/system/register-settings';
import type { TRules } from '../../../lib/field-rules.ts';
import type { TRegisterBody } from './auth-api.ts';
import { EXTRA_FIELDS, type TExtraField } from './register-rules.ts';
import { signupLinkCode } from './signup-link.ts';

export type TRegisterValues = Record<
  TExtraField | 'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha',
  string
> & {
  agree: boolean;
};
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  ...EXTRA_FIELDS,
] as const;
export const EMPTY_REGISTER_VALUES = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as Omit<
  TRegisterValues,
  'agree'
>;

export type TRegisterLayout = ReturnType<typeof registerLayout>;

/** Which parts of the form this merchant shows, derived once from the rule set. */
export function registerLayout(settings: TRegisterSettings, rules: TRules, byMobile: boolean) {
  const mobileShown = byMobile || rules.mobileNum?.visible === true;
  return {
    byMobile,
    mobileShown,
    codeShown: mobileShown && settings.smsVerification,
    passwordShown: !byMobile || settings.phoneRegistrationPassword,
    captchaShown: settings.captcha && rules.captcha?.visible === true,
    extras: EXTRA_FIELDS.filter(
      (name) => rules[name]?.visible && (name !== 'affiliateCode' || settings.affiliateCode),
    ),
  };
}

/** The register call's body: only what the layout shows, trimmed, plus where the sign-up came from. */
export function registerBody(
  values: TRegisterValues,
  layout: TRegisterLayout,
  dialingCode: string,
  verification: string,
): TRegisterBody {
  const extras = Object.fromEntries(layout.extras.map((name) => [name, values[name].trim() || undefined]));
  const mobile = values.mobileNum.trim();
  return {
    // An invitation link places the member under its agent even where the merchant hides the field.
    affiliateCode: layout.extras.includes('affiliateCode') ? undefined : signupLinkCode('affiliateCode'),
    ...extras,
    username: layout.byMobile ? mobile : values.username.trim(),
    password: layout.passwordShown ? values.password : '',
    confirmPassword: layout.passwordShown ? values.confirmPassword : '',
    mobileNum: layout.mobileShown ? mobile || undefined : undefined,
    countryDialingCode: layout.mobileShown ? dialingCode : undefined,
    verificationCode: layout.codeShown ? values.verificationCode.trim() : undefined,
    captcha: layout.captchaShown ? values.captcha.trim() : undefined,
    referralCode: signupLinkCode('referralCode'),
    domain: window.location.host,
    registerUrl: window.location.href.slice(0, 500),
    registerMethod: 'WEB',
    agreeAge: true,
    login: true,
    verification,
  };
}
