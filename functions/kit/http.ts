import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { MAX_JSON_BODY_BYTES } from '../../shared/constants';
import type { Logger } from '../base/logger';
import type { FormReader } from '../base/multipart';
import { type Reply, toResult } from '../base/response';
import type { AuthLevel, SessionFor } from './auth';
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

export interface HttpOptions<
  A extends AuthLevel,
  B extends Schema,
  P extends Schema,
  Q extends Schema,
  R extends z.ZodType = z.ZodType,
> {
  auth: A;
  /**
   * The response contract (a schema from shared/, DESIGN §8): the handler's output — plain data or a
   * Reply's body — is parsed with it on the way out, so unknown (internal) keys are stripped and a
   * missing field is a logged 500, never a leaked object. Required: every route declares what it sends.
   */
  response: R;
  body?: B;
  params?: P;
  query?: Q;
  /** Bytes; the default suits JSON forms. */
  maxBodyBytes?: number;
  /**
   * The body may also come as multipart/form-data (a form with an upload, base/multipart.ts): its text
   * parts are parsed with `body` like JSON fields; the route reads its files from the same reader.
   */
  form?: FormReader;
  /**
   * A retry carrying the same `Idempotency-Key` header gets the first answer and runs nothing twice
   * (kit/idempotency.ts): for writes a client retries after a timeout or a lost answer.
   */
  idempotent?: boolean;
}

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
  idempotency?: { resourceId: string };
}

/** The handler's route metadata, read by the generated security suites. */
export interface RouteMeta {
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
export function http<
  A extends AuthLevel,
  B extends Schema = undefined,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  R extends z.ZodType = z.ZodType,
>(options: HttpOptions<A, B, P, Q, R>, fn: (ctx: HandlerContext<A, B, P, Q>) => Promise<z.input<R> | Reply>) {
  const routeStep = async (_event: APIGatewayProxyEventV2, context: Context) => {
    const request = requestOf(context);
    const { event, internal } = request;
    const input = internal.input as { body: Out<B>; params: Out<P>; query: Out<Q> };
    const run = async (resourceId?: string) =>
      toResult(
        parseResponse(
          options.response,
          await fn({
            ...input,
            session: internal.session as SessionFor<A>,
            event,
            requestId: internal.requestId as string,
            log: internal.log as Logger,
            idempotency: resourceId ? { resourceId } : undefined,
          }),
          internal.log,
        ),
      );
    return withinDeadline(context, () => idempotently(request, options.idempotent === true, run));
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

/** Shared param schemas. */
export const idParams = z.object({ id: z.string().min(1).max(64) }).strict();
