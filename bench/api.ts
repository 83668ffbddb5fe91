/**
 * `npm run bench:api` (issue 30 item 6): drives the product (npm start in a child process, so the load
 * generator does not share its event loop) with autocannon on three routes:
 *   - public:        GET /api/widget/{clientId}/config (what every widget load asks)
 *   - authenticated: GET /api/leads with a signed-up owner's session cookies
 *   - chat:          POST /api/widget/messages, a visitor's turn (the intent engine) in started widget
 *                    conversations, each request with its own Idempotency-Key as the widget sends it
 * at 1, 10 and 50 connections, each figure the median of BENCH_REPEATS runs, beside a same-run reference:
 * a bare Node HTTP server doing one DynamoDB GetItem on the product's own DynamoDB Local
 * (bench/lib/getitem-reference.ts), run in the same round as the routes. Each row prints p50/p99 (ms,
 * from autocannon's per-response times), requests/s, the ratio to the reference (p50 ×, throughput %) and
 * the 1-minute load average when its runs ended; the last line is JSON.
 * Each row also splits the machine's CPU per answered request (bench/lib/process-cpu.ts): the server's own
 * (the product's processes, or the reference's), DynamoDB Local's JVM and the load generator (this process),
 * and how many cores all of them kept busy. "ceiling" estimates the most a route could serve beside the
 * reference on this machine if its own code took no CPU at all: every core given to DynamoDB Local's and the
 * load generator's share of its requests, as a % of the reference's requests/s in the same round. An
 * estimate, not a strict bound: DynamoDB Local's share also holds the JVM's own background work and the local
 * TTL sweeper's scans (infra/local/ttl-sweeper.ts), spread over the run's requests, a share that would
 * shrink per request at a higher rate; it is small beside a chat turn's, large in a slow one-connection row.
 *   BENCH_SECONDS (default 10) · BENCH_REPEATS (default 3) · BENCH_CONNECTIONS (default 1,10,50)
 *   BENCH_ROUTES (default public,authenticated,chat)
 * Short mode while developing: BENCH_SECONDS=2 BENCH_REPEATS=1 BENCH_CONNECTIONS=1,10.
 * PARLEY_ROOT=<checkout>: drive another checkout's product with this script (a baseline in the same run).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startParley } from '../e2e/parley-server';
import { uniqueEmail } from '../functions/test-support/api';
import { NOT_VERIFIED, signUpTenant } from '../functions/test-support/tenants';
import { startGetItemReference } from './lib/getitem-reference';
import { load1 } from './lib/load';
import { median, percentile } from './lib/plain-site';
import { cpuByGroup, cpuSince } from './lib/process-cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const levels = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const only = (process.env.BENCH_ROUTES ?? 'public,authenticated,chat').split(',');
const VISITOR_ORIGIN = 'https://shop.example';
const CORES = availableParallelism();
const QUESTION = 'how long will delivery to Pune take?';

// the chat route's per-conversation budget (30 a minute) and the per-IP starts would stop a load run from
// one address within seconds: scaled out of the way, the budget's write still runs on every turn
process.env.RATE_LIMIT_SCALE = process.env.RATE_LIMIT_SCALE ?? '100000';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** CPU ms per answered request: the server's (product or reference), DynamoDB Local's, the load generator's. */
interface CpuPerRequest {
  server: number;
  dynamodb: number;
  generator: number;
}
interface Run {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
  cpu: CpuPerRequest;
  /** cores kept busy through the run, all processes counted (CPU ms / wall ms) */
  coresBusy: number;
}
interface Row extends Run {
  route: string;
  /** about the highest throughput share of the reference this route could reach if its own code took no CPU */
  ceilingPctRef?: number;
  connections: number;
  /** the 1-minute load average at the end of each repeat */
  load: number[];
  runs: Run[];
}
type Target = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body' | 'setupClient'> & {
  requests?: autocannon.Request[];
};

/** The median of the runs that completed a response (a run shorter than one answer has no latency). */
const finiteMedian = (xs: number[]) => {
  const done = xs.filter(Number.isFinite);
  return done.length ? median(done) : Number.NaN;
};

/** The process trees whose CPU a run splits: the product's (DynamoDB Local's JVM among them) and the reference's. */
const trees = { product: 0, reference: 0 };
const cpuNow = () => ({
  ...cpuByGroup([trees.product], (p) => (p.cmdline.includes('DynamoDBLocal.jar') ? 'dynamodb' : 'product')),
  ...cpuByGroup([trees.reference], () => 'reference'),
});

