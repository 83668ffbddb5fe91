/**
 * The file extractors as one module loaded on first use (`await import('./files/index')`): unpdf alone is
 * ~1.6 MB, so the Lambda build keeps this out of the crawl consumer's index.mjs and bundles it beside it
 * (LAZY_MODULES 'parley-knowledge-files' in infra/build-functions.ts). Take the error class from the loaded
 * module too: a copy imported statically would be another class.
 */
export { extractFile } from '../extract-file';
export { UnreadableFileError } from '../file-check';
