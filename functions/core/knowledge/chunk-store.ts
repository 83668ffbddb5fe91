import type { KnowledgeChunk, KnowledgeSourceKind } from '@shared/schemas/knowledge';
import { deleteKnowledgeChunks, putKnowledgeChunks } from '../../db/knowledge-chunks';
import * as db from '../../db/table-entities';
import { type ChunkDraft, sha256 } from './chunking';

/**
 * A source's chunks as stored (entity knowledgeChunk): each document of a source (a crawled page, or the one
 * document of a file, text or Q&A source: FILE_DOC_KEY) owns the chunks whose id starts with its key, so a
 * page is replaced whole — new chunks written over the old ids in place, the ids past the new count deleted
 * — and only after its extraction succeeded: nothing is ever half-indexed.
 * The search side learns of a change from the client item's `knowledgeVersion` (version.ts).
 */

const chunkId = (docKey: string, position: number) => `${docKey}.${String(position).padStart(5, '0')}`;

export interface SourceRef {
  clientId: string;
  id: string;
  kind: KnowledgeSourceKind;
}

/** Where a document's chunks came from: its title and URL (or file name) and, for a PDF, each page number. */
export interface DocMeta {
  title: string;
  url?: string;
}

/** Writes a document's chunks in place of its old ones; answers the change in the source's chunk count. */
export async function replaceDocChunks(
  source: SourceRef,
  docKey: string,
  drafts: ChunkDraft[],
  meta: DocMeta,
): Promise<number> {
  const old = await docChunkIds(source.clientId, source.id, docKey);
  const chunks: KnowledgeChunk[] = drafts.map((draft, position) => ({
    clientId: source.clientId,
    sourceId: source.id,
    id: chunkId(docKey, position),
    sourceKind: source.kind,
    title: meta.title,
    ...(meta.url ? { url: meta.url } : {}),
    ...draft,
    hash: sha256(draft.text),
  }));
  await putKnowledgeChunks(chunks);
  const kept = new Set(chunks.map((c) => c.id));
  await deleteKnowledgeChunks(
    source.clientId,
    source.id,
    old.filter((id) => !kept.has(id)),
  );
  return chunks.length - old.length;
}

/** Removes a document's chunks (a page gone from the site); answers how many went. */
export async function removeDocChunks(clientId: string, sourceId: string, docKey: string): Promise<number> {
  const ids = await docChunkIds(clientId, sourceId, docKey);
  await deleteKnowledgeChunks(clientId, sourceId, ids);
  return ids.length;
}

/** Every chunk of a source, at once (a deleted source stops answering with the response that deleted it). */
export async function removeSourceChunks(clientId: string, sourceId: string): Promise<void> {
  const { data } = await db
    .knowledgeChunk()
    .query.byId({ clientId, sourceId })
    .go({ pages: 'all', attributes: ['id'] });
  await deleteKnowledgeChunks(
    clientId,
    sourceId,
    data.map((c) => c.id),
  );
}

async function docChunkIds(clientId: string, sourceId: string, docKey: string): Promise<string[]> {
  const { data } = await db
    .knowledgeChunk()
    .query.byId({ clientId, sourceId })
    .begins({ id: `${docKey}.` })
    .go({ pages: 'all', attributes: ['id'] });
  return data.map((c) => c.id);
}
