import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../functions/kit/cloudfront-headers';
import { httpRoutes, routeId } from '../functions/routes';
import type { ApiClient } from '../functions/test-support/api';
import { signInAdmin, signUpTenant } from '../functions/test-support/tenants';
import { widgetRequest } from '../functions/test-support/widget-client';
import { median } from './cold-start';
import type { FunctionSpec } from './function-specs';

/**
 * A function's first request, the closest local stand-in for what a Lambda cold start costs its user
 * (issue 30 item 3): a fresh `node` process imports the bundle and runs its handler once on a
 * representative event against the local stand-ins (DynamoDB Local, cognito-local, s3rver, the local
 * SQS endpoint), lazy modules included. Each figure is read from the process's own start
 * (performance.now(), which counts from the process's time origin), so it holds node's boot, the import
 * and the first handler run; the reference is the same figure for an empty module: an empty function's
 * cold start in the same run. The import alone is reported too (infra/cold-start.ts's measure).
 *
 * Used by `npm run bench:bundles` (bench/bundles.ts) and the cold-start budget
 * (infra/cold-start-budget.test.ts). The caller starts the stand-ins and puts their environment in
 * process.env (infra/local/runtime.ts's startLocal, or the vitest global setup with a test gateway).
 */

/** The names a function reads at home (infra/local/local-env.ts), passed to each fresh process. */
const FUNCTION_ENV = [
  'STAGE',
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'TABLE_NAME',
  'PAGES_BUCKET',
  'ATTACHMENTS_BUCKET',
  'KNOWLEDGE_BUCKET',
  'KNOWLEDGE_ALLOW_LOOPBACK',
  'BILLING_TEST_GATEWAY',
  'DYNAMODB_ENDPOINT',
  'COGNITO_ENDPOINT',
  'S3_ENDPOINT',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'JWT_ISSUER',
  'JWKS_URL',
  'WS_ENDPOINT',
  'APP_ORIGIN',
  'LOCAL_SECRET_KEY',
  'SQS_ENDPOINT',
  'QUEUE_URLS',
  'DEAD_LETTER_QUEUE_URLS',
  'VISITOR_TOKEN_SECRET',
  'ORIGIN_VERIFY_SECRET',
  'RATE_LIMIT_SCALE',
  // the SES stand-in: without it, the admin figures and System Health asked AWS's own SES from here
  'SES_ENDPOINT',
  'MAIL_FROM',
];

function functionEnv(): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    LOG_SILENT: 'true',
  };
  for (const name of FUNCTION_ENV) if (process.env[name] !== undefined) env[name] = process.env[name]!;
  if (!env.DYNAMODB_ENDPOINT) throw new Error('first requests need the local stand-ins: DYNAMODB_ENDPOINT is unset');
  return env;
}

/** Run in the fresh process: times from the process's start, the import, the handler's first run. */
const firstRequestTimer = [
  "import { readFileSync } from 'node:fs';",
  'const start = performance.now();',
  'const mod = await import(process.argv[1]);',
  'const imported = performance.now();',
  'let status = 0;',
  'if (process.argv[2]) {',
  "  const event = JSON.parse(readFileSync(process.argv[2], 'utf8'));",
  '  const deadline = Date.now() + 30000;',
  "  const context = { awsRequestId: 'first-request', functionName: 'bench', callbackWaitsForEmptyEventLoop: true,",
  '    getRemainingTimeInMillis: () => deadline - Date.now() };',
  '  const result = await mod.handler(event, context);',
  '  status = result?.statusCode ?? (result?.batchItemFailures?.length ? 500 : 200);',
  '}',
  'const done = performance.now();',
  'const { user, system } = process.cpuUsage();',
  'process.stdout.write(JSON.stringify({ boot: start, importMs: imported - start, total: done, cpu: (user + system) / 1000, status, rss: process.memoryUsage().rss }));',
  'process.exit(0);',
].join('\n');

interface Sample {
  /** From the process's start to the handler's answer (or to the import, without an event), ms. */
  total: number;
  /** The import alone, ms. */
  importMs: number;
  /**
   * The process's CPU time (user + system, every thread: V8's compiler and GC helpers too) from its
   * start to the same point, ms: on a loaded machine the wall clock mostly measures the wait for a core,
   * the CPU time what the function costs.
   */
  cpu: number;
  status: number;
  rss: number;
}

