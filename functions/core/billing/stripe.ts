import type { Stripe as StripeClient } from 'stripe';
import { upstreamSignal } from '../../base/deadline';
import { config } from '../../base/env';
import { ValidationError } from '../../base/errors';
import { GATEWAY_CALL_CAP_MS, GatewayCallError, gatewayCallTimeoutMs, isoFromUnix } from './gateway-call';
import {
  type CheckoutCustomer,
  type InvoiceStatus,
  type RemoteInvoice,
  type RemoteSubscription,
  type SubscriptionStatus,
  type VerifiedEvent,
  WebhookSignatureError,
} from './gateway-types';

/**
 * Billing's calls to Stripe, on the official SDK. The SDK is loaded with `await import('stripe')` only
 * when a call is made (a lazy package, infra/build-functions.ts). The named export `Stripe` is used:
 * it is there both in node_modules and in the lazily bundled copy. Amounts are paise (INR's minor unit).
 */
export interface StripeKeys {
  secretKey: string;
}

/** How old a webhook's signed timestamp may be (Stripe's default; replays after it are refused). */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/** Stripe's subscription statuses → Parley's (gateway-types.ts). */
export const STRIPE_SUBSCRIPTION_STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  // A trial that ended without a payment method: nothing is being paid, so not active.
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
};

/** Stripe's invoice statuses → Parley's; drafts are not invoices yet and are left out. */
export const STRIPE_INVOICE_STATUS: Record<string, InvoiceStatus> = {
  paid: 'paid',
  open: 'open',
  void: 'void',
  uncollectible: 'uncollectible',
};

const REAL_HOST = 'https://api.stripe.com';

async function sdk() {
  const { Stripe } = await import('stripe');
  return Stripe;
}

/**
 * A client for one call: no retries (the caller's request has a deadline), a timeout within it, and in
 * tests a fetch that sends https://api.stripe.com/... to the local stand-in (STRIPE_API_URL).
 */
async function client(keys: StripeKeys): Promise<StripeClient> {
  const Stripe = await sdk();
  const base = config('STRIPE_API_URL').STRIPE_API_URL?.replace(/\/$/, '');
  const fetchToStripe: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = base && url.startsWith(REAL_HOST) ? base + url.slice(REAL_HOST.length) : url;
    const deadline = upstreamSignal(GATEWAY_CALL_CAP_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return fetch(target, { ...init, signal });
  };
  return new Stripe(keys.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchToStripe),
    maxNetworkRetries: 0,
    timeout: gatewayCallTimeoutMs(),
    telemetry: false,
  });
}

function failure(keys: StripeKeys, what: string, err: unknown): GatewayCallError {
  const e = err as { statusCode?: number; message?: string; code?: string; type?: string };
  const message = e?.message || e?.code || 'unknown error';
  // The SDK's StripeConnectionError: a timeout (its own or the request deadline's) or no connection.
  const description = e?.type === 'StripeConnectionError' ? `no answer: ${message}` : message;
  return new GatewayCallError('Stripe', what, typeof e?.statusCode === 'number' ? e.statusCode : null, description, [
    keys.secretKey,
  ]);
}

async function call<T>(keys: StripeKeys, what: string, fn: (stripe: StripeClient) => Promise<T>): Promise<T> {
  const stripe = await client(keys);
  try {
    return await fn(stripe);
  } catch (err) {
    throw failure(keys, what, err);
  }
}

/**
 * A Checkout Session in subscription mode with the plan's price inline (no Stripe Product or Price to
 * keep in sync): INR, the monthly price in paise. The tenant and plan go into the session
 * (client_reference_id) and into the subscription's metadata, so webhooks can be traced back.
 */
export async function stripeCreateCheckout(
  keys: StripeKeys,
  input: {
    plan: { id: string; name: string; priceMonthly: number };
    customer: CheckoutCustomer;
    successUrl: string;
    cancelUrl: string;
  },
): Promise<{ sessionId: string; url: string }> {
  // Stripe fills the placeholder in; without it the return could not name the session.
  if (!input.successUrl.includes('{CHECKOUT_SESSION_ID}'))
    throw new Error('Stripe: the success URL must contain {CHECKOUT_SESSION_ID}');
  const metadata = { clientId: input.customer.clientId, planId: input.plan.id };
  const session = await call(keys, `creating the checkout for ${input.plan.name}`, (stripe) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'inr',
            unit_amount: input.plan.priceMonthly,
            recurring: { interval: 'month' },
            product_data: { name: input.plan.name },
          },
          quantity: 1,
        },
      ],
      client_reference_id: input.customer.clientId,
      customer_email: input.customer.email,
      metadata,
      subscription_data: { metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    }),
  );
  if (!session.url) throw new Error(`Stripe: checkout session ${session.id} came back without a URL`);
  return { sessionId: session.id, url: session.url };
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

/** The subscription a Checkout Session made, once the customer has completed it. */
export async function stripeCheckoutSubscription(
  keys: StripeKeys,
  sessionId: string,
): Promise<{ subscriptionId: string | null; complete: boolean }> {
  const session = await call(keys, `reading checkout session ${sessionId}`, (stripe) =>
    stripe.checkout.sessions.retrieve(sessionId),
  );
  return { subscriptionId: idOf(session.subscription), complete: session.status === 'complete' };
}

/**
 * The subscription and its invoices (newest first, at most 12), re-read from Stripe. The period is the
 * first item's: Stripe moved current_period_start/end from the subscription onto its items.
 */
