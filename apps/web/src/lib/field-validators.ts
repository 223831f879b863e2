import type { TFunction } from 'i18next';

/** A national mobile number as the seed accepts it: digits only, dialing code apart. */
export const MOBILE_RE = /^\d{4,20}$/;

/** react-hook-form validate for a field that only has to be filled in; `key` says what is missing. */
export function filled(t: TFunction, key: string) {
  return (value: string): true | string => value.trim() !== '' || t(`auth:${key}`);
}

/** A required mobile number (without its dialing code). */
export function mobileValidator(t: TFunction) {
  return (value: string): true | string =>
    value.trim() === '' ? t('auth:enter_mobile') : MOBILE_RE.test(value.trim()) || t('auth:mobile_invalid');
}

/** The second of a password pair: filled in and equal to the first (`password` reads the first). */
export function confirmValidator(t: TFunction, password: (all: Record<string, unknown>) => unknown) {
  return (value: string, all: Record<string, unknown>): true | string =>
    value === '' ? t('auth:not_empty') : value === password(all) || t('auth:inconsistent_twice');
}
