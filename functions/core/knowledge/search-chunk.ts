/**
 * The chunk as the search reads it: the shape of /work/wt/KNOWLEDGE-API.md ("The chunk"). The ingestion
 * lane owns the zod schema (shared/schemas/knowledge.ts) and the entity; until that lands on main the
 * search declares the same TypeScript type here and works from plain arrays of chunks. At the merge this
 * file becomes `export type { KnowledgeChunk } from '@shared/schemas/knowledge'`.
 */
export interface KnowledgeChunk {
  clientId: string;
  sourceId: string;
  /** Stable per (source, url/page, position): a re-sync overwrites in place. */
  id: string;
  sourceKind: 'website' | 'file' | 'text' | 'qa';
  /** Page title, document name or "Q&A". */
  title: string;
  url?: string;
  /** Page number in a PDF. */
  page?: number;
  /** The heading path the text sat under. */
  heading?: string;
  /** At most ~1,500 characters. */
  text: string;
  /** A Q&A pair (CSV, FAQ page, typed in). */
  question?: string;
  answer?: string;
  hash: string;
}

/** Where an answer came from, for the citation under the reply. */
export interface KnowledgeSource {
  kind: KnowledgeChunk['sourceKind'];
  title: string;
  url?: string;
  page?: number;
}

export const sourceOf = (c: Pick<KnowledgeChunk, 'sourceKind' | 'title' | 'url' | 'page'>): KnowledgeSource => ({
  kind: c.sourceKind,
  title: c.title,
  ...(c.url !== undefined ? { url: c.url } : {}),
  ...(c.page !== undefined ? { page: c.page } : {}),
});
