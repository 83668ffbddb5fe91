import middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { ApiContract, RouteSchemas } from '../../shared/api/route';
import { ERROR_CODES } from '../../shared/api-error';
import { MAX_JSON_BODY_BYTES } from '../../shared/constants';
import { loadAppSecrets } from '../adapters/app-secrets';
import {
  deadlineOf,
  type InvocationHooks,
  KILLED,
  LEFTOVER_WORK,
  RESPONSE_MARGIN_MS,
  runWithDeadline,
} from '../base/deadline';
import {
  AppError,
  GatewayTimeoutError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../base/errors';
import { type Logger, rootLogger } from '../base/logger';
import type { FormReader } from '../base/multipart';
import { checkOrigin } from '../base/origin';
import { type Reply, toResult } from '../base/response';
import type { AuthLevel, Session, VisitorSession } from './auth';
import { CORS_RESPONSE_HEADERS, corsMethodsOf, pathOfRouteKey, preflightHeaders } from './cors';
import { fingerprintOf, idempotencyKeyOf, runIdempotently, scopeOf } from './idempotency';
import { requireCloudFront } from './origin-verify';
import { parseResponse } from './response-contract';
import { parseOrThrow } from './validate';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type SessionFor<A extends AuthLevel> = A extends 'public'
  ? Session | null
  : A extends 'visitor'
    ? VisitorSession
    : Session;

/**
 * What the factory reads from a route's contract (shared/api/contracts, issue 29 item 5): the auth level
 * and the schemas. A handler passes its route's contract object, which the contract test checks
 * (functions/api-contract.test.ts); the kit's own tests pass a level and schemas bare.
 */
export type HandlerContract = Pick<ApiContract, 'auth'> & RouteSchemas;

/** What a handler adds to its contract: how the kit reads and replays the request. */
export interface HttpOptions {
  /** Bytes; the default suits JSON forms. */
  maxBodyBytes?: number;
  /**
   * The body may also come as multipart/form-data (a form with an upload, base/multipart.ts): its text
   * parts are parsed with the contract's `body` like JSON fields; the route reads its files from the
   * same reader.
   */
  form?: FormReader;
  /**
   * A retry carrying the same `Idempotency-Key` header gets the first answer and runs nothing twice
   * (kit/idempotency.ts): for writes a client retries after a timeout or a lost answer.
   */
  idempotent?: boolean;
}

/**
 * The contract and the handler's options as the chain reads them. `response` is the response contract
 * (DESIGN §8): the handler's output — plain data or a Reply's body — is parsed with it on the way out, so
 * unknown (internal) keys are stripped and a missing field is a logged 500, never a leaked object.
 */
interface ChainOptions<A extends AuthLevel, B extends Schema, P extends Schema, Q extends Schema, R extends z.ZodType>
  extends HttpOptions {
  auth: A;
  response: R;
  body?: B;
  params?: P;
  query?: Q;
}

type SchemaOf<C, K extends keyof RouteSchemas> = C extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
/** The handler function of a contract: its context typed by the contract's level and schemas. */
export type HandlerFn<C extends HandlerContract> = (
  ctx: HandlerContext<C['auth'], SchemaOf<C, 'body'>, SchemaOf<C, 'params'>, SchemaOf<C, 'query'>>,
) => Promise<z.input<C['response']> | Reply>;

export interface HandlerContext<A extends AuthLevel, B extends Schema, P extends Schema, Q extends Schema> {
  body: Out<B>;
  params: Out<P>;
  query: Out<Q>;
  session: SessionFor<A>;
  event: APIGatewayProxyEventV2;
  requestId: string;
  log: Logger;
  /**
   * With an `Idempotency-Key`: the id of what this request creates, the same on every run of the key
   * (kit/idempotency.ts). A route creates under it with a conditional create and, finding it there,
   * answers it instead of writing again. Undefined without a key (or on a route that takes none).
   */
  idempotency?: { resourceId: string };
}

interface KitState {
  log: Logger;
  requestId: string;
  started: number;
  parsedBody?: unknown;
  session?: Session | VisitorSession | null;
}
type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The handler's route metadata, read by the generated security suites and the contract test. */
export interface RouteMeta {
  /** The contract object the handler was built from (shared/api/contracts). */
  contract: HandlerContract;
  auth: AuthLevel;
  hasBody: boolean;
  /** Takes an `Idempotency-Key` header (kit/idempotency.ts). */
  idempotent: boolean;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

/**
 * The handler factory (DESIGN §3). Chain: logger → origin check → JSON body → auth → zod validation →
 * handler → error mapper; security headers on every response, errors included.
 */
/** Checks the caller for a route's auth level (kit/auth.ts for every level, kit/visitor-http.ts for public and visitor). */
export type Authenticate = (
  event: APIGatewayProxyEventV2,
  level: AuthLevel,
) => Promise<Session | VisitorSession | null>;

/**
 * The factory is built around an authenticator, so a function that serves only public or visitor
 * routes (the widget) does not bundle the session-cookie verifier (aws-jwt-verify, the auth-state read).
 */
export const httpWith = (authenticate: Authenticate) => {
  const chain = <A extends AuthLevel, B extends Schema, P extends Schema, Q extends Schema, R extends z.ZodType>(
    contract: HandlerContract,
    options: ChainOptions<A, B, P, Q, R>,
    fn: (ctx: HandlerContext<A, B, P, Q>) => Promise<z.input<R> | Reply>,
  ) => {
    const maxBytes = options.maxBodyBytes ?? MAX_JSON_BODY_BYTES;

    const base = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>(
      async (event: APIGatewayProxyEventV2, context: Context) => {
        const state = context as unknown as KitState;
        // parsed before an idempotency key is claimed: a refused request holds no key
        const request = {
          body: (options.body ? parseOrThrow(options.body, state.parsedBody ?? {}, 'body') : undefined) as Out<B>,
          params: (options.params
            ? parseOrThrow(options.params, event.pathParameters ?? {}, 'path')
            : undefined) as Out<P>,
          query: (options.query
            ? parseOrThrow(options.query, event.queryStringParameters ?? {}, 'query')
            : undefined) as Out<Q>,
        };
        const run = async (resourceId?: string) =>
          toResult(
            parseResponse(
              options.response,
              await fn({
                ...request,
                session: state.session as SessionFor<A>,
                event,
                requestId: state.requestId,
                log: state.log,
                idempotency: resourceId ? { resourceId } : undefined,
              }),
              state.log,
            ),
          );
        const key = options.idempotent ? idempotencyKeyOf(event) : undefined;
        const hooks = context as unknown as InvocationHooks;
        // providers derive their AbortSignals from this deadline (base/deadline.ts)
        const work = runWithDeadline(
          deadlineOf(context),
          () => {
            if (!key) return run();
            // the key is held until the function could no longer be running (its Lambda timeout)
            const leaseMs = context.getRemainingTimeInMillis?.() ?? 30_000;
            return runIdempotently(scopeOf(event, state.session, key), fingerprintOf(request), leaseMs, (resourceId) =>
              run(resourceId).catch((err: unknown) => {
                // a refusal is the answer to this request: stored and replayed like a success
                if (err instanceof AppError && err.status < 500) return errorResult(err, state);
                throw err;
              }),
            );
          },
          hooks[KILLED],
        );
        // if middy answers early (the 504 below), this is what goes on running (base/deadline.ts)
        hooks[LEFTOVER_WORK] = work;
        return work;
      },
      {
        // the backstop of the deadline: whatever still runs then, the client gets the 504 JSON in time
        timeoutEarlyInMillis: RESPONSE_MARGIN_MS,
        timeoutEarlyResponse: () => {
          throw new GatewayTimeoutError();
        },
      },
    )
      .use({
        // logger: request id from API Gateway, one line per request with status and duration
        before: (request: Request) => {
          const ctx = request.context as unknown as KitState;
          ctx.requestId =
            request.event.requestContext?.requestId ?? request.context.awsRequestId ?? crypto.randomUUID();
          ctx.started = Date.now();
          ctx.log = rootLogger.child({ requestId: ctx.requestId, route: request.event.routeKey });
        },
        after: (request: Request) => logDone(request),
        onError: (request: Request) => logDone(request),
      })
      .use(
        httpSecurityHeaders({
          contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
          // X-XSS-Protection is deprecated (browsers removed the auditor; it could be abused to blank
          // pages): the CSP covers what it did
          xssProtection: false,
        } as never),
      )
      // registered after the headers so that its onError runs first (middy runs onError in reverse)
      .use({
        onError: (request: Request) => {
          request.response = errorResult(request.error, request.context as unknown as KitState);
        },
      })
      .use({
        before: async (request: Request) => {
          const ctx = request.context as unknown as KitState;
          const { event } = request;
          const method = event.requestContext?.http?.method ?? 'GET';
          await loadAppSecrets(); // once per cold start; visitor tokens and clientIp read them synchronously
          // first of all, preflights included: nothing answers a caller who went around CloudFront
          requireCloudFront(event.headers);
          const corsMethods = corsMethodsOf(pathOfRouteKey(event.routeKey));
          if (method === 'OPTIONS') return preflight(corsMethods);
          // cors routes (routes.ts) are called from customers' sites with a Bearer token, never cookies
          if (WRITE_METHODS.has(method) && !corsMethods) checkOrigin(event);
          ctx.parsedBody = await parseBody(event, maxBytes, options.body !== undefined, options.form);
          ctx.session = await authenticate(event, options.auth);
        },
      });

    const handler = Object.assign(base, {
      meta: {
        contract,
        auth: options.auth,
        hasBody: options.body !== undefined,
        idempotent: options.idempotent === true,
        body: options.body,
        params: options.params,
        query: options.query,
        response: options.response,
      } satisfies RouteMeta,
    });
    return handler;
  };

  /** `http(contract, fn)`, or `http(contract, { idempotent, maxBodyBytes, form }, fn)`. */
  function http<const C extends HandlerContract>(contract: C, fn: HandlerFn<C>): ReturnType<typeof chain>;
  function http<const C extends HandlerContract>(
    contract: C,
    options: HttpOptions,
    fn: HandlerFn<C>,
  ): ReturnType<typeof chain>;
  function http(
    contract: HandlerContract,
    ...args: [HandlerFn<HandlerContract>] | [HttpOptions, HandlerFn<HandlerContract>]
  ) {
    const [options, fn] = args.length === 1 ? [{}, args[0]] : args;
    const { auth, body, params, query, response } = contract;
    // the overloads above type the handler by its contract; the chain itself reads any contract alike
    return chain<AuthLevel, Schema, Schema, Schema, z.ZodType>(
      contract,
      { ...options, auth, body, params, query, response },
      fn as never,
    );
  }
  return http;
};

function logDone(request: Request) {
  const ctx = request.context as unknown as KitState;
  // one spelling for every header name, whoever set it (middy's helmet port capitalises); a header the
  // handler set itself (always lower-case, e.g. the printable invoice's own CSP) wins over the default
  if (request.response?.headers) {
    const headers: Record<string, string | number | boolean> = {};
    for (const [k, v] of Object.entries(request.response.headers)) {
      const key = k.toLowerCase();
      if (k !== key && key in headers) continue;
      headers[key] = v;
    }
    request.response.headers = headers;
  }
  if (request.response && corsMethodsOf(pathOfRouteKey(request.event.routeKey))) {
    request.response.headers = { ...request.response.headers, ...CORS_RESPONSE_HEADERS };
  }
  ctx.log?.info('request', { status: request.response?.statusCode, ms: Date.now() - (ctx.started ?? Date.now()) });
}

/** A preflight (OPTIONS) reaches a function only through the OPTIONS route infra adds for a cors path. */
function preflight(corsMethods: string[] | undefined): APIGatewayProxyStructuredResultV2 {
  if (!corsMethods) throw new AppError(405, ERROR_CODES.METHOD_NOT_ALLOWED, 'OPTIONS is not allowed for this route');
  return { statusCode: 204, headers: preflightHeaders(corsMethods), body: '' };
}

function parseBody(event: APIGatewayProxyEventV2, maxBytes: number, expectsBody: boolean, form?: FormReader) {
  const raw = event.body;
  if (raw === undefined || raw === null || raw === '') return undefined;
  // the bytes received: a binary upload arrives base64-encoded, and decoding it as text would inflate it
  const bytes = Buffer.from(raw, event.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.length > maxBytes) throw new PayloadTooLargeError(maxBytes);
  if (!expectsBody) return undefined;
  const header = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  const type = header.toLowerCase();
  // the header as sent: a multipart boundary is case-sensitive
  if (form && type.startsWith('multipart/form-data')) return form.read(event, bytes, header);
  if (!/^application\/([a-z.+-]+\+)?json\b/.test(type)) throw new UnsupportedMediaTypeError();
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    // middy's own parser answers 415 here; the API promises a 400 naming the body
    throw new ValidationError('Malformed JSON body', { body: 'Malformed JSON' });
  }
}

function errorResult(error: unknown, ctx: KitState): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (error instanceof AppError) {
    const body = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    if (error.status >= 500) ctx.log?.error('upstream failure', { err: error });
    return { statusCode: error.status, headers: { ...headers, ...error.headers }, body: JSON.stringify(body) };
  }
  ctx.log?.error('unhandled error', { err: error });
  return {
    statusCode: 500,
    headers,
    body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error', requestId: ctx.requestId } }),
  };
}
