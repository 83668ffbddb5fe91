import { type AuthLevel, LEVEL_ROLES } from '@shared/access';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiKeyCaller, Session, VisitorSession } from '../core/identity/session';

/**
 * Auth levels (DESIGN §3, shared/access.ts; each route's level is in its contract, shared/api/). `public`
 * needs nothing; `visitor` needs a widget token; `api-key` needs the tenant's read-API key (docs/api.md);
 * the rest need a session cookie whose role is in the level's list. Tenant levels also need an active
 * user and tenant.
 */
export type { AuthLevel };

/** Who a route's handler gets as `ctx.session` for its level. */
export type SessionFor<A extends AuthLevel> = A extends 'public'
  ? Session | null
  : A extends 'visitor'
    ? VisitorSession
    : A extends 'api-key'
      ? ApiKeyCaller
      : Session;
export type Caller = Session | VisitorSession | ApiKeyCaller | null;

export type { ApiKeyCaller, Session, VisitorSession };
/** The web app reads the same table to show each role only what it may open (shared/access.ts). */
export { LEVEL_ROLES };

type Verifier = (event: APIGatewayProxyEventV2) => Promise<Caller>;

/**
 * The `api-key` level's verifier reads the key and the per-IP budget through ElectroDB, which a cookie
 * route's bundle must not carry (the session check runs without it, db/auth-state.ts). So it is not
 * imported here, not even lazily (esbuild would inline it into every bundle): kit/api-key-auth.ts
 * registers it, and each api-key route imports that module. A route of the level without it fails when
 * its module loads (`requireVerifier`), never at a request.
 */
let apiKeyVerifier: Verifier | undefined;
export function registerApiKeyVerifier(verify: Verifier): void {
  apiKeyVerifier = verify;
}
export function requireVerifier(level: AuthLevel): void {
  if (level === 'api-key' && !apiKeyVerifier) {
    throw new Error("an 'api-key' route must import kit/api-key-auth (it registers the key check)");
  }
}

/**
 * Checks the caller for a route's level. The visitor and session verifiers are imported when a request
 * of their level first needs them: one factory serves every route, and a webhook's cold start does not
 * evaluate the session-cookie verifier (aws-jwt-verify, the auth-state read) it never calls.
 */
export async function authenticate(event: APIGatewayProxyEventV2, level: AuthLevel): Promise<Caller> {
  if (level === 'public') return null;
  if (level === 'visitor') return (await visitorTokens()).verifyVisitorToken(event);
  if (level === 'api-key') return (apiKeyVerifier as Verifier)(event);
  return (await sessions()).sessionFor(event, level);
}

// imported once per instance: each import() resolves the module again (under npm start's tsx loader a
// round trip to its hooks thread, 2–3 % of a chat turn's CPU in bench/profile-turn.ts)
let visitorTokensModule: Promise<typeof import('./visitor-token')> | undefined;
let sessionsModule: Promise<typeof import('./session-auth')> | undefined;
function visitorTokens() {
  visitorTokensModule ??= import('./visitor-token');
  return visitorTokensModule;
}
function sessions() {
  sessionsModule ??= import('./session-auth');
  return sessionsModule;
}
