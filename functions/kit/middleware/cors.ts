import { ERROR_CODES } from '@shared/api-error';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../../base/errors';
import { CORS_RESPONSE_HEADERS, corsMethodsOf, pathOfRouteKey, preflightHeaders } from '../cors';
import type { KitMiddleware, KitRequest } from './state';

/** The methods other sites may call on this request's path (routes.ts `cors`), or undefined. */
export const corsMethodsOfEvent = (event: APIGatewayProxyEventV2) => corsMethodsOf(pathOfRouteKey(event.routeKey));

/**
 * CORS for the widget's routes (kit/cors.ts). A preflight (OPTIONS) reaches a function only through the
 * OPTIONS route infra adds for a cors path: it is answered here (204) and nothing after runs. Every
 * actual answer of a cors route, errors included, gets the CORS response headers.
 */
export const cors = (): KitMiddleware => ({
  name: 'cors',
  before: ({ event }) => {
    if ((event.requestContext?.http?.method ?? 'GET') !== 'OPTIONS') return;
    const methods = corsMethodsOfEvent(event);
    if (!methods) throw new AppError(405, ERROR_CODES.METHOD_NOT_ALLOWED, 'OPTIONS is not allowed for this route');
    return { statusCode: 204, headers: preflightHeaders(methods), body: '' };
  },
  after: addCorsHeaders,
  onError: addCorsHeaders,
});

function addCorsHeaders(request: KitRequest) {
  if (request.response && corsMethodsOfEvent(request.event)) {
    request.response.headers = { ...request.response.headers, ...CORS_RESPONSE_HEADERS };
  }
}
