import { answerFromKnowledge, type KnowledgeAnswer } from './answer-decision';
import { knowledgeIndexes } from './index-cache';
import { s3IndexStore } from './index-store-s3';
import { type KnowledgePassage, topPassages } from './passages';
import { tenantChunks } from './tenant-chunks';

/**
 * The tenant's knowledge as the chat pipeline asks it (visitorTurn's `knowledge` option): the index of the
 * tenant's current `knowledgeVersion` from this instance's cache (index-cache.ts), else from the knowledge
 * bucket, else built from the chunks and stored; then the offline decision (answer-decision.ts).
 *
 * The version comes with the client item the turn reads anyway for the AI settings (intent-matcher.ts
 * MODEL_TENANT_ATTRIBUTES; the widget's BatchGetItem): read fresh on every turn, no extra round trip, so a
 * change reaches every instance on its next message. Version 0 (or none): the tenant never had knowledge
 * and nothing is loaded, not even the bucket's client.
 *
 * Published at the end of a crawl or a file's extraction by the crawl consumer (publish-index.ts), and
 * otherwise lazily, by the first turn that needs a version:
 * - chunks change in five places (crawl consumer, file consumer, typed text and Q&A, re-sync, delete); the
 *   crawl bumps the version once per page, so only the end of a run publishes (an index per page would be
 *   built for versions no visitor reaches); typed text, Q&A and deletes leave it to the first turn;
 * - a version bump alone decides what a turn uses: a deleted source's chunks are gone before its bump
 *   (remove-source.ts), so the next turn reads the new version, finds no stored index for it, and builds
 *   one without them — it cannot answer from the deleted source, whichever instance serves it;
 * - when nothing published it, the cost lands on the first turn after a change: a consistent chunk Query,
 *   the build and the PUT; every other instance then loads the stored index, and a cached one costs well
 *   under a millisecond. bench/chat-knowledge.ts at load average ~25 on 2 cores (2026-11-27): 82 Q&A
 *   pairs, build 0.3 s, load 35 ms; 2,000 passages, build 3.1 s, load 0.3 s; cached p50 0.1-0.3 ms beside
 *   a GetItem's 18-23 ms. A crawled site's first visitor now loads instead of building.
 */
const indexes = knowledgeIndexes({ store: s3IndexStore, chunksOf: (clientId) => tenantChunks(clientId) });

/** The tenant's index at its current version; none (nothing loaded, not even the bucket's client) at version 0. */
const indexAt = (clientId: string, knowledgeVersion: number) =>
  knowledgeVersion > 0 ? indexes.get(clientId, knowledgeVersion) : Promise.resolve(null);

export async function knowledgeAnswer(
  clientId: string,
  message: string,
  knowledgeVersion: number,
): Promise<KnowledgeAnswer | null> {
  const index = await indexAt(clientId, knowledgeVersion);
  return index ? answerFromKnowledge(index, message) : null;
}

/** The top passages of the same index, for a grounded answer written by the generative provider (passages.ts). */
export async function knowledgePassages(
  clientId: string,
  message: string,
  knowledgeVersion: number,
): Promise<readonly KnowledgePassage[]> {
  const index = await indexAt(clientId, knowledgeVersion);
  return index ? topPassages(index, message) : [];
}

/** Tests: the next turn loads from the store again, as a new instance would. */
export const clearKnowledgeCache = () => indexes.clear();
