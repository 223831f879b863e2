import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What a page's first load needs, read from the build (`.vite/manifest.json` and `.vite/chunks.json`,
 * apps/web/vite.config.ts): shared by the budget e2e (web-performance.e2e.ts) and `npm run bench:web`.
 */
export const WEB_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Initial JavaScript budget of a page, gzipped (issue 10 §6): 150 KB, counted in thousands of bytes. */
export const INITIAL_JS_BUDGET_BYTES = 150_000;

export type TFirstLoadPage = {
  path: string;
  /** The page's section module (app/router.tsx), as the manifest names it. */
  section: string;
  /** Translation namespaces the page and the shell show (lib/i18n.ts, app/router.tsx). */
  namespaces: string[];
};

const SHELL = ['common', 'shell', 'ui'];
export const FIRST_LOAD_PAGES: TFirstLoadPage[] = [
  { path: '/index', section: 'src/app/routes/home-page.tsx', namespaces: [...SHELL, 'pages', 'games'] },
  { path: '/rng', section: 'src/app/routes/category-page.tsx', namespaces: [...SHELL, 'pages', 'games'] },
  { path: '/live', section: 'src/app/routes/category-page.tsx', namespaces: [...SHELL, 'pages', 'games'] },
];

/**
 * Modules a visitor's first load of a player page must never fetch: the back office (its translations
 * are not even in the site's build), QR codes (on demand, from the side bar) and the game code (the
 * launch flow and the game page load with the first launch).
 */
export const NOT_ON_FIRST_LOAD: Array<{ what: string; module: RegExp }> = [
  { what: 'back-office translations', module: /i18n\/locales\/[a-z]+\/backoffice\.json$/ },
  { what: 'back-office code', module: /^apps\/backoffice\// },
  { what: 'QR code library', module: /^node_modules\/qrcode\// },
  { what: 'QR popover', module: /qr-popover-panel\.tsx$/ },
  {
    what: 'game launch flow',
    module: /features\/games\/(components\/launch-flow\.tsx|hooks\/use-launch-flow\.ts)$/,
  },
  { what: 'game page', module: /app\/routes\/game-page\.tsx$/ },
];

type TManifestEntry = { file: string; src?: string; imports?: string[]; isEntry?: boolean };
export type TBuild = {
  manifest: Record<string, TManifestEntry>;
  /** Script file (assets/…) → the modules it holds. */
  chunks: Record<string, string[]>;
};

export function readBuild(dist = WEB_DIST): TBuild {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, '.vite', file), 'utf8'));
  return { manifest: read('manifest.json'), chunks: read('chunks.json') };
}

/** The manifest entry of a source module: by its key, or (when the bundler gave its chunk no facade) by content. */
function entryOf(build: TBuild, source: string): TManifestEntry {
  const direct = build.manifest[source];
  if (direct) return direct;
  const module = source.startsWith('../../') ? source.slice('../../'.length) : `apps/web/${source}`;
  const file = Object.keys(build.chunks).find((chunk) => build.chunks[chunk]?.includes(module));
  const entry = Object.values(build.manifest).find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`not in the build: ${source}`);
  return entry;
}

function closure(build: TBuild, entry: TManifestEntry, into: Set<string>): void {
  if (into.has(entry.file)) return;
  into.add(entry.file);
  for (const key of entry.imports ?? []) {
    const imported = build.manifest[key];
    if (!imported) throw new Error(`not in the build manifest: ${key}`);
    closure(build, imported, into);
  }
}

/**
 * The scripts a page cannot render without: the entry and its static imports, the page's section and
 * its static imports, and the translation chunks of its namespaces (in English, the default language).
 */
export function initialScripts(build: TBuild, page: TFirstLoadPage): string[] {
  const files = new Set<string>();
  closure(build, entryOf(build, 'index.html'), files);
  closure(build, entryOf(build, page.section), files);
  for (const ns of page.namespaces) closure(build, translationEntry(build, ns), files);
  return [...files];
}

/** A namespace's English chunk; for 'pages', its core (the parts one page shows load with it: lib/i18n.ts). */
function translationEntry(build: TBuild, ns: string): TManifestEntry {
  const file = `../../packages/contract/src/i18n/locales/en/${ns}.json`;
  const key = Object.keys(build.manifest).find((k) => k === file || k.startsWith(`${file}?omit=`));
  return entryOf(build, key ?? file);
}

/** The size the server sends to a gzip-only client: the .gz file the build made beside each script. */
export function gzipBytes(file: string, dist = WEB_DIST): number {
  return readFileSync(path.join(dist, `${file}.gz`)).length;
}

/** For a loaded script URL, the forbidden modules it holds (empty: nothing forbidden). */
export function forbiddenModules(build: TBuild, scriptPath: string): string[] {
  const modules = build.chunks[scriptPath.replace(/^\//, '')] ?? [];
  return NOT_ON_FIRST_LOAD.flatMap(({ what, module }) =>
    modules.filter((id) => module.test(id)).map((id) => `${what}: ${id}`),
  );
}
