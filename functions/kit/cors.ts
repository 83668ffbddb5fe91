import { corsRoutes } from './cors-routes';

/**
 * CORS for the routes that customers' own sites call (the widget), driven by each route's `cors` flag
 * in routes.ts — the only switch. Such calls carry `Authorization: Bearer <visitor token>`, never
 * cookies, so every origin may call them (`*`) and credentials are never allowed; a browser then refuses
 * to attach cookies, which keeps the cookie routes out of reach whatever this module answers.
 *
 * Who answers the preflight: the route's own function. API Gateway HTTP APIs configure CORS per API,
 * not per route: API-level CORS would put `Access-Control-Allow-Origin` on the cookie routes too and
 * make API Gateway drop the headers functions send. So infra adds an `OPTIONS <path>` route for each
 * cors path (same function), and the local gateway routes OPTIONS the same way: one mechanism in AWS
 * and at home. Routes without `cors` get no CORS headers and no OPTIONS route.
 */
// idempotency-key: the widget's writes carry one so a retry runs nothing twice (kit/idempotency.ts)
export const CORS_ALLOW_HEADERS = 'authorization, content-type, idempotency-key';
/** Chromium caps a cached preflight at 2 hours; asking for more buys nothing. */
export const CORS_MAX_AGE_SECONDS = 7200;

export interface CorsRouteLike {
  method: string;
  path: string;
  entry: string;
  cors?: boolean;
}

/** The methods other origins may use on `path`, or undefined when no route of that path is a cors route. */
export function corsMethodsOf(path: string, routes: readonly CorsRouteLike[] = corsRoutes): string[] | undefined {
  const methods = routes.filter((r) => r.cors && r.path === path).map((r) => r.method.toUpperCase());
  return methods.length > 0 ? [...new Set(methods)].sort() : undefined;
}

/** One `OPTIONS <path>` route per cors path, served by the function of the path's first cors route. */
type Preflight<R> = Omit<R, 'method'> & { method: 'OPTIONS' };
export function preflightRoutesOf<R extends CorsRouteLike>(routes: readonly R[]): Preflight<R>[] {
  const byPath = new Map<string, Preflight<R>>();
  for (const r of routes) {
    if (r.cors && !byPath.has(r.path)) byPath.set(r.path, { ...r, method: 'OPTIONS' });
  }
  return [...byPath.values()];
}

/** The path of an API Gateway route key ("GET /api/plans" → "/api/plans"). */
export const pathOfRouteKey = (routeKey: string | undefined): string => (routeKey ?? '').replace(/^\S+\s+/, '');

/** The answer to a preflight on a cors path: 204, no body, no credentials. */
export function preflightHeaders(methods: readonly string[]): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': [...methods, 'OPTIONS'].join(', '),
    'access-control-allow-headers': CORS_ALLOW_HEADERS,
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
  };
}

/** Added to every actual response of a cors route, errors included (a widget must read a 429 or 400). */
export const CORS_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'retry-after, idempotent-replayed',
};
