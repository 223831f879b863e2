import type { TFieldIssue } from '@tala/contract/envelope';
import { HELP_LIMITS } from '@tala/contract/help/help-paths';
import { LANGUAGES } from '@tala/contract/i18n/languages';
import { mapText, type TLocalizedText, unpairedLanguages } from '@tala/contract/i18n/localized-text';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml, toPlainText } from '../notices/html-sanitizer.ts';
import { foldForSearch } from './help-search-text.ts';

/**
 * The stored form of staff-written help texts, language by language (as notices are, decision 020): titles become
 * plain text, bodies are sanitised by the notices' sanitiser, limits are checked on that stored form with an error
 * per language (`bodyHtml.vi`), and each language's search text is derived. Everything wrong is reported at once.
 */
function tooLong(text: TLocalizedText, field: string, max: number): TFieldIssue[] {
  return LANGUAGES.filter((lang) => (text[lang]?.length ?? 0) > max).map((lang) => ({
    path: `${field}.${lang}`,
    messageKey: 'validation.too_big',
    params: { maximum: max },
  }));
}

function failIfAny(issues: TFieldIssue[]): void {
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues.slice(0, 20) });
}

function requireTitle(title: TLocalizedText): TFieldIssue[] {
  return Object.keys(title).length === 0 ? [{ path: 'title', messageKey: 'validation.too_small' }] : [];
}

export function prepareCategoryTitle(input: TLocalizedText): TLocalizedText {
  const title = mapText(input, toPlainText);
  failIfAny([...requireTitle(title), ...tooLong(title, 'title', HELP_LIMITS.categoryTitle)]);
  return title;
}

export type TArticleTexts = { title: TLocalizedText; bodyHtml: TLocalizedText; search: TLocalizedText };

/** A language's search text: its title and its body as plain text, folded (help-search-text.ts). */
function searchTexts(title: TLocalizedText, bodyHtml: TLocalizedText): TLocalizedText {
  return mapText(title, (text, lang) => foldForSearch(`${text}\n${toPlainText(bodyHtml[lang] ?? '')}`));
}

export function prepareArticleTexts(input: {
  title: TLocalizedText;
  bodyHtml: TLocalizedText;
}): TArticleTexts {
  const title = mapText(input.title, toPlainText);
  const bodyHtml = mapText(input.bodyHtml, sanitizeAnnouncementHtml);
  const { missingFirst, missingSecond } = unpairedLanguages(title, bodyHtml);
  failIfAny([
    ...requireTitle(title),
    ...tooLong(title, 'title', HELP_LIMITS.articleTitle),
    ...tooLong(bodyHtml, 'bodyHtml', HELP_LIMITS.articleBody),
    ...missingFirst.map((lang) => ({ path: `title.${lang}`, messageKey: 'validation.required' })),
    ...missingSecond.map((lang) => ({ path: `bodyHtml.${lang}`, messageKey: 'validation.required' })),
  ]);
  return { title, bodyHtml, search: searchTexts(title, bodyHtml) };
}
