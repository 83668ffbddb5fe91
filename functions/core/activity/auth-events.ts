import type { SessionUser } from '@shared/schemas/identity';
import { AppError } from '../../base/errors';
import { recordActivity } from './record';

/**
 * The identity events of the activity log (issue 12 §5): sign-ins, refused sign-ins and sign-ups. The
 * attempted email is recorded for a refused sign-in (that is what an admin looks for); the password
 * never reaches this module.
 */
export const recordLogin = (user: SessionUser, ip: string) =>
  recordActivity({
    level: 'info',
    category: 'security',
    action: 'auth.login',
    message: `${user.email} signed in`,
    actor: { id: user.id, email: user.email },
    clientId: user.clientId,
    ip,
  });

/** 401 wrong credentials → warn; 403 (deactivated) and 429 (locked out) → error. Other failures are not sign-in refusals. */
export async function recordRefusedLogin(email: string, ip: string, err: unknown): Promise<void> {
  if (!(err instanceof AppError) || ![401, 403, 429].includes(err.status)) return;
  // people type passwords into the email box: only something shaped like an address is written down
  const who = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(email) ? email : '(not an email address)';
  await recordActivity({
    level: err.status === 401 ? 'warn' : 'error',
    category: 'security',
    action: err.status === 429 ? 'auth.locked_out' : 'auth.login_failed',
    message: `Sign-in refused for ${who}: ${err.message}`,
    ip,
  });
}

export const recordSignup = (user: SessionUser, companyName: string, ip: string) =>
  recordActivity({
    level: 'info',
    category: 'user',
    action: 'auth.signup',
    message: `${companyName} signed up (${user.email})`,
    actor: { id: user.id, email: user.email },
    clientId: user.clientId,
    ip,
  });

/** A password set with a mailed reset code (issue 31): every session of the account was ended. */
export const recordPasswordReset = (user: { id: string; email: string; clientId?: string }, ip: string) =>
  recordActivity({
    level: 'info',
    category: 'security',
    action: 'auth.password_reset',
    message: `${user.email} set a new password with a mailed code; every session was ended`,
    actor: { id: user.id, email: user.email },
    clientId: user.clientId,
    ip,
  });

/** The sign-in email changed (issue 31); the new address is unverified until its code is entered. */
export const recordEmailChange = (user: { userId: string; email: string; clientId: string }, to: string, ip: string) =>
  recordActivity({
    level: 'info',
    category: 'security',
    action: 'auth.email_changed',
    message: `${user.email} changed the sign-in email to ${to}`,
    actor: { id: user.userId, email: user.email },
    clientId: user.clientId,
    ip,
  });
