import type { Context } from 'aws-lambda';
import {
  deadlineOf,
  type InvocationHooks,
  KILLED,
  LEFTOVER_WORK,
  RESPONSE_MARGIN_MS,
  runWithDeadline,
} from '../../base/deadline';
import { GatewayTimeoutError } from '../../base/errors';

/**
 * middy's early timeout, the backstop of the deadline: whatever still runs RESPONSE_MARGIN_MS before
 * the Lambda's end, the client gets the kit's 504 JSON (error mapping) in time.
 */
export const deadlineOptions = {
  timeoutEarlyInMillis: RESPONSE_MARGIN_MS,
  timeoutEarlyResponse: () => {
    throw new GatewayTimeoutError();
  },
};

/**
 * Runs the route's work under the invocation's deadline, which upstream calls derive their
 * AbortSignals from (base/deadline.ts). The hooks are the local runtime's contract on the Lambda
 * context (infra/local/handlers.ts): it passes KILLED, and reads LEFTOVER_WORK, what goes on running
 * if middy answered early.
 */
export function withinDeadline<T>(context: Context, work: () => Promise<T>): Promise<T> {
  const hooks = context as unknown as InvocationHooks;
  const running = runWithDeadline(deadlineOf(context), work, hooks[KILLED]);
  hooks[LEFTOVER_WORK] = running;
  return running;
}
