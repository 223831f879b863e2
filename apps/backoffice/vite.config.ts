import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/build/precompress.ts';

const API = process.env.TALA_API ?? 'http://localhost:3000';

/** The operator console, served by the same server under /bo/. */
export default defineConfig({
  base: '/bo/',
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5174, proxy: { '/bo/api': API } },
  build: { target: 'es2022', sourcemap: false },
});
