import { sha256 } from './chunking';

/** A crawled page's key: a short hash of its URL (chunk ids stay within the id length whatever the URL). */
export const docKeyOf = (url: string) => sha256(url).slice(0, 20);
/** The one document of a file, text or Q&A source. */
export const FILE_DOC_KEY = 'doc';
