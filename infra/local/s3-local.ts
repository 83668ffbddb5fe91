import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port';

export const PAGES_BUCKET = 'parley-pages';

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
export async function startS3Local(opts: { dir: string; port?: number; buckets?: string[] }): Promise<S3Local> {
  const directory = resolve(opts.dir);
  mkdirSync(directory, { recursive: true });
  const port = await freePort(opts.port);
  s3rverAccounts.DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY.accessKeyId, LOCAL_ACCESS_KEY.secretAccessKey);
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: (opts.buckets ?? [PAGES_BUCKET]).map((name) => ({ name })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await server.close();
    },
  };
}
