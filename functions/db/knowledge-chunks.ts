import type { KnowledgeChunk } from '@shared/schemas/knowledge';
import { deleteItems, type ItemKey } from './partitions';
import * as db from './table-entities';

/**
 * Knowledge chunks in bulk (core/knowledge/chunk-store.ts): a page's or a source's chunks written and
 * deleted 25 to a BatchWriteItem (the 'table:erase' grant, as account deletion's), so deleting a source of
 * thousands of chunks fits in the request that asked for it. Keys come from the entity, never written here.
 */

const ROUNDS = 4;

export async function putKnowledgeChunks(chunks: KnowledgeChunk[]): Promise<void> {
  if (chunks.length === 0) return;
  let pending = chunks;
  for (let round = 0; pending.length > 0; round++) {
    if (round === ROUNDS) throw new Error('DynamoDB left chunk writes unprocessed');
    if (round > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** round));
    const { unprocessed } = await db.knowledgeChunk().put(pending).go();
    const left = new Set(unprocessed.map((k) => `${k.sourceId}\u0000${k.id}`));
    pending = pending.filter((c) => left.has(`${c.sourceId}\u0000${c.id}`));
  }
}

export async function deleteKnowledgeChunks(clientId: string, sourceId: string, ids: string[]): Promise<void> {
  await deleteItems(ids.map((id) => db.knowledgeChunk().delete({ clientId, sourceId, id }).params().Key as ItemKey));
}

/** A source's page items and content claims (a deleted source, or pages gone from its site). */
export async function deleteKnowledgePages(clientId: string, sourceId: string, docKeys: string[]): Promise<void> {
  await deleteItems(
    docKeys.map((docKey) => db.knowledgePage().delete({ clientId, sourceId, docKey }).params().Key as ItemKey),
  );
}

export async function deleteKnowledgeContentClaims(
  clientId: string,
  sourceId: string,
  hashes: string[],
): Promise<void> {
  await deleteItems(
    hashes.map((hash) => db.knowledgeContent().delete({ clientId, sourceId, hash }).params().Key as ItemKey),
  );
}
