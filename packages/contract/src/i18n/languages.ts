/**
 * Interface languages. Internal codes are ISO-like; the menu shows the seed's labels
 * (CN for Chinese, TY for Tagalog). The `Language` header accepts either form.
 */
export const LANGUAGES = ['en', 'tl', 'zh', 'ja', 'th', 'vi', 'id'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
/** Where the site keeps the visitor's language in local storage (read before the first paint too). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language menu of seed 000 §2: CN, EN, JA, TH, VI, TY (ID has a bundle but is not offered). */
export const MENU_LANGUAGES: readonly TLanguage[] = ['zh', 'en', 'ja', 'th', 'vi', 'tl'];

export const LANGUAGE_LABELS: Record<TLanguage, string> = {
  en: 'EN',
  tl: 'TY',
  zh: 'CN',
  ja: 'JA',
  th: 'TH',
  vi: 'VI',
  id: 'ID',
};

export const LANGUAGE_NATIVE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  tl: 'Tagalog',
  zh: '中文',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

const ALIASES: Record<string, TLanguage> = {
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  ty: 'tl',
  tl: 'tl',
  fil: 'tl',
  cn: 'zh',
  zh: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  ja: 'ja',
  jp: 'ja',
  th: 'th',
  vi: 'vi',
  vn: 'vi',
  id: 'id',
  in: 'id',
};

/** Normalises a header or stored value; unknown values give null so the caller picks the default. */
export function parseLanguage(value: string | null | undefined): TLanguage | null {
  if (!value) return null;
  return ALIASES[value.trim().toLowerCase().slice(0, 10)] ?? null;
}
