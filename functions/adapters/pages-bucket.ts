import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '../base/env';

/**
 * The pages bucket (s3rver at home, S3 behind CloudFront's /page/* in AWS): published AI webpages and
 * their logos, all under `page/` (the only prefix 'pages:write' grants). @aws-sdk/client-s3 is a lazy
 * package (infra/build-functions.ts LAZY_PACKAGES): loaded on the first write, so reading a webpage or
 * the list never pays for it, and bundled beside the few functions that publish.
 */
let client: { endpoint: string | undefined; s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') } | undefined;

async function s3Client() {
  const { S3_ENDPOINT: endpoint, AWS_REGION } = config('S3_ENDPOINT', 'AWS_REGION');
  // one client per instance; a test that starts a second s3rver gets a client for it
  if (!client || client.endpoint !== endpoint) {
    const sdk = await import('@aws-sdk/client-s3');
    client = {
      endpoint,
      sdk,
      s3: new sdk.S3Client({
        region: AWS_REGION,
        ...(endpoint
          ? // s3rver (infra/local/s3-local.ts) knows one key pair, its own default
            { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
          : {}),
        // checksums only where S3 requires them: s3rver does not know the SDK's default CRC32 trailers
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    };
  }
  return client;
}

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
