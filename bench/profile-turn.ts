/**
 * Where a widget chat turn's CPU goes (issue 30): drives POST /api/widget/messages in this process (the
 * local gateway against DynamoDB Local in memory, as the integration tests run it), each turn with its
 * own Idempotency-Key, and records a V8 CPU profile of N turns (default 400; CONC=1: ten at a time).
 * Prints wall, the product's and DynamoDB Local's CPU per turn (PROFILE=0: without the profiler, REPEATS
 * runs of N turns, median, default 3, each with the load average); open the profile (OUT, default
 * /tmp/turn.cpuprofile) in Chrome DevTools or speedscope. With the profiler it also prints where the CPU
 * went by layer (the package or folder of the running function). Not a benchmark (no reference): the
 * figures to compare are bench:api's. Two variants price parts of the turn:
 *   KEY=0      without an Idempotency-Key (the key's claim and answer are two UpdateItems);
 *   REFUSED=1  the same request refused by the kit (a visitor token that does not verify): the HTTP client,
 *              the local gateway and the kit's own per-request work, no handler and no DynamoDB call.
 *   npx tsx bench/profile-turn.ts
 */
import { writeFileSync } from 'node:fs';
import { type Profiler, Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { cpuByGroup } from './lib/process-cpu';

process.env.RATE_LIMIT_SCALE = '100000';

/** CPU ms of the processes under this one (DynamoDB Local's JVM, cognito-local), from /proc (Linux). */
const childrenCpuMs = () =>
  cpuByGroup([process.pid], (p) => (p.pid === process.pid ? undefined : 'children')).children ?? 0;
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const setup = (await import('../infra/local/test-setup')).default;
const teardown = await setup({ provide() {} } as never);
const { startTestGateway } = await import('../infra/local/test-gateway');
const { seedPlans } = await import('../functions/ops/seed');
const { NOT_VERIFIED, signUpTenant } = await import('../functions/test-support/tenants');
const { createIntent } = await import('../functions/core/intents/intents');
const { DELIVERY_INTENT } = await import('../functions/test-support/intents');
const { widgetRequest } = await import('../functions/test-support/widget-client');
const gw = await startTestGateway();
try {
  await seedPlans();
  const t = await signUpTenant(gw.url, {}, NOT_VERIFIED);
  await createIntent(t.clientId, 'test', DELIVERY_INTENT);
  const tokens: string[] = [];
  for (let i = 0; i < 10; i++) {
    const s = await widgetRequest(gw.url, 'POST', `/api/widget/${t.clientId}/conversations`, {
      fields: { name: 'Meera Shah', email: `m${i}@example.com` },
    });
    tokens.push(s.json.token as string);
  }
  const keyed = process.env.KEY !== '0';
  let refused = false;
  const send = async (token: string) => {
    const res = await fetch(`${gw.url}/api/widget/messages`, {
      method: 'POST',
      headers: {
        origin: 'https://shop.example',
        'content-type': 'application/json',
        // REFUSED=1: one character of the signature changed
        authorization: `Bearer ${refused ? `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}` : token}`,
        ...(keyed ? { 'idempotency-key': crypto.randomUUID() } : {}),
      },
      body: JSON.stringify({ content: 'how long will delivery to Pune take?' }),
    });
    if (res.status !== (refused ? 401 : 200)) throw new Error(`${res.status} ${await res.text()}`);
    await res.text();
  };
  for (const tk of tokens) await send(tk);
  await gw.queue.drain();
  await new Promise((r) => setTimeout(r, 2000));
  refused = process.env.REFUSED === '1';
  for (let i = 0; i < 50; i++) await send(tokens[i % 10]);
  const n = Number(process.env.N ?? 400);
  // PROFILE=0: the CPU figures without the profiler's own cost, median of REPEATS runs
  const profiling = process.env.PROFILE !== '0';
  const repeats = profiling ? 1 : Number(process.env.REPEATS ?? 3);
  const session = new Session();
  session.connect();
  const runs: { wall: number; cpu: number; child: number; load: number }[] = [];
  for (let r = 0; r < repeats; r++) {
    if (profiling) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const cpu0 = process.cpuUsage();
    const child0 = childrenCpuMs();
    const t0 = performance.now();
    if (process.env.CONC) {
      let k = 0;
      await Promise.all(
        tokens.map(async (tk) => {
          while (k++ < n) await send(tk);
        }),
      );
    } else for (let i = 0; i < n; i++) await send(tokens[i % 10]);
    const cpu = process.cpuUsage(cpu0);
    const run = {
      wall: (performance.now() - t0) / n,
      cpu: (cpu.user + cpu.system) / 1000 / n,
      child: (childrenCpuMs() - child0) / n,
      load: loadavg()[0],
    };
    runs.push(run);
    console.log(
      `turns ${n}: wall ${run.wall.toFixed(2)} ms, product cpu ${run.cpu.toFixed(2)} ms, ` +
        `DynamoDB Local (and other children) cpu ${run.child.toFixed(2)} ms per turn; load ${run.load.toFixed(2)}`,
    );
    if (profiling) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(process.env.OUT ?? '/tmp/turn.cpuprofile', JSON.stringify(profile));
      for (const [layer, share] of byLayer(profile))
        console.log(
          `  ${(share * 100).toFixed(1).padStart(5)} %  ${(share * run.cpu).toFixed(2).padStart(6)} ms  ${layer}`,
        );
    }
  }
  if (repeats > 1) {
    const median = (k: 'wall' | 'cpu' | 'child') =>
      runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(repeats / 2)];
    console.log(
      `median of ${repeats}${keyed ? '' : ', KEY=0'}${refused ? ', REFUSED=1' : ''}: wall ${median('wall').toFixed(2)} ms, ` +
        `product cpu ${median('cpu').toFixed(2)} ms, DynamoDB Local cpu ${median('child').toFixed(2)} ms per turn; ` +
        `loads ${runs.map((r) => r.load.toFixed(2)).join(' ')}`,
    );
  }
} finally {
  await gw.stop();
  await teardown();
}

