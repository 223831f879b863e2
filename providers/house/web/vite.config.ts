import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../../scripts/build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const PLATFORM = process.env.TALA_API ?? 'http://localhost:3000';

/**
 * The house provider's pages: HTML entries the house service serves at /house/play/:gameId,
 * /house/rules/:gameId, /house/verify and /house/recall/:roundId, with their scripts and styles under /house/assets/.
 */
export default defineConfig({
  root: here('.'),
  base: '/house/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/house/api': PLATFORM, '/wps': PLATFORM } },
  build: {
    outDir: here('../dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      input: {
        play: here('play.html'),
        rules: here('rules.html'),
        verify: here('verify.html'),
        recall: here('recall.html'),
      },
    },
  },
});
