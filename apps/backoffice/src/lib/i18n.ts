import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api.ts';

/** The console needs only its own namespace, the shared error messages and the shared UI parts' words. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/contract/src/i18n/locales/*/{backoffice,errors,ui}.json',
);
const STORAGE_KEY = 'bo-lang';

async function loadLanguage(lang: TLanguage): Promise<void> {
  const entries = Object.entries(loaders).filter(([path]) => path.includes(`/locales/${lang}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const ns = /\/([a-z-]+)\.json$/.exec(path)?.[1];
      if (ns) i18next.addResourceBundle(lang, ns, (await load()).default, true, true);
    }),
  );
}

export async function initI18n(): Promise<void> {
  const lang = parseLanguage(localStorage.getItem(STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['backoffice', 'errors', 'ui'],
    defaultNS: 'backoffice',
    interpolation: { escapeValue: false },
    resources: {},
    returnNull: false,
    showSupportNotice: false,
  });
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), lang === DEFAULT_LANGUAGE ? null : loadLanguage(lang)]);
  setApiLanguage(lang);
  document.documentElement.lang = lang;
}

export async function changeLanguage(lang: TLanguage): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  setApiLanguage(lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export function currentLanguage(): TLanguage {
  return parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}
