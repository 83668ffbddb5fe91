import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { remainingMs, runWithDeadline } from '../../functions/base/deadline';
import { startScheduler } from './scheduler';

/** `npm start` runs routes.ts scheduledJobs on their AWS rate, one run of a job at a time. */
const dir = mkdtempSync(path.join(tmpdir(), 'parley-scheduler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local scheduler', () => {
  it('runs a job every everyMinutes, and not twice at once', async () => {
    const entry = path.join(dir, 'job.mjs');
    // a run that takes a while: a second call meanwhile joins it instead of starting another
    writeFileSync(
      entry,
      'globalThis.__runs = 0; export async function handler() { globalThis.__runs++; await new Promise((r) => setTimeout(r, 50)); return globalThis.__runs; }',
    );
    const runs = () => (globalThis as { __runs?: number }).__runs ?? 0;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scheduler = startScheduler([{ name: 'job', entry, everyMinutes: 15 }], () => {});
    try {
      expect(await Promise.all([scheduler.run('job'), scheduler.run('job')])).toEqual([1, 1]);
      vi.advanceTimersByTime(14 * 60_000);
      expect(runs()).toBe(1);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(runs()).toBe(2));
    } finally {
      await scheduler.stop();
      vi.useRealTimers();
    }
  });

  it('runs a job in a scope of its own: it never reads the deadline of a request running beside it', async () => {
    const entry = path.join(dir, 'deadline-job.mjs');
    writeFileSync(entry, 'export async function handler() { return globalThis.__remainingMs(); }');
    (globalThis as { __remainingMs?: () => number }).__remainingMs = remainingMs;
    const scheduler = startScheduler([{ name: 'deadline-job', entry, everyMinutes: 15 }], () => {});
    let release = () => {};
    // a lone request in flight (functions/base/deadline.ts keeps its scope without async hooks)
    const request = runWithDeadline(Date.now() + 3000, () => new Promise<void>((resolve) => (release = resolve)));
    try {
      expect(await scheduler.run('deadline-job')).toBe(Number.POSITIVE_INFINITY);
    } finally {
      release();
      await request;
      await scheduler.stop();
    }
  });
});
