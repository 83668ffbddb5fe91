/**
 * Page extraction (Readability + linkedom, ~450 KB with its DOM) as a module loaded on first use
 * (`await import('./page/index')`): LAZY_MODULES 'parley-knowledge-page' in infra/build-functions.ts.
 */
export { extractHtml } from '../extract-html';
