import { API_PATHS } from '@tala/contract/paths';
import type { TLoginResult } from '@tala/contract/session/login';
import type { TRegisterRequest } from '@tala/contract/session/registration';
import type { TCountry } from '@tala/contract/system/status';
import type { TSmsPurpose } from '@tala/contract/verification/sms';
import { api } from '../../../lib/api-client.ts';

export type TUsernameLogin = {
  type: 'username';
  username: string;
  password: string;
  captcha?: string;
  verification: string;
};
export type TSmsLogin = {
  type: 'sms';
  username: string;
  countryDialingCode: string;
  password: string;
  captcha?: string;
};

export function login(body: TUsernameLogin | TSmsLogin): Promise<TLoginResult> {
  return api<TLoginResult>(API_PATHS.login, { method: 'POST', body, sealed: true });
}

export function freePlayLogin(body: {
  os: string;
  random: string;
  verification: string;
}): Promise<TLoginResult> {
  return api<TLoginResult>(API_PATHS.freePlayLogin, {
    method: 'POST',
    body: { ...body, platform: 'W', gatewayVersion: 3 },
    sealed: true,
  });
}

export function firstLogin(): Promise<unknown> {
  return api(API_PATHS.firstLogin, { method: 'POST', body: {} });
}

const SMS_PATHS: Record<TSmsPurpose, string> = {
  login: API_PATHS.smsLogin,
  register: API_PATHS.smsRegister,
  forgot: API_PATHS.smsForgot,
};

/** Sends an SMS code. The registration call names the number mobileNo (seed 000 §7). */
export function sendSmsCode(
  purpose: TSmsPurpose,
  mobile: string,
  countryDialingCode: string,
  verification: string,
): Promise<{ expiredMinutes?: number; expirationTime?: number }> {
  const body =
    purpose === 'register'
      ? { mobileNo: mobile, countryDialingCode, verification }
      : { mobileNum: mobile, countryDialingCode, verification };
  return api(SMS_PATHS[purpose], { method: 'POST', body });
}

export function fetchCountries(): Promise<TCountry[]> {
  return api<TCountry[]>(API_PATHS.countries);
}

/** A data-URL image; the cookie set alongside ties the answer to this browser. */
export function fetchCaptcha(): Promise<string> {
  return api<string | { image: string }>(API_PATHS.captcha, { query: { t: Date.now() } }).then((value) =>
    typeof value === 'string' ? value : value.image,
  );
}

export function checkAffiliate(code: string): Promise<unknown> {
  return api(API_PATHS.affiliate, { query: { code, domain: window.location.host } });
}

export type TRegisterBody = Omit<TRegisterRequest, 'registerMethod' | 'login'> & {
  registerMethod: 'WEB';
  login: true;
};

export function register(body: TRegisterBody, byMobile: boolean): Promise<TLoginResult> {
  return api<TLoginResult>(byMobile ? API_PATHS.registerMobile : API_PATHS.register, {
    method: 'PUT',
    body,
    sealed: true,
  });
}

export function changePassword(body: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return api<unknown>(API_PATHS.changePassword, { method: 'POST', body, sealed: true });
}

export function resetByEmail(body: { username: string; email: string }) {
  return api<unknown>(API_PATHS.emailReset, { method: 'POST', body, form: true });
}

export function resetByPhone(body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<TLoginResult> {
  return api<TLoginResult>(API_PATHS.phoneReset, { method: 'POST', body, sealed: true });
}

export function updateMemberLanguage(language: string) {
  return api<unknown>(API_PATHS.memberLanguage, { method: 'PUT', body: { language } });
}
