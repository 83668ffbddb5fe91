import type { requestUploadInput, requestUploadResponse } from '@shared/schemas/knowledge';
import type * as z from 'zod';
import { knowledgeObjectKey, presignUpload } from '../../adapters/knowledge-bucket';
import { ValidationError } from '../../base/errors';
import * as db from '../../db/table-entities';
import { countSync, createSource, planKnowledgeLimits, type StoredSource, toSource } from './sources';

/**
 * A file source in two steps: the route answers a presigned POST (the browser sends the file straight to the
 * knowledge bucket, S3 holding it to the plan's size), then the browser confirms (confirm-upload.ts) and the
 * extraction is queued (ingest-file.ts, on the crawl consumer).
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
