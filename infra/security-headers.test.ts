import { sha256Source } from './inline-style-hashes';
import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  localSpaSecurityHeaders,
  PERMISSIONS_POLICY,
  PUBLISHED_PAGE_CSP,
  PUBLISHED_PAGE_SECURITY_HEADERS,
  spaContentSecurityPolicy,
} from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
const EMPTY = sha256Source('');

describe('the SPA’s Content-Security-Policy', () => {
  const csp = spaContentSecurityPolicy([EMPTY]);

  it('lets Razorpay Checkout load its script and its payment frame, and nothing else from outside', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://checkout.razorpay.com");
    expect(directive(csp, 'frame-src')).toBe('frame-src https://api.razorpay.com https://checkout.razorpay.com');
  });

  it('allows no inline script and, instead of any inline style, only the hashes it is given', () => {
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${EMPTY}`);
    const attrs = spaContentSecurityPolicy(["'unsafe-hashes'", EMPTY, sha256Source('color:red')]);
    expect(directive(attrs, 'style-src')).toBe(
      `style-src 'self' 'unsafe-hashes' ${EMPTY} ${sha256Source('color:red')}`,
    );
    expect(csp.length).toBeLessThan(CLOUDFRONT_CSP_MAX_LENGTH);
  });

  it('adds the browser tests’ stand-in checkout script only when its override is set', () => {
    expect(localSpaSecurityHeaders([EMPTY], {})['content-security-policy']).toBe(csp);
    const local = localSpaSecurityHeaders([EMPTY], {
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4567/razorpay/checkout.js',
    });
    expect(directive(local['content-security-policy'], 'script-src')).toBe(
      "script-src 'self' https://checkout.razorpay.com http://127.0.0.1:4567",
    );
  });

  it('sends no HSTS from the local gateway (http), and the same other headers as on published pages', () => {
    const local = localSpaSecurityHeaders([EMPTY], {});
    expect(local['strict-transport-security']).toBeUndefined();
    expect(local['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(local['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(local['x-frame-options']).toBe('DENY');
    const { 'content-security-policy': _spa, ...spaRest } = local;
    const { 'content-security-policy': _page, ...pageRest } = PUBLISHED_PAGE_SECURITY_HEADERS;
    expect(spaRest).toEqual(pageRest);
  });
});

describe('the published pages’ policy', () => {
  it('keeps their per-tenant inline CSS working, with scripts still only from this origin', () => {
    expect(directive(PUBLISHED_PAGE_CSP, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(PUBLISHED_PAGE_CSP, 'script-src')).toBe("script-src 'self'");
    expect(PUBLISHED_PAGE_CSP).toContain("frame-ancestors 'none'");
  });
});

describe('the Permissions-Policy', () => {
  it('denies camera, microphone and location, and payment to all but the app and Razorpay’s frame', () => {
    expect(PERMISSIONS_POLICY).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
  });
});