export async function stripeFetchSubscription(keys: StripeKeys, id: string): Promise<RemoteSubscription> {
  return call(keys, `reading subscription ${id}`, async (stripe) => {
    const [sub, invoices] = await Promise.all([
      stripe.subscriptions.retrieve(id),
      stripe.invoices.list({ subscription: id, limit: 12 }),
    ]);
    const status = STRIPE_SUBSCRIPTION_STATUS[sub.status];
    if (!status) throw new Error(`subscription ${id} has a status Parley does not know: ${sub.status}`);
    const item = sub.items?.data?.[0];
    return {
      id: sub.id,
      status,
      currentPeriodStart: isoFromUnix(item?.current_period_start),
      currentPeriodEnd: isoFromUnix(item?.current_period_end),
      // A cancel scheduled for a date (cancel_at) ends it as surely as one at the period end.
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
      invoices: invoices.data
        .flatMap((inv): RemoteInvoice[] => {
          const invoiceStatus = inv.status ? STRIPE_INVOICE_STATUS[inv.status] : undefined;
          if (!invoiceStatus) return [];
          // The line's period is the one billed; the invoice's own period_start/end is the one before
          // (for a renewal) or a single instant (for the first invoice).
          const period = inv.lines?.data?.[0]?.period;
          return [
            {
              id: inv.id as string,
              amount: inv.status === 'paid' ? inv.amount_paid : inv.amount_due,
              status: invoiceStatus,
              created: isoFromUnix(inv.created) ?? new Date(0).toISOString(),
              periodStart: isoFromUnix(period?.start ?? inv.period_start),
              periodEnd: isoFromUnix(period?.end ?? inv.period_end),
            },
          ];
        })
        .sort((a, b) => b.created.localeCompare(a.created))
        .slice(0, 12),
    };
  });
}

/** Cancel at the end of the paid period (true), or take that back (false). */
export async function stripeSetCancelAtPeriodEnd(keys: StripeKeys, id: string, cancel: boolean): Promise<void> {
  await call(keys, `${cancel ? 'scheduling the cancellation of' : 'resuming'} subscription ${id}`, (stripe) =>
    stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
  );
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Ends the subscription now. One that has already ended counts as done: Stripe refuses to cancel it
 * again, so on a refusal the subscription is re-read to tell.
 */
export async function stripeCancelNow(keys: StripeKeys, id: string): Promise<void> {
  const stripe = await client(keys);
  try {
    await stripe.subscriptions.cancel(id);
  } catch (err) {
    const status = (err as { statusCode?: number })?.statusCode;
    if (status === 400 || status === 404) {
      const current = await stripe.subscriptions.retrieve(id).catch(() => null);
      if (current && ENDED.has(current.status)) return;
    }
    throw failure(keys, `cancelling subscription ${id}`, err);
  }
}

type EventObject = {
  id?: unknown;
  object?: unknown;
  subscription?: unknown;
  parent?: { subscription_details?: { subscription?: unknown } | null } | null;
};

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : idOfObject(v));
const idOfObject = (v: unknown): string | null =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null;

/**
 * A Stripe webhook: the SDK's constructEvent checks the Stripe-Signature header over the raw body and
 * refuses a timestamp older than 300 s. Each of `secrets` is tried (two are set while the secret is
 * rotated); none passing, a missing header or a stale timestamp is a WebhookSignatureError.
 */
export async function verifyStripeWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
  secrets: string[],
): Promise<VerifiedEvent> {
  const header = headers['stripe-signature'];
  if (!header) throw new WebhookSignatureError('Stripe webhook: the Stripe-Signature header is missing');
  const usable = secrets.filter(Boolean);
  if (!usable.length) throw new WebhookSignatureError('Stripe webhook: no webhook secret is configured');
  const Stripe = await sdk();
  let event: ReturnType<typeof Stripe.webhooks.constructEvent> | undefined;
  let reason = 'the signature does not match';
  for (const secret of usable) {
    try {
      event = Stripe.webhooks.constructEvent(rawBody, header, secret, STRIPE_WEBHOOK_TOLERANCE_S);
      break;
    } catch (err) {
      // The SDK's message says which check failed (no signature matched, timestamp outside the tolerance).
      const message = err instanceof Error ? err.message : '';
      if (/timestamp outside the tolerance/i.test(message)) reason = 'the timestamp is older than 300 s';
      else if (/unable to extract timestamp and signatures/i.test(message)) reason = 'the header is malformed';
    }
  }
  if (!event) throw new WebhookSignatureError(`Stripe webhook: ${reason}`);
  // signed but not an event Stripe would send: the id is the once-only key, so without it there is nothing to claim
  const id = str(event.id);
  const type = str(event.type);
  if (!id || !type)
    throw new ValidationError('Invalid webhook event', {
      [id ? 'type' : 'id']: `The event has no ${id ? 'type' : 'id'}`,
    });
  const object = (event.data?.object ?? {}) as EventObject;
  const kind = object.object;
  const subscriptionId =
    kind === 'subscription'
      ? str(object.id)
      : kind === 'invoice'
        ? (str(object.subscription) ?? str(object.parent?.subscription_details?.subscription))
        : kind === 'checkout.session'
          ? str(object.subscription)
          : null;
  return {
    id,
    type,
    subscriptionId,
    checkoutSessionId: type.startsWith('checkout.session.') ? str(object.id) : null,
  };
}
