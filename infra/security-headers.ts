/**
 * The security headers of every page Parley serves: CloudFront's response headers policy in AWS
 * (infra/stacks/web-stack.ts) and the local gateway's static responses (infra/local/gateway.ts) both
 * read them from here, so the SPA is tested at home under the policy it gets in AWS.
 * Scripts only from the app itself; styles also inline, because Chakra/emotion inject them at run time.
 */
/**
 * Razorpay Checkout (the billing screen) loads its script from checkout.razorpay.com and shows the payment
 * form in a frame from api.razorpay.com, as Razorpay's CSP guidance lists; `checkoutScript` adds the
 * origin of a stand-in script (RAZORPAY_CHECKOUT_URL, the browser tests' fake — never set in AWS).
 */
export function contentSecurityPolicy(checkoutScript?: string): string {
  const scripts = [
    "'self'",
    'https://checkout.razorpay.com',
    ...(checkoutScript ? [new URL(checkoutScript).origin] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' wss:",
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** As response headers (HSTS is left to CloudFront: it means nothing over the local http). */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
};

/** The local gateway's page headers: AWS's, with the browser tests' stand-in checkout script when one is set. */
export const localPageSecurityHeaders = (env: NodeJS.ProcessEnv = process.env): Readonly<Record<string, string>> =>
  env.RAZORPAY_CHECKOUT_URL
    ? { ...PAGE_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(env.RAZORPAY_CHECKOUT_URL) }
    : PAGE_SECURITY_HEADERS;
