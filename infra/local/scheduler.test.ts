import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
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
});
