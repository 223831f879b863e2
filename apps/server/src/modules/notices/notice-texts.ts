import { NOTICE_LIMITS } from '@tala/contract/backoffice/notices';
import type { TFieldIssue } from '@tala/contract/envelope';
import { LANGUAGES } from '@tala/contract/i18n/languages';
import { mapText, type TLocalizedText, unpairedLanguages } from '@tala/contract/i18n/localized-text';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml, toPlainText } from './html-sanitizer.ts';

/**
 * The stored form of staff-written notice texts, language by language: titles become plain text,
 * content is sanitised, and the limits are checked on that stored form, each language on its own so an
 * error names the language (`title.vi`). Everything wrong is reported at once.
 */
function tooLong(text: TLocalizedText, field: string, max: number): TFieldIssue[] {
  return LANGUAGES.filter((lang) => (text[lang]?.length ?? 0) > max).map((lang) => ({
    path: `${field}.${lang}`,
    messageKey: 'validation.too_big',
    params: { maximum: max },
  }));
}

/** A language with one text of a pair needs the other (see unpairedLanguages). */
function unpaired(first: TLocalizedText, second: TLocalizedText, names: [string, string]): TFieldIssue[] {
  const { missingFirst, missingSecond } = unpairedLanguages(first, second);
  return [
    ...missingFirst.map((lang) => ({ path: `${names[0]}.${lang}`, messageKey: 'validation.required' })),
    ...missingSecond.map((lang) => ({ path: `${names[1]}.${lang}`, messageKey: 'validation.required' })),
  ];
}

function failIfAny(issues: TFieldIssue[]): void {
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues.slice(0, 20) });
}

function requireTitle(title: TLocalizedText): TFieldIssue[] {
  return Object.keys(title).length === 0 ? [{ path: 'title', messageKey: 'validation.too_small' }] : [];
}

export function prepareAnnouncementTexts(input: { title: TLocalizedText; contentHtml: TLocalizedText }): {
  title: TLocalizedText;
  contentHtml: TLocalizedText;
} {
  const title = mapText(input.title, toPlainText);
  const contentHtml = mapText(input.contentHtml, sanitizeAnnouncementHtml);
  failIfAny([
    ...requireTitle(title),
    ...tooLong(title, 'title', NOTICE_LIMITS.announcementTitle),
    ...tooLong(contentHtml, 'contentHtml', NOTICE_LIMITS.announcementContent),
    ...unpaired(title, contentHtml, ['title', 'contentHtml']),
  ]);
  return { title, contentHtml };
}

/** Banner texts are plain already (the site renders them as text); the subtitle pairs with the title. */
export function prepareBannerTexts(input: {
  title: TLocalizedText;
  subtitle: TLocalizedText;
  cta: TLocalizedText;
}): { title: TLocalizedText; subtitle: TLocalizedText; cta: TLocalizedText } {
  const { title, subtitle, cta } = input;
  failIfAny([
    ...requireTitle(title),
    ...tooLong(title, 'title', NOTICE_LIMITS.bannerTitle),
    ...tooLong(subtitle, 'subtitle', NOTICE_LIMITS.bannerSubtitle),
    ...tooLong(cta, 'cta', NOTICE_LIMITS.bannerCta),
    ...unpaired(title, subtitle, ['title', 'subtitle']),
    ...unpairedLanguages(title, cta).missingFirst.map((lang) => ({
      path: `title.${lang}`,
      messageKey: 'validation.required',
    })),
  ]);
  return { title, subtitle, cta };
}
