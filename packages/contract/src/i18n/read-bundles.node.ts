import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NAMESPACES, type TBundles } from './bundles.ts';
import { LANGUAGES } from './languages.ts';

const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));

/** Node-only: reads every bundle from disk (server messages, tests). The web app imports them through Vite. */
export function readAllBundles(): TBundles {
  const bundles = {} as TBundles;
  for (const lang of LANGUAGES) {
    bundles[lang] = {} as TBundles[typeof lang];
    const present = new Set(readdirSync(`${LOCALES_DIR}${lang}`));
    for (const ns of NAMESPACES) {
      const file = `${ns}.json`;
      bundles[lang][ns] = present.has(file)
        ? JSON.parse(readFileSync(`${LOCALES_DIR}${lang}/${file}`, 'utf8'))
        : {};
    }
  }
  return bundles;
}
