import httpSecurityHeaders from '@middy/http-security-headers';
import type { KitMiddleware } from './state';

/** middy's helmet port on every answer, errors included: an API answer frames nothing and loads nothing. */
export const securityHeaders = (): KitMiddleware =>
  httpSecurityHeaders({
    contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
    // X-XSS-Protection is deprecated (browsers removed the auditor; it could be abused to blank
    // pages): the CSP covers what it did
    xssProtection: false,
  } as never) as KitMiddleware;
