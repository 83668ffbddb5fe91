import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../../base/errors';
import type { KitMiddleware, KitState } from './state';

/**
 * Every error becomes the API's JSON error shape: an AppError its status, code, message and fields;
 * anything else a generic 500 with the request id, its details only in the log.
 */
export const errorMapping = (): KitMiddleware => ({
  name: 'errorMapping',
  onError: (request) => {
    request.response = errorResult(request.error, request.internal);
  },
});

export function errorResult(error: unknown, state: KitState): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (error instanceof AppError) {
    const body = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    if (error.status >= 500) state.log?.error('upstream failure', { err: error });
    return { statusCode: error.status, headers: { ...headers, ...error.headers }, body: JSON.stringify(body) };
  }
  state.log?.error('unhandled error', { err: error });
  return {
    statusCode: 500,
    headers,
    body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error', requestId: state.requestId } }),
  };
}