/**
 * One fresh process, spawned asynchronously: the stand-ins' SQS endpoint and gateway (@connections) run
 * in this process and must keep answering while the function runs.
 */
function runOnce(
  bundle: string,
  eventFile: string | undefined,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Sample> {
  const args = [...nodeArgs, '--input-type=module', '-e', firstRequestTimer, pathToFileURL(bundle).href];
  if (eventFile) args.push(eventFile);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error((stderr || err.message).trim().split('\n').slice(-3).join(' ') || String(err.code)));
      else resolve(JSON.parse(stdout));
    });
  });
}

/** What the fixtures hold: one tenant with intents, its owner's and an admin's cookies, a visitor. */
export interface Fixtures {
  base: string;
  clientId: string;
  owner: ApiClient;
  admin: ApiClient;
  /** A conversation a person handles (escalated), for the agent's reply. */
  escalated: { token: string; conversationId: string };
}

const VISITOR_ORIGIN = 'https://shop.example';

/** Signs a tenant up through the gateway at `base`, with a few intents and an escalated conversation. */
export async function prepareFixtures(base: string): Promise<Fixtures> {
  const { clientId, owner } = await signUpTenant(base, { planId: 'plan-professional' });
  const topics = ['opening hours', 'delivery time', 'return policy', 'price list', 'warranty'];
  for (const topic of topics) {
    const r = await owner.post('/api/intents', {
      title: topic,
      description: `Visitors asking about the ${topic}`,
      phrases: [`what is your ${topic}`, `tell me about the ${topic}`, `${topic} please`],
      response: `Here is our ${topic}.`,
      requiresEscalation: false,
    });
    if (r.status !== 201) throw new Error(`intent failed: ${r.status} ${r.text}`);
  }
  const escalated = await startVisitor(base, clientId);
  const esc = await widgetRequest(base, 'POST', '/api/widget/escalate', {}, escalated.token, VISITOR_ORIGIN);
  if (esc.status !== 200) throw new Error(`escalate failed: ${esc.status} ${JSON.stringify(esc.json)}`);
  return { base, clientId, owner, admin: await signInAdmin(base), escalated };
}

async function startVisitor(base: string, clientId: string) {
  const r = await widgetRequest(
    base,
    'POST',
    `/api/widget/${clientId}/conversations`,
    { fields: { name: 'Meera Shah', email: 'meera@example.com' } },
    undefined,
    VISITOR_ORIGIN,
  );
  if (r.status !== 201) throw new Error(`conversation failed: ${r.status} ${JSON.stringify(r.json)}`);
  return { token: r.json.token as string, conversationId: r.json.conversationId as string };
}

type HttpRoute = (typeof httpRoutes)[number];

