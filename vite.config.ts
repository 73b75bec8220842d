import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { serviceWorker } from './scripts/serviceWorker.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/stage/',
  plugins: [react(), serviceWorker(), precompress()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  server: {
    port: 5173,
    proxy: { '/pmpapp': { target: apiTarget, changeOrigin: true } },
  },
});
