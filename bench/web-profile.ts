/**
 * Where the dashboard's long tasks spend their time (issue 30): bench:web's Lighthouse reports say how
 * long each task was, not what ran in it. This runs Lighthouse (mobile) on /dashboard signed in, as
 * bench:web does, with V8's sampling profiler added to its trace, and prints each top-level task
 * after first contentful paint whose CPU time would make it a long task at Lighthouse's 4x slowdown
 * (CPU > 12.5 ms), with where its samples fell: by source module when web/dist carries source maps
 * (PARLEY_WEB_SOURCEMAP=1 npm run build:web), else by script.
 *
 *   npx tsx bench/web-profile.ts [--runs N] [--path /dashboard] [--save DIR]
 *   npx tsx bench/web-profile.ts --traces DIR      (the runs a --save wrote, analysed again)
 *
 * PARLEY_ROOT=DIR profiles another checkout's build (its web/dist), as for the other benches. The figures
 * are CPU time (trace `tdur`), which a loaded machine inflates less than wall-clock time; "blocking" and
 * "TBT cpu" (their sum after first paint) are max(0, 4 × CPU − 50 ms), as bench/lib/cpu-tbt.ts, with 2 ×
 * for a task that lays the page out, as Lighthouse's simulation slows such a task by half the CPU slowdown.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import lighthouse from 'lighthouse';
import type { CookieData } from 'puppeteer-core';
import { startParley } from '../e2e/parley-server';
import { type TraceEvent as CpuTraceEvent, mainFrameNavigation } from './lib/cpu-tbt';
import { median } from './lib/plain-site';
import { signUpSession, withBrowser } from './lib/web-session';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/dashboard' },
    save: { type: 'string' },
    traces: { type: 'string' },
  },
});
const root = resolve(process.env.PARLEY_ROOT ?? join(import.meta.dirname, '..'));
const distDir = join(root, 'web/dist');
const SLOWDOWN = 4;
const LONG_CPU_MS = 50 / SLOWDOWN;

/** cpu-tbt's event with the profiler's chunks: their id and payloads. */
interface TraceEvent extends Omit<CpuTraceEvent, 'args'> {
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: trace event payloads vary by event
  args?: any;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const maps = new Map<string, TraceMap | null>();
function sourceOf(url: string, line: number, column: number): string {
  if (!url) return '(native)';
  const path = new URL(url, 'http://x').pathname;
  if (!maps.has(path)) {
    const file = join(distDir, `${path}.map`);
    maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = maps.get(path);
  const name = path.split('/').pop() ?? path;
  if (!map || line < 0) return name;
  const pos = originalPositionFor(map, { line: line + 1, column: Math.max(0, column) });
  if (!pos.source) return name;
  const source = pos.source.replace(/^(\.\.\/)+/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? `${pkg[1]}:${source.split('/').slice(-2).join('/')}` : source;
}

function analyse(events: TraceEvent[]) {
  const nav = mainFrameNavigation(events);
  const onMain = (e: TraceEvent) => e.pid === nav.pid && e.tid === nav.tid;
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint' && onMain(e)).map((e) => e.ts));
  const lcp = Math.max(
    ...events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && onMain(e)).map((e) => e.ts),
  );
  // the sampling profile: nodes and samples in ProfileChunk events
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && onMain(e));
  let t = profile?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== nav.pid || (profile && e.id !== profile.id)) continue;
    const data = e.args?.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (data?.samples ?? []).forEach((node: number, i: number) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node });
    });
  }
  const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
  const all = events.filter((e) => e.ph === 'X' && TASKS.has(e.name) && onMain(e)).sort((a, b) => a.ts - b.ts);
  const tasks: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of all) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (task.ts >= fcp) tasks.push(task);
  }
  // Lighthouse's simulation (Lantern) slows a task that lays the page out by half the CPU slowdown
  const laidOut = new Set(
    events
      .filter((e) => e.name === 'Layout' && onMain(e))
      .map((e) => tasks.find((task) => e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0)))
      .filter((task) => task !== undefined),
  );
  const blocking = (task: TraceEvent) =>
    Math.max(0, ((laidOut.has(task) ? SLOWDOWN / 2 : SLOWDOWN) * (task.tdur ?? 0)) / 1000 - 50);
  const long = tasks.filter((task) => (task.tdur ?? 0) / 1000 > LONG_CPU_MS);
  const rows = long.map((task) => {
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
    const by = new Map<string, number>();
    for (const s of inTask) {
      const frame = nodes.get(s.node)?.callFrame;
      const key = frame
        ? frame.url
          ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber)
          : `(${frame.functionName || 'native'})`
        : '?';
      by.set(key, (by.get(key) ?? 0) + 1);
    }
    const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const kids = events.filter(
      (e) =>
        onMain(e) &&
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts <= task.ts + (task.dur ?? 0) &&
        [
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'RunMicrotasks',
          'UpdateLayoutTree',
          'Layout',
          'ParseHTML',
          'EventDispatch',
        ].includes(e.name),
    );
    const kinds = new Map<string, number>();
    for (const k of kids) kinds.set(k.name, (kinds.get(k.name) ?? 0) + (k.tdur ?? 0) / 1000);
    return {
      atMs: Math.round((task.ts - nav.ts) / 1000),
      cpuMs: Math.round((task.tdur ?? 0) / 100) / 10,
      blockingMs: Math.round(blocking(task)),
      wallMs: Math.round((task.dur ?? 0) / 100) / 10,
      kinds: [...kinds.entries()].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', '),
      samples: inTask.length,
      top: top.map(([k, n]) => `${k} ${Math.round((100 * n) / Math.max(1, inTask.length))}%`),
    };
  });
  const tbtCpu = tasks.reduce((sum, task) => sum + blocking(task), 0);
  return {
    fcpMs: Math.round((fcp - nav.ts) / 1000),
    lcpMs: Math.round((lcp - nav.ts) / 1000),
    tbtCpu: Math.round(tbtCpu),
    rows,
  };
}

