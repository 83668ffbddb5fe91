import type { KnowledgeSource } from '@shared/schemas/knowledge';
import { sendMessage } from '../../adapters/queue';
import { ConflictError } from '../../base/errors';
import { queueWebsiteRun } from './crawl-queue';
import { countSync, getStoredSource, planKnowledgeLimits, startRun, toSource } from './sources';

export async function resyncSource(clientId: string, id: string): Promise<KnowledgeSource> {
  const source = await getStoredSource(clientId, id);
  if (source.kind === 'text' || source.kind === 'qa') return toSource(source);
  if (source.kind === 'file' && !source.fileKey) throw new ConflictError('This source has no file');
  await countSync(clientId);
  const { pages } = await planKnowledgeLimits(clientId);
  const run = await startRun(clientId, id, source.kind === 'website' ? pages : 1);
  if (run.kind === 'website') await queueWebsiteRun(run);
  else {
    await sendMessage('knowledge.ingest-file', {
      payload: { clientId, sourceId: id, runId: run.runId },
      idempotencyKey: `${run.runId}:file`,
    });
  }
  return toSource(run);
}
