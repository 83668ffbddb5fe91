/**
 * Where a widget chat turn's CPU goes (issue 30): drives POST /api/widget/messages in this process (the
 * local gateway against DynamoDB Local in memory, as the integration tests run it), each turn with its
 * own Idempotency-Key, and records a V8 CPU profile of N turns (default 400; CONC=1: ten at a time).
 * Prints wall, the product's and DynamoDB Local's CPU per turn (PROFILE=0: without the profiler); open the profile (OUT, default /tmp/turn.cpuprofile) in Chrome
 * DevTools or speedscope. Not a benchmark (no reference): the figures to compare are bench:api's.
 *   npx tsx bench/profile-turn.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';

process.env.RATE_LIMIT_SCALE = '100000';

/** CPU ms of this process's children (DynamoDB Local's JVM, cognito-local), from /proc (Linux). */
function childrenCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[1]) === process.pid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ 100
}
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
  const send = async (token: string) => {
    const res = await fetch(`${gw.url}/api/widget/messages`, {
      method: 'POST',
      headers: {
        origin: 'https://shop.example',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ content: 'how long will delivery to Pune take?' }),
    });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    await res.text();
  };
  for (const tk of tokens) await send(tk);
  await gw.queue.drain();
  await new Promise((r) => setTimeout(r, 2000));
  for (let i = 0; i < 50; i++) await send(tokens[i % 10]);
  const n = Number(process.env.N ?? 400);
  // PROFILE=0: the CPU figures without the profiler's own cost
  const profiling = process.env.PROFILE !== '0';
  const session = new Session();
  session.connect();
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
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const child = childrenCpuMs() - child0;
  if (profiling) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.OUT ?? '/tmp/turn.cpuprofile', JSON.stringify(profile));
  }
  console.log(
    `turns ${n}: wall ${(ms / n).toFixed(2)} ms, product cpu ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms, ` +
      `DynamoDB Local (and other children) cpu ${(child / n).toFixed(2)} ms per turn; load ${loadavg()[0].toFixed(2)}`,
  );
} finally {
  await gw.stop();
  await teardown();
}
