/**
 * The security headers of every page Parley serves: CloudFront's response headers policies in AWS
 * (infra/stacks/web-stack.ts) and the local gateway's static responses (infra/local/gateway.ts) both
 * read them from here, so the SPA is tested at home under the policy it gets in AWS. Two policies:
 * the SPA's (the default behaviour, /widget/*, and the API's answers unless a handler sends its own)
 * and the published AI webpages' (/page/*).
 *
 * Scripts: only files from the app itself and Razorpay Checkout, never inline ('unsafe-inline' would let
 * any injected markup run). The prerendered pages carry no inline script; a JSON data block
 * (<script type="application/json">) is not executed and needs no allowance.
 *
 * Styles of the SPA: a HASH strategy, not 'unsafe-inline' and not nonces. A nonce must be new in every
 * response, and the pages are static objects in S3 that CloudFront serves as they are (a nonce would
 * need Lambda@Edge rewriting every HTML body). The inline CSS is fixed at build time instead, so the
 * policy lists the sha256 of each inline style the build produced (infra/inline-style-hashes.ts, read
 * from web/dist at synth and by the local gateway): the prerendered pages' critical CSS, their style=""
 * attributes with 'unsafe-hashes', and the empty string, because emotion (Chakra) in production creates
 * EMPTY <style> elements and fills them through CSSOM insertRule, which CSP does not govern. React's
 * style prop and the widget's constructed stylesheets are CSSOM too. What is therefore refused is a
 * <style> element or style attribute with text the build did not produce: injected CSS (used for
 * exfiltration and UI redress) does not apply. Limits: CloudFront caps this header at 1783 characters
 * (about 25 hashes; the web stack fails the synth beyond), and a hash covers all pages of the
 * distribution, not only the page it came from. Third-party inline styles are refused too: Razorpay's
 * checkout.js (as published in the razorpay-checkout npm package) positions its overlay through CSSOM
 * but writes a <style> with its spinner's keyframes and sets the spinner's style attribute; the payment
 * form is a frame from api.razorpay.com under Razorpay's own policy, so paying works and only the
 * spinner shown while that frame loads loses its look.
 *
 * HSTS is CloudFront's alone (web-stack.ts): it means nothing over the local http, where browsers
 * ignore it, and a real one sent from localhost would pin every other local server to https.
 */

/**
 * Razorpay Checkout (the billing screen) loads its script from checkout.razorpay.com and shows the payment
 * form in a frame from api.razorpay.com, as Razorpay's CSP guidance lists; `checkoutScript` adds the
 * origin of a stand-in script (RAZORPAY_CHECKOUT_URL, the browser tests' fake — never set in AWS).
 */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

const policy = (directives: string[]) => directives.join('; ');
/**
 * `buckets`: the origins of the buckets browsers upload to with presigned POSTs and read signed URLs from:
 * the attachments bucket (issue 32 item 6: the widget and the portal) and, for the app, the knowledge
 * bucket (issue 33: the Knowledge tab's files). In AWS each is its own https origin (img-src's https:
 * covers their images); at home both are s3rver's one http origin.
 */
const commonDirectives = (buckets: readonly string[]) => [
  `img-src 'self' data: https:${buckets
    .filter((b) => b.startsWith('http:'))
    .map((b) => ` ${b}`)
    .join('')}`,
  "font-src 'self' data:",
  `connect-src 'self' wss:${[...new Set(buckets)].map((b) => ` ${b}`).join('')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The SPA's policy; `styleSources` are the hashes of its inline styles (styleSourcesOf). */
export function spaContentSecurityPolicy(
  styleSources: readonly string[],
  checkoutScript?: string,
  bucketOrigins: readonly string[] = [],
): string {
  const scripts = ["'self'", RAZORPAY_SCRIPT, ...(checkoutScript ? [new URL(checkoutScript).origin] : [])];
  return policy([
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${["'self'", ...styleSources].join(' ')}`,
    ...commonDirectives(bucketOrigins),
    `frame-src ${RAZORPAY_FRAMES.join(' ')}`,
  ]);
}

/**
 * A published AI webpage (and the 404 of an unpublished address) is written per tenant at run time: its
 * critical CSS carries the page's own colour (functions/core/webpages/render/styles.ts), so no hash is
 * known at deploy time, and the Parley widget it embeds is styled in the visitor's browser. Those pages
 * keep inline styles; their scripts are still only the widget's files from this origin.
 */
export const publishedPageCsp = (bucketOrigins: readonly string[] = []) =>
  policy([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ...commonDirectives(bucketOrigins),
  ]);

export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * Nothing in Parley uses the camera, microphone or location, so no page or frame may ask. Payment: the
 * Payment Request API only for the app itself and Razorpay's checkout frame (it sets allowpaymentrequest,
 * for UPI and wallets).
 */
export const PERMISSIONS_POLICY = `camera=(), microphone=(), geolocation=(), payment=(self ${RAZORPAY_FRAMES.map((o) => `"${o}"`).join(' ')})`;
/** CloudFront refuses a response headers policy whose CSP is longer (its quota). */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

const COMMON_HEADERS = {
  'x-frame-options': FRAME_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
  'permissions-policy': PERMISSIONS_POLICY,
};

/**
 * As the local gateway sends them: AWS's, with the browser tests' stand-in checkout script when one is
 * set, and s3rver (S3_ENDPOINT) as the attachments bucket's origin.
 */
export const localSpaSecurityHeaders = (
  styleSources: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Readonly<Record<string, string>> => ({
  'content-security-policy': spaContentSecurityPolicy(
    styleSources,
    env.RAZORPAY_CHECKOUT_URL,
    env.S3_ENDPOINT ? [env.S3_ENDPOINT] : [],
  ),
  ...COMMON_HEADERS,
});

/**
 * A published page as the local gateway sends it: the widget on it uploads visitors' files to the attachments
 * bucket, s3rver at home (AWS: web-stack.ts gives CloudFront the bucket's own origin).
 */
export const localPublishedPageSecurityHeaders = (
  env: NodeJS.ProcessEnv = process.env,
): Readonly<Record<string, string>> => ({
  'content-security-policy': publishedPageCsp(env.S3_ENDPOINT ? [env.S3_ENDPOINT] : []),
  ...COMMON_HEADERS,
});
