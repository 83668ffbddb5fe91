import type { KnowledgeSource } from '@shared/schemas/knowledge';
import { deleteObject, objectSize } from '../../adapters/knowledge-bucket';
import { sendMessage } from '../../adapters/queue';
import { ConflictError, PayloadTooLargeError } from '../../base/errors';
import { getStoredSource, planKnowledgeLimits, toSource } from './sources';

/**
 * The browser's upload is in the bucket (upload.ts): its size checked again (the plan's limit; S3's policy
 * held it too), then its extraction queued for the crawl consumer (ingest-file.ts); 409 before the upload.
 */
export async function confirmUpload(clientId: string, id: string): Promise<KnowledgeSource> {
  const source = await getStoredSource(clientId, id);
  if (source.kind !== 'file' || !source.fileKey) throw new ConflictError('This source is not a file upload');
  if (source.status !== 'queued') throw new ConflictError('The file was already received');
  const size = await objectSize(source.fileKey);
  if (size === null) throw new ConflictError('The file has not been uploaded yet');
  const { fileBytes } = await planKnowledgeLimits(clientId);
  if (size > fileBytes) {
    await deleteObject(source.fileKey);
    throw new PayloadTooLargeError(fileBytes);
  }
  await sendMessage('knowledge.ingest-file', {
    payload: { clientId, sourceId: id, runId: source.runId },
    idempotencyKey: `${source.runId}:file`,
  });
  return toSource(source);
}

/** A new run: a website is crawled again, a file extracted again; text and Q&A pairs are indexed already. */
