import type { KnowledgeSource, requestUploadInput, requestUploadResponse } from '@shared/schemas/knowledge';
import type * as z from 'zod';
import { deleteObject, knowledgeObjectKey, objectSize, presignUpload } from '../../adapters/knowledge-bucket';
import { sendMessage } from '../../adapters/queue';
import { ConflictError, PayloadTooLargeError, ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { countSync, createSource, getStoredSource, planKnowledgeLimits, type StoredSource, toSource } from './sources';

/**
 * A file source in two steps: the route answers a presigned POST (the browser sends the file straight to the
 * knowledge bucket, S3 holding it to the plan's size), then the browser confirms and the extraction is queued
 * (ingest-file.ts, on the crawl consumer).
 */
export async function requestUpload(
  clientId: string,
  userId: string,
  input: z.output<typeof requestUploadInput>,
): Promise<z.output<typeof requestUploadResponse>> {
  const { fileBytes } = await planKnowledgeLimits(clientId);
  if (input.size > fileBytes) {
    throw new ValidationError(`The file is larger than your plan's ${Math.round(fileBytes / 1024 / 1024)} MB`, {
      size: `At most ${Math.round(fileBytes / 1024 / 1024)} MB`,
    });
  }
  await countSync(clientId);
  const created = await createSource(
    clientId,
    userId,
    { kind: 'file', title: input.fileName, fileName: input.fileName, fileSize: input.size },
    1,
  );
  const fileKey = knowledgeObjectKey(clientId, created.id, input.fileName);
  const { data } = await db
    .knowledgeSource()
    .patch({ clientId, id: created.id })
    .set({ fileKey })
    .go({ response: 'all_new' });
  // the policy holds the plan's limit, not the declared size: S3 refuses a larger body whatever was declared
  const upload = await presignUpload(fileKey, fileBytes);
  return { source: toSource(data as StoredSource), upload: { ...upload, maxBytes: fileBytes } };
}

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
