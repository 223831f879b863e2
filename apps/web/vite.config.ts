import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LANGUAGES } from '../../packages/contract/src/i18n/languages.ts';
import { THEME_BOOT_SCRIPT } from '../../packages/contract/src/theme-boot.ts';
import { bootFrame } from '../../scripts/build/boot-frame.ts';
import { chunkMap } from '../../scripts/build/chunk-map.ts';
import { initialChunks } from '../../scripts/build/initial-chunks.ts';
import { jsonParts } from '../../scripts/build/json-parts.ts';
import { precompress } from '../../scripts/build/precompress.ts';
import { pureSchemas } from '../../scripts/build/pure-schemas.ts';

const API = process.env.TALA_API ?? 'http://localhost:3000';

/** The common bundles' `loading`, by language: the frame's status before the bundles load. */
function loadingTexts(): Record<string, string> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const path = here(`../../packages/contract/src/i18n/locales/${lang}/common.json`);
      return [lang, (JSON.parse(readFileSync(path, 'utf8')) as { loading: string }).loading];
    }),
  );
}
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    jsonParts(),
    pureSchemas(here('../../packages/contract/src/')),
    bootFrame({
      tokensCssPath: here('../../packages/ui/src/tokens.css'),
      themeScript: THEME_BOOT_SCRIPT,
      loadingTexts: loadingTexts(),
    }),
    chunkMap(here('../../')),
    precompress(),
  ],
  resolve: {
    // react-i18next imports `use-sync-external-store/shim`, a CommonJS polyfill for React before 18 that every first
    // load would carry; React 18+ exports the hook itself.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
  server: {
    port: 5173,
    proxy: { '/wps': API, '/lgw': API, '/lotto': API, '/dev': API, '/docs': API },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json and .vite/chunks.json: what each page loads (budget test, npm run bench:web).
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rollupOptions: { output: { manualChunks: initialChunks('/apps/web/src/main.tsx') } },
  },
});
