import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A handler may return plain data (→ 200 JSON) or a Reply for a status, cookies, headers or raw body. */
const REPLY = Symbol('reply');

export interface Reply {
  [REPLY]: true;
  status: number;
  body?: unknown;
  cookies?: string[];
  headers?: Record<string, string>;
  /** A raw string body (HTML preview, CSV export) sent as is with its own content type. */
  raw?: string;
}

export function reply(
  status: number,
  body?: unknown,
  extra: Omit<Partial<Reply>, typeof REPLY | 'status' | 'body'> = {},
): Reply {
  return { [REPLY]: true, status, body, ...extra };
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

export function toResult(value: unknown): APIGatewayProxyStructuredResultV2 {
  const r = isReply(value) ? value : reply(200, value);
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...r.headers };
  if (r.raw !== undefined) return { statusCode: r.status, headers, body: r.raw, cookies: r.cookies };
  if (r.body === undefined) return { statusCode: r.status, headers, cookies: r.cookies };
  headers['content-type'] = 'application/json; charset=utf-8';
  return { statusCode: r.status, headers, body: JSON.stringify(r.body), cookies: r.cookies };
}
