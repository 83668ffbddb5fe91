import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../kit/cloudfront-headers';

/** Build an API Gateway v2 event for calling a handler directly in unit tests. */
export function httpEvent(
  method: string,
  path: string,
  init: {
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    params?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2 {
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(init.query ?? {}).toString(),
    cookies: init.cookies,
    headers: {
      host: 'localhost:3000',
      // what CloudFront (and the local gateway) add to every request: the functions refuse one without it
      ...(process.env.ORIGIN_VERIFY_SECRET ? { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY_SECRET } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    queryStringParameters: init.query,
    pathParameters: init.params,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

export const lambdaContext = () =>
  ({ awsRequestId: 'ctx', getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Invoke and decode: status, JSON body (or undefined), headers, cookies. */
export async function invoke(handler: Handler, event: APIGatewayProxyEventV2) {
  const res = await handler(event, lambdaContext());
  const text = res.body ?? '';
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: res.statusCode ?? 200,
    json,
    text,
    headers: (res.headers ?? {}) as Record<string, string>,
    cookies: res.cookies ?? [],
  };
}
