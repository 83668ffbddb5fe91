import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildWidget } from '../../widget/build';
import { type CognitoLocal, ensureUserPool, startCognitoLocal } from './cognito-local';
import { type DynamoDbLocal, ensureTable, localDynamoClient, startDynamoDbLocal } from './dynamodb-local';
import { bindGatewayServer, type Gateway, startGateway } from './gateway';
import { BASE_ENV, buildLocalEnv, loadOrCreateSecretKey, TABLE_NAME } from './local-env';
import { pagesOrigin } from './pages-origin';
import { fromRoot, REPO_ROOT } from './paths';
import { isAlive, readJson } from './process-state';
import type { LocalQueue } from './queue';
import { PAGES_BUCKET, type S3Local, startS3Local } from './s3-local';
import { type LocalScheduler, startScheduler } from './scheduler';
import { type SesLocal, startSesLocal } from './ses-local';
import { type LocalSqs, startLocalSqs } from './sqs-endpoint';
import { startTtlSweeper, type TtlSweeper } from './ttl-sweeper';
import { ensureWebBuilt, trackWebBuild } from './web-build';

export interface StartLocalOptions {
  /** Gateway port; 0 = any free port. Default: PORT or 3000. */
  port?: number;
  /** Data folder. Default: DATA_DIR or .data (relative to the working directory). */
  dataDir?: string;
  /** Wipe the data folder first. */
  reset?: boolean;
  /** DynamoDB Local without a database file (benchmarks, throw-away runs). */
  inMemory?: boolean;
  /** Load the demo data (functions/ops/seed.ts). Default true. */
  seed?: boolean;
  /** A first platform admin to create (functions/ops/bootstrap.ts). Default: ADMIN_EMAIL. */
  adminEmail?: string;
  /** No progress lines and no request log. */
  quiet?: boolean;
  /** Build web/dist when missing or stale and web/vite.config.ts exists. Default true. */
  buildWeb?: boolean;
  /** Wait for that build before resolving (default: PARLEY_WAIT_FOR_WEB=1); otherwise it runs in the background. */
  waitForWeb?: boolean;
  log?: (line: string) => void;
}

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export interface LocalRuntime {
  url: string;
  port: number;
  dataDir: string;
  /** Everything set in process.env for the functions. */
  env: Record<string, string>;
  accounts: DemoAccount[];
  pids: { dynamodb: number; cognito: number };
  queue: LocalQueue;
  gateway: Gateway;
  /** DynamoDB's TTL deletion, which DynamoDB Local lacks (a pass a minute; `sweep()` runs one now). */
  ttl: TtlSweeper;
  /** routes.ts scheduledJobs on their AWS schedule (`run(name)` runs one now). */
  scheduler: LocalScheduler;
  /** The SES stand-in's endpoint (SES_ENDPOINT): its inbox is viewable there in a browser. */
  mailInbox: string;
  /** Milliseconds from call to ready. */
  startupMs: number;
  stop(): Promise<void>;
}

/** The engines' ports of the last run, tried first on the next (s3rver takes any: nothing keeps its endpoint). */
interface SavedPorts {
  dynamodb?: number;
  cognito?: number;
}

/** Runs functions/ops/seed.ts `seedDemoData()` if that module exists. */
export async function runSeed(log: (line: string) => void): Promise<DemoAccount[]> {
  const file = fromRoot('functions/ops/seed.ts');
  if (!existsSync(file)) {
    log('No demo data: functions/ops/seed.ts does not exist yet (skipped)');
    return [];
  }
  const mod = (await import(pathToFileURL(file).href)) as {
    seedDemoData?: () => Promise<{ accounts?: DemoAccount[] } | undefined>;
  };
  if (typeof mod.seedDemoData !== 'function') {
    log('No demo data: functions/ops/seed.ts does not export seedDemoData (skipped)');
    return [];
  }
  const result = await mod.seedDemoData();
  return result?.accounts ?? [];
}

/**
 * Starts the whole product on loopback: DynamoDB Local, cognito-local, s3rver, the in-process queue and
 * the gateway (API + WebSocket + static files) on one port. Used by `npm start`, e2e tests and benchmarks.
 */
