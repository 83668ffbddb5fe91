import type * as z from 'zod';
import type { AuthLevel } from '../access';

/**
 * One API contract per route (issue 29 item 5): method, path and auth level in `routes/<area>.ts`, the
 * request and response schemas bound to them in `contracts/<area>.ts`. functions/routes.ts serves each
 * route from its entry, the handler factory (functions/kit/http.ts) enforces the contract's level and
 * schemas, and the web's typed client (web/src/lib/api-client.ts) builds the path from it and returns
 * its response type; so a path or a level is written once.
 *
 * Two files per area because the web loads the routes at run time but the schemas only as types: zod
 * stays out of the landing page's first paint (bench/web-sizes.test.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What everyone reads at run time: no schemas, so it costs the browser a few bytes and no zod. */
export interface ApiRoute<Area extends string = string, Name extends string = string> {
  /** The area's key in shared/api/contracts/index.ts (the handler folder, camelCased). */
  readonly area: Area;
  /** The route's key in its area (the handler file, camelCased). */
  readonly name: Name;
  readonly method: HttpMethod;
  /** API Gateway style, parameters in braces: /api/intents/{id} */
  readonly path: string;
  readonly auth: AuthLevel;
}

/** The wire shapes of a route: zod schemas from shared/schemas, parsed by the handler factory. */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /**
   * What the route sends (DESIGN §8): the handler's output is parsed with it on the way out. Required:
   * every route declares what it sends.
   */
  response: z.ZodType;
}

/** A route and its schemas: what a handler is built from (`http(contract, fn)`). */
export type ApiContract = ApiRoute & RouteSchemas;

type RouteFacts = Pick<ApiRoute, 'method' | 'path' | 'auth'>;
type Routes<Area extends string, T> = { readonly [K in keyof T & string]: T[K] & ApiRoute<Area, K> };

/** An area's routes, keyed by name: `defineRoutes('leads', { listLeads: { method, path, auth } })`. */
export function defineRoutes<const Area extends string, const T extends Record<string, RouteFacts>>(
  area: Area,
  routes: T,
): Routes<Area, T> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, facts]) => [name, Object.freeze({ area, name, ...facts })]),
  ) as Routes<Area, T>;
}

/**
 * An area's contracts: each of its routes with its schemas; a route without schemas does not compile.
 *
 * A function that imports one route's contract builds its whole area's schemas at import (zod schemas
 * built at module top level are side effects esbuild keeps). Measured for issue 30 item 3 (fresh node 20
 * processes, CPU time, 11 runs, load ~10): zod and one schema cost an import 11 ms of CPU over an empty
 * module, zod and all ten widget routes' schemas 17 ms, so building only POST /api/widget/messages' own
 * schemas would save at most ~4 ms of the ~300 ms of CPU of the widget send's first request: per-route
 * contract modules were not worth their churn.
 */
export function withSchemas<
  R extends Record<string, ApiRoute>,
  const S extends { [K in keyof R]: RouteSchemas } & Record<Exclude<keyof S, keyof R>, never>,
>(routes: R, schemas: S): { readonly [K in keyof R]: R[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, Object.freeze({ ...route, ...schemas[name] })]),
  ) as { readonly [K in keyof R]: R[K] & S[K] };
}

/** The names in a path's braces, in order: /api/leads/{id}/status → ['id']. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The path with its parameters filled in (URI-encoded); a missing one is a bug in the caller, so it throws. */
export function fillPath(path: string, params: object = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined || value === null) throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
