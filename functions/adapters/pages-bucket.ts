import { config } from '../base/env';
import { s3Client } from './s3-client';

/**
 * The pages bucket (s3rver at home, S3 behind CloudFront's /page/* in AWS): published AI webpages and
 * their logos, all under `page/` (the only prefix 'pages:write' grants). The client is loaded on the
 * first write (adapters/s3-client.ts), so reading a webpage or the list never pays for it.
 */

/** Where a published webpage lives: CloudFront and the local gateway serve it as /page/{pathname}. */
export const pageObjectKey = (pathname: string) => `page/${pathname}/index.html`;

const bucket = () => config('PAGES_BUCKET').PAGES_BUCKET;

function checkKey(key: string): void {
  if (!key.startsWith('page/') || key.includes('..')) throw new Error(`Pages bucket key outside page/: ${key}`);
}

export async function putPageObject(
  key: string,
  body: string | Uint8Array,
  headers: { contentType: string; cacheControl: string },
): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(
    new sdk.PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: body,
      ContentType: headers.contentType,
      CacheControl: headers.cacheControl,
    }),
  );
}

/** Deleting a key that is not there is no error (S3 answers 204 either way). */
export async function deletePageObject(key: string): Promise<void> {
  checkKey(key);
  const { s3, sdk } = await s3Client();
  await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}