/** An API Gateway 2.0 event as the gateway builds it (infra/local/lambda-event.ts), CloudFront's header included. */
function httpEvent(
  method: string,
  routePath: string,
  params: Record<string, string>,
  init: { body?: unknown; headers?: Record<string, string>; cookies?: string[]; query?: Record<string, string> },
) {
  const rawPath = routePath.replace(/\{(\w+)\+?\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const host = new URL(process.env.APP_ORIGIN ?? 'http://localhost').host;
  const headers: Record<string, string> = {
    host,
    'x-forwarded-for': '127.0.0.1',
    'user-agent': 'parley-bench',
    // what CloudFront adds (infra/local/lambda-event.ts addCloudFrontHeaders)
    ...(process.env.ORIGIN_VERIFY_SECRET
      ? { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY_SECRET, [VIEWER_ADDRESS_HEADER]: '127.0.0.1:40000' }
      : {}),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  const pathParameters = Object.fromEntries(
    [...routePath.matchAll(/\{(\w+)\+?\}/g)].map(([, name]) => [name, params[name] ?? 'x']),
  );
  const routeKey = `${method} ${routePath}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(init.query ?? {}).toString(),
    headers,
    ...(init.cookies?.length ? { cookies: init.cookies } : {}),
    ...(init.query ? { queryStringParameters: init.query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0].split(':')[0],
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'parley-bench' },
      requestId: `first-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

const cookiesOf = (client: ApiClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`);

/**
 * The event of one run. The hot and representative functions get the request a user makes (REPRESENTATIVE);
 * any other HTTP route gets a request at its auth level with the fixtures' ids, and a body-less write is
 * refused by its schema (a 400 still runs the init and the handler's middlewares); socket, queue and
 * scheduled functions get a minimal event of their kind. Prepared before each run, outside the timing.
 */
export async function eventFor(spec: FunctionSpec, fx: Fixtures): Promise<{ event: unknown; kind: string }> {
  const special = REPRESENTATIVE[spec.id];
  if (special) return { event: await special(fx), kind: 'representative' };
  if (spec.kind === 'http') {
    const route = httpRoutes.find((r) => routeId(r) === spec.id)!;
    return { event: genericHttpEvent(route, fx), kind: 'generic' };
  }
  const requestContext = { connectionId: 'first-request', requestId: 'first-request', eventType: 'MESSAGE' };
  if (spec.kind === 'ws')
    return { event: { requestContext: { ...requestContext, routeKey: spec.routeKey }, body: '{}' }, kind: 'generic' };
  if (spec.kind === 'queue') return { event: { Records: [] }, kind: 'empty batch' };
  return { event: { source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }, kind: 'scheduled' };
}

function genericHttpEvent(route: HttpRoute, fx: Fixtures) {
  const auth = route.contract.auth;
  const write = route.method !== 'GET';
  const cookies =
    auth === 'admin' ? cookiesOf(fx.admin) : auth === 'public' || auth === 'visitor' ? [] : cookiesOf(fx.owner);
  const headers: Record<string, string> = {
    ...(write ? { origin: auth === 'visitor' || route.cors ? VISITOR_ORIGIN : fx.base } : {}),
    ...(auth === 'visitor' ? { authorization: `Bearer ${fx.escalated.token}` } : {}),
  };
  return httpEvent(
    route.method,
    route.path,
    { clientId: fx.clientId, conversationId: fx.escalated.conversationId },
    { cookies, headers, ...(write ? { body: {} } : {}) },
  );
}

/** The request a user makes, for the functions the budget and the goals name. */
const REPRESENTATIVE: Record<string, (fx: Fixtures) => Promise<unknown>> = {
  // a visitor's first message, a question the intents answer (a new conversation per run)
  'widget-send-message': async (fx) => {
    const chat = await startVisitor(fx.base, fx.clientId);
    return httpEvent(
      'POST',
      '/api/widget/messages',
      {},
      {
        body: { content: 'What is your delivery time?' },
        headers: { origin: VISITOR_ORIGIN, authorization: `Bearer ${chat.token}` },
      },
    );
  },
  'widget-start-conversation': async (fx) =>
    httpEvent(
      'POST',
      '/api/widget/{clientId}/conversations',
      { clientId: fx.clientId },
      { body: { fields: { name: 'Meera Shah', email: 'meera@example.com' } }, headers: { origin: VISITOR_ORIGIN } },
    ),
  'widget-get-widget-config': async (fx) =>
    httpEvent(
      'GET',
      '/api/widget/{clientId}/config',
      { clientId: fx.clientId },
      { headers: { origin: VISITOR_ORIGIN } },
    ),
  'agent-send-message': async (fx) =>
    httpEvent(
      'POST',
      '/api/messages',
      {},
      {
        body: { conversationId: fx.escalated.conversationId, content: 'Hello, I can help.', senderType: 'human_agent' },
        cookies: cookiesOf(fx.owner),
        headers: { origin: fx.base },
      },
    ),
  'plans-list-plans': async () => httpEvent('GET', '/api/plans', {}, {}),
  'leads-list-leads': async (fx) => httpEvent('GET', '/api/leads', {}, { cookies: cookiesOf(fx.owner) }),
  'intents-list-intents': async (fx) => httpEvent('GET', '/api/intents', {}, { cookies: cookiesOf(fx.owner) }),
  'ws-disconnect': async () => ({
    requestContext: {
      connectionId: 'gone-first-request',
      routeKey: '$disconnect',
      requestId: 'r',
      eventType: 'DISCONNECT',
    },
  }),
};

export interface FirstRequest {
  label: string;
  /** What the event was (representative, generic, …) and the status the handler answered with. */
  kind: string;
  status?: number;
  /** Median from process start to the handler's answer, ms, and its ratio to the empty module's start-to-import. */
  ms: number;
  ratio: number;
  /** Median import alone, ms, and its ratio to the empty module's import alone. */
  importMs: number;
  importRatio: number;
  /** Median CPU time of the process (Sample.cpu), ms, and its ratio to the empty module's. */
  cpuMs: number;
  cpuRatio: number;
  rss: number;
  error?: string;
}

export interface FirstRequestRun {
  /** The empty module: `ms` from process start to its import, `importMs` the import alone, `cpuMs` its CPU time. */
  empty: { ms: number; importMs: number; cpuMs: number };
  results: FirstRequest[];
  runs: number;
  /** The machine's 1-minute load average at the start and the end of the run. */
  load: [number, number];
}

export interface FirstRequestCase {
  label: string;
  /** The bundle (index.mjs). */
  file: string;
  /** Builds the event of one run (and whatever it needs in the table), outside the timing. */
  event: () => Promise<{ event: unknown; kind: string }>;
}

/**
 * Median first request of each case, `runs` fresh processes each, round-robin with the empty module
 * before each case (as infra/cold-start.ts does), so a noisy moment falls on all of them alike.
 */
export async function firstRequests(
  dir: string,
  cases: FirstRequestCase[],
  opts: {
    runs?: number;
    onProgress?: (done: number, total: number) => void;
    /** Extra node flags for the functions' processes (not the empty module's), e.g. a CPU profile. */
    nodeArgs?: (label: string, run: number) => string[];
  } = {},
): Promise<FirstRequestRun> {
  const runs = opts.runs ?? 3;
  const env = functionEnv();
  const emptyFile = path.join(dir, 'empty.mjs');
  writeFileSync(emptyFile, 'export {};\n');
  const eventFile = path.join(dir, 'event.json');
  const loadStart = loadavg()[0];
  const empty: Sample[] = [];
  const samples = cases.map(() => ({ list: [] as Sample[], kind: '', error: undefined as string | undefined }));
  let done = 0;
  for (let run = 0; run < runs; run++) {
    for (const [i, c] of cases.entries()) {
      const s = samples[i];
      empty.push(await runOnce(emptyFile, undefined, env));
      if (!s.error)
        try {
          const { event, kind } = await c.event();
          s.kind = kind;
          writeFileSync(eventFile, JSON.stringify(event));
          s.list.push(await runOnce(c.file, eventFile, env, opts.nodeArgs?.(c.label, run)));
        } catch (err) {
          s.error = (err as Error).message;
        }
      opts.onProgress?.(++done, runs * cases.length);
    }
  }
  const emptyMs = median(empty.map((e) => e.total));
  const emptyImport = median(empty.map((e) => e.importMs));
  const emptyCpu = median(empty.map((e) => e.cpu));
  return {
    empty: { ms: emptyMs, importMs: emptyImport, cpuMs: emptyCpu },
    results: cases.map((c, i) => {
      const { list, kind, error } = samples[i];
      const ms = list.length ? median(list.map((x) => x.total)) : Number.NaN;
      const importMs = list.length ? median(list.map((x) => x.importMs)) : Number.NaN;
      const cpuMs = list.length ? median(list.map((x) => x.cpu)) : Number.NaN;
      const statuses = [...new Set(list.map((x) => x.status))];
      return {
        label: c.label,
        kind,
        status: statuses.length === 1 ? statuses[0] : undefined,
        ms,
        ratio: ms / emptyMs,
        importMs,
        importRatio: importMs / emptyImport,
        cpuMs,
        cpuRatio: cpuMs / emptyCpu,
        rss: list.length ? median(list.map((x) => x.rss)) : Number.NaN,
        error,
      };
    }),
    runs,
    load: [loadStart, loadavg()[0]],
  };
}