/**
 * The profile's busy samples by layer: the package (node_modules) or project folder of the function
 * running when sampled; a native function counts for the nearest JavaScript caller's layer, Node's own
 * modules (HTTP, sockets, streams, timers) as one, the garbage collector as another. Largest first.
 */
function byLayer(profile: Profiler.Profile): [string, number][] {
  const NODE = 'Node (HTTP, sockets, streams, timers)';
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const layerOf = (url: string): string | null => {
    if (!url) return null;
    if (url.startsWith('node:')) return NODE;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return pkg[1];
    const own = /\/(functions\/[^/]+|infra\/local|bench|shared)\//.exec(url);
    return own ? own[1] : url;
  };
  const layers = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples ?? []) {
    const leaf = nodes.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)' || leaf.callFrame.functionName === '(program)') continue;
    busy++;
    let layer = leaf.callFrame.functionName === '(garbage collector)' ? 'garbage collector' : null;
    let at: number | undefined = id;
    for (; !layer && at !== undefined; at = parent.get(at)) layer = layerOf(nodes.get(at)?.callFrame.url ?? '');
    if (layer === NODE) {
      // Node's own work, by the first caller above it that is not Node (none: an event or a timer)
      let caller: string | null = null;
      for (; !caller && at !== undefined; at = parent.get(at)) {
        const l = layerOf(nodes.get(at)?.callFrame.url ?? '');
        if (l !== NODE) caller = l;
      }
      layer = `${NODE} for ${caller ?? 'events and timers'}`;
    }
    const key = layer ?? 'native (no caller)';
    layers.set(key, (layers.get(key) ?? 0) + 1);
  }
  return [...layers]
    .map(([k, c]) => [k, c / busy] as [string, number])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 16);
}
