import type { KnowledgeFileType } from '@shared/schemas/knowledge';
import { sha256 } from './chunking';

/** A crawled page's key: a short hash of its URL (chunk ids stay within the id length whatever the URL). */
export const docKeyOf = (url: string) => sha256(url).slice(0, 20);
/** The one document of a file, text or Q&A source. */
export const FILE_DOC_KEY = 'doc';

/** A page's address as the crawler keeps it: no fragment, so /faq and /faq#shipping are one page. */
export function pageUrl(raw: string): string {
  const url = new URL(raw);
  url.hash = '';
  return url.toString();
}

/** A start address that is a sitemap (…/sitemap.xml, any .xml): its pages are read from it. */
export const looksLikeSitemap = (url: URL) => /sitemap[^/]*\.xml$|\.xml$/i.test(url.pathname);

/** A file source's type, by its name's extension (the bytes are judged when it is read: file-check.ts). */
export const fileTypeOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() as KnowledgeFileType;
