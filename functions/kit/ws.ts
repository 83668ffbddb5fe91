import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { AppError } from '../base/errors';
import { type Logger, rootLogger } from '../base/logger';
import { withinDeadline } from './middleware/deadline';

/** The parts of an API Gateway WebSocket event the handlers read (the local gateway sends the same). */
export interface WsEvent {
  requestContext: { connectionId: string; routeKey: string; requestId: string };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}

export type WsRouteKey = '$connect' | '$default' | '$disconnect';
export type WsResult = { statusCode: number; body?: string };

export interface WsContext {
  event: WsEvent;
  connectionId: string;
  log: Logger;
}

/**
 * The WebSocket handler factory, the sockets' `http()`: a logger carrying the request id and route, one
 * line per event with status and duration, the Lambda's deadline for upstream calls (base/deadline.ts)
 * and error handling. A refusal (an AppError, or `refuse()`) answers its status with `{ message }`,
 * which on $connect refuses the upgrade. Anything else is logged; $connect answers 500, and on $default
 * and $disconnect it is thrown again, so Lambda counts the failed invocation.
 */
export function ws(route: WsRouteKey, fn: (ctx: WsContext) => Promise<WsResult>) {
  return async (event: WsEvent, context?: Context): Promise<APIGatewayProxyResultV2> => {
    const started = Date.now();
    const log = rootLogger.child({ requestId: event.requestContext.requestId, route });
    const done = (result: WsResult) => {
      log.info('ws request', { status: result.statusCode, ms: Date.now() - started });
      return result;
    };
    try {
      const work = () => fn({ event, connectionId: event.requestContext.connectionId, log });
      return done(await withinDeadline(context ?? ({} as Context), work));
    } catch (err) {
      if (err instanceof AppError) return done(refuse(err.status, err.message));
      log.error(`ws ${route} failed`, { error: err as Error });
      if (route !== '$connect') throw err;
      return done({ statusCode: 500 });
    }
  };
}

/** Refuses the event (on $connect: the upgrade) with a status and a reason; only these two are logged. */
export function refuse(statusCode: number, reason: string): WsResult {
  rootLogger.info('ws connection refused', { statusCode, reason });
  return { statusCode, body: JSON.stringify({ message: reason }) };
}
