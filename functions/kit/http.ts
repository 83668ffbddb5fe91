import middy from '@middy/core';
import type { ApiContract, RouteSchemas } from '@shared/api/route';
import { MAX_JSON_BODY_BYTES } from '@shared/constants';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Logger } from '../base/logger';
import type { FormReader } from '../base/multipart';
import { type Reply, toResult } from '../base/response';
import type { AnswerInWrite } from '../db/idempotency-keys';
import type { AuthLevel, SessionFor } from './auth';
import type { FoldAnswer } from './idempotency';
import { appSecrets } from './middleware/app-secrets';
import { authenticate } from './middleware/authenticate';
import { body } from './middleware/body';
import { cloudFrontOnly } from './middleware/cloudfront-only';
import { cors } from './middleware/cors';
import { deadlineOptions, withinDeadline } from './middleware/deadline';
import { errorMapping } from './middleware/error-mapping';
import { lowerCaseHeaders } from './middleware/header-case';
import { idempotently } from './middleware/idempotency';
import { originCheck } from './middleware/origin-check';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { exposeRequest, type KitState, requestOf } from './middleware/state';
import { validateInput } from './middleware/validate-input';
import { parseResponse } from './response-contract';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

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
 * A route's reads that need nothing from the idempotency claim (issue 30: reads in parallel where they are
 * independent): the kit starts them beside the claim instead of after it, and hands their result to the
 * handler as `prefetched`. Reads only — no side effect may start here, since a retry that finds its key
 * answered or in progress never runs the handler (what was read is dropped). Return promises unawaited
 * (the handler awaits them, so a failed read fails inside the run, stored and answered as the handler's
 * own error would be); the kit keeps a rejected one from going unhandled when the handler never runs.
 */
export type Prefetch<C extends HandlerContract, T> = (ctx: ReadContext<C>) => T;
/** What a prefetch sees: the request, without the claim's resource id. */
export type ReadContext<C extends HandlerContract> = Omit<ContextOf<C>, 'idempotency'>;

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
  prefetch?: (ctx: never) => unknown;
}

type SchemaOf<C, K extends keyof RouteSchemas> = C extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
/** The handler context of a contract: typed by the contract's level and schemas. */
type ContextOf<C extends HandlerContract> = HandlerContext<
  C['auth'],
  SchemaOf<C, 'body'>,
  SchemaOf<C, 'params'>,
  SchemaOf<C, 'query'>
>;
/** The handler function of a contract. */
export type HandlerFn<C extends HandlerContract> = (ctx: ContextOf<C>) => Promise<z.input<C['response']> | Reply>;

export interface HandlerContext<A extends AuthLevel, B extends Schema, P extends Schema, Q extends Schema> {
  body: Out<B>;
  params: Out<P>;
  query: Out<Q>;
  /** The caller its auth level established: a session, a visitor, the API key's tenant, or null (public). */
  session: SessionFor<A>;
  event: APIGatewayProxyEventV2;
  requestId: string;
  log: Logger;
  /**
   * With an `Idempotency-Key`: the id of what this request creates, the same on every run of the key
   * (kit/idempotency.ts). A route creates under it with a conditional create and, finding it there,
   * answers it instead of writing again. Undefined without a key (or on a route that takes none).
   */
  idempotency?: {
    resourceId: string;
    /**
     * The route's answer, to be stored by its own last write (kit/idempotency.ts AnswerInWrite): the same
     * value the handler returns, parsed here by the response contract as the kit would parse it.
     */
    answerInWrite(answer: unknown): AnswerInWrite;
  };
}

/** The handler's route metadata, read by the generated security suites. */
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
 * The handler factory (DESIGN §3), for every auth level: middy and the kit's named middlewares
 * (kit/middleware/), in this order on the way in —
 *   request log → app secrets → CloudFront only → CORS preflight → origin check → body size/parse →
 *   authenticate (the level picks the verifier) → validate input →
 * then the route step: under the deadline, idempotently, the handler, its response contract. On the way
 * out: security headers, lower-case header names, CORS headers, the log line; an error is mapped to the
 * JSON error shape first, so it gets the same headers. Request state lives on `request.internal`.
 */
