import type { S3Client } from '@aws-sdk/client-s3';
import { config } from '../base/env';

/**
 * The S3 client of the buckets (pages, attachments): s3rver at home, S3 in AWS. @aws-sdk/client-s3 is a
 * lazy package (infra/build-functions.ts LAZY_PACKAGES): loaded on first use, so a function that never
 * touches a bucket never pays for it, and bundled beside the few functions that do.
 */
let client: { endpoint: string | undefined; s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') } | undefined;

export async function s3Client() {
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
