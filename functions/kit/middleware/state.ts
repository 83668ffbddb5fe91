import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Logger } from '../../base/logger';
import type { Caller } from '../auth';

/**
 * What the kit's middlewares learn about a request, kept on middy's `request.internal` (one object per
 * invocation): each middleware writes its own field, later ones and the route step read them.
 */
export type KitState = {
  requestId?: string;
  started?: number;
  log?: Logger;
  /** The parsed JSON (or multipart) body, before validation (middleware/body.ts). */
  body?: unknown;
  /** The caller its auth level established (middleware/authenticate.ts). */
  session?: Caller;
  /** Body, path and query after the route's schemas (middleware/validate-input.ts). */
  input?: { body: unknown; params: unknown; query: unknown };
};

export type KitRequest = middy.Request<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  Context,
  KitState
>;
export type KitMiddleware = middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Error,
  Context,
  KitState
>;

/**
 * middy calls the route step with (event, context) only; it finds its request here. Keyed by the
 * invocation's context (one per invocation), held weakly, so nothing outlives the invocation.
 */
const requests = new WeakMap<Context, KitRequest>();

/** First in the chain: makes the request findable by the route step (`requestOf`). */
export const exposeRequest = (): KitMiddleware => ({
  name: 'exposeRequest',
  before: (request) => {
    requests.set(request.context, request);
  },
});

export function requestOf(context: Context): KitRequest {
  const request = requests.get(context);
  if (!request) throw new Error('kit: the route step ran without the exposeRequest middleware');
  return request;
}
