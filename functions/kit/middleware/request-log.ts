import { rootLogger } from '../../base/logger';
import type { KitMiddleware, KitRequest } from './state';

/** The request id from API Gateway, a logger that carries it, and one line per request with status and duration. */
export const requestLog = (): KitMiddleware => ({
  name: 'requestLog',
  before: ({ event, context, internal }) => {
    internal.requestId = event.requestContext?.requestId ?? context.awsRequestId ?? crypto.randomUUID();
    internal.started = Date.now();
    internal.log = rootLogger.child({ requestId: internal.requestId, route: event.routeKey });
  },
  after: logLine,
  onError: logLine,
});

function logLine({ response, internal }: KitRequest) {
  internal.log?.info('request', { status: response?.statusCode, ms: Date.now() - (internal.started ?? Date.now()) });
}
