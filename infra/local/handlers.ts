import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { type InvocationHooks, KILLED, LEFTOVER_WORK } from '../../functions/base/deadline';
import { REPO_ROOT } from './paths';

// biome-ignore lint/suspicious/noExplicitAny: handlers of every event type go through here
export type LambdaHandler = (event: any, context: Context) => Promise<unknown> | unknown;

const modules = new Map<string, Promise<LambdaHandler>>();

/** Imports a handler module on first use (like a Lambda cold start) and caches it. */
export function loadHandler(entry: string, root = REPO_ROOT): Promise<LambdaHandler> {
  const file = isAbsolute(entry) ? entry : resolve(root, entry);
  let pending = modules.get(file);
  if (!pending) {
    pending = import(pathToFileURL(file).href).then((mod: { handler?: unknown; default?: { handler?: unknown } }) => {
      const handler = mod.handler ?? mod.default?.handler;
      if (typeof handler !== 'function') throw new Error(`${entry} does not export a handler function`);
      return handler as LambdaHandler;
    });
    // A module that failed to load (syntax error, missing file) is retried on the next request.
    pending.catch(() => modules.delete(file));
    modules.set(file, pending);
  }
  return pending;
}

export class HandlerTimeoutError extends Error {}

/** What happened to work a handler left running after it answered (see invokeHandler). */
export type LeftoverEvent = 'running' | 'finished' | 'killed';

/**
 * Runs a handler with Lambda's timeout semantics, including work that outlives the answer.
 *
 * In Lambda, an invocation ends when the handler's promise settles: the kit's early 504 (base/deadline.ts)
 * settles it while the route's own work may still be going. The execution environment is then frozen;
 * that work resumes only if the same environment takes another invocation, and is lost when the
 * environment is shut down or reset (a timeout resets it). It never gets more than the function's
 * timeout to count on, and a write it already sent may still land after the client's 504.
 *
 * One Node process cannot freeze a promise, so the local runtime keeps the part that decides outcomes:
 * the answer goes out at once (as API Gateway's does), the work the kit left running (LEFTOVER_WORK) is
 * reported (`onLeftover`), and at the function's timeout, counted from the invocation's start, the
 * invocation is killed: KILLED aborts, and with it every upstream call still open (kit upstreamSignal),
 * as the environment's reset would cut them. The work may still finish writes it had already sent, as
 * in Lambda; the idempotency keys (kit/idempotency.ts) are built for exactly that.
 */
export async function invokeHandler(
  handler: LambdaHandler,
  event: unknown,
  context: Context,
  timeoutMs: number,
  onLeftover?: (what: LeftoverEvent) => void,
): Promise<unknown> {
  const started = Date.now();
  const kill = new AbortController();
  const hooks = context as unknown as InvocationHooks;
  hooks[KILLED] = kill.signal;
  const killAt = (ms: number) =>
    setTimeout(
      () => kill.abort(new HandlerTimeoutError(`${context.functionName} timed out after ${timeoutMs} ms`)),
      Math.max(0, ms),
    );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      kill.abort();
      reject(new HandlerTimeoutError(`${context.functionName} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
    const leftover = hooks[LEFTOVER_WORK];
    if (leftover && !kill.signal.aborted && (await isPending(leftover))) {
      onLeftover?.('running');
      const killer = killAt(timeoutMs - (Date.now() - started));
      killer.unref();
      kill.signal.addEventListener('abort', () => onLeftover?.('killed'), { once: true });
      leftover
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(killer);
          if (!kill.signal.aborted) onLeftover?.('finished');
        });
    }
  }
}

/** Settled work has run its reactions by the next macrotask; the answer waits no longer than that. */
async function isPending(p: Promise<unknown>): Promise<boolean> {
  let settled = false;
  p.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return !settled;
}
