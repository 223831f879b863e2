import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from './languages.ts';

/**
 * Text that staff write (notices, banners, side-bar labels, deposit channel names…): one text per
 * interface language, stored as jsonb `{ "en": "…", "vi": "…" }`. A language without a text is absent,
 * never an empty string, so "missing" has one meaning everywhere.
 */
export type TLocalizedText = Partial<Record<TLanguage, string>>;

export type TTextRule = {
  /** Longest text accepted in each language (characters, checked language by language). */
  max: number;
  /** At least one language must have a text. */
  required: boolean;
};

/**
 * The one schema for localized text: only the seven interface languages as keys, each text trimmed and
 * limited on its own (an issue's path names the language, e.g. `title.vi`), blanks dropped.
 */
export function localizedText(rule: TTextRule) {
  const shape = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, z.string().trim().max(rule.max).optional()]),
  ) as Record<TLanguage, z.ZodOptional<z.ZodString>>;
  return z
    .object(shape)
    .strict()
    .transform((text): TLocalizedText => {
      const out: TLocalizedText = {};
      for (const lang of LANGUAGES) {
        const value = text[lang];
        if (value) out[lang] = value;
      }
      return out;
    })
    .refine((text) => !rule.required || Object.keys(text).length > 0, {
      message: 'a text in at least one language',
    });
}

/** A stored localized text as it is sent back (already validated on the way in; no transform). */
export function localizedTextValue(max: number) {
  return z.partialRecord(z.enum(LANGUAGES), z.string().max(max));
}

/**
 * Texts that go together (a title and its body): a language may have the second only with the first, and
 * once the second is written in any language, every language with the first needs it too — so a reader
 * never gets a title in one language over a body in another. Returns the languages that break the rule.
 */
export function unpairedLanguages(
  first: TLocalizedText,
  second: TLocalizedText,
): { missingFirst: TLanguage[]; missingSecond: TLanguage[] } {
  const hasSecond = Object.keys(second).length > 0;
  return {
    missingFirst: LANGUAGES.filter((lang) => second[lang] && !first[lang]),
    missingSecond: hasSecond ? LANGUAGES.filter((lang) => first[lang] && !second[lang]) : [],
  };
}

/** The order a reader's text is looked for: their language, the merchant's default, English, then any. */
export function fallbackOrder(requested: TLanguage, merchantDefault: TLanguage): TLanguage[] {
  return [...new Set([requested, merchantDefault, DEFAULT_LANGUAGE, ...LANGUAGES])];
}

/** The text shown to a reader and the language it is really in (null when no language has a text). */
export function resolveText(
  text: TLocalizedText | null | undefined,
  requested: TLanguage,
  merchantDefault: TLanguage,
): { text: string; language: TLanguage } | null {
  if (!text) return null;
  for (const language of fallbackOrder(requested, merchantDefault)) {
    const value = text[language];
    if (value) return { text: value, language };
  }
  return null;
}

/** resolveText's text, or '' when nothing is written in any language. */
export function pickText(
  text: TLocalizedText | null | undefined,
  requested: TLanguage,
  merchantDefault: TLanguage,
): string {
  return resolveText(text, requested, merchantDefault)?.text ?? '';
}

/** Languages without their own text (shown to their readers through the fallback). */
export function missingLanguages(text: TLocalizedText | null | undefined): TLanguage[] {
  return LANGUAGES.filter((lang) => !text?.[lang]);
}

/** Applies fn to every language's text (sanitising HTML per language, for instance). */
export function mapText(
  text: TLocalizedText,
  fn: (value: string, lang: TLanguage) => string,
): TLocalizedText {
  const out: TLocalizedText = {};
  for (const lang of LANGUAGES) {
    const value = text[lang];
    if (value !== undefined) {
      const mapped = fn(value, lang);
      if (mapped) out[lang] = mapped;
    }
  }
  return out;
}
