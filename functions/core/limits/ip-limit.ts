import { config } from '../../base/env';
import { consumeBudget, reserveAttempt } from './rate-limit';

/**
 * Per-IP budgets, kept in DynamoDB (core/limits/rate-limit.ts) so they hold across Lambda instances: generous
 * for people behind one NAT, tight enough to stop a script filling the table. A module of its own so
 * the public form functions do not bundle the identity code of core/identity/auth.ts.
 */
export const IP_BUDGETS = {
  login: { limit: 60, windowSeconds: 300 },
  register: { limit: 20, windowSeconds: 600 },
  // landing-page forms: a visitor sends one or two; an office behind one address, a few more
  contact: { limit: 10, windowSeconds: 3600 },
  newsletter: { limit: 10, windowSeconds: 3600 },
  // payment gateways send from a few addresses, in bursts at renewal time: generous, yet a script
  // cannot make each request cost a signature check and a table write without end
  webhook: { limit: 600, windowSeconds: 60 },
  // the API-key read API (/api/v1): a customer's script paging through its leads fits easily; counted
  // before the key check, so guessing keys is bounded per address too
  publicApi: { limit: 120, windowSeconds: 60 },
  // an invited agent's link page: opened, then the password set (a few tries); counted before the token
  // is looked up, so guessing tokens is bounded per address too
  invitation: { limit: 30, windowSeconds: 600 },
  // the widget's mail-sending routes (a transcript, a reply address; issue 31): a visitor sends one or two
  transcript: { limit: 10, windowSeconds: 3600 },
  // the widget's rating at the end of a chat (issue 32): one per conversation; an office, a few more
  rating: { limit: 30, windowSeconds: 3600 },
  // the widget's file uploads (issue 32 item 6): a visitor sends a few photos or a PDF; each upload asked
  // for is a record and a presigned POST, so a script is held to a few dozen an hour per address
  attachmentUpload: { limit: 30, windowSeconds: 3600 },
  // the routes that make Cognito mail a code (issue 31): a person asks a few times; an office, a few more
  passwordReset: { limit: 20, windowSeconds: 3600 },
  emailCode: { limit: 20, windowSeconds: 3600 },
};

/** Counts one request of `action` from `ip`; 429 with Retry-After once the budget is spent. */
export async function limitByIp(action: keyof typeof IP_BUDGETS, ip: string): Promise<void> {
  const b = IP_BUDGETS[action];
  // the test suites sign up hundreds of tenants from 127.0.0.1; they scale the budget, not the logic
  const scale = config('RATE_LIMIT_SCALE').RATE_LIMIT_SCALE;
  await consumeBudget(
    `ip:${action}:${ip}`,
    b.limit * scale,
    b.windowSeconds,
    'Too many requests from your network. Please try again later.',
  );
}

/**
 * Per-address budgets of the routes that mail a code (issue 31): however many networks a script uses, one
 * inbox gets at most `limit` mails of a kind an hour. The window starts at the first request (a failure
 * streak's shape, core/limits/rate-limit.ts), so the 6th reset request within any hour is refused, not
 * only within a clock hour. Counted for every address, with an account or without, so the 429 tells
 * nothing about whether one exists. Not scaled by RATE_LIMIT_SCALE: tests use a fresh address each.
 */
export const ADDRESS_BUDGETS = {
  passwordReset: { limit: 5, windowSeconds: 3600 },
  emailCode: { limit: 5, windowSeconds: 3600 },
  // code attempts (reset or verification) per address: Cognito's codes have six digits
  codeGuess: { limit: 10, windowSeconds: 3600 },
};

export async function limitByAddress(action: keyof typeof ADDRESS_BUDGETS, email: string): Promise<void> {
  const b = ADDRESS_BUDGETS[action];
  await reserveAttempt(
    `address:${action}:${email.trim().toLowerCase()}`,
    b.limit,
    b.windowSeconds,
    'Too many requests for this address. Please wait an hour and try again.',
  );
}
