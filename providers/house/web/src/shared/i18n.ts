import { useSyncExternalStore } from 'react';

/** The house's own languages: the platform's seven, chosen by `?lang=` (the launch URL carries it). */
export const HOUSE_LANGUAGES = ['en', 'zh', 'tl', 'vi', 'th', 'id', 'ja'] as const;
export type THouseLanguage = (typeof HOUSE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: THouseLanguage = 'en';

type TBundle = Record<string, unknown>;
type TVars = Record<string, string | number>;

// Bundles are split per language: a page loads English (the fallback) and the requested one only.
const loaders = import.meta.glob<{ default: TBundle }>('../locales/*.json');
const flat = new Map<THouseLanguage, Map<string, string>>();
let current: THouseLanguage = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export function parseLanguage(value: string | null | undefined): THouseLanguage {
  const code = (value ?? '').trim().toLowerCase().slice(0, 5);
  // The platform's menu says CN and TY; accept those aliases as well as the ISO-like codes.
  const alias: Record<string, THouseLanguage> = {
    cn: 'zh',
    'zh-cn': 'zh',
    ty: 'tl',
    fil: 'tl',
    vn: 'vi',
    jp: 'ja',
  };
  if ((HOUSE_LANGUAGES as readonly string[]).includes(code)) return code as THouseLanguage;
  return alias[code] ?? DEFAULT_LANGUAGE;
}

/** Nested JSON objects become dotted keys: { slot: { spin: "Spin" } } → "slot.spin". */
export function flattenBundle(
  bundle: TBundle,
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value !== null && typeof value === 'object') flattenBundle(value as TBundle, path, into);
  }
  return into;
}

async function loadLanguage(lang: THouseLanguage): Promise<void> {
  if (flat.has(lang)) return;
  const load = loaders[`../locales/${lang}.json`];
  if (load === undefined) throw new Error(`missing bundle ${lang}`);
  flat.set(lang, flattenBundle((await load()).default));
}

export async function initI18n(lang: THouseLanguage): Promise<void> {
  await Promise.all([loadLanguage(DEFAULT_LANGUAGE), loadLanguage(lang)]);
  current = lang;
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

export function currentLanguage(): THouseLanguage {
  return current;
}

/** `{{name}}` placeholders are replaced by vars; a missing key shows the key, so a gap is visible in QA. */
export function t(key: string, vars?: TVars): string {
  const text = flat.get(current)?.get(key) ?? flat.get(DEFAULT_LANGUAGE)?.get(key) ?? key;
  if (vars === undefined) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    vars[name] === undefined ? match : String(vars[name]),
  );
}

export function hasKey(key: string): boolean {
  return flat.get(current)?.has(key) === true || flat.get(DEFAULT_LANGUAGE)?.has(key) === true;
}

/** Re-renders a component when the language changes (it changes once, at start-up). */
export function useLanguage(): THouseLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
