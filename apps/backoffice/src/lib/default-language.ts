import { DEFAULT_LANGUAGE, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { pickText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { useMe } from './session.ts';

/** The merchant's default language: staff texts fall back to it first, so its column is always in view. */
export function useDefaultLanguage(): TLanguage {
  return useMe().data?.merchant.defaultLanguage ?? DEFAULT_LANGUAGE;
}

/** A staff-written text in the console's language, else the merchant's default (pickText's order). */
export function useTextPicker(): (text: TLocalizedText) => string {
  const { i18n } = useTranslation();
  const defaultLanguage = useDefaultLanguage();
  const lang = parseLanguage(i18n.language) ?? defaultLanguage;
  return (text) => pickText(text, lang, defaultLanguage);
}
