/**
 * The security headers of every page Parley serves: CloudFront's response headers policy in AWS
 * (infra/stacks/web-stack.ts) and the local gateway's static responses (infra/local/gateway.ts) both
 * read them from here, so the SPA is tested at home under the policy it gets in AWS.
 * Scripts only from the app itself; styles also inline, because Chakra/emotion inject them at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** As response headers (HSTS is left to CloudFront: it means nothing over the local http). */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
};
