import { remainingMs, UPSTREAM_RESERVE_MS } from '../../base/deadline';

/** One gateway call waits at most this long, less when the request has less time left. */
export const GATEWAY_CALL_CAP_MS = 8000;

/** The time one gateway call may take now (never below 1 ms: a 0 timeout means "none" to axios). */
export function gatewayCallTimeoutMs(): number {
  return Math.max(1, Math.min(GATEWAY_CALL_CAP_MS, remainingMs() - UPSTREAM_RESERVE_MS));
}

/**
 * A gateway call that failed: the gateway, what Parley tried, the HTTP status (null when no HTTP answer
 * came, or the answer made no sense) and the gateway's own description. The message never carries a credential: `secrets` are scrubbed
 * from the gateway's text (Stripe echoes a masked key in its 401 message; a proxy might echo more).
 */
export class GatewayCallError extends Error {
  constructor(
    readonly gateway: 'Razorpay' | 'Stripe',
    readonly what: string,
    readonly status: number | null,
    description: string,
    secrets: string[],
  ) {
    super(`${gateway}: ${what} failed (${status ? `HTTP ${status}: ` : ''}${scrub(description, secrets)})`);
    this.name = 'GatewayCallError';
  }
}

function scrub(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('[redacted]');
  // Whatever key-like token is left (a masked or another key quoted by the gateway).
  return out
    .replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g, '[redacted]')
    .replace(/\brzp_(test|live)_\w+/g, '[redacted]');
}

export const isoFromUnix = (s: number | null | undefined): string | null =>
  typeof s === 'number' && s > 0 ? new Date(s * 1000).toISOString() : null;
