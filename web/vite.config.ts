import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHAKRA_LAZY_GLOBAL } from './chakra-lazy-global';
import { dependencyEditsPlugin } from './dependency-edits-plugin';
import { EMOTION_HYDRATE_IN_PLACE } from './emotion-hydrate-in-place';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** `@shared/x` → shared/x, as tsconfig.base.json's paths say (Vite does not read them). */
export const SHARED_ALIAS = { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) };

/** The API runs on its own port in development (`npm start`); in production it is the same origin. */
const apiTarget = process.env.PARLEY_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), dependencyEditsPlugin([CHAKRA_LAZY_GLOBAL, EMOTION_HYDRATE_IN_PLACE])],
  resolve: { alias: SHARED_ALIAS },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size budgets (web/build-sizes.ts) and bench:web read the manifest.
    manifest: true,
    target: 'es2022',
    // for bench/web-profile.ts: where a trace's samples fell, by source module
    sourcemap: process.env.PARLEY_WEB_SOURCEMAP === '1',
    // The SPA shell. web/build.ts builds the landing page (index.html) in a second, separate build: built
    // together the two would share chunks holding the union of both (every Chakra recipe, the router) and
    // the landing page would load them.
    rolldownOptions: { input: `${webRoot}app.html` },
  },
  server: {
    // web/ imports the contracts in ../shared
    fs: { allow: ['..'] },
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/ws': { target: apiTarget, ws: true } },
  },
});
