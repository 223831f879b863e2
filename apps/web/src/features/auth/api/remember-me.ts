import { REMEMBER_COOKIE_DAYS } from '@tala/contract/constants';

/**
 * "Remember me" keeps the username, and for SMS login the mobile number with its dialing code, in
 * cookies for one day (seed 000 §3, §9). Never the password: it stays out of every store.
 */
const USER = 'tala_remember_user';
const FLAG = 'tala_remember_flag';
const MOBILE = 'tala_remember_mobile';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string | null): void {
  const maxAge = value === null ? 0 : REMEMBER_COOKIE_DAYS * 86_400;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export type TRemembered = { enabled: boolean; username: string; mobile: string; dialingCode: string };

export function readRemembered(): TRemembered {
  const [dialingCode = '', mobile = ''] = (readCookie(MOBILE) ?? '').split('|');
  return { enabled: readCookie(FLAG) === '1', username: readCookie(USER) ?? '', mobile, dialingCode };
}

export function rememberUsername(enabled: boolean, username: string): void {
  writeCookie(FLAG, enabled ? '1' : null);
  writeCookie(USER, enabled ? username : null);
}

export function rememberMobile(enabled: boolean, dialingCode: string, mobile: string): void {
  writeCookie(FLAG, enabled ? '1' : null);
  writeCookie(MOBILE, enabled ? `${dialingCode}|${mobile}` : null);
}
