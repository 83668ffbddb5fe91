import { gunzipSync, gzipSync } from 'node:zlib';
import { instanceCache } from '../../base/instance-cache';
import type { KnowledgeChunk } from './search-chunk';
import { buildKnowledgeIndex, type KnowledgeIndex, loadKnowledgeIndex, serializeIndex } from './search-index';

/**
 * Where a tenant's index lives, and the per-instance cache in front of it.
 *
 * The index is built once per knowledge version (the ingestion bumps the tenant's `knowledgeVersion` with
 * every change of chunks, as intent writes bump `intentsVersion`), stored serialized and gzipped under
 * (clientId, version), and loaded once per Lambda instance. Measured for a 2,000-page tenant
 * (bench/knowledge.ts): the stored index is megabytes, far past DynamoDB's 400 KB item, so it lives in an
 * object store (S3: the knowledge bucket the ingestion lane adds; key `knowledge-index/<clientId>/<version>.json.gz`,
 * ~4.4 MB gzipped, 16 MB of JSON for 2,000 pages); loading it (gunzip + parse) took ~1 s against ~7.5 s to
 * rebuild it from the chunks (load average ~12 on 2 cores), and a rebuild would also read every chunk
 * (8.5 MB) from the table on each cold instance.
 *
 * The version is read fresh by the caller on every turn (from the client item, with the AI settings), so
 * a change reaches every instance on its next message; the cache key holds the version, and an old
 * version simply ages out.
 */
export interface KnowledgeIndexStore {
  /** The gzipped serialized index of (clientId, version), or null when none was stored. */
  read(clientId: string, version: number): Promise<Uint8Array | null>;
  write(clientId: string, version: number, gzipped: Uint8Array): Promise<void>;
}

export const indexKey = (clientId: string, version: number) => `knowledge-index/${clientId}/${version}.json.gz`;

/** A store in memory: tests, and `npm start` until the knowledge bucket exists. */
export function memoryIndexStore(): KnowledgeIndexStore & { keys(): string[] } {
  const objects = new Map<string, Uint8Array>();
  return {
    read: async (clientId, version) => objects.get(indexKey(clientId, version)) ?? null,
    write: async (clientId, version, gzipped) => {
      objects.set(indexKey(clientId, version), gzipped);
    },
    keys: () => [...objects.keys()],
  };
}

export const packIndex = (index: KnowledgeIndex): Uint8Array => gzipSync(serializeIndex(index));
export const unpackIndex = (gzipped: Uint8Array): KnowledgeIndex =>
  loadKnowledgeIndex(gunzipSync(gzipped).toString('utf8'));

/** Builds the index of a version from its chunks and stores it (the ingestion calls it after a change). */
export async function publishIndex(
  store: KnowledgeIndexStore,
  clientId: string,
  version: number,
  chunks: readonly KnowledgeChunk[],
): Promise<KnowledgeIndex> {
  const index = buildKnowledgeIndex(clientId, chunks);
  await store.write(clientId, version, packIndex(index));
  return index;
}

/**
 * Tenants' indexes kept per instance. A 2,000-page index holds ~45 MB of heap (bench/knowledge.ts), a
 * 30-pair FAQ well under 1 MB: 10 is ~450 MB in the worst case, which a chat function's memory must allow
 * for (or the cache must be bounded by size rather than by count, once tenants that large exist).
 */
const MAX_CACHED_INDEXES = 10;
/** An index of one version never changes: the TTL only frees the memory of tenants gone quiet. */
const INDEX_TTL_MS = 15 * 60_000;

export interface KnowledgeIndexes {
  /** The tenant's index at `version`; null when the tenant has no knowledge (version 0 / nothing stored and no chunks). */
  get(clientId: string, version: number): Promise<KnowledgeIndex | null>;
  clear(): void;
}

/**
 * The per-instance cache: stored index first; when none is stored (never published, or lost), built from
 * the chunks and stored for the next instance.
 */
export function knowledgeIndexes(deps: {
  store: KnowledgeIndexStore;
  chunksOf: (clientId: string) => Promise<KnowledgeChunk[]>;
}): KnowledgeIndexes {
  // a version with no chunks (every source deleted) is kept too, as NO_CHUNKS (the cache keeps no null):
  // otherwise each unplaced turn would read the store and query the chunks again; a new chunk bumps the version
  const cache = instanceCache<KnowledgeIndex | typeof NO_CHUNKS>({
    ttlMs: INDEX_TTL_MS,
    max: MAX_CACHED_INDEXES,
    load: async (key) => {
      const [clientId, v] = splitKey(key);
      const stored = await deps.store.read(clientId, v);
      if (stored) return unpackIndex(stored);
      const chunks = await deps.chunksOf(clientId);
      if (chunks.length === 0) return NO_CHUNKS;
      return publishIndex(deps.store, clientId, v, chunks);
    },
  });
  return {
    get: async (clientId, version) => {
      if (version <= 0) return null;
      const cached = await cache.get(`${version}:${clientId}`);
      const index = cached === NO_CHUNKS ? null : cached;
      // the cache is keyed by tenant: an index must never answer another tenant, whatever a store returned
      if (index && index.clientId !== clientId) throw new Error('knowledge index of another tenant');
      return index;
    },
    clear: () => cache.clear(),
  };
}

const NO_CHUNKS = 'no-chunks';

const splitKey = (key: string): [string, number] => {
  const at = key.indexOf(':');
  return [key.slice(at + 1), Number(key.slice(0, at))];
};