async function once(target: Target, connections: number, server: 'product' | 'reference'): Promise<Run> {
  const times: number[] = [];
  const before = cpuNow();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...target, connections, duration: seconds } as autocannon.Options, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) times.push(ms);
    });
  });
  const wallMs = performance.now() - started;
  const own = process.cpuUsage(ownBefore);
  const spent: Record<string, number> = { ...cpuSince(before, cpuNow()), generator: (own.user + own.system) / 1000 };
  const perRequest = (ms = 0) => (times.length ? ms / times.length : Number.NaN);
  return {
    p50: times.length ? percentile(times, 50) : Number.NaN,
    p99: times.length ? percentile(times, 99) : Number.NaN,
    rps: times.length / seconds,
    non2xx: r.non2xx,
    errors: r.errors,
    cpu: {
      server: perRequest(spent[server]),
      dynamodb: perRequest(spent.dynamodb),
      generator: perRequest(spent.generator),
    },
    coresBusy: Object.values(spent).reduce((sum, ms) => sum + ms, 0) / wallMs,
  };
}

// DynamoDB Local keeps an on-disk table in SQLite, whose writes here wait on the disk one at a time
// (a chat turn's five writes measured ~240 ms and 3.7 turns/s whatever the connections); DynamoDB in
// AWS has no such single writer, so the bench runs the product's table in memory (BENCH_DISK=1: on disk)
const parley = await startParley(process.env.BENCH_DISK === '1' ? [] : ['--in-memory']);
let reference: Awaited<ReturnType<typeof startGetItemReference>> | undefined;
trees.product = parley.pid;
try {
  const base = parley.url;
  const { clientId, owner } = await signUpTenant(
    base,
    {
      firstName: 'Bench',
      lastName: 'Owner',
      email: uniqueEmail('bench-api'),
      companyName: 'Bench Api Electronics',
      planId: 'plan-professional',
    },
    NOT_VERIFIED,
  );
  const intent = await owner.post('/api/intents', {
    title: 'Delivery times',
    description: 'How long delivery takes to each city',
    phrases: ['how long does delivery take', 'when will my order arrive', 'delivery time to Mumbai'],
    response: 'Orders arrive in 2 to 4 working days.',
    requiresEscalation: false,
  });
  if (intent.status !== 201) throw new Error(`intent failed: ${intent.status} ${intent.text}`);
  for (let i = 0; i < 20; i++) {
    const lead = await owner.post('/api/leads', { name: `Bench Lead ${i}`, email: `lead${i}@example.com` });
    if (lead.status !== 201) throw new Error(`lead failed: ${lead.status} ${lead.text}`);
  }
  // one conversation per connection at the most, so concurrent turns land on different conversations
  const tokens: string[] = [];
  for (let i = 0; i < Math.max(...levels); i++) {
    const started = await fetch(`${base}/api/widget/${clientId}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: VISITOR_ORIGIN },
      body: JSON.stringify({ fields: { name: `Bench Visitor ${i}`, email: `visitor${i}@example.com` } }),
    });
    if (started.status !== 201) throw new Error(`start failed: ${started.status} ${await started.text()}`);
    tokens.push((await started.json()).token);
  }
  // every conversation's first message queues its lead's enrichment (run inside the product's process):
  // sent here, and the queue given time to drain, so the measured turns are the steady ones
  for (const token of tokens) {
    const first = await fetch(`${base}/api/widget/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: VISITOR_ORIGIN, authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: QUESTION }),
    });
    if (first.status !== 200) throw new Error(`first message failed: ${first.status} ${await first.text()}`);
  }
  await new Promise((r) => setTimeout(r, 5000));

  // the reference reads the tenant's client item, an item of the same table the routes read
  const ports = JSON.parse(readFileSync(join(parley.dataDir, 'ports.json'), 'utf8')) as { dynamodb: number };
  const endpoint = `http://127.0.0.1:${ports.dynamodb}`;
  Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: 'parley', AWS_REGION: 'us-east-1' });
  const { db } = await import('../functions/db/service');
  const key = db().entities.client.get({ clientId }).params().Key as Record<string, string>;
  reference = await startGetItemReference({ endpoint, table: 'parley', key });
  trees.reference = reference.pid;

  let turn = 0;
  const targets: Record<string, Target> = {
    reference: { url: reference.url },
    public: { url: `${base}/api/widget/${clientId}/config`, headers: { origin: VISITOR_ORIGIN } },
    authenticated: { url: `${base}/api/leads`, headers: { cookie: owner.cookieHeader() } },
    chat: {
      url: `${base}/api/widget/messages`,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            headers: {
              'content-type': 'application/json',
              origin: VISITOR_ORIGIN,
              authorization: `Bearer ${tokens[turn++ % tokens.length]}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ content: QUESTION }),
          }),
        },
      ],
    },
  };
  const names = ['reference', ...only];
  const labels: Record<string, string> = {
    reference: 'reference: GetItem',
    public: 'GET /api/widget/{id}/config',
    authenticated: 'GET /api/leads',
    chat: 'POST /api/widget/messages',
  };
  // warm every route once (module imports, the tenant's model) before measuring
  const serverOf = (name: string) => (name === 'reference' ? 'reference' : 'product');
  for (const name of names) await once(targets[name], 1, serverOf(name)).catch(() => undefined);

  const rows: Row[] = [];
  for (const connections of levels) {
    const runs: Record<string, { runs: Run[]; load: number[] }> = {};
    // one round = the reference and every route back to back, so each repeat sees the same machine
    for (let r = 0; r < repeats; r++) {
      for (const name of names) {
        const run = await once(targets[name], connections, serverOf(name));
        runs[name] ??= { runs: [], load: [] };
        runs[name].runs.push(run);
        runs[name].load.push(load1());
      }
    }
    for (const name of names) {
      const { runs: rs, load } = runs[name];
      rows.push({
        route: name,
        connections,
        p50: finiteMedian(rs.map((x) => x.p50)),
        p99: finiteMedian(rs.map((x) => x.p99)),
        rps: median(rs.map((x) => x.rps)),
        cpu: {
          server: finiteMedian(rs.map((x) => x.cpu.server)),
          dynamodb: finiteMedian(rs.map((x) => x.cpu.dynamodb)),
          generator: finiteMedian(rs.map((x) => x.cpu.generator)),
        },
        coresBusy: median(rs.map((x) => x.coresBusy)),
        non2xx: rs.reduce((s, x) => s + x.non2xx, 0),
        errors: rs.reduce((s, x) => s + x.errors, 0),
        load,
        runs: rs,
      });
    }
  }

  console.log(
    `\n${seconds} s per run, median of ${repeats}; product (npm start) and the GetItem reference on this machine's DynamoDB Local`,
  );
  console.log(
    'conns  route                          p50 ms   p99 ms     req/s   p50 ×ref  req/s %ref  ceiling  CPU ms/req: server  DDB Local  generator  cores busy  non-2xx  errors  load (1 min)',
  );
  const f = (n: number | undefined, w: number, d = 1) =>
    (n !== undefined && Number.isFinite(n) ? n.toFixed(d) : '-').padStart(w);
  for (const row of rows) {
    const ref = rows.find((x) => x.route === 'reference' && x.connections === row.connections);
    const ratio = ref && row.route !== 'reference' ? row.p50 / ref.p50 : Number.NaN;
    const share = ref && row.route !== 'reference' ? (100 * row.rps) / ref.rps : Number.NaN;
    // every core on DynamoDB Local and the generator: about what no change to the route's own code can pass here
    const ceiling =
      ref && row.route !== 'reference'
        ? (100 * (CORES * 1000)) / (row.cpu.dynamodb + row.cpu.generator) / ref.rps
        : undefined;
    Object.assign(row, {
      p50xRef: ratio,
      rpsPctRef: share,
      ...(ceiling !== undefined ? { ceilingPctRef: ceiling } : {}),
    });
    console.log(
      `${String(row.connections).padStart(5)}  ${labels[row.route].padEnd(28)} ${f(row.p50, 8, 2)} ${f(row.p99, 8, 2)} ${f(row.rps, 9)} ${f(ratio, 10)} ${f(share, 11)} ${f(ceiling, 8)} ${f(row.cpu.server, 19, 2)} ${f(row.cpu.dynamodb, 10, 2)} ${f(row.cpu.generator, 10, 2)} ${f(row.coresBusy, 11, 2)} ${String(row.non2xx).padStart(8)} ${String(row.errors).padStart(7)}  ${row.load.join(' ')}`,
    );
  }
  console.log(
    `ceiling: about the reference's requests/s % a route would reach if its own code took no CPU (${CORES} cores over DynamoDB Local's and the generator's CPU per request of the route)`,
  );
  console.log(
    JSON.stringify({
      bench: 'api',
      seconds,
      repeats,
      rows: rows.map(({ runs: _runs, ...row }) => row),
    }),
  );
} finally {
  reference?.stop();
  await parley.stop();
}
