/**
 * For integration tests: start the gateway in-process on a free port against the engines that
 * infra/local/test-setup.ts started (its environment is already in process.env).
 *
 *   let gw: TestGateway;
 *   beforeAll(async () => { gw = await startTestGateway(); });
 *   afterAll(() => gw.stop());
 *   const res = await fetch(`${gw.url}/api/plans`);
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { resetConfigCache } from '../../functions/base/env';
import { bindGatewayServer, type Gateway, startGateway } from './gateway';
import type { RouteLike } from './lambda-event';
import { pagesOrigin } from './pages-origin';
import { fromRoot, REPO_ROOT } from './paths';
import type { LocalQueue, QueueConsumerLike } from './queue';
import { type DemoAccount, runSeed } from './runtime';
import { startLocalSqs } from './sqs-endpoint';
import type { WsRouteLike } from './ws-gateway';

export interface TestGatewayOptions {
  /** Load the demo data first (functions/ops/seed.ts). */
  seed?: boolean;
  /** Replace the route tables from functions/routes.ts (e.g. with handlers written to a temp folder). */
  httpRoutes?: RouteLike[];
  wsRoutes?: WsRouteLike[];
  queueConsumers?: QueueConsumerLike[];
  /** Log each request (off by default). */
  accessLog?: boolean;
}

export interface TestGateway {
  /** http://localhost:PORT, the app origin (send it as Origin for state-changing requests). */
  url: string;
  /** ws://localhost:PORT/ws */
  wsUrl: string;
  port: number;
  gateway: Gateway;
  queue: LocalQueue;
  accounts: DemoAccount[];
  stop(): Promise<void>;
}

export async function startTestGateway(opts: TestGatewayOptions = {}): Promise<TestGateway> {
  if (!process.env.DYNAMODB_ENDPOINT) {
    throw new Error('startTestGateway needs infra/local/test-setup.ts as a vitest globalSetup');
  }
  // bound on port 0 and read back: a port picked first and bound later can be taken in between
  const server = await bindGatewayServer(0);
  const { port } = server.address() as AddressInfo;
  process.env.WS_ENDPOINT = `http://127.0.0.1:${port}`;
  process.env.APP_ORIGIN = `http://localhost:${port}`;
  const routes =
    opts.httpRoutes && opts.wsRoutes && opts.queueConsumers
      ? {}
      : ((await import(pathToFileURL(fromRoot('functions/routes.ts')).href)) as {
          httpRoutes?: RouteLike[];
          wsRoutes?: WsRouteLike[];
          queueConsumers?: QueueConsumerLike[];
        });
  const sqs = await startLocalSqs({
    consumers: opts.queueConsumers ?? routes.queueConsumers ?? [],
    root: REPO_ROOT,
    retryDelayMs: 10,
  });
  const queue = sqs.queue;
  // the handlers send with the real SQS client to this endpoint, as under npm start
  Object.assign(process.env, sqs.env);
  resetConfigCache(); // config() caches per process; the origin check must see this gateway's origin
  const gateway = await startGateway({
    server,
    root: REPO_ROOT,
    httpRoutes: opts.httpRoutes ?? routes.httpRoutes ?? [],
    wsRoutes: opts.wsRoutes ?? routes.wsRoutes ?? [],
    // /page/* from the test run's s3rver, as under npm start
    pageHandler:
      process.env.S3_ENDPOINT && process.env.PAGES_BUCKET
        ? pagesOrigin({ endpoint: process.env.S3_ENDPOINT, bucket: process.env.PAGES_BUCKET })
        : undefined,
    // the test run's secret (test-setup.ts), added as CloudFront adds it: the functions' check runs here too
    originVerifySecret: process.env.ORIGIN_VERIFY_SECRET,
    accessLog: opts.accessLog ?? false,
  });
  let accounts: DemoAccount[] = [];
  try {
    if (opts.seed) accounts = await runSeed(() => {});
  } catch (err) {
    await gateway.close();
    await sqs.stop();
    throw err;
  }
  return {
    url: gateway.url,
    wsUrl: `ws://localhost:${port}/ws`,
    port,
    gateway,
    queue,
    accounts,
    async stop() {
      await sqs.stop({ drain: true });
      await gateway.close();
    },
  };
}
