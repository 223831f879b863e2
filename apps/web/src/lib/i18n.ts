import { NAMESPACES } from '@tala/contract/i18n/bundles';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client.ts';

/** Bundles are code-split per language: only the chosen language (and English as fallback) is loaded. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/contract/src/i18n/locales/*/*.json',
);

async function loadLanguage(lang: TLanguage): Promise<void> {
  const entries = Object.entries(loaders).filter(([path]) => path.includes(`/locales/${lang}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const ns = /\/([a-z-]+)\.json$/.exec(path)?.[1];
      if (ns) i18next.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

const STORAGE_KEY = 'lang';

/** Local storage holds lang (current) and hisLang (previous), as the seed describes. */
export function storedLanguage(): TLanguage | null {
  return parseLanguage(localStorage.getItem(STORAGE_KEY));
}

export async function initI18n(): Promise<void> {
  const lang = storedLanguage() ?? DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
    showSupportNotice: false,
  });
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), lang === DEFAULT_LANGUAGE ? null : loadLanguage(lang)]);
  applyLanguage(lang);
}

function applyLanguage(lang: TLanguage): void {
  setApiLanguage(lang);
  document.documentElement.lang = lang;
}

export async function changeLanguage(lang: TLanguage): Promise<void> {
  const previous = localStorage.getItem(STORAGE_KEY);
  await loadLanguage(lang);
  if (previous) localStorage.setItem('hisLang', previous);
  localStorage.setItem(STORAGE_KEY, lang);
  applyLanguage(lang);
  await i18next.changeLanguage(lang);
}

export function currentLanguage(): TLanguage {
  return parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}
