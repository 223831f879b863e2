import type { TLanguage } from './languages.ts';

/**
 * Translation bundles live at i18n/locales/<lang>/<namespace>.json. Each feature owns its namespaces;
 * bundles.test.ts fails when any key is missing from any language.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'shell',
  'auth',
  'pages',
  'server',
  'member',
  'agent',
  'backoffice',
  'games',
  'ui',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

export type TBundle = Record<string, unknown>;
export type TBundles = Record<TLanguage, Record<TNamespace, TBundle>>;

/** Flattens nested keys to "a.b.c" for lookups and completeness checks. */
export function flattenKeys(bundle: TBundle, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flattenKeys(value as TBundle, path)) out.set(k, v);
    } else {
      out.set(path, String(value));
    }
  }
  return out;
}
