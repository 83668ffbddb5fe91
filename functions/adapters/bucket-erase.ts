import { config } from '../base/env';
import { attachmentKey } from './attachments-bucket';
import { s3Client } from './s3-client';

/**
 * Erasing a person or a tenant reaches the buckets too (issue 32's open gap): the files sent in their
 * conversations (`attachments/<clientId>/<conversationId>/…`) and a tenant's knowledge files and indexes
 * (`knowledge/<clientId>/…`, `knowledge-index/<clientId>/…`). Objects are found by listing their prefix
 * (the keys hold ids made at run time), then deleted a thousand at a time, the most one DeleteObjects takes.
 * Access 'buckets:erase' (functions/routes.ts) grants exactly ListBucket and DeleteObject on those prefixes.
 */
export type ErasableBucket = 'attachments' | 'knowledge';

const BUCKET_NAMES = {
  attachments: () => config('ATTACHMENTS_BUCKET').ATTACHMENTS_BUCKET,
  knowledge: () => config('KNOWLEDGE_BUCKET').KNOWLEDGE_BUCKET,
} satisfies Record<ErasableBucket, () => string | undefined>;

/** The prefixes erase may touch; anything else is a programming error, refused before any call. */
const ERASABLE_PREFIXES: Record<ErasableBucket, readonly string[]> = {
  attachments: ['attachments/'],
  knowledge: ['knowledge/', 'knowledge-index/'],
};

/** Deletes every object under `prefix` (which must name a tenant: at least `<area>/<clientId>/`); returns how many. */
export async function eraseObjectsUnder(which: ErasableBucket, prefix: string): Promise<number> {
  const parts = prefix.split('/');
  if (
    !ERASABLE_PREFIXES[which].some((p) => prefix.startsWith(p)) ||
    parts.length < 3 ||
    parts.slice(0, -1).some((p) => p === '' || p === '..') ||
    !prefix.endsWith('/')
  )
    throw new Error(`Refusing to erase ${which} objects under ${prefix}`);
  const Bucket = BUCKET_NAMES[which]();
  if (!Bucket) return 0; // a stage without that bucket has nothing in it
  const { s3, sdk } = await s3Client();
  let erased = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (keys.length) {
      const result = await s3.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      if (result.Errors?.length)
        throw new Error(`Could not delete ${result.Errors.length} objects under ${prefix}: ${result.Errors[0]?.Code}`);
      erased += keys.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return erased;
}

/** The files sent in one conversation (the keys of adapters/attachments-bucket.ts). */
export const eraseConversationObjects = (clientId: string, conversationId: string) =>
  eraseObjectsUnder('attachments', attachmentKey(clientId, conversationId, ''));

/** Everything a tenant has in the buckets: its conversations' files, its knowledge files and indexes. */
export async function eraseTenantObjects(clientId: string): Promise<number> {
  let erased = await eraseObjectsUnder('attachments', `attachments/${clientId}/`);
  for (const area of ERASABLE_PREFIXES.knowledge) erased += await eraseObjectsUnder('knowledge', `${area}${clientId}/`);
  return erased;
}
