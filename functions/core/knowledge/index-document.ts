import { isConditionalFailure } from '../../db/errors';
import * as db from '../../db/table-entities';
import { removeDocChunks, replaceDocChunks } from './chunk-store';
import { type ChunkDraft, sha256 } from './chunking';
import { FILE_DOC_KEY } from './keys';
import type { StoredSource } from './sources';
import { bumpKnowledgeVersion } from './version';

/** Writes the document's chunks and marks the source ready with its one page fetched (if its run is still on). */
export async function indexWholeDocument(source: StoredSource, drafts: ChunkDraft[], url: string): Promise<void> {
  const { clientId, id: sourceId, runId } = source;
  const hash = sha256(drafts.map((d) => d.text).join('\n\n'));
  const { data: before } = await db.knowledgePage().get({ clientId, sourceId, docKey: FILE_DOC_KEY }).go();
  const unchanged = before?.hash === hash && (before.chunkCount ?? 0) === drafts.length;
  if (!unchanged) await replaceDocChunks(source, FILE_DOC_KEY, drafts, { title: source.title, url: source.url });
  await db
    .knowledgePage()
    .upsert({
      clientId,
      sourceId,
      docKey: FILE_DOC_KEY,
      url,
      status: 'fetched',
      title: source.title,
      hash,
      chunkCount: drafts.length,
      runId,
    })
    .go();
  try {
    await db
      .knowledgeSource()
      .patch({ clientId, id: sourceId })
      .set({
        status: 'ready',
        pagesDone: 1,
        pagesTotal: 1,
        chunkCount: drafts.length,
        lastSyncedAt: new Date().toISOString(),
      })
      .remove(['error'])
      // not once cancelled: a file cancelled while it was extracted stays cancelled (its chunks stay, as a
      // cancelled crawl's pages do)
      .where((a, { eq }) => `${eq(a.runId, runId)} AND (${eq(a.status, 'queued')} OR ${eq(a.status, 'running')})`)
      .go();
  } catch (err) {
    if (!isConditionalFailure(err)) throw err;
    // deleted while its document was extracted: the chunks and page just written belong to no source (the
    // delete's own removal may have run before they were), so they go, and the version moves past any
    // index built while they were there
    if (!(await sourceExists(clientId, sourceId))) {
      await removeDocChunks(clientId, sourceId, FILE_DOC_KEY);
      await db.knowledgePage().delete({ clientId, sourceId, docKey: FILE_DOC_KEY }).go();
      await bumpKnowledgeVersion(clientId);
      return;
    }
  }
  if (!unchanged) await bumpKnowledgeVersion(clientId);
}

async function sourceExists(clientId: string, id: string): Promise<boolean> {
  const { data } = await db
    .knowledgeSource()
    .get({ clientId, id })
    .go({ consistent: true, attributes: ['id'] });
  return data !== null;
}
