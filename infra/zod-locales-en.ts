/**
 * Stand-in for zod's locales index in Lambda bundles. `import { z } from 'zod'` re-exports every
 * locale (≈ 400 KB minified) although the API only speaks English; the build points that one import
 * here so each function ships and parses only the English messages.
 */
export { default as en } from '../node_modules/zod/v4/locales/en.js';
