/**
 * The one way the web app talks to the API (spec part 1 §7): `api.call(route, { params, query, body })`
 * with a route of shared/api/routes (its contract: method, path, auth level), cookies included, JSON
 * bodies (a FormData body goes as multipart, e.g. the webpage's logo upload); it answers the route's
 * response type (z.output of its contract's response schema). A non-OK response throws `ApiError` whose
 * message is '{status}: {body text or status text}'.
 *
 * Every api file (web/src/lib/api/*, web/src/features/<f>/api/*) has the same three parts: a fetcher
 * through `api.call`, a `queryOptions` object (key + fetcher, usable for prefetching), and the hook.
 * The contracts' schemas are read as types only, so zod stays out of the landing page's first paint
 * (the server already parses what it sends).
 */

import type { ApiContracts } from '@shared/api/contracts';
import { type ApiRoute, fillPath } from '@shared/api/route';
import { auth } from '@shared/api/routes/auth';
import type { ERROR_CODES } from '@shared/api-error';
import type * as z from 'zod';

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export interface RequestOptions {
  /** A read that may legitimately be anonymous (e.g. "who am I") returns null on 401 instead of failing. */
  on401?: 'fail' | 'returnNull';
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`, lib/idempotent-write.ts). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Called when a request ends in 401 (after one refresh attempt); protected pages send the user to /login. */
type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Auth calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NO_REFRESH_PATHS: readonly string[] = [auth.login, auth.loginMfa, auth.register, auth.refresh, auth.logout].map(
  (r) => r.path,
);

let refreshInFlight: Promise<boolean> | undefined;

/** The session cookie is short-lived; one shared refresh call renews it for every request that hit 401. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= fetch(auth.refresh.path, { method: auth.refresh.method, credentials: 'include' })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = undefined;
    });
  return refreshInFlight;
}

function send(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', signal: options.signal };
  const headers: Record<string, string> = { ...options.headers };
  if (body instanceof FormData) {
    // a multipart upload: the browser writes the Content-Type with its boundary
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (Object.keys(headers).length > 0) init.headers = headers;
  return fetch(path, init);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let res = await send(method, path, body, options);
  if (res.status === 401 && !NO_REFRESH_PATHS.includes(path) && (await refreshSession())) {
    res = await send(method, path, body, options);
  }
  if (res.ok) return parseBody<T>(res);
  if (res.status === 401 && options.on401 === 'returnNull') return null as T;
  const error = new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  if (res.status === 401 && !NO_REFRESH_PATHS.includes(path)) {
    for (const listener of unauthorizedListeners) listener();
  }
  throw error;
}

/** A route's contract (shared/api/contracts), looked up by its area and name: types only. */
type ContractOf<R extends ApiRoute> = R['area'] extends keyof ApiContracts
  ? R['name'] extends keyof ApiContracts[R['area']]
    ? ApiContracts[R['area']][R['name']]
    : never
  : never;

/** One part of a call: required when its schema has a required field, absent when the route takes none. */
type Part<C, K extends 'params' | 'query' | 'body', Extra = never> = C extends { [P in K]: infer S extends z.ZodType }
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> | Extra }
    : { [P in K]: z.input<S> | Extra }
  : { [P in K]?: never };

/** What a call sends: path parameters, query and body, typed by the route's request schemas. */
export type CallInput<R extends ApiRoute> = Part<ContractOf<R>, 'params'> &
  Part<ContractOf<R>, 'query'> &
  Part<ContractOf<R>, 'body', FormData>;

/** What a call answers: the route's response schema's output (the server parsed it on the way out). */
export type CallResponse<R extends ApiRoute> =
  ContractOf<R> extends { response: infer S extends z.ZodType } ? z.output<S> : never;

type CallArgs<R extends ApiRoute> =
  object extends CallInput<R>
    ? [input?: CallInput<R>, options?: RequestOptions]
    : [input: CallInput<R>, options?: RequestOptions];

/**
 * The URL of a call: the route's path with its parameters filled in, then the query's defined values in
 * the order given (undefined and null are left out; '' is sent as given).
 */
export function urlOf<R extends ApiRoute>(route: R, input: Pick<CallInput<R>, 'params' | 'query'>): string {
  return buildUrl(route, input as UrlParts);
}

type UrlParts = { params?: object; query?: object };

function buildUrl(route: ApiRoute, input: UrlParts): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  const path = fillPath(route.path, input.params ?? {});
  return query ? `${path}?${query}` : path;
}

export const api = {
  /** Calls a route of shared/api/routes: `api.call(leads.getLead, { params: { id } })`. */
  call: <R extends ApiRoute>(route: R, ...[input = {} as CallInput<R>, options]: CallArgs<R>) =>
    apiRequest<CallResponse<R>>(route.method, buildUrl(route, input as UrlParts), input.body, options),
};

/** The HTTP status of a failed call, if it reached the server. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * Text to show a user for a failed call: the server's `error.message` when the body carries one
 * (spec: "the server's error text"), otherwise `fallback`. Network failures always get `fallback`.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.bodyText) return fallback;
  try {
    const parsed = JSON.parse(error.bodyText) as { error?: { message?: unknown } };
    const message = parsed?.error?.message;
    return typeof message === 'string' && message.trim() ? message : fallback;
  } catch {
    return fallback;
  }
}

/** The error body's `error.code`, if the server sent one. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.bodyText) return undefined;
  try {
    const code = (JSON.parse(error.bodyText) as { error?: { code?: unknown } })?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** shared/api-error.ts's code for a suspended tenant (a type-only import keeps zod out of the bundle). */
const ACCOUNT_SUSPENDED: (typeof ERROR_CODES)['ACCOUNT_SUSPENDED'] = 'ACCOUNT_SUSPENDED';

/** The server refused the whole account (suspended): no screen's own words fit, and retrying cannot help. */
export function isAccountSuspended(error: unknown): boolean {
  return errorStatus(error) === 403 && serverErrorCode(error) === ACCOUNT_SUSPENDED;
}

/**
 * What a screen says when its data could not load: the one rule for every screen. A 403 is the server's
 * refusal and says why: a suspended organisation's reason is shown as the server words it; another 403
 * (the role may not read this) gets the screen's own `forbidden` wording when it has one, else the
 * server's message. Anything else gets the screen's `failed` text.
 */
export function loadErrorText(error: unknown, texts: { failed: string; forbidden?: string }): string {
  if (errorStatus(error) !== 403) return texts.failed;
  if (isAccountSuspended(error) || texts.forbidden === undefined) return serverErrorText(error, texts.failed);
  return texts.forbidden;
}

/** Per-field messages of a 400 response (`error.fields`), for showing next to the inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.bodyText) return {};
  try {
    const fields = (JSON.parse(error.bodyText) as { error?: { fields?: unknown } })?.error?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
