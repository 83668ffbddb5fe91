import { CONTENT_SECURITY_POLICY, localPageSecurityHeaders, PAGE_SECURITY_HEADERS } from './security-headers';

describe('the pages’ Content-Security-Policy', () => {
  it('lets Razorpay Checkout load its script and its payment frame, and nothing else from outside', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(CONTENT_SECURITY_POLICY).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com;');
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('adds the browser tests’ stand-in checkout script only when its override is set', () => {
    expect(localPageSecurityHeaders({})).toBe(PAGE_SECURITY_HEADERS);
    const local = localPageSecurityHeaders({ RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4567/razorpay/checkout.js' });
    expect(local['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com http://127.0.0.1:4567;",
    );
    expect(local['x-frame-options']).toBe(PAGE_SECURITY_HEADERS['x-frame-options']);
  });
});
