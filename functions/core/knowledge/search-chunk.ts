import type { MessageSource } from '@shared/schemas/chat-message';
import type { KnowledgeChunk } from '@shared/schemas/knowledge';

/** The chunk as the search reads it: the one shape of shared/schemas/knowledge.ts. */
export type { KnowledgeChunk };

/** Where an answer came from, for the citation under the reply. */
export type KnowledgeSource = MessageSource;

export const sourceOf = (c: Pick<KnowledgeChunk, 'sourceKind' | 'title' | 'url' | 'page'>): KnowledgeSource => ({
  kind: c.sourceKind,
  title: c.title,
  ...(c.url !== undefined ? { url: c.url } : {}),
  ...(c.page !== undefined ? { page: c.page } : {}),
});
