import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { appSecret } from './app-secrets';

/**
 * The custom origin header CloudFront adds to every /api/* and /ws request (web stack), carrying the
 * origin-verify secret. CloudFront overwrites a viewer's header of the same name, so only a request
 * that really came through CloudFront carries the right value.
 */
export const ORIGIN_VERIFY_HEADER = 'x-parley-origin-verify';
/** Added by CloudFront (origin request policy of /api/*): "<viewer ip>:<port>", IPv4 or IPv6. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The caller's IP for per-IP limits. Behind CloudFront, API Gateway's sourceIp is the edge's address,
 * so the viewer's own address is taken from CloudFront-Viewer-Address, but only when the request proves
 * it came through CloudFront; anyone can send that header straight to the API Gateway endpoint.
 * A function that calls this declares 'secret:origin-verify' in routes.ts; without the secret
 * (at home, where the local gateway's sourceIp is the socket's peer) sourceIp is the answer.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  const expected = appSecret('ORIGIN_VERIFY_SECRET');
  const proof = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!expected || !proof || !sameSecret(proof, expected)) return sourceIp;
  return viewerIp(event.headers?.[VIEWER_ADDRESS_HEADER]) ?? sourceIp;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Drops the port: "203.0.113.7:443" → 203.0.113.7, "2001:db8::1:443" → 2001:db8::1. */
function viewerIp(address: string | undefined): string | undefined {
  const colon = address?.lastIndexOf(':') ?? -1;
  const ip = colon > 0 ? address?.slice(0, colon) : undefined;
  return ip && /^[0-9a-fA-F.:]+$/.test(ip) ? ip : undefined;
}
