import type { TFieldIssue } from '@tala/contract/envelope';
import { type TLocalizedText, unpairedLanguages } from '@tala/contract/i18n/localized-text';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api.ts';

/** Errors by path (`title.vi`, or `title` for the field as a whole), each a translated sentence. */
export type TTextErrors = Record<string, string>;

function message(t: TFunction, code: string, params: Record<string, unknown> = {}): string {
  if (code === 'too_big') return t('content.errors.tooLong', { max: params.maximum ?? '' });
  if (code === 'required') return t('content.errors.needsPair');
  if (code === 'too_small' || code === 'custom') return t('content.errors.needOne');
  return t('content.errors.invalid');
}

/** The server's VALIDATION_FAILED fields (messageKey `validation.<code>`) as form errors. */
export function serverTextErrors(error: unknown, t: TFunction): TTextErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.fields.map((field: TFieldIssue) => [
      field.path,
      message(t, field.messageKey.replace(/^validation\./, ''), field.params),
    ]),
  );
}

/**
 * The same checks before sending: the contract's schema (per-language limits) and the pairing rule of
 * texts that go together (a title and its body), so staff see every language's problem at once.
 */
export function clientTextErrors(
  schema: z.ZodType,
  draft: unknown,
  pairs: Array<[string, string, TLocalizedText | undefined, TLocalizedText | undefined]>,
  t: TFunction,
): TTextErrors {
  const errors: TTextErrors = {};
  const parsed = schema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= message(t, issue.code, issue as unknown as Record<string, unknown>);
    }
  }
  for (const [first, second, a, b] of pairs) {
    const { missingFirst, missingSecond } = unpairedLanguages(a ?? {}, b ?? {});
    for (const lang of missingFirst) errors[`${first}.${lang}`] ??= message(t, 'required');
    for (const lang of missingSecond) errors[`${second}.${lang}`] ??= message(t, 'required');
  }
  return errors;
}
