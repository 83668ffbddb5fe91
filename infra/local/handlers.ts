import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
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

/** Runs a handler with Lambda's timeout semantics. */
export async function invokeHandler(
  handler: LambdaHandler,
  event: unknown,
  context: Context,
  timeoutMs: number,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HandlerTimeoutError(`${context.functionName} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
