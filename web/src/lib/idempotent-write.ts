import type { ApiRoute } from '@shared/api/route';
import { ApiError, apiRequest, type CallInput, type CallResponse, urlOf } from './api-client';

/** Bounded retries of a write the server runs once per `Idempotency-Key` (functions/kit/idempotency.ts). */
export interface RetryPolicy {
  attempts: number;
  /** First back-off; doubled each time, with jitter, unless the server sent Retry-After. */
  baseMs: number;
  /** One attempt's limit: a hung request is retried with the same key. */
  timeoutMs: number;
}
const DEFAULT_POLICY: RetryPolicy = { attempts: 4, baseMs: 500, timeoutMs: 20_000 };

/** randomUUID needs a secure context (https or localhost); getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const pendingKeys = new Map<string, string>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retriable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // no answer: network error or the attempt's timeout
  return error.status >= 500 || (error.status === 409 && error.bodyText.includes('IDEMPOTENCY_IN_PROGRESS'));
}

/**
 * Calls one logical action (one click on Send) with an `Idempotency-Key` made once, retrying with the
 * SAME key after a network error, a timeout, a 5xx or "still in progress", so a reply whose answer was
 * lost is stored once. A write that still fails keeps its key: the same text sent again to the same
 * path is the same action. A 4xx is the answer, and the next send is a new action.
 */
export async function idempotentCall<R extends ApiRoute>(
  route: R,
  input: CallInput<R>,
  policy: RetryPolicy = DEFAULT_POLICY,
): Promise<CallResponse<R>> {
  const path = urlOf(route, input as Pick<CallInput<R>, 'params' | 'query'>);
  const { body } = input;
  const action = `${path} ${JSON.stringify(body)}`;
  const key = pendingKeys.get(action) ?? newIdempotencyKey();
  pendingKeys.set(action, key);
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await apiRequest<CallResponse<R>>(route.method, path, body, {
        headers: { 'Idempotency-Key': key },
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      pendingKeys.delete(action);
      return answer;
    } catch (error) {
      if (!retriable(error)) pendingKeys.delete(action);
      if (!retriable(error) || attempt >= policy.attempts) throw error;
      await sleep(policy.baseMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
