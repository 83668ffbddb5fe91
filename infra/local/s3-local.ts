import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import S3rver from 's3rver';

export const PAGES_BUCKET = 'parley-pages';
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
    configureBuckets: (opts.buckets ?? [PAGES_BUCKET, KNOWLEDGE_BUCKET]).map((name) => ({
      name,
      // the browser POSTs knowledge files straight to the bucket (a presigned POST), as in AWS (data-stack.ts)
      configs: name === KNOWLEDGE_BUCKET ? [KNOWLEDGE_CORS] : [],
    })),
  });
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
