import { flattenKeys, type TNamespace } from '@tala/contract/i18n/bundles';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@tala/contract/i18n/languages';
import { readAllBundles } from '@tala/contract/i18n/read-bundles.node';

/** Server-side translations (error messages, SMS and e-mail texts) from the same bundles as the site. */
const tables = new Map<TLanguage, Map<string, string>>();
const bundles = readAllBundles();
for (const lang of LANGUAGES) {
  const table = new Map<string, string>();
  for (const ns of Object.keys(bundles[lang]) as TNamespace[]) {
    for (const [key, text] of flattenKeys(bundles[lang][ns])) table.set(`${ns}:${key}`, text);
  }
  tables.set(lang, table);
}

/** `key` is "namespace:path", e.g. "errors:NOT_LOGGED_IN". Falls back to English, then to the key. */
export function translate(
  lang: TLanguage,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = tables.get(lang)?.get(key) ?? tables.get(DEFAULT_LANGUAGE)?.get(key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
