import { describe, expect, it } from 'vitest';
import { cpuBlocking } from './cpu-tbt';

const MAIN = { pid: 1, tid: 7 };
const nav = {
  name: 'navigationStart',
  ph: 'R',
  ...MAIN,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://x/dashboard' } },
};
const fcp = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 50_000 };
const task = (ts: number, durMs: number, cpuMs: number, at = MAIN, name = 'ThreadControllerImpl::RunTask') => ({
  name,
  ph: 'X',
  ...at,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('cpuBlocking', () => {
  it('counts slowdown × CPU time − 50 ms of each top-level main-thread task after first paint, not its wall time', () => {
    const trace = {
      traceEvents: [
        nav,
        fcp,
        task(10_000, 30, 30), // before first paint: not counted
        task(60_000, 200, 20), // 4 × 20 − 50 = 30, though it waited 200 ms
        task(60_000, 150, 18, MAIN, 'RunTask'), // nested in the one above: part of it
        task(300_000, 30, 25), // 4 × 25 − 50 = 50
        task(400_000, 12, 12), // 48: not blocking
        task(500_000, 100, 100, { pid: 2, tid: 7 }), // another process
      ],
    };
    expect(cpuBlocking(trace, 4)).toEqual({ tbtMs: 80, longTasksCpuMs: [25, 20] });
    expect(cpuBlocking(trace, 1).tbtMs).toBe(0);
  });

  it('refuses a trace without a navigation or a first paint', () => {
    expect(() => cpuBlocking({ traceEvents: [fcp] }, 4)).toThrow('navigation');
    expect(() => cpuBlocking({ traceEvents: [nav] }, 4)).toThrow('first contentful paint');
  });
});
