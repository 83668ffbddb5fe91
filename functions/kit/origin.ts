import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ForbiddenError } from './errors';

/**
 * State-changing requests must come from the app's own origin (DESIGN §4). Cookies are SameSite=Lax,
 * and this check closes what Lax leaves open. The expected origin is APP_ORIGIN when set (CloudFront
 * forwards a different Host), else the request's own host.
 */
export function checkOrigin(event: APIGatewayProxyEventV2): void {
  const headers = event.headers ?? {};
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new ForbiddenError('Cross-site requests are not allowed');
  const origin = headers.origin;
  if (!origin) return; // non-browser clients (curl, server-to-server) send no Origin; cookies still rule
  if (!allowedOrigins(headers).has(origin.toLowerCase())) throw new ForbiddenError('Request origin is not allowed');
}

function allowedOrigins(headers: Record<string, string | undefined>): Set<string> {
  const allowed = new Set<string>();
  if (process.env.APP_ORIGIN) allowed.add(process.env.APP_ORIGIN.toLowerCase().replace(/\/$/, ''));
  const host = headers['x-forwarded-host'] ?? headers.host;
  if (host) {
    allowed.add(`http://${host}`.toLowerCase());
    allowed.add(`https://${host}`.toLowerCase());
  }
  return allowed;
}
