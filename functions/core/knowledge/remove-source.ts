import { deleteObject } from '../../adapters/knowledge-bucket';
import { deleteKnowledgeContentClaims, deleteKnowledgePages } from '../../db/knowledge-chunks';
import * as db from '../../db/table-entities';
import { removeSourceChunks } from './chunk-store';
import { getStoredSource } from './sources';
import { bumpKnowledgeVersion } from './version';

/**
 * Deletes a source and, before answering, every chunk of it (it stops answering at once: the version is
 * bumped right after), its pages and its content claims, and its file in the bucket. A crawl message still
 * in flight finds no source and does nothing (crawl.ts checks after writing too).
 */
export async function deleteSource(clientId: string, id: string): Promise<void> {
  const source = await getStoredSource(clientId, id);
  await db.knowledgeSource().delete({ clientId, id }).go();
  await removeSourceChunks(clientId, id);
  // at once: the current version's stored index holds the source, and a step below that fails must not
  // leave it serving (a retry finds no source: a 404)
  await bumpKnowledgeVersion(clientId);
  const [{ data: pages }, { data: claims }] = await Promise.all([
    db
      .knowledgePage()
      .query.byPage({ clientId, sourceId: id })
      .go({ pages: 'all', attributes: ['docKey'] }),
    db
      .knowledgeContent()
      .query.byHash({ clientId, sourceId: id })
      .go({ pages: 'all', attributes: ['hash'] }),
  ]);
  await deleteKnowledgePages(
    clientId,
    id,
    pages.map((p) => p.docKey),
  );
  await deleteKnowledgeContentClaims(
    clientId,
    id,
    claims.map((c) => c.hash),
  );
  if (source.fileKey) await deleteObject(source.fileKey);
}
