import { ERROR_CODES } from '@shared/api-error';

/** The one error family (DESIGN §3). Anything not an AppError becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, ERROR_CODES.VALIDATION, message, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, ERROR_CODES.UNAUTHORIZED, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this resource') {
    super(403, ERROR_CODES.FORBIDDEN, message);
  }
}
/**
 * What every door (session, refresh, API key) says to a suspended tenant's users, with its own code so
 * the web app shows this reason instead of the screen's "your role can't see this" (any other 403).
 */
export const TENANT_SUSPENDED =
  'Your organisation’s account is suspended, so its dashboard and data are closed. Please contact support to restore it.';
export class AccountSuspendedError extends AppError {
  constructor() {
    super(403, ERROR_CODES.ACCOUNT_SUSPENDED, TENANT_SUSPENDED);
  }
}

/** 403: the action needs a verified email address (issue 31); the message names the action and the way out. */
export class EmailUnverifiedError extends AppError {
  constructor(message: string) {
    super(403, ERROR_CODES.EMAIL_UNVERIFIED, message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Resource') {
    super(404, ERROR_CODES.NOT_FOUND, `${what} not found`);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, ERROR_CODES.CONFLICT, message);
  }
}
/** 409: another agent owns the chat; the body names them (message and fields) so the caller can offer "Take over". */
export class ClaimedByOtherError extends AppError {
  constructor(owner: { assigneeId: string; assigneeName: string }) {
    super(409, ERROR_CODES.CLAIMED_BY_OTHER, `${owner.assigneeName} is answering this chat; take it over to reply.`, {
      assigneeId: owner.assigneeId,
      assigneeName: owner.assigneeName,
    });
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, ERROR_CODES.PAYLOAD_TOO_LARGE, `Request body exceeds ${limitBytes} bytes`);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Content-Type must be application/json');
  }
}
export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, ERROR_CODES.RATE_LIMITED, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}
export class QuotaExceededError extends AppError {
  constructor(message: string, status: 402 | 429 = 402) {
    super(status, ERROR_CODES.QUOTA_EXCEEDED, message);
  }
}
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, ERROR_CODES.UPSTREAM, message);
  }
}
/**
 * 504: an outside service (AI provider, Dialogflow, …) or the request as a whole ran out of the route's
 * time budget (base/deadline.ts). Answered by the handler itself, so the client gets this JSON, not a
 * bare gateway error.
 */
export class GatewayTimeoutError extends AppError {
  constructor(message = 'The request took too long. Please try again.') {
    super(504, ERROR_CODES.UPSTREAM_TIMEOUT, message);
  }
}
