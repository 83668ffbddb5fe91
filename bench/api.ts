/**
 * `npm run bench:api`: drives the local gateway (npm start in a child process, so the load generator
 * does not share its event loop) with autocannon and prints p50/p99 latency and requests/s.
 *   BENCH_SECONDS (default 10) · BENCH_CONNECTIONS (default 10)
 */
import autocannon from 'autocannon';
import { startParley } from '../e2e/parley-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ connections, duration: seconds, ...opts });
  return { name, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx, errors: r.errors };
}

const parley = await startParley();
try {
  const base = parley.url;
  // warm the handler modules and the plan query once before measuring
  await fetch(`${base}/api/plans`);
  const rows = [
    await run('GET /api/plans', { url: `${base}/api/plans` }),
    await run('POST /api/contacts', {
      url: `${base}/api/contacts`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Visitor', email: 'bench@example.com', message: 'Load test enquiry message' }),
    }),
  ];
  console.log(`\n${connections} connections, ${seconds} s each, local gateway + DynamoDB Local on this machine\n`);
  console.log('route                 p50 ms   p99 ms    req/s   non-2xx  errors');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(20)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(8)} ${r.rps.toFixed(1).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}`,
    );
  }
  console.log(JSON.stringify({ bench: 'api', connections, seconds, rows }));
} finally {
  await parley.stop();
}
