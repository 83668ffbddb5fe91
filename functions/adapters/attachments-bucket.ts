import { config } from '../base/env';
import { s3Client } from './s3-client';

/**
 * The attachments bucket (issue 32 item 6; s3rver at home, a private S3 bucket in AWS): files sent in
 * conversations, under `attachments/<clientId>/<conversationId>/<id>` (the only prefix 'attachments:*'
 * grants). Browsers upload with a presigned POST and read through short-lived signed GET URLs; nothing
 * here is public. The presigners are lazy packages like the client (infra/build-functions.ts).
 */
const PREFIX = 'attachments/';

export const attachmentKey = (clientId: string, conversationId: string, id: string) =>
  `${PREFIX}${clientId}/${conversationId}/${id}`;

const bucket = () => config('ATTACHMENTS_BUCKET').ATTACHMENTS_BUCKET;

/**
 * An upload arrives tagged `state=pending` (the presigned POST's `tagging` field, fixed by its policy); the
 * bucket's lifecycle rule expires pending objects after a day (infra/stacks/data-stack.ts), so bytes
 * nobody sent, and so nobody checked, do not stay. A checked file is tagged `state=sent` (markObjectSent).
 */
export const STATE_TAG = 'state';
const tagging = (state: 'pending' | 'sent') =>
  `<Tagging><TagSet><Tag><Key>${STATE_TAG}</Key><Value>${state}</Value></Tag></TagSet></Tagging>`;

function checkKey(key: string): void {
  if (!key.startsWith(PREFIX) || key.includes('..'))
    throw new Error(`Attachments bucket key outside ${PREFIX}: ${key}`);
}

/**
 * A presigned POST for exactly this key and content type, with S3 refusing a body outside 1..maxBytes
 * (the policy's content-length-range) or after `expiresIn` seconds.
 */
export async function presignUpload(key: string, contentType: string, maxBytes: number, expiresIn: number) {
  checkKey(key);
  const [{ s3 }, { createPresignedPost }] = await Promise.all([s3Client(), import('@aws-sdk/s3-presigned-post')]);
  return createPresignedPost(s3, {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    // each field is also an exact-match condition of the policy
    Fields: { 'Content-Type': contentType, tagging: tagging('pending') },
    Expires: expiresIn,
  });
}

/**
 * The object's size, its first `bytes` bytes and its ETag (which version was read), or null when nothing was
 * uploaded under the key.
 */
export async function readObjectHead(
  key: string,
  bytes: number,
): Promise<{ size: number; head: Uint8Array; etag?: string } | null> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  try {
    const object = await s3.send(
      new sdk.GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${bytes - 1}` }),
    );
    const head = await object.Body?.transformToByteArray();
    // "bytes 0-4099/123456": the total after the slash; without a range answer, the whole length
    const total = Number(object.ContentRange?.split('/')[1] ?? object.ContentLength);
    return {
      size: Number.isFinite(total) ? total : (head?.length ?? 0),
      head: head ?? new Uint8Array(),
      etag: object.ETag,
    };
  } catch (err) {
    const name = (err as { name?: string }).name;
    // an empty object has no byte 0: S3 answers 416 InvalidRange
    if (name === 'InvalidRange') return { size: 0, head: new Uint8Array() };
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw err;
  }
}

export async function putAttachmentObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** Where a checked upload lives: a key no presigned POST names. */
const SENT_SUFFIX = '.sent';

/**
 * A checked upload, moved out of reach of its presigned POST: S3 accepts the same POST form again until it
 * expires, so bytes at the upload key could be replaced after the check. The version that was checked
 * (`etag`) is copied to a key no POST names (the copy fails if the object changed since), tagged sent (out
 * of the pending lifecycle rule) and the upload key deleted. Answers the new key; a key already sealed (a
 * send retried after a failure past this point) is answered as it is.
 */
export async function sealCheckedObject(key: string, etag: string | undefined): Promise<string> {
  checkKey(key);
  // sealed by an earlier send that failed later (its release tagged it pending again): sent now
  if (key.endsWith(SENT_SUFFIX)) {
    await tagObjectState(key, 'sent');
    return key;
  }
  const sealed = `${key}${SENT_SUFFIX}`;
  const { s3, sdk } = await s3Client();
  await s3.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket(),
      Key: sealed,
      CopySource: `${bucket()}/${key}`,
      ...(etag ? { CopySourceIfMatch: etag } : {}),
    }),
  );
  await tagObjectState(sealed, 'sent');
  await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  return sealed;
}

/**
 * The lifecycle state of an object: `pending` objects expire after a day (the bucket's rule), `sent` ones
 * stay. A sealed upload whose send failed goes back to pending with its record, so bytes nobody sends in
 * the end do not stay for ever.
 */
export async function tagObjectState(key: string, state: 'pending' | 'sent'): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(
    new sdk.PutObjectTaggingCommand({
      Bucket: bucket(),
      Key: key,
      Tagging: { TagSet: [{ Key: STATE_TAG, Value: state }] },
    }),
  );
}

/** Deleting a key that is not there is no error (S3 answers 204 either way). */
export async function deleteAttachmentObject(key: string): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * A GET URL valid for `expiresIn` seconds whose response carries the content type and disposition given
 * here, whatever the object was stored with: a browser never renders an attachment as a page.
 */
export async function signedDownloadUrl(
  key: string,
  response: { contentType: string; disposition: string },
  expiresIn: number,
): Promise<string> {
  checkKey(key);
  const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([s3Client(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(
    s3,
    new sdk.GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentType: response.contentType,
      ResponseContentDisposition: response.disposition,
    }),
    { expiresIn },
  );
}
