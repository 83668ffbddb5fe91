import { pathToFileURL } from 'node:url';
import { runWithDeadline } from '../../functions/base/deadline';
import { fromRoot } from './paths';

export interface ScheduledJobLike {
  name: string;
  entry: string;
  everyMinutes: number;
}

/**
 * The EventBridge schedules of routes.ts `scheduledJobs` at home: each job's handler runs every
 * `everyMinutes`, in this process (with the functions' environment), as AWS invokes it. A run that
 * fails is logged and the next one tries again, as in AWS; a run still going is not started twice.
 */
export interface LocalScheduler {
  /** One run of a job now (tests, or a developer who will not wait); resolves to what the handler answered. */
  run(name: string): Promise<unknown>;
  stop(): Promise<void>;
}

export function startScheduler(jobs: readonly ScheduledJobLike[], log: (line: string) => void): LocalScheduler {
  const running = new Map<string, Promise<unknown>>();
  const run = (name: string): Promise<unknown> => {
    const job = jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`No scheduled job ${name}`));
    let pending = running.get(name);
    if (!pending) {
      pending = import(pathToFileURL(fromRoot(job.entry)).href)
        // a scope of its own: outside any, the job would read a request's deadline (functions/base/deadline.ts)
        .then((m: { handler: () => Promise<unknown> }) => runWithDeadline(Number.POSITIVE_INFINITY, () => m.handler()))
        .finally(() => running.delete(name));
      running.set(name, pending);
    }
    return pending;
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(
      () => run(job.name).catch((err) => log(`Scheduled job ${job.name} failed: ${(err as Error).message}`)),
      job.everyMinutes * 60_000,
    );
    timer.unref();
    return timer;
  });
  return {
    run,
    async stop() {
      for (const t of timers) clearInterval(t);
      await Promise.allSettled(running.values());
    },
  };
}
