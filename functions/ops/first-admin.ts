import { randomInt } from 'node:crypto';
import { findIdentity, inviteIdentity } from '../adapters/identity';
import { config } from '../base/env';
import { DEFAULT_SESSION_TIMEOUT_HOURS } from '../core/identity/session-rules';
import { recordLogin } from '../db/auth-state';
import * as db from '../db/table-entities';
import { PLATFORM_CLIENT_ID } from './seed-data/demo';

export interface FirstAdmin {
  email: string;
  /** Whether this run made the Cognito user (false: it was there, perhaps repaired in the table). */
  created: boolean;
  /** Only at home (cognito-local mails nothing): print it once. In AWS Cognito emails it. */
  temporaryPassword?: string;
}

const ADMIN_NAME = { firstName: 'Platform', lastName: 'Admin' } as const;

/**
 * The stage's first platform admin: the Cognito user (custom:clientId 'platform', custom:role 'admin')
 * with Cognito's invitation, then the table's user and auth-state items. Idempotent and repairing: an
 * existing user is left alone (its password, its name), a user the table lacks (a run cut short after
 * the Cognito call) is added. An email that belongs to a tenant's user is refused, never promoted.
 */
export async function ensureFirstAdmin(email: string): Promise<FirstAdmin> {
  let identity = await findIdentity(email);
  let temporaryPassword: string | undefined;
  if (identity && (identity.role !== 'admin' || identity.clientId !== PLATFORM_CLIENT_ID)) {
    throw new Error(
      `adminEmail ${email} already belongs to a ${identity.role ?? 'non-admin'} user; it is not made a platform admin. Choose another address.`,
    );
  }
  const created = !identity;
  if (!identity) {
    temporaryPassword = config('COGNITO_ENDPOINT').COGNITO_ENDPOINT ? localTemporaryPassword() : undefined;
    const sub = await inviteIdentity(
      { email, clientId: PLATFORM_CLIENT_ID, role: 'admin', ...ADMIN_NAME },
      temporaryPassword,
    );
    identity = { sub, clientId: PLATFORM_CLIENT_ID, role: 'admin', emailVerified: true };
  }
  const key = { clientId: PLATFORM_CLIENT_ID, id: identity.sub };
  const { data: stored } = await db.user().get(key).go();
  if (!stored) {
    const { data: user } = await db
      .user()
      .create({ ...key, email, role: 'admin', ...ADMIN_NAME })
      .go();
    // the auth state the request path reads (login would write it too; here it exists from the start)
    await recordLogin(user.clientId, user.id, user, DEFAULT_SESSION_TIMEOUT_HOURS);
  }
  return { email, created, ...(temporaryPassword ? { temporaryPassword } : {}) };
}

/** Meets the pool's rule (8+ characters, upper, lower, digit) with 16 random characters. */
function localTemporaryPassword(): string {
  const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[randomInt(chars.length)]).join('');
  return `${pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 4)}${pick('abcdefghijkmnpqrstuvwxyz', 8)}${pick('23456789', 4)}`;
}
