import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from './env';
import { ForbiddenError } from './errors';

/**
 * State-changing requests must come from the app's own origin (DESIGN §4). Cookies are SameSite=Lax,
 * and this check closes what Lax leaves open. The expected origin is APP_ORIGIN (set in AWS and by the
 * local runtime). Host and X-Forwarded-Host are written by the client, so they are never trusted while
 * APP_ORIGIN is known: a forged `Host: evil.example` would otherwise make `Origin: https://evil.example`
 * "same-origin". Only a bare handler with no APP_ORIGIN (unit tests) falls back to its own Host.
 */
export function checkOrigin(event: APIGatewayProxyEventV2): void {
  const headers = event.headers ?? {};
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new ForbiddenError('Cross-site requests are not allowed');
  const origin = headers.origin;
  if (!origin) return; // non-browser clients (curl, server-to-server) send no Origin; cookies still rule
  if (!allowedOrigins(headers).has(origin.toLowerCase())) throw new ForbiddenError('Request origin is not allowed');
}

/** The app's public origin (APP_ORIGIN: CloudFront's in AWS, the local gateway's at home), or undefined. */
export function appOrigin(): string | undefined {
  const { APP_ORIGIN } = config('APP_ORIGIN');
  return APP_ORIGIN ? new URL(APP_ORIGIN).origin.toLowerCase() : undefined;
}

/** The same, for a feature that cannot work without it (a return address, a published page). */
export function requireAppOrigin(forWhat: string): string {
  const origin = appOrigin();
  if (!origin) throw new Error(`APP_ORIGIN is not configured: ${forWhat}`);
  return origin;
}

function allowedOrigins(headers: Record<string, string | undefined>): Set<string> {
  const own = appOrigin();
  if (own) return new Set([own]);
  const host = headers.host;
  return host ? new Set([`http://${host}`.toLowerCase(), `https://${host}`.toLowerCase()]) : new Set();
}
