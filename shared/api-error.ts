import * as z from 'zod';

/** The one error body every API response uses (DESIGN §3). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  VALIDATION: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** 403 for every user of a suspended tenant: the web app shows its message rather than a role's. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** 403 for what needs a verified email address (inviting agents): the web app offers the verification. */
  EMAIL_UNVERIFIED: 'EMAIL_UNVERIFIED',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  /** 409: another agent owns the chat (issue 32); `fields.assigneeName` names them, `takeOver: true` takes it. */
  CLAIMED_BY_OTHER: 'CLAIMED_BY_OTHER',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  UPSTREAM: 'UPSTREAM_FAILED',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  INTERNAL: 'INTERNAL',
} as const;
