import type { KnowledgeChunk } from '@shared/schemas/knowledge';
import * as db from '../../db/table-entities';

/**
 * Reading a tenant's chunks (the search side's index builder, tests): one Query of the tenant's partition,
 * in a module of its own so a reader reaches none of the batch writes of chunk-store.ts (and needs no
 * 'table:erase'). When to rebuild: the client item's `knowledgeVersion` (version.ts) moved. A consistent
 * read: the index built for a version is stored under it for good (index-cache.ts), so it must see every
 * change made before that version's bump (a source deleted just before must not be read back).
 */
export async function tenantChunks(clientId: string, sourceId?: string): Promise<KnowledgeChunk[]> {
  const query = sourceId
    ? db.knowledgeChunk().query.byId({ clientId, sourceId })
    : db.knowledgeChunk().query.byId({ clientId });
  const { data } = await query.go({ pages: 'all', consistent: true });
  return data as KnowledgeChunk[];
}
