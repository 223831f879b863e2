import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/build/precompress.ts';

const API = process.env.TALA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/wps': API, '/lgw': API, '/dev': API, '/docs': API },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
});
