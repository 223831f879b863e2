import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** Error codes that belong to one form field, so the message shows under that field. */
const CODE_FIELDS: Record<string, string[]> = {
  USERNAME_TAKEN: ['username'],
  MOBILE_TAKEN: ['mobileNum', 'mobile'],
  EMAIL_TAKEN: ['email'],
  CAPTCHA_REQUIRED: ['captcha'],
  CAPTCHA_INVALID: ['captcha'],
  SMS_CODE_INVALID: ['verificationCode', 'code'],
  SMS_CODE_EXPIRED: ['verificationCode', 'code'],
  PASSWORD_OLD_WRONG: ['oldPassword'],
  PASSWORD_SAME_AS_OLD: ['newPassword'],
  PASSWORD_CONFIRM_MISMATCH: ['confirmPassword', 'confirmNewPassword'],
  INVITATION_CODE_INVALID: ['affiliateCode'],
  TEAM_TOO_DEEP: ['affiliateCode'],
};

/** The text to show for any failure: the server's translated message, or our network message. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.message) return error.message;
  return t('common:networkError');
}

type TSetError = (name: string, message: string) => void;

/**
 * Puts server errors under the fields they concern: VALIDATION_FAILED `fields[]` (path + messageKey)
 * and the codes above. Returns true when at least one field took the message.
 */
export function applyFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
  setError: TSetError,
  t: TFunction,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const issue of error.fields) {
    const field = issue.path.split('.')[0] ?? '';
    if (!fieldNames.includes(field)) continue;
    setError(field, t(issue.messageKey, { ns: 'auth', ...issue.params }));
    placed = true;
  }
  const codeField = (CODE_FIELDS[error.code] ?? []).find((name) => fieldNames.includes(name));
  if (!placed && codeField) {
    setError(codeField, error.message);
    placed = true;
  }
  return placed;
}