export async function startLocal(opts: StartLocalOptions = {}): Promise<LocalRuntime> {
  const t0 = performance.now();
  const quiet = opts.quiet ?? false;
  const log = opts.log ?? ((line: string) => console.log(line));
  const info = (line: string) => {
    if (!quiet) log(line);
  };
  const dataDir = resolve(opts.dataDir ?? process.env.DATA_DIR ?? '.data');
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  const runtimeFile = join(dataDir, 'runtime.json');

  const previous = readJson<{ pid: number; url: string }>(runtimeFile);
  if (previous && previous.pid !== process.pid && isAlive(previous.pid)) {
    throw new Error(
      `Parley is already running from ${dataDir} (pid ${previous.pid}, ${previous.url}); stop it or use another DATA_DIR`,
    );
  }
  if (opts.reset) {
    info(`Resetting ${dataDir}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(join(dataDir, 'logs'), { recursive: true });

  // Fixed names first: the SDK clients created below and any handler module read them.
  Object.assign(process.env, BASE_ENV);
  const localSecretKey = loadOrCreateSecretKey(join(dataDir, 'secret.key'));
  const portsFile = join(dataDir, 'ports.json');
  const savedPorts = readJson<SavedPorts>(portsFile) ?? {};

  let dynamo: DynamoDbLocal | undefined;
  let cognito: CognitoLocal | undefined;
  let s3: S3Local | undefined;
  let ses: SesLocal | undefined;
  let gateway: Gateway | undefined;
  let gatewayServer: Server | undefined;
  let sqs: LocalSqs | undefined;
  let ttl: TtlSweeper | undefined;
  let scheduler: LocalScheduler | undefined;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.allSettled([ttl?.stop(), scheduler?.stop()]);
    await Promise.allSettled([
      sqs?.stop(),
      gateway ? gateway.close() : closeServer(gatewayServer),
      s3?.stop(),
      ses?.stop(),
      dynamo?.stop(),
      cognito?.stop(),
    ]);
    const saved = readJson<{ pid: number }>(runtimeFile);
    if (saved?.pid === process.pid) rmSync(runtimeFile, { force: true });
  };

  try {
    // the gateway's port is bound first (port 0: the OS's pick, read back from the socket) and handed to
    // the gateway at the end, so the functions' environment names it before anything is seeded or served
    gatewayServer = await bindGatewayServer(port);
    // the SES stand-in first (in this process, milliseconds): cognito-local mails its codes to it
    ses = await startSesLocal();
    info(`  SES stand-in    ${ses.endpoint}  (mail inbox)`);
    const sesEndpoint = ses.endpoint;
    const engines = Promise.all([
      startDynamoDbLocal({
        inMemory: opts.inMemory,
        dbPath: join(dataDir, 'dynamodb'),
        port: savedPorts.dynamodb,
        logFile: join(dataDir, 'logs', 'dynamodb-local.log'),
      }).then((d) => {
        dynamo = d;
        info(`  DynamoDB Local  ${d.endpoint}  (${Math.round(performance.now() - t0)} ms)`);
      }),
      startCognitoLocal({
        dir: join(dataDir, 'cognito'),
        port: savedPorts.cognito,
        logFile: join(dataDir, 'logs', 'cognito-local.log'),
        sesEndpoint,
      }).then((c) => {
        cognito = c;
        info(`  cognito-local   ${c.endpoint}  (${Math.round(performance.now() - t0)} ms)`);
      }),
      startS3Local({ dir: join(dataDir, 's3') }).then((s) => {
        s3 = s;
        info(`  s3rver          ${s.endpoint}  (${Math.round(performance.now() - t0)} ms)`);
      }),
    ]);
    // The chat widget builds in well under a second with esbuild, so it is rebuilt on every start and
    // awaited with the engines: /widget/parley-widget.js is always the current source.
    const widget = buildWidget().then(
      (w) => info(`  widget          loader ${w.loader.gzip} B, panel ${w.panel.gzip} B gzip`),
      (err) => log(`The chat widget could not be built (npm run build:widget for details): ${(err as Error).message}`),
    );
    // A web app that does not build (or is still building) must not keep the API from starting: the
    // build runs in the background unless the caller wants to wait (e2e tests, benchmarks).
    const web =
      opts.buildWeb === false
        ? Promise.resolve()
        : ensureWebBuilt(info).catch((err) =>
            log(
              `The web app could not be built (serving a placeholder page; run npm run build:web for details): ${stripVTControlCharacters(
                (err as Error).message,
              )
                .split('\n')
                .slice(0, 4)
                .join('\n')}`,
            ),
          );
    trackWebBuild(web);
    await Promise.all([
      engines,
      widget,
      (opts.waitForWeb ?? process.env.PARLEY_WAIT_FOR_WEB === '1') ? web : undefined,
    ]);
    if (!dynamo || !cognito || !s3) throw new Error('a local engine did not start');
    writeFileSync(portsFile, `${JSON.stringify({ dynamodb: dynamo.port, cognito: cognito.port }, null, 2)}\n`);

    const [, pool] = await Promise.all([
      ensureTable(dynamo.endpoint, TABLE_NAME),
      ensureUserPool(cognito.endpoint, join(dataDir, 'cognito.json')),
    ]);
    ttl = startTtlSweeper(localDynamoClient(dynamo.endpoint), TABLE_NAME);

    const gatewayPort = (gatewayServer.address() as AddressInfo).port;
    const routes = await import(pathToFileURL(fromRoot('functions/routes.ts')).href);
    // The functions send with the real SQS client to this endpoint (SQS_ENDPOINT, QUEUE_URLS below).
    sqs = await startLocalSqs({ consumers: routes.queueConsumers ?? [], root: REPO_ROOT, log });
    const env = buildLocalEnv({
      dynamodbEndpoint: dynamo.endpoint,
      cognitoEndpoint: cognito.endpoint,
      s3Endpoint: s3.endpoint,
      pool,
      wsEndpoint: `http://127.0.0.1:${gatewayPort}`,
      appOrigin: `http://localhost:${gatewayPort}`,
      localSecretKey,
      sesEndpoint,
      sqs: { endpoint: sqs.endpoint.url, queueNames: sqs.queue.names },
    });
    // Before any handler module is imported (they parse their config once, at first use).
    Object.assign(process.env, env);

    // The stage bootstrap's own code (functions/ops/bootstrap.ts), as every AWS deploy runs it: the
    // migrations (data kept in DATA_DIR from before an index existed gets its keys), the plan catalogue
    // when there is none, and with ADMIN_EMAIL a first platform admin, whose temporary password is
    // printed once (nothing is mailed at home).
    const ops = await import(pathToFileURL(fromRoot('functions/ops/bootstrap.ts')).href);
    const boot = await ops.runBootstrap({ adminEmail: opts.adminEmail ?? process.env.ADMIN_EMAIL });
    if (boot.admin?.temporaryPassword) {
      log(
        `First admin ${boot.admin.email}: temporary password ${boot.admin.temporaryPassword} (shown once; a new password is chosen at the first sign-in)`,
      );
    }
    // Seed before the port opens, so the first request already sees the plans and demo accounts.
    let accounts: DemoAccount[] = [];
    if (opts.seed !== false) {
      try {
        accounts = await runSeed(info);
      } catch (err) {
        log(`Demo data could not be loaded: ${(err as Error).stack ?? err}`);
      }
    }

    // started after the bootstrap and seed, so a job's first run sees migrated data
    scheduler = startScheduler(routes.scheduledJobs ?? [], log);

    gateway = await startGateway({
      server: gatewayServer,
      root: REPO_ROOT,
      httpRoutes: routes.httpRoutes ?? [],
      wsRoutes: routes.wsRoutes ?? [],
      // /page/* from the pages bucket, as CloudFront serves published AI webpages in AWS
      pageHandler: pagesOrigin({ endpoint: s3.endpoint, bucket: PAGES_BUCKET }),
      originVerifySecret: env.ORIGIN_VERIFY_SECRET,
      accessLog: !quiet,
      log,
    });

    writeFileSync(
      runtimeFile,
      `${JSON.stringify(
        {
          pid: process.pid,
          url: gateway.url,
          pids: { dynamodb: dynamo.process.pid, cognito: cognito.process.pid },
          startedAt: new Date().toISOString(),
        },
        null,
        2,
      )}\n`,
    );
    return {
      url: gateway.url,
      port: gateway.port,
      dataDir,
      env,
      accounts,
      pids: { dynamodb: dynamo.process.pid, cognito: cognito.process.pid },
      queue: sqs.queue,
      gateway,
      ttl,
      scheduler,
      mailInbox: sesEndpoint,
      startupMs: Math.round(performance.now() - t0),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
}
