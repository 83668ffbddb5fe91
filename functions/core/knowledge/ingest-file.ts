import type { MessagePayload } from '@shared/schemas/queue-messages';
import { ObjectTooLargeError, readObject } from '../../adapters/knowledge-bucket';
import type { Logger } from '../../base/logger';
import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { type ChunkDraft, chunkDocument } from './chunking';
import { indexWholeDocument } from './index-document';
import { FILE_DOC_KEY, fileTypeOf } from './keys';
import { queueIndexBuild } from './queue-index-build';
import { failSource, planKnowledgeLimits, type StoredSource } from './sources';

/**
 * Sources that are one document: an uploaded file (read from the knowledge bucket and extracted by the crawl
 * consumer, off the request), typed text and Q&A pairs (indexed in the request that adds them). The chunks
 * are written only once the whole document was extracted: a file that fails leaves the source `failed` with
 * the reason and no chunk of it.
 */

/** The crawl consumer's file message: read, judge, extract, index — or fail the source with the reason. */
export async function ingestFile(p: MessagePayload<'knowledge.ingest-file'>, log: Logger): Promise<void> {
  const { data } = await db.knowledgeSource().get({ clientId: p.clientId, id: p.sourceId }).go({ consistent: true });
  const source = data as StoredSource | null;
  if (!source || source.runId !== p.runId || (source.status !== 'queued' && source.status !== 'running')) return;
  if (!source.fileKey || !source.fileName) return failSource(p.clientId, p.sourceId, p.runId, 'The source has no file');
  try {
    await db
      .knowledgeSource()
      .patch({ clientId: p.clientId, id: p.sourceId })
      .set({ status: 'running', pagesTotal: 1 })
      .where((a, { eq }) => `${eq(a.runId, p.runId)} AND (${eq(a.status, 'queued')} OR ${eq(a.status, 'running')})`)
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    return; // cancelled, deleted or re-synced since it was read: a cancelled file must not run again
  }
  const { fileBytes } = await planKnowledgeLimits(p.clientId);
  const files = await import('./files/index');
  let drafts: ChunkDraft[];
  try {
    const bytes = await readObject(source.fileKey, fileBytes);
    drafts = chunkDocument(await files.extractFile(fileTypeOf(source.fileName), bytes));
  } catch (err) {
    if (!(err instanceof files.UnreadableFileError || err instanceof ObjectTooLargeError)) throw err;
    log.info('knowledge file refused', { sourceId: p.sourceId, reason: err.message });
    await db
      .knowledgePage()
      .upsert({
        clientId: p.clientId,
        sourceId: p.sourceId,
        docKey: FILE_DOC_KEY,
        url: source.fileName,
        status: 'failed',
        reason: err instanceof ObjectTooLargeError ? 'too-large' : 'error',
        detail: err.message,
        chunkCount: 0,
        runId: p.runId,
      })
      .go();
    return failSource(p.clientId, p.sourceId, p.runId, err.message);
  }
  await indexWholeDocument(source, drafts, source.fileName);
  await queueIndexBuild(p.clientId, log);
}
