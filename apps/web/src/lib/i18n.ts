import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  parseLanguage,
  type TLanguage,
} from '@tala/contract/i18n/languages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client.ts';

/**
 * The site's namespaces. The back office's and the server's bundles are not in this list, so they are
 * not even in the build: they can never reach a player's browser.
 */
export type TWebNamespace = 'common' | 'shell' | 'ui' | 'auth' | 'pages' | 'member' | 'agent' | 'games';

/**
 * Subtrees of the 'pages' namespace that one page shows (help texts, download, join, lottery, points, promotions):
 * kept out of the namespace's chunk and loaded with their page (`pages.help`…), so the pages everyone
 * opens first do not carry them. Components still read them as `pages:help.…`.
 */
export type TPagePart =
  | 'help'
  | 'download'
  | 'join'
  | 'lottery'
  | 'points'
  | 'promotions'
  | 'vip'
  | 'notFound';
export type TTexts = TWebNamespace | `pages.${TPagePart}`;

/** What the frame needs before its first render: header, footer, side rail, skeleton, the shared parts. */
const SHELL_NAMESPACES: TWebNamespace[] = ['common', 'shell', 'ui'];

type TBundleModule = { default: Record<string, unknown> };
type TLoaders = Record<string, () => Promise<TBundleModule>>;
// One chunk per language and namespace (the query strings are read by scripts/build/json-parts.ts); keys
// are relative to the locales folder (`./en/common.json`), short in the shell's chunk.
const namespaces: TLoaders = import.meta.glob<TBundleModule>('./*/{common,shell,ui,auth,member,games}.json', {
  base: '../../../../packages/contract/src/i18n/locales',
});
/**
 * The agent centre's texts (only agents open it): their seven loaders live in a chunk of their own, so the
 * shell's chunk, which every visitor loads first, carries one loader rather than seven.
 */
const agentLoaders = () => import('./agent-texts.ts').then((m) => m.AGENT_TEXTS);
const pagesCore: TLoaders = import.meta.glob<TBundleModule>('./*/pages.json', {
  base: '../../../../packages/contract/src/i18n/locales',
  query: '?omit=help,download,join,lottery,points,promotions,vip,notFound',
});
/**
 * The page parts' loaders (seven languages each) live in a chunk of their own, fetched when a page asks for a part:
 * the shell's chunk, which every visitor loads first, carries one loader rather than forty.
 */
const partLoaders = () => import('./page-part-texts.ts').then((m) => m.PAGE_PART_TEXTS);

async function loadBundle(loaders: TLoaders, language: string, namespace: string) {
  const load = loaders[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`no bundle ${language}/${namespace}`);
  return (await load()).default;
}

/** Parts some page asked for: a language loaded later (a switch) gets them with its 'pages' bundle. */
const wantedParts = new Set<TPagePart>();

async function readNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === 'agent') return loadBundle(await agentLoaders(), language, namespace);
  if (namespace !== 'pages') return loadBundle(namespaces, language, namespace);
  const loaders = wantedParts.size > 0 ? await partLoaders() : null;
  const parts = [...wantedParts].map((part) => loadBundle(loaders?.[part] ?? {}, language, 'pages'));
  const loaded = await Promise.all([loadBundle(pagesCore, language, 'pages'), ...parts]);
  return Object.assign({}, ...loaded);
}

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    readNamespace(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, false),
    );
  },
};

async function loadPagePart(part: TPagePart): Promise<void> {
  wantedParts.add(part);
  const loaders = (await partLoaders())[part];
  await Promise.all(
    i18next.languages.map(async (language) => {
      const bundle = await loadBundle(loaders, language, 'pages');
      i18next.addResourceBundle(language, 'pages', bundle, true, true);
    }),
  );
}

const STORAGE_KEY = LANGUAGE_STORAGE_KEY;
let ready: Promise<unknown> | null = null;

/** Local storage holds lang (current) and hisLang (previous), as the seed describes. */
export function storedLanguage(): TLanguage | null {
  return parseLanguage(localStorage.getItem(STORAGE_KEY));
}

function namespacesOf(texts: TTexts[]): TWebNamespace[] {
  return texts.map((text) => text.split('.')[0] as TWebNamespace);
}

/**
 * Starts i18next in the stored language (and English, the fallback) with the shell's namespaces and
 * those of the page being opened, all loaded at once.
 */
export function initI18n(pageTexts: TTexts[] = []): Promise<unknown> {
  const lang = storedLanguage() ?? DEFAULT_LANGUAGE;
  applyLanguage(lang);
  for (const text of pageTexts) if (text.startsWith('pages.')) wantedParts.add(text.slice(6) as TPagePart);
  ready ??= i18next
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...new Set([...SHELL_NAMESPACES, ...namespacesOf(pageTexts)])],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return ready;
}

/** Loads namespaces and page parts (current language and fallback); a language switch loads them too. */
export async function loadTexts(texts: TTexts[]): Promise<void> {
  await (ready ?? initI18n());
  const parts = texts.filter((text) => text.startsWith('pages.')).map((text) => text.slice(6) as TPagePart);
  await Promise.all([
    i18next.loadNamespaces(namespacesOf(texts)),
    // Each import() is cached by the browser's module map: asking twice costs nothing.
    ...parts.map(loadPagePart),
  ]);
}

/** A lazy module that also needs texts: both load in parallel, the module resolves when both did. */
export function withTexts<T>(texts: TTexts[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadTexts(texts)]))[0];
}

function applyLanguage(lang: TLanguage): void {
  setApiLanguage(lang);
  document.documentElement.lang = lang;
}

export async function changeLanguage(lang: TLanguage): Promise<void> {
  const previous = localStorage.getItem(STORAGE_KEY);
  if (previous) localStorage.setItem('hisLang', previous);
  localStorage.setItem(STORAGE_KEY, lang);
  // Before the switch: queries keyed by language refetch on it and must send the new Language header.
  applyLanguage(lang);
  // Loads every namespace in use for the new language before switching, so no key shows raw.
  await i18next.changeLanguage(lang);
}

export function currentLanguage(): TLanguage {
  return parseLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}
