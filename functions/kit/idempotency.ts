import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError, ValidationError } from '../base/errors';
import type { Logger } from '../base/logger';
import {
  type AnswerInWrite,
  answerKeyItem,
  claimKey,
  completeKey,
  type KeyScope,
  releaseKey,
  type StoredResponse,
} from '../db/idempotency-keys';
import type { Caller } from './auth';

/**
 * Idempotency keys for client writes (DESIGN §8), the `idempotent: true` option of the handler factory.
 * The client sends `Idempotency-Key` (Stripe's name, the IETF httpapi draft's header) once per logical
 * action and the same key on every retry. The key is claimed with a conditional put BEFORE the handler's
 * side effects and the answer stored after, so a retry:
 *   - after the first run answered (or after the kit's early 504 while the run went on): the first
 *     answer, same status and body, `idempotent-replayed: true`, nothing counted twice;
 *   - while the first run is still going: 409 IDEMPOTENCY_IN_PROGRESS with `Retry-After: 1`, at once
 *     (chosen over waiting: a waiting retry would hold a second function for up to the first one's
 *     timeout, and the clients here retry with backoff anyway);
 *   - with another body (or path) under the same key: 422 IDEMPOTENCY_KEY_REUSED (the draft's status).
 * 2xx and 4xx answers are stored (a 4xx is the same answer next time); a 5xx releases the key, so a
 * retry runs again (the server failed and may have stored nothing). Without the header a request runs
 * as before: widget bundles already cached on customers' sites keep working.
 *
 * Scope: tenant + route + caller. The tenant is the session's or, on a public route, the path's
 * `clientId`; the caller is the signed-in user, the visitor's conversation, or nobody (the widget's
 * conversation start, where the visitor has no identity yet: the key is then the secret, a random UUID
 * that only the visitor's browser knows, and the body must match too).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,128}$/;
/**
 * How long past its Lambda's timeout a key stays held. A holder that answered early (the kit's 504) is
 * frozen with its environment, not dead: its work resumes when that environment takes its next
 * invocation (infra/local/handlers.ts), and a write it sent may land late. Taking the key over at once
 * would then run the side effects twice; a minute covers reuse of a busy function's environment. Past
 * it, the same request (same fingerprint) may run again: a holder that was really killed cannot block
 * its key for the whole day the key is kept.
 */
const LEASE_GRACE_MS = 60_000;

export const IDEMPOTENCY_CODES = {
  IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
  KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** The header's value, undefined when absent; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const raw = event.headers?.['idempotency-key'] ?? event.headers?.[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (!KEY_PATTERN.test(raw)) {
    throw new ValidationError(`Invalid ${IDEMPOTENCY_HEADER} header`, {
      [IDEMPOTENCY_HEADER]: '16 to 128 characters: letters, digits, and - _ . : (a UUID fits)',
    });
  }
  return raw;
}

export function scopeOf(event: APIGatewayProxyEventV2, session: Caller | undefined, key: string): KeyScope {
  const route = event.routeKey ?? `${event.requestContext?.http?.method} ${event.rawPath}`;
  if (session && 'userId' in session) return { tenant: session.clientId, route, caller: `user:${session.userId}`, key };
  if (session && 'visitorId' in session)
    return { tenant: session.clientId, route, caller: `visitor:${session.visitorId}`, key };
  if (session) return { tenant: session.clientId, route, caller: 'api-key', key };
  return { tenant: event.pathParameters?.clientId ?? '-', route, caller: 'anonymous', key };
}

/** The request as the handler sees it (parsed path, query and body), so a retry's whitespace does not matter. */
export function fingerprintOf(request: { params: unknown; query: unknown; body: unknown }): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * The key's answer stored by the route's own last write instead of a write of its own after the run
 * (AnswerInWrite, db/idempotency-keys.ts; issue 30: a chat turn is one DynamoDB round trip shorter). Once
 * the route says its transaction committed with it, the kit stores nothing more. The answer is fixed when
 * the item is built, so a route folds only what it will answer: a retry replays it. What runs after that
 * write can no longer be re-run by a retry after a 5xx (the retry gets the stored answer), so only work
 * whose loss the product survives may follow it (the chat's live push: the sockets' catch-up reads the
 * stored messages). Builds the AnswerInWrite of a result (the kit's, after the route's response contract).
 */
export type FoldAnswer = (result: APIGatewayProxyStructuredResultV2) => AnswerInWrite;

/**
 * Runs `run` at most once per key: `run` answers a structured result, errors already mapped (so a 4xx
 * can be stored and replayed like a 2xx). `leaseMs` is how long the function may still live.
 *
 * `run` gets the key's resource id (a time-ordered UUID, db/ids.ts), the same on every run of the key:
 * after a 5xx (or a holder frozen past its lease) the key runs again, and the first run's write may
 * have landed before it failed. The handler creates under this id with a conditional create, so the
 * re-run finds that write instead of making a second conversation or message (DESIGN §8).
 */
export async function runIdempotently(
  scope: KeyScope,
  fingerprint: string,
  leaseMs: number,
  run: (resourceId: string, fold: FoldAnswer) => Promise<APIGatewayProxyStructuredResultV2>,
  log?: Logger,
): Promise<APIGatewayProxyStructuredResultV2> {
  const owner = randomUUID();
  const claim = await claimKey(scope, fingerprint, owner, Date.now() + leaseMs + LEASE_GRACE_MS);
  if (claim.kind === 'mismatch') {
    throw new AppError(
      422,
      IDEMPOTENCY_CODES.KEY_REUSED,
      `This ${IDEMPOTENCY_HEADER} was used for a different request; send a new key for a new request`,
      { [IDEMPOTENCY_HEADER]: 'Already used with another request body' },
    );
  }
  if (claim.kind === 'in-progress') {
    throw new AppError(
      409,
      IDEMPOTENCY_CODES.IN_PROGRESS,
      'The first request with this key is still in progress; retry shortly with the same key',
      { [IDEMPOTENCY_HEADER]: 'In progress' },
      { 'retry-after': '1' },
    );
  }
  if (claim.kind === 'done') return replay(claim.response);
  let result: APIGatewayProxyStructuredResultV2;
  // the answer the route's own write stored, if it folded one in
  let folded: APIGatewayProxyStructuredResultV2 | undefined;
  const fold: FoldAnswer = (answer) => ({
    item: answerKeyItem(scope, owner, storable(answer)),
    stored: () => {
      folded = answer;
    },
  });
  try {
    result = await run(claim.resourceId, fold);
  } catch (err) {
    // a failure after the route's write stored the answer: that answer is the request's (a retry would
    // get it), and the failure is the log's
    if (folded) {
      log?.error('the request failed after its write stored its answer; answered with it', { err });
      return folded;
    }
    await releaseKey(scope, owner);
    throw err;
  }
  // what a retry will replay, also on a failure after the write stored it (the handler's own return is
  // built from the same value, so the two are the same)
  if (folded) return folded;
  const statusCode = result.statusCode ?? 200;
  if (statusCode >= 500) await releaseKey(scope, owner);
  else await completeKey(scope, owner, storable(result));
  return result;
}

function storable(result: APIGatewayProxyStructuredResultV2): StoredResponse {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  return { statusCode: result.statusCode ?? 200, headers, body: typeof result.body === 'string' ? result.body : '' };
}

function replay(stored: StoredResponse): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: stored.statusCode,
    headers: { ...stored.headers, 'idempotent-replayed': 'true' },
    body: stored.body,
  };
}
