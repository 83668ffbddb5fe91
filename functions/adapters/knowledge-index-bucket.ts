import { config } from '../base/env';
import { s3Client } from './s3-client';

/**
 * Tenants' search indexes in the knowledge bucket, under `knowledge-index/` (core/knowledge/index-store-s3.ts).
 * A module apart from knowledge-bucket.ts on purpose: the chat functions that read and write indexes are
 * granted 'knowledge:index' (this prefix only), never 'knowledge:files' (the files tenants uploaded), and
 * functions/routes-access.test.ts ties each grant to the module that uses it. Same bucket, same S3 client.
 */
function bucket(): string {
  const { KNOWLEDGE_BUCKET } = config('KNOWLEDGE_BUCKET');
  if (!KNOWLEDGE_BUCKET) throw new Error('KNOWLEDGE_BUCKET is not configured for this function');
  return KNOWLEDGE_BUCKET;
}

function checkKey(key: string): void {
  if (!key.startsWith('knowledge-index/') || key.includes('..'))
    throw new Error(`Knowledge bucket key outside knowledge-index/: ${key}`);
}

const notFound = (err: unknown) => {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound';
};

/** The object's bytes, or null when it is not there. */
export async function readIndexObject(key: string): Promise<Uint8Array | null> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  try {
    const res = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
    return res.Body ? await res.Body.transformToByteArray() : null;
  } catch (err) {
    if (notFound(err)) return null;
    throw err;
  }
}

export async function writeIndexObject(key: string, body: Uint8Array): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: 'application/gzip' }));
}
