import { sha256Source } from './inline-style-hashes';
import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  localPublishedPageSecurityHeaders,
  localSpaSecurityHeaders,
  PERMISSIONS_POLICY,
  publishedPageCsp,
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
    const { 'content-security-policy': _page, ...pageRest } = localPublishedPageSecurityHeaders({});
    expect(spaRest).toEqual(pageRest);
  });
});

describe('the published pages’ policy', () => {
  it('keeps their per-tenant inline CSS working, with scripts still only from this origin', () => {
    const page = publishedPageCsp();
    expect(directive(page, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(page, 'script-src')).toBe("script-src 'self'");
    expect(page).toContain("frame-ancestors 'none'");
  });

  it('lets the widget on a page upload to the attachments bucket, and nowhere else', () => {
    const bucket = 'https://parley-prod-attachments-1-ap-south-1.s3.ap-south-1.amazonaws.com';
    expect(directive(publishedPageCsp([bucket]), 'connect-src')).toBe(`connect-src 'self' wss: ${bucket}`);
    expect(directive(publishedPageCsp(), 'connect-src')).toBe("connect-src 'self' wss:");
    const local = localPublishedPageSecurityHeaders({ S3_ENDPOINT: 'http://127.0.0.1:4569' });
    expect(directive(local['content-security-policy'], 'connect-src')).toBe(
      "connect-src 'self' wss: http://127.0.0.1:4569",
    );
    expect(directive(local['content-security-policy'], 'img-src')).toBe(
      "img-src 'self' data: https: http://127.0.0.1:4569",
    );
  });
});

describe('the buckets in the SPA’s policy', () => {
  it('names every bucket the app uploads to (attachments, knowledge) once', () => {
    const a = 'https://parley-prod-attachments-1-ap-south-1.s3.ap-south-1.amazonaws.com';
    const k = 'https://parley-prod-kb-1-ap-south-1.s3.ap-south-1.amazonaws.com';
    const csp = spaContentSecurityPolicy([EMPTY], undefined, [a, k]);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' wss: ${a} ${k}`);
    // https: already admits their signed images
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https:");
    expect(csp.length).toBeLessThan(CLOUDFRONT_CSP_MAX_LENGTH);
  });
});

describe('the Permissions-Policy', () => {
  it('denies camera, microphone and location, and payment to all but the app and Razorpay’s frame', () => {
    expect(PERMISSIONS_POLICY).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
  });
});
