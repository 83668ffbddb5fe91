import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions, repoRoot } from '../../../infra/build-functions';
import { resetConfigCache } from '../../base/env';
import { type FakeProviders, signStripeWebhook, startFakeProviders } from '../../test-support/fake-providers';

/**
 * The adapters as a function runs them in AWS: bundled by infra/build-functions.ts with razorpay and
 * stripe left out as lazy packages and bundled beside the function. The bundle is written outside the
 * repo, so `await import('razorpay')` can only find the bundled copy (a lazy bundle that lost the
 * SDK's default export would fail here, not in production).
 */
let fake: FakeProviders;
let tmp: string;
let bundle: typeof import('./razorpay') & typeof import('./stripe');
let lazy: string[];

beforeAll(async () => {
  fake = await startFakeProviders();
  Object.assign(process.env, fake.env);
  resetConfigCache();
  tmp = mkdtempSync(path.join(tmpdir(), 'parley-lazy-sdks-'));
  const entry = path.join(tmp, 'entry.ts');
  const src = (f: string) => JSON.stringify(path.join(repoRoot, 'functions/core/billing', f));
  writeFileSync(entry, `export * from ${src('razorpay.ts')};\nexport * from ${src('stripe.ts')};\n`);
  const built = await buildFunctions({
    outDir: path.join(tmp, 'functions'),
    functions: [{ id: 'billing-gateways', entry }],
  });
  lazy = built.lazy.map((l) => l.name).sort();
  bundle = await import(pathToFileURL(path.join(built.outDir, 'billing-gateways', 'index.mjs')).href);
}, 120_000);
afterAll(async () => {
  for (const k of Object.keys(fake.env)) delete process.env[k];
  resetConfigCache();
  await fake.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('gateway SDKs loaded lazily from a bundled function', () => {
  it('bundles both SDKs beside the function, not into it', () => {
    expect(lazy).toEqual(['razorpay', 'stripe']);
  });

  it('runs the Razorpay adapter on the bundled razorpay', async () => {
    const keys = fake.keys.razorpay;
    const gatewayPlanId = await bundle.razorpayCreatePlan(keys, { id: 'p', name: 'Pro', priceMonthly: 99900 });
    const { id } = await bundle.razorpayCreateSubscription(keys, {
      gatewayPlanId,
      planId: 'p',
      customer: { clientId: 'c', email: 'a@example.com', companyName: 'A' },
    });
    fake.billing.razorpay.setStatus(id, 'active', { paidInvoice: true });
    const remote = await bundle.razorpayFetchSubscription(keys, id);
    expect([remote.status, remote.invoices[0]?.amount]).toEqual(['active', 99900]);
  });

  it('runs the Stripe adapter and webhook check on the bundled stripe', async () => {
    const keys = { secretKey: fake.keys.stripe };
    const { sessionId } = await bundle.stripeCreateCheckout(keys, {
      plan: { id: 'p', name: 'Pro', priceMonthly: 99900 },
      customer: { clientId: 'c', email: 'a@example.com', companyName: 'A' },
      successUrl: 'https://app.example.com/?s={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example.com/',
    });
    const subId = fake.billing.stripe.completeCheckout(sessionId);
    expect((await bundle.stripeFetchSubscription(keys, subId)).status).toBe('active');
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: subId, object: 'subscription' } },
    });
    const verified = await bundle.verifyStripeWebhook(
      body,
      { 'stripe-signature': signStripeWebhook(body, 'whsec_x') },
      ['whsec_x'],
    );
    expect(verified.subscriptionId).toBe(subId);
  });
});
