/** The parts of an API Gateway WebSocket event the handlers read (the local gateway sends the same). */
export interface WsEvent {
  requestContext: { connectionId: string; routeKey: string; requestId: string };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}
