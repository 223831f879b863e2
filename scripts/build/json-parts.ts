import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * `file.json?only=a` and `file.json?omit=a,b`: a JSON module with only (or without) those top-level keys,
 * so a translation namespace's big subtree that one page shows (the help texts, the download page…)
 * loads with that page rather than with every page that uses the namespace (apps/web/src/lib/i18n.ts).
 * It hands Vite's JSON plugin plain JSON, which turns it into a module as usual.
 */
export function jsonParts(): Plugin {
  return {
    name: 'tala:json-parts',
    enforce: 'pre',
    async load(id) {
      const match = /^(.*\.json)\?(only|omit)=([\w,]+)$/.exec(id);
      if (!match) return null;
      const [, file, mode, list] = match as unknown as [string, string, 'only' | 'omit', string];
      const keys = new Set(list.split(','));
      const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const kept = Object.entries(data).filter(([key]) => keys.has(key) === (mode === 'only'));
      if (mode === 'only' && kept.length !== keys.size) throw new Error(`json-parts: ${file} lacks ${list}`);
      this.addWatchFile(file);
      return JSON.stringify(Object.fromEntries(kept));
    },
  };
}
