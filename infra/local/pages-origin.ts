import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { loadCloudFrontFunction } from '../cloudfront-function';
import { BASE_ENV } from './local-env';
import { fromRoot } from './paths';

/** What the gateway calls for GET/HEAD /page/*: true when the bucket had the object and it was sent. */
export type PagesOrigin = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<boolean>;

/** The '/page/*' behaviour's viewer-request function, the very file CloudFront runs. */
const pageIndex = loadCloudFrontFunction(fromRoot('infra/stacks/page-index.js'));

/** The object key CloudFront asks S3 for: the rewritten URI, percent-decoded as S3 decodes it. */
export function pageObjectKey(path: string): string | undefined {
  const uri = pageIndex({ request: { uri: path } }).uri;
  let key: string;
  try {
    key = decodeURIComponent(uri.slice(1));
  } catch {
    return undefined;
  }
  // S3 keys are flat, so `page/../x` names nothing in AWS; s3rver keeps objects as files, so such a key
  // must never reach it (it could leave the bucket's folder).
  if (key.split('/').some((s) => s === '.' || s === '..') || /[\0\\]/.test(key)) return undefined;
  return key;
}

/**
 * The pages bucket as CloudFront's '/page/*' origin, read with the real S3 client (s3rver at home):
 * the object's own Content-Type, Cache-Control, ETag and Last-Modified, conditional GETs answered 304.
 * A missing object resolves false; the gateway then answers what the AWS fallback origin answers
 * (infra/page-not-found.ts). Security headers are the gateway's, as CloudFront's policy adds them in AWS.
 */
export function pagesOrigin(opts: { endpoint: string; bucket: string }): PagesOrigin {
  const s3 = new S3Client({
    endpoint: opts.endpoint,
    region: BASE_ENV.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: BASE_ENV.AWS_ACCESS_KEY_ID, secretAccessKey: BASE_ENV.AWS_SECRET_ACCESS_KEY },
  });
  return async (req, res, path) => {
    const key = pageObjectKey(path);
    if (!key) return false;
    const head = req.method === 'HEAD';
    const conditions = {
      Bucket: opts.bucket,
      Key: key,
      IfNoneMatch: req.headers['if-none-match'],
      IfModifiedSince: req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined,
    };
    try {
      const object = head
        ? await s3.send(new HeadObjectCommand(conditions))
        : await s3.send(new GetObjectCommand(conditions));
      const body = 'Body' in object && object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      res.statusCode = 200;
      if (object.ContentType) res.setHeader('content-type', object.ContentType);
      if (object.CacheControl) res.setHeader('cache-control', object.CacheControl);
      if (object.ETag) res.setHeader('etag', object.ETag);
      if (object.LastModified) res.setHeader('last-modified', object.LastModified.toUTCString());
      res.setHeader('content-length', body?.length ?? object.ContentLength ?? 0);
      res.end(head ? undefined : body);
      return true;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      // OAC without s3:ListBucket makes S3 answer a missing key 403; s3rver answers 404. Both fail over.
      if (status === 403 || status === 404) return false;
      throw err;
    }
  };
}
