import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { MAX_ATTACHMENT_BYTES } from '../../shared/attachment-rules';

export const PAGES_BUCKET = 'parley-pages';
/** Files sent in conversations (issue 32 item 6): the data stack's attachments bucket at home. */
export const ATTACHMENTS_BUCKET = 'parley-attachments';

/**
 * The attachments bucket's CORS, as the data stack sets it: any origin may POST (the widget runs on
 * customers' sites; the presigned policy authorises an upload), nothing else cross-origin.
 */
const ATTACHMENTS_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * s3rver accepts a browser POST without reading its policy. S3 refuses a body outside the policy's
 * content-length-range (EntityTooLarge); this stands in for that on the attachments bucket: a POST whose
 * request is larger than the largest file plus the form's other fields is refused before s3rver reads it.
 */
const POST_FORM_OVERHEAD = 64 * 1024;
async function refuseOversizePosts(
  ctx: {
    req: NodeJS.ReadableStream;
    method: string;
    path: string;
    get(h: string): string;
    status: number;
    body: unknown;
    set(h: string, v: string): void;
  },
  next: () => Promise<unknown>,
) {
  const length = Number(ctx.get('content-length') || 0);
  if (
    ctx.method === 'POST' &&
    ctx.path.replace(/\/$/, '') === `/${ATTACHMENTS_BUCKET}` &&
    length > MAX_ATTACHMENT_BYTES + POST_FORM_OVERHEAD
  ) {
    // read and dropped, so the client hears the answer instead of a broken pipe
    for await (const _ of ctx.req);
    ctx.status = 400;
    ctx.set('content-type', 'application/xml');
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>';
    return;
  }
  return next();
}
/** Uploaded knowledge files (issue 33); the same config name as in AWS (KNOWLEDGE_BUCKET). */
export const KNOWLEDGE_BUCKET = 'parley-knowledge';
const KNOWLEDGE_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod>
<AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * The access key every local SDK client signs with (BASE_ENV in local-env.ts, which imports this file).
 * s3rver only knows its own S3RVER key unless told, and refuses any other as InvalidAccessKeyId.
 */
export const LOCAL_ACCESS_KEY = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

const s3rverAccounts = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};

export interface S3Local {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** s3rver in this process, one folder per bucket under `dir`. */
export async function startS3Local(opts: { dir: string; buckets?: string[] }): Promise<S3Local> {
  const directory = resolve(opts.dir);
  mkdirSync(directory, { recursive: true });
  s3rverAccounts.DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY.accessKeyId, LOCAL_ACCESS_KEY.secretAccessKey);
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: (opts.buckets ?? [PAGES_BUCKET, ATTACHMENTS_BUCKET, KNOWLEDGE_BUCKET]).map((name) =>
      // browsers POST attachments and knowledge files straight to their buckets (presigned POSTs), as in AWS
      name === ATTACHMENTS_BUCKET
        ? { name, configs: [ATTACHMENTS_CORS] }
        : name === KNOWLEDGE_BUCKET
          ? { name, configs: [KNOWLEDGE_CORS] }
          : { name },
    ),
  });
  // first in Koa's chain (composed when the server starts), ahead of s3rver's own routes
  (server as unknown as { middleware: unknown[] }).middleware.unshift(refuseOversizePosts);
  // port 0, read back: nothing needs the same S3 endpoint across restarts (the functions get it from
  // their environment), and s3rver 3.7 cannot report a taken port (its listen ignores the error)
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await server.close();
    },
  };
}
