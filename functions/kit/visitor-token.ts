import { createHmac, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { appSecret } from '../adapters/app-secrets';
import { UnauthorizedError } from '../base/errors';
import type { VisitorSession } from '../core/identity/session';

/**
 * Widget visitors carry a short-lived HMAC-signed token scoped to one tenant (and, once a chat starts,
 * one conversation), sent as `Authorization: Bearer <token>`; widgets run on other sites, so no cookies.
 */
const TTL_SECONDS = 12 * 3600;

/** Secrets Manager in AWS (routes.ts access 'secret:visitor-token'), the local runtime's value at home. */
function key(): Buffer {
  const secret = appSecret('VISITOR_TOKEN_SECRET');
  if (!secret) throw new Error('VISITOR_TOKEN_SECRET is not configured for this function');
  return Buffer.from(secret);
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

export function issueVisitorToken(session: VisitorSession, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload = b64(JSON.stringify({ ...session, exp: nowSeconds + TTL_SECONDS }));
  return `${payload}.${sign(payload)}`;
}

/**
 * A live ticket: the WebSocket URL must carry the credential (browsers cannot set headers there), and
 * URLs end up in logs (CloudFront's standard logs keep query strings), so the URL carries this instead
 * of the 12-hour token: one conversation, a purpose of its own, and a minute to live.
 */
export const LIVE_TICKET_SECONDS = 60;
export function issueLiveTicket(
  session: VisitorSession & { conversationId: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload = b64(
    JSON.stringify({
      clientId: session.clientId,
      visitorId: session.visitorId,
      conversationId: session.conversationId,
      purpose: 'live',
      exp: nowSeconds + LIVE_TICKET_SECONDS,
    }),
  );
  return `${payload}.${sign(payload)}`;
}

/** A live ticket's session; a visitor token (no 'live' purpose) is refused here, and a ticket is refused as a token. */
export function verifyLiveTicket(ticket: string): VisitorSession {
  return verifyVisitorTokenText(ticket, 'live');
}

export function verifyVisitorToken(event: APIGatewayProxyEventV2): VisitorSession {
  const header = event.headers?.authorization ?? '';
  return verifyVisitorTokenText(header.startsWith('Bearer ') ? header.slice(7) : '');
}

/** The same check for a token that arrives elsewhere (the WebSocket URL's `token`, as browsers cannot set headers there). */
export function verifyVisitorTokenText(token: string, purpose?: 'live'): VisitorSession {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw new UnauthorizedError('Visitor token required');
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new UnauthorizedError('Invalid visitor token');
  const data = parsePayload(payload);
  // a payload without a numeric exp would never expire
  if (typeof data.exp !== 'number' || !Number.isFinite(data.exp)) throw new UnauthorizedError('Invalid visitor token');
  if (data.exp < Date.now() / 1000) throw new UnauthorizedError('Visitor token expired');
  if (data.purpose !== purpose) throw new UnauthorizedError('Invalid visitor token');
  if (typeof data.clientId !== 'string' || typeof data.visitorId !== 'string')
    throw new UnauthorizedError('Invalid visitor token');
  const conversationId = typeof data.conversationId === 'string' ? data.conversationId : undefined;
  return { clientId: data.clientId, visitorId: data.visitorId, conversationId };
}

/** Signed but unreadable (a key shared with a buggy issuer) is still not a token: 401, not 500. */
function parsePayload(payload: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString());
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new UnauthorizedError('Invalid visitor token');
}
