import { config } from '../base/env';
import { s3Client } from './s3-client';

/**
 * The knowledge bucket (issue 33; s3rver at home, a private encrypted S3 bucket in AWS): the files a tenant
 * uploads as knowledge sources, under `knowledge/<clientId>/<sourceId>/` (the only prefix 'knowledge:files'
 * grants). The browser uploads straight to it with a presigned POST whose policy holds the exact key and the
 * plan's size limit, so S3 itself refuses a larger file; the consumer reads the object back with the same
 * limit. The S3 client is the buckets' one (adapters/s3-client.ts), loaded on first use.
 */
function bucket(): string {
  const { KNOWLEDGE_BUCKET } = config('KNOWLEDGE_BUCKET');
  if (!KNOWLEDGE_BUCKET) throw new Error('KNOWLEDGE_BUCKET is not configured for this function');
  return KNOWLEDGE_BUCKET;
}

export const knowledgeObjectKey = (clientId: string, sourceId: string, fileName: string) =>
  `knowledge/${clientId}/${sourceId}/${fileName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100)}`;

function checkKey(key: string): void {
  if (!key.startsWith('knowledge/') || key.includes('..'))
    throw new Error(`Knowledge bucket key outside knowledge/: ${key}`);
}

export const UPLOAD_EXPIRES_SECONDS = 15 * 60;

/** A presigned POST for exactly `key`, at most `maxBytes` (S3 refuses a larger body with 400 EntityTooLarge). */
export async function presignUpload(
  key: string,
  maxBytes: number,
): Promise<{ url: string; fields: Record<string, string> }> {
  checkKey(key);
  const { s3 } = await s3Client();
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  return createPresignedPost(s3, {
    Bucket: bucket(),
    Key: key,
    Conditions: [['content-length-range', 1, maxBytes]],
    Expires: UPLOAD_EXPIRES_SECONDS,
  });
}

export class ObjectTooLargeError extends Error {}

/** The object's size, or null when it is not there (not uploaded yet). */
export async function objectSize(key: string): Promise<number | null> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  try {
    const head = await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return null;
    throw err;
  }
}

/** The object's bytes, refused past `maxBytes` (read no further than that). */
export async function readObject(key: string, maxBytes: number): Promise<Buffer> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  const res = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  if ((res.ContentLength ?? 0) > maxBytes) {
    (res.Body as { destroy?: () => void } | undefined)?.destroy?.();
    throw new ObjectTooLargeError(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.Body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes)
      throw new ObjectTooLargeError(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function deleteObject(key: string): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}
