import { readIndexObject, writeIndexObject } from '../../adapters/knowledge-index-bucket';
import { indexKey, type KnowledgeIndexStore } from './index-cache';

/**
 * The tenants' indexes in the knowledge bucket (s3rver at home), one gzipped object per (clientId,
 * version) under `knowledge-index/` (index-cache.ts indexKey). The index stored under a version holds
 * at least that version's chunks: the ingestion bumps the version after it changed them, and the build
 * reads them with a consistent read (tenant-chunks.ts). It may also hold a later change, which the next
 * version holds too; two instances that build one version at once write equivalent indexes.
 */
export const s3IndexStore: KnowledgeIndexStore = {
  read: (clientId, version) => readIndexObject(indexKey(clientId, version)),
  write: (clientId, version, gzipped) => writeIndexObject(indexKey(clientId, version), gzipped),
};
