import type { gatewaySettingsSchemas } from '@shared/schemas/admin-config';
import type { z } from 'zod';
import { config as env } from '../../base/env';
import { failed, judge, type ProbeOutcome, passed, request, withinBudget } from './connection-probe';

/**
 * Test Connection of a payment gateway: one authenticated read with the secret credentials. Plain
 * fetch with each API's exact shape, not the SDKs: measured minified with esbuild, `stripe` is 246 KB
 * and `razorpay` (axios) 333 KB, which with ElectroDB and zod would break the 400 KB function budget.
 */
type Settings<G extends keyof typeof gatewaySettingsSchemas> = z.output<(typeof gatewaySettingsSchemas)[G]>;

const host = (override: string | undefined, real: string) => override?.replace(/\/$/, '') ?? real;

/** Stripe: GET /v1/balance with the secret key (any restricted or full key may read it). */
export async function probeStripe(s: Settings<'stripe'>): Promise<ProbeOutcome> {
  if (!s.secretKey) return failed(400, 'Stripe: fill in secretKey before testing the connection');
  return withinBudget('Stripe', async (signal) => {
    const base = host(env('STRIPE_API_URL').STRIPE_API_URL, 'https://api.stripe.com');
    const r = await request(`${base}/v1/balance`, { headers: { authorization: `Bearer ${s.secretKey}` }, signal });
    const live = (r.body as { livemode?: boolean } | undefined)?.livemode;
    return (
      judge('Stripe', 'secret key', r.status, 'the balance') ??
      passed(`Stripe accepted the secret key (${live ? 'live' : 'test'} mode)`)
    );
  });
}

/** Razorpay: GET /v1/payments?count=1 with key_id:key_secret as basic auth. */
export async function probeRazorpay(s: Settings<'razorpay'>): Promise<ProbeOutcome> {
  const missing = (['keyId', 'keySecret'] as const).filter((f) => !s[f]);
  if (missing.length) return failed(400, `Razorpay: fill in ${missing.join(', ')} before testing the connection`);
  return withinBudget('Razorpay', async (signal) => {
    const base = host(env('RAZORPAY_API_URL').RAZORPAY_API_URL, 'https://api.razorpay.com');
    const basic = Buffer.from(`${s.keyId}:${s.keySecret}`).toString('base64');
    const r = await request(`${base}/v1/payments?count=1`, { headers: { authorization: `Basic ${basic}` }, signal });
    return (
      judge('Razorpay', 'key ID or key secret', r.status, 'the payments list') ?? passed('Razorpay accepted the keys')
    );
  });
}
