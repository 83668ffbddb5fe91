import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/kit/cloudfront-headers';

/** What API Gateway's HTTP API promises: a 2.0 payload in, a structured (or inferred) result out. */

export interface RouteLike {
  method: string;
  path: string;
  entry: string;
  /** The Lambda timeout of the route (functions/routes.ts); the gateway enforces it like Lambda does. */
  timeoutSeconds?: number;
  /** Called from other sites: the gateway routes its OPTIONS preflight to the route's function. */
  cors?: boolean;
}

type Segment = { kind: 0; text: string } | { kind: 1; name: string } | { kind: 2; name: string };

interface CompiledRoute<R extends RouteLike> {
  route: R;
  method: string;
  segments: Segment[];
  /** Lower sorts first: literal (0) beats {param} (1) beats {proxy+} (2), segment by segment. */
  rank: number[];
}

export type RouteMatch<R extends RouteLike> =
  | { kind: 'route'; route: R; routeKey: string; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'none' };

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function compile<R extends RouteLike>(route: R): CompiledRoute<R> {
  const segments: Segment[] = splitPath(route.path).map((s) => {
    const greedy = /^\{(.+)\+\}$/.exec(s);
    if (greedy) return { kind: 2, name: greedy[1] };
    const param = /^\{(.+)\}$/.exec(s);
    if (param) return { kind: 1, name: param[1] };
    return { kind: 0, text: s };
  });
  return { route, method: route.method.toUpperCase(), segments, rank: segments.map((s) => s.kind) };
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    if (seg.kind === 2) {
      if (i >= parts.length) return null;
      params[seg.name] = parts.slice(i).map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.kind === 0) {
      if (seg.text !== part) return null;
    } else params[seg.name] = safeDecode(part);
  }
  return parts.length === segments.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

/** Matches like API Gateway: the most specific route wins; a path known for other methods is a 405. */
export class Router<R extends RouteLike> {
  private readonly compiled: CompiledRoute<R>[];

  constructor(routes: readonly R[]) {
    this.compiled = routes.map(compile).sort((a, b) => compareRank(a.rank, b.rank));
  }

  match(method: string, path: string): RouteMatch<R> {
    const parts = splitPath(path);
    const m = method.toUpperCase();
    const allow = new Set<string>();
    for (const c of this.compiled) {
      const params = matchSegments(c.segments, parts);
      if (!params) continue;
      if (c.method === m || c.method === 'ANY') {
        return { kind: 'route', route: c.route, routeKey: `${c.route.method} ${c.route.path}`, pathParameters: params };
      }
      allow.add(c.method);
    }
    if (m === 'HEAD' && allow.has('GET')) return this.match('GET', path);
    if (allow.size > 0) return { kind: 'method-not-allowed', allow: [...allow].sort() };
    return { kind: 'none' };
  }
}

export interface IncomingRequestLike {
  method: string;
  /** Path and query as received, e.g. /api/x?y=1 */
  url: string;
  /** Node's rawHeaders: [name, value, name, value, …] */
  rawHeaders: string[];
  body: Buffer;
  sourceIp: string;
  /** host:port the gateway listens on, used as requestContext.domainName when no Host header came. */
  domainName: string;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]*\+json|x-www-form-urlencoded|xml|[\w.+-]*\+xml|javascript|graphql|x-ndjson))/i;

/** API Gateway passes text bodies as strings; anything else (or no type) that is not valid UTF-8 as base64. */
export function isTextContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && TEXT_TYPES.test(contentType.trim());
}

/**
 * What CloudFront does to every /api/* and /ws request before it reaches API Gateway (web stack): it
 * replaces any viewer-sent origin-verify or CloudFront-Viewer-Address header with its own, the secret
 * (kit/origin-verify.ts) and "<viewer ip>:<port>". Without a secret (a bare gateway in a unit test)
 * the viewer's copies are still dropped, so nobody can claim either at home.
 */
export function addCloudFrontHeaders(
  headers: Record<string, string | undefined>,
  viewer: { ip: string; port: number | undefined },
  originVerifySecret: string | undefined,
): void {
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (lower === ORIGIN_VERIFY_HEADER || lower === VIEWER_ADDRESS_HEADER) delete headers[name];
  }
  if (!originVerifySecret) return;
  headers[ORIGIN_VERIFY_HEADER] = originVerifySecret;
  headers[VIEWER_ADDRESS_HEADER] = `${viewer.ip}:${viewer.port ?? 0}`;
}

/** Lower-cased headers, repeated headers joined with commas (API Gateway's v2 behaviour); cookies split out. */
export function collectHeaders(rawHeaders: string[]): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    const value = rawHeaders[i + 1];
    if (name === 'cookie') {
      for (const c of value.split(';')) {
        const t = c.trim();
        if (t) cookies.push(t);
      }
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return { headers, cookies };
}

export function parseQuery(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQueryString)) {
    out[k] = k in out ? `${out[k]},${v}` : v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** An id shaped like API Gateway's (base64-ish, 16 characters). */
export function newRequestId(): string {
  return randomBytes(12).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

function clfTime(d: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

export function buildHttpEvent(
  req: IncomingRequestLike,
  match: { routeKey: string; pathParameters?: Record<string, string> },
  requestId: string,
): APIGatewayProxyEventV2 {
  const q = req.url.indexOf('?');
  const rawPath = q >= 0 ? req.url.slice(0, q) : req.url;
  const rawQueryString = q >= 0 ? req.url.slice(q + 1) : '';
  const { headers, cookies } = collectHeaders(req.rawHeaders);
  headers['x-forwarded-for'] ??= req.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= req.domainName.split(':')[1] ?? '80';
  const now = new Date();
  const domainName = headers.host ?? req.domainName;
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0].split(':')[0],
      http: {
        method: req.method.toUpperCase(),
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
  if (cookies.length > 0) event.cookies = cookies;
  const query = parseQuery(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (match.pathParameters && Object.keys(match.pathParameters).length > 0) {
    event.pathParameters = match.pathParameters;
  }
  if (req.body.length > 0) {
    if (isTextContentType(headers['content-type'])) {
      event.body = req.body.toString('utf8');
    } else {
      event.body = req.body.toString('base64');
      event.isBase64Encoded = true;
    }
  }
  return event;
}

export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * Maps a handler's result the way API Gateway does for payload 2.0: a structured result is used as is;
 * anything else (an object without statusCode, a string) becomes a 200 JSON response.
 */
export function toGatewayResponse(result: unknown): GatewayResponse {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : undefined;
  if (!structured) {
    const body = result === undefined ? '' : typeof result === 'string' ? result : JSON.stringify(result);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body, 'utf8'),
    };
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(structured.headers ?? {})) {
    if (v !== undefined && v !== null) headers[k.toLowerCase()] = String(v);
  }
  const rawBody = structured.body ?? '';
  const body = structured.isBase64Encoded ? Buffer.from(rawBody, 'base64') : Buffer.from(rawBody, 'utf8');
  if (body.length > 0 && !headers['content-type']) headers['content-type'] = 'application/json';
  return { statusCode: structured.statusCode ?? 200, headers, cookies: structured.cookies ?? [], body };
}

/** A Lambda context good enough for handlers and middy (timeouts, request id, names). */
export function lambdaContext(functionName: string, awsRequestId: string = randomUUID(), timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** The function name Lambda would have for a handler entry (functions/http/plans/list-plans.ts → plans-list-plans). */
export function functionNameOf(entry: string): string {
  return entry
    .replace(/^.*functions\/(http|ws|queue)\//, '')
    .replace(/\.[cm]?[jt]s$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
