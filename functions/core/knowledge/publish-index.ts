import type { MessagePayload } from '@shared/schemas/queue-messages';
import * as db from '../../db/table-entities';
import { publishIndex } from './index-cache';
import { s3IndexStore } from './index-store-s3';
import { tenantChunks } from './tenant-chunks';

/**
 * The index built off the chat path (issue 33 item 6): when a website's crawl or a file's extraction ends,
 * the knowledge-index consumer builds the tenant's index for its current `knowledgeVersion` and stores it,
 * so the first visitor after a sync loads it instead of building it (a 2,000-page tenant: a build of
 * seconds against a load of a few hundred ms, bench/chat-knowledge.ts). The chat path still builds a
 * version nobody published (typed text and Q&A, a delete, a message lost), as before: this only moves
 * the common case off it. Queued by queue-index-build.ts, consumed by functions/queue/knowledge-index.ts.
 *
 * Nothing is built when one is stored already for the version (a turn or an earlier message built it) or
 * when the tenant has no knowledge.
 */
export async function publishCurrentIndex({ clientId }: MessagePayload<'knowledge.publish-index'>): Promise<void> {
  const { data } = await db
    .client()
    .get({ clientId })
    .go({ consistent: true, attributes: ['knowledgeVersion'] });
  const version = data?.knowledgeVersion ?? 0;
  if (version <= 0) return; // the tenant is gone, or never had knowledge
  if (await s3IndexStore.read(clientId, version)) return; // a turn or an earlier message built it
  const chunks = await tenantChunks(clientId);
  if (chunks.length > 0) await publishIndex(s3IndexStore, clientId, version, chunks);
}