function chain<
  A extends AuthLevel,
  B extends Schema = undefined,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  R extends z.ZodType = z.ZodType,
>(
  contract: HandlerContract,
  options: ChainOptions<A, B, P, Q, R>,
  fn: (ctx: HandlerContext<A, B, P, Q> & { prefetched?: unknown }) => Promise<z.input<R> | Reply>,
) {
  const routeStep = async (_event: APIGatewayProxyEventV2, context: Context) => {
    const request = requestOf(context);
    const { event, internal } = request;
    const input = internal.input as { body: Out<B>; params: Out<P>; query: Out<Q> };
    const read = {
      ...input,
      session: internal.session as SessionFor<A>,
      event,
      requestId: internal.requestId as string,
      log: internal.log as Logger,
    };
    const answer = (value: unknown) => toResult(parseResponse(options.response, value, internal.log));
    const run = (prefetched: unknown, refused?: { err: unknown }) => async (resourceId?: string, fold?: FoldAnswer) => {
      if (refused) throw refused.err;
      const idempotency =
        resourceId && fold ? { resourceId, answerInWrite: (value: unknown) => fold(answer(value)) } : undefined;
      return answer(await fn({ ...read, prefetched, idempotency }));
    };
    return withinDeadline(context, () => {
      // started under the request's deadline, before the claim and beside it (Prefetch above); one that
      // throws at once fails the run, as the handler would have
      let step: ReturnType<typeof run>;
      try {
        step = run(options.prefetch ? quiet(options.prefetch(read as never)) : undefined);
      } catch (err) {
        step = run(undefined, { err });
      }
      return idempotently(request, options.idempotent === true, step);
    });
  };

  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context, KitState>(
    routeStep,
    deadlineOptions,
  )
    .use(exposeRequest())
    .use(requestLog())
    .use(appSecrets())
    .use(cloudFrontOnly())
    .use(cors())
    .use(lowerCaseHeaders())
    .use(securityHeaders())
    // registered after the headers so that its onError runs first (middy runs onError in reverse)
    .use(errorMapping())
    .use(originCheck())
    .use(
      body({
        maxBytes: options.maxBodyBytes ?? MAX_JSON_BODY_BYTES,
        expectsBody: options.body !== undefined,
        form: options.form,
      }),
    )
    .use(authenticate(options.auth))
    .use(validateInput(options));

  return Object.assign(handler, {
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
}

/**
 * `http(contract, fn)`, or `http(contract, { idempotent, maxBodyBytes, form }, fn)`, or with a `prefetch`
 * whose result the handler gets as `prefetched`.
 */
export function http<const C extends HandlerContract>(contract: C, fn: HandlerFn<C>): ReturnType<typeof chain>;
export function http<const C extends HandlerContract, T>(
  contract: C,
  options: HttpOptions & { prefetch: Prefetch<C, T> },
  fn: (ctx: ContextOf<C> & { prefetched: T }) => Promise<z.input<C['response']> | Reply>,
): ReturnType<typeof chain>;
export function http<const C extends HandlerContract>(
  contract: C,
  options: HttpOptions,
  fn: HandlerFn<C>,
): ReturnType<typeof chain>;
export function http(contract: HandlerContract, ...args: unknown[]) {
  const [options, fn] = (args.length === 1 ? [{}, args[0]] : args) as [
    HttpOptions & { prefetch?: (ctx: never) => unknown },
    HandlerFn<HandlerContract>,
  ];
  const { auth, body, params, query, response } = contract;
  // the overloads above type the handler by its contract; the chain itself reads any contract alike
  return chain<AuthLevel, Schema, Schema, Schema, z.ZodType>(
    contract,
    { ...options, auth, body, params, query, response },
    fn as never,
  );
}

/** A prefetch's promises (top level or one level down) never go unhandled when the handler does not run. */
function quiet<T>(value: T): T {
  const values = value instanceof Promise ? [value] : value && typeof value === 'object' ? Object.values(value) : [];
  for (const v of values) if (v instanceof Promise) v.catch(() => undefined);
  return value;
}
