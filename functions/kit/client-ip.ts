import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from './cloudfront-headers';
import { cameThroughCloudFront } from './origin-verify';

export { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from './cloudfront-headers';

/**
 * The caller's IP for per-IP limits. Behind CloudFront, API Gateway's sourceIp is the edge's address,
 * so the viewer's own address is taken from CloudFront-Viewer-Address, but only when the request proves
 * it came through CloudFront; anyone can send that header straight to the API Gateway endpoint.
 * A function that calls this declares 'secret:origin-verify' in routes.ts; without the secret
 * (at home, where the local gateway's sourceIp is the socket's peer) sourceIp is the answer.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  if (!cameThroughCloudFront(event.headers)) return sourceIp;
  return viewerIp(event.headers?.[VIEWER_ADDRESS_HEADER]) ?? sourceIp;
}

/** Drops the port: "203.0.113.7:443" → 203.0.113.7, "2001:db8::1:443" → 2001:db8::1. */
function viewerIp(address: string | undefined): string | undefined {
  const colon = address?.lastIndexOf(':') ?? -1;
  const ip = colon > 0 ? address?.slice(0, colon) : undefined;
  return ip && /^[0-9a-fA-F.:]+$/.test(ip) ? ip : undefined;
}