/** A fresh browser (cold cache) holding these cookies, as bench/web.ts runs Lighthouse. */
function lighthouseRun(url: string, cookies: CookieData[]) {
  return withBrowser(cookies, async (page) => {
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // V8's sampling profiler in the trace: what ran in each task
        additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
      },
      undefined,
      page,
    );
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}`);
    return result;
  });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const results: (ReturnType<typeof analyse> & { score: number; lhTbtMs: number; lhLcpMs: number })[] = [];

function report(run: number, lhr: Lhr, trace: { traceEvents: TraceEvent[] }) {
  const result = {
    ...analyse(trace.traceEvents),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lhTbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    lhLcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
  };
  results.push(result);
  console.log(
    `\nrun ${run}: Lighthouse ${result.score} (TBT ${result.lhTbtMs} ms, LCP ${result.lhLcpMs} ms); trace: FCP ${result.fcpMs} ms, last LCP candidate ${result.lcpMs} ms, TBT cpu ${result.tbtCpu} ms`,
  );
  for (const row of result.rows)
    console.log(
      `  at ${String(row.atMs).padStart(5)} ms  cpu ${row.cpuMs.toFixed(1).padStart(5)} (wall ${row.wallMs.toFixed(1)}, blocking ${row.blockingMs})  ${row.kinds}\n      ${row.top.join(' | ')}`,
    );
}

if (opts.traces) {
  // the runs a --save wrote, analysed again
  for (let run = 1; existsSync(join(opts.traces, `run-${run}.json`)); run++)
    report(
      run,
      JSON.parse(readFileSync(join(opts.traces, `run-${run}.json`), 'utf8')),
      JSON.parse(readFileSync(join(opts.traces, `run-${run}.trace.json`), 'utf8')),
    );
} else {
  const parley = await startParley();
  try {
    const cookies = await signUpSession(parley);
    const url = `${parley.url}${opts.path}`;
    // the first visit warms the server's handlers
    await lighthouseRun(url, cookies);
    for (let run = 1; run <= Number(opts.runs); run++) {
      const { lhr, artifacts } = await lighthouseRun(url, cookies);
      const trace = artifacts.Trace as unknown as { traceEvents: TraceEvent[] };
      if (opts.save) {
        mkdirSync(opts.save, { recursive: true });
        writeFileSync(join(opts.save, `run-${run}.trace.json`), JSON.stringify(trace));
        writeFileSync(join(opts.save, `run-${run}.json`), JSON.stringify(lhr));
      }
      report(run, lhr, trace);
      console.log(`  (load ${loadavg()[0].toFixed(2)})`);
    }
  } finally {
    await parley.stop();
  }
}
console.log(
  `\nmedian Lighthouse ${median(results.map((r) => r.score))}, TBT ${median(results.map((r) => r.lhTbtMs))} ms, TBT cpu ${median(results.map((r) => r.tbtCpu))} ms over ${results.length} runs (load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
