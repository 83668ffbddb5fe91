import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './free-port';

export const PAGES_BUCKET = 'parley-pages';

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
