import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The API runs on its own port in development (`npm start`); in production it is the same origin. */
const apiTarget = process.env.PARLEY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web.ts reads the manifest to find what the landing page loads before first paint.
    manifest: true,
    target: 'es2022',
  },
  server: {
    // web/ imports the contracts in ../shared
    fs: { allow: ['..'] },
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/ws': { target: apiTarget, ws: true } },
  },
});
