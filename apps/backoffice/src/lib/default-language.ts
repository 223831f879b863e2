import { DEFAULT_LANGUAGE, type TLanguage } from '@tala/contract/i18n/languages';
import { useMe } from './session.ts';

/** The merchant's default language: staff texts fall back to it first, so its column is always in view. */
export function useDefaultLanguage(): TLanguage {
  return useMe().data?.merchant.defaultLanguage ?? DEFAULT_LANGUAGE;
}
