import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Every request has a deadline: the Lambda's remaining time (its timeout is the route's
 * `timeoutSeconds`, routes.ts) minus RESPONSE_MARGIN_MS, so the kit always has time to answer with its
 * own JSON before Lambda kills the function (which API Gateway would turn into a bare 500). Calls to
 * outside services take their AbortSignal from `upstreamSignal()`, which fires at the service's own cap
 * or when the request's budget (less UPSTREAM_RESERVE_MS for the work after the call) runs out.
 */
export const RESPONSE_MARGIN_MS = 1000;
/** Time a handler keeps for itself after an upstream call returns (storing the result, answering). */
export const UPSTREAM_RESERVE_MS = 1000;

type Scope = { deadline: number; killed?: AbortSignal };

/**
 * Where a request's deadline is kept. AsyncLocalStorage switches on Node's async hooks for the whole
 * process, a callback on every promise made from then on: a chat turn's first request paid about 20 ms of
 * CPU for it and each later one about 5 (issue 30 item 3; fresh processes, same run). So an invocation
 * that starts while no other one is running (every invocation in Lambda, which runs one at a time per
 * instance; most at home) keeps its deadline in `solo`, a plain variable, and the hooks stay off. One that
 * starts while a solo one is running (the local runtime and the tests serve requests side by side), and
 * every nested scope (runWithin), runs under `current`. A scope in `current` comes first; code outside any
 * is the solo invocation's, since a promise inherits the store of the code that made it and the solo one's
 * code has none (so what else runs in the process gets a scope of its own: the local scheduler runs its
 * jobs under runWithDeadline). The solo scope holds until its invocation settles, past its deadline too:
 * an overrun still running after the kit's 504 sees its own expired deadline (its upstream calls abort at
 * once) and its own kill signal, never a later invocation's. Work an invocation leaves running after it
 * settled sees no deadline, or a later solo invocation's: nothing in functions/ starts upstream work it
 * does not wait for.
 */
const current = new AsyncLocalStorage<Scope>();
let solo: Scope | undefined;

const scope = (): Scope | undefined => current.getStore() ?? solo;

/**
 * What the local runtime (infra/local/handlers.ts) reads and gives on the Lambda context, to behave as
 * Lambda does when a handler outlives the kit's early answer: the kit puts the handler's still-running
 * work under LEFTOVER_WORK; the runtime passes KILLED, the signal of the invocation's end, which upstream
 * calls follow. In Lambda neither exists: the environment itself is frozen, then reset.
 */
export const LEFTOVER_WORK = Symbol.for('parley.leftoverWork');
export const KILLED = Symbol.for('parley.invocationKilled');
export type InvocationHooks = { [LEFTOVER_WORK]?: Promise<unknown>; [KILLED]?: AbortSignal };

/** Runs `fn` with a deadline (epoch ms) that `remainingMs()` and `upstreamSignal()` see. */
export function runWithDeadline<T>(deadline: number, fn: () => Promise<T>, killed?: AbortSignal): Promise<T> {
  const own: Scope = { deadline, killed };
  if (solo !== undefined || current.getStore() !== undefined || Date.now() >= deadline) return current.run(own, fn);
  solo = own;
  let running: Promise<T>;
  try {
    running = fn();
  } catch (err) {
    running = Promise.reject(err);
  }
  return running.finally(() => {
    if (solo === own) solo = undefined;
  });
}

/**
 * Runs `fn` with the current deadline brought forward to at most `budgetMs` from now: a part of the
 * request that must leave time for the rest (intent drafting's generated phrases, then the offline rules).
 */
export function runWithin<T>(budgetMs: number, fn: () => Promise<T>): Promise<T> {
  const store = scope();
  const deadline = Math.min(store?.deadline ?? Number.POSITIVE_INFINITY, Date.now() + budgetMs);
  return current.run({ deadline, killed: store?.killed }, fn);
}

/** Milliseconds left before the current request's deadline; Infinity outside a request (scripts, jobs). */
export function remainingMs(): number {
  const store = scope();
  return store ? store.deadline - Date.now() : Number.POSITIVE_INFINITY;
}

/** The signal for one upstream call: its own cap, or less when the request has less time left. */
export function upstreamSignal(capMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(Math.max(0, Math.min(capMs, remainingMs() - UPSTREAM_RESERVE_MS)));
  const killed = scope()?.killed;
  return killed ? AbortSignal.any([timeout, killed]) : timeout;
}

/** True for what fetch throws when a signal or AbortSignal.timeout cut the call short. */
export function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string } } | undefined;
  return [e?.name, e?.cause?.name].some((n) => n === 'TimeoutError' || n === 'AbortError');
}

/** A request's deadline from its Lambda context; none when the caller gave no clock (some unit tests). */
export function deadlineOf(context: { getRemainingTimeInMillis?: () => number }): number {
  return typeof context.getRemainingTimeInMillis === 'function'
    ? Date.now() + context.getRemainingTimeInMillis() - RESPONSE_MARGIN_MS
    : Number.POSITIVE_INFINITY;
}
