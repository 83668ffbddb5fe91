import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../../base/errors';
import { type FoldAnswer, fingerprintOf, idempotencyKeyOf, runIdempotently, scopeOf } from '../idempotency';
import { errorResult } from './error-mapping';
import type { KitRequest } from './state';

type Run = (resourceId?: string, fold?: FoldAnswer) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The route step of an idempotent route (kit/idempotency.ts): with an `Idempotency-Key` the answer is
 * stored and a retry gets it without running again. It wraps the run rather than being a before/after
 * pair because the key is held across the run and what is stored is the answer after its response
 * contract, refusals included. Without a key (or on a route that takes none) the route just runs.
 */
export function idempotently(
  request: KitRequest,
  idempotent: boolean,
  run: Run,
): Promise<APIGatewayProxyStructuredResultV2> {
  const { event, context, internal } = request;
  const key = idempotent ? idempotencyKeyOf(event) : undefined;
  if (!key) return run();
  // the key is held until the function could no longer be running (its Lambda timeout)
  const leaseMs = context.getRemainingTimeInMillis?.() ?? 30_000;
  return runIdempotently(
    scopeOf(event, internal.session, key),
    fingerprintOf(internal.input ?? emptyInput),
    leaseMs,
    (resourceId, fold) =>
      run(resourceId, fold).catch((err: unknown) => {
        // a refusal is the answer to this request: stored and replayed like a success
        if (err instanceof AppError && err.status < 500) return errorResult(err, internal);
        throw err;
      }),
    internal.log,
  );
}

const emptyInput = { body: undefined, params: undefined, query: undefined };
