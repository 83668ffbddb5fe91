/**
 * Total blocking time from the main thread's CPU time, for bench:web on a shared, loaded machine.
 *
 * Lighthouse's mobile TBT takes each task's wall-clock length in its trace and multiplies it by the CPU
 * slowdown (4x). On this machine (2 cores, several engineers) a task waiting for a core is as long on the
 * wall clock as one working, so the same build measures TBT 600 ms one minute and 1,800 the next. A trace
 * event's `tdur` is the thread's own CPU time: summing max(0, slowdown × tdur − 50 ms) over the page's
 * top-level tasks after first contentful paint gives a figure that follows the work the page does rather
 * than the load. It is not Lighthouse's number (no simulation of the network, every task to the end of the
 * trace rather than to time-to-interactive); it is for comparing two builds measured in the same window.
 */

/** What these estimates read of a Chrome trace event. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const BLOCKING_AFTER_MS = 50;

export interface CpuBlocking {
  /** The estimate, in ms. */
  tbtMs: number;
  /** CPU ms of the top-level tasks that count (slowdown × CPU over 50 ms), longest first. */
  longTasksCpuMs: number[];
}

/** The trace's last main-frame navigation to a page (not about:blank): its pid/tid is the page's main thread. */
export function mainFrameNavigation<E extends Pick<TraceEvent, 'name' | 'args'>>(events: readonly E[]): E {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith('http'),
    )
    .at(-1);
  if (!navigation) throw new Error('The trace has no main-frame navigation');
  return navigation;
}

/** The estimate for the last main-frame navigation of a Chrome trace (Lighthouse's artifacts.Trace). */
export function cpuBlocking(trace: { traceEvents: TraceEvent[] }, slowdown: number): CpuBlocking {
  const events = trace.traceEvents;
  const navigation = mainFrameNavigation(events);
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const fcp = Math.min(
    ...events.filter((e) => e.name === 'firstContentfulPaint' && onMain(e) && e.ts >= navigation.ts).map((e) => e.ts),
  );
  if (!Number.isFinite(fcp)) throw new Error('The trace has no first contentful paint');
  // top-level tasks only: a task nested in another (both names are emitted) is part of it
  const tasks = events
    .filter((e) => e.ph === 'X' && TASKS.has(e.name) && onMain(e))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const longTasksCpuMs: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  let tbtMs = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (task.ts < fcp) continue;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    const blocking = slowdown * cpuMs - BLOCKING_AFTER_MS;
    if (blocking <= 0) continue;
    tbtMs += blocking;
    longTasksCpuMs.push(Math.round(cpuMs * 10) / 10);
  }
  return { tbtMs, longTasksCpuMs: longTasksCpuMs.sort((a, b) => b - a) };
}
