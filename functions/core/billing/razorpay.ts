import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type Razorpay from 'razorpay';
import { config } from '../../base/env';
import { ValidationError } from '../../base/errors';
import { GatewayCallError, gatewayCallTimeoutMs, isoFromUnix } from './gateway-call';
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
 * Billing's calls to Razorpay, on the official SDK (razorpay-node). The SDK is loaded with
 * `await import('razorpay')` only when a call is made: it is a lazy package (infra/build-functions.ts),
 * too big for every function's bundle. Amounts are paise, as Razorpay counts them.
 */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

const REAL_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay's subscription statuses → Parley's (gateway-types.ts). */
export const RAZORPAY_SUBSCRIPTION_STATUS: Record<string, SubscriptionStatus> = {
  created: 'incomplete',
  authenticated: 'incomplete',
  active: 'active',
  pending: 'past_due',
  // Paused only when a merchant pauses it through the API or dashboard: no charges, so not active.
  paused: 'past_due',
  halted: 'canceled',
  cancelled: 'canceled',
  completed: 'canceled',
  expired: 'canceled',
};

/** Razorpay's invoice statuses → Parley's; drafts are not invoices yet and are left out. */
export const RAZORPAY_INVOICE_STATUS: Record<string, InvoiceStatus> = {
  paid: 'paid',
  issued: 'open',
  partially_paid: 'open',
  cancelled: 'void',
  expired: 'void',
};

/** What the SDK rejects with: its normalised HTTP error, or a plain string for a missing argument. */
interface SdkError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

/**
 * A client for one call. The axios instance the SDK keeps at `api.rq` gets the local stand-in's base URL
 * (RAZORPAY_API_URL, tests only) and a timeout; each request gets the request deadline's signal. An
 * answerless failure (timeout, refused connection) is turned into the SDK's own error shape, because
 * the SDK's normaliser reads `err.response.status` and would otherwise throw a bare TypeError.
 */
async function client(keys: RazorpayKeys): Promise<Razorpay> {
  const { default: RazorpaySdk } = await import('razorpay');
  const rzp = new RazorpaySdk({ key_id: keys.keyId, key_secret: keys.keySecret });
  const rq = (rzp.api as unknown as { rq: AxiosLike }).rq;
  const { RAZORPAY_API_URL } = config('RAZORPAY_API_URL');
  if (RAZORPAY_API_URL) rq.defaults.baseURL = RAZORPAY_API_URL.replace(/\/$/, '');
  rq.interceptors.request.use((req) => {
    const ms = gatewayCallTimeoutMs();
    req.timeout = ms;
    req.signal = AbortSignal.timeout(ms);
    return req;
  });
  rq.interceptors.response.use(undefined, (err: { response?: unknown; code?: string }) => {
    if (err?.response) throw err;
    const timedOut = err?.code === 'ECONNABORTED' || err?.code === 'ERR_CANCELED' || err?.code === 'ETIMEDOUT';
    const description = timedOut ? 'no answer in time' : `no answer: ${err?.code ?? 'network error'}`;
    throw { response: { status: 0, data: { error: { code: 'NETWORK', description } } } };
  });
  return rzp;
}

interface AxiosLike {
  defaults: { baseURL?: string };
  interceptors: {
    request: { use(onOk: (req: { timeout?: number; signal?: AbortSignal }) => unknown): void };
    response: { use(onOk: undefined, onErr: (err: { response?: unknown; code?: string }) => never): void };
  };
}

async function call<T>(keys: RazorpayKeys, what: string, fn: (rzp: Razorpay) => Promise<T>): Promise<T> {
  const rzp = await client(keys);
  try {
    return await fn(rzp);
  } catch (err) {
    throw failure(keys, what, err);
  }
}

function failure(keys: RazorpayKeys, what: string, err: unknown): GatewayCallError {
  const e = err as SdkError;
  const secrets = [keys.keySecret, keys.keyId];
  if (typeof err === 'string') return new GatewayCallError('Razorpay', what, null, err, secrets);
  // status 0: the interceptor in client() found no HTTP answer
  if (typeof e?.statusCode === 'number')
    return new GatewayCallError(
      'Razorpay',
      what,
      e.statusCode || null,
      e.error?.description ?? e.error?.code ?? 'no description',
      secrets,
    );
  return new GatewayCallError('Razorpay', what, null, err instanceof Error ? err.message : 'unknown error', secrets);
}

/** A Razorpay plan for a Parley plan: monthly, every month, the plan's price in paise (INR). */
export async function razorpayCreatePlan(
  keys: RazorpayKeys,
  plan: { id: string; name: string; priceMonthly: number },
): Promise<string> {
  const created = await call(keys, `creating the plan for ${plan.name}`, (rzp) =>
    rzp.plans.create({
      period: 'monthly',
      interval: 1,
      item: { name: plan.name, amount: plan.priceMonthly, currency: 'INR' },
      notes: { planId: plan.id },
    }),
  );
  return created.id;
}

/**
 * A subscription on that plan, paid in Razorpay Checkout afterwards. 120 monthly cycles (ten years) is
 * "until cancelled": Razorpay needs a count. Razorpay emails the customer its own notices.
 */
export async function razorpayCreateSubscription(
  keys: RazorpayKeys,
  input: { gatewayPlanId: string; planId: string; customer: CheckoutCustomer },
): Promise<{ id: string }> {
  const sub = await call(keys, 'creating the subscription', (rzp) =>
    rzp.subscriptions.create({
      plan_id: input.gatewayPlanId,
      total_count: 120,
      customer_notify: 1,
      notes: { clientId: input.customer.clientId, planId: input.planId },
    }),
  );
  return { id: sub.id };
}

/** The subscription and its invoices (newest first, at most 12), re-read from Razorpay. */
export async function razorpayFetchSubscription(keys: RazorpayKeys, id: string): Promise<RemoteSubscription> {
  return call(keys, `reading subscription ${id}`, async (rzp) => {
    const [sub, invoices] = await Promise.all([
      rzp.subscriptions.fetch(id),
      rzp.invoices.all({ subscription_id: id, count: 12 } as Parameters<typeof rzp.invoices.all>[0]),
    ]);
    const status = RAZORPAY_SUBSCRIPTION_STATUS[sub.status];
    if (!status) throw new Error(`subscription ${id} has a status Parley does not know: ${sub.status}`);
    return {
      id: sub.id,
      status,
      currentPeriodStart: isoFromUnix(sub.current_start),
      currentPeriodEnd: isoFromUnix(sub.current_end),
      cancelAtPeriodEnd: null,
      invoices: invoices.items
        .flatMap((inv): RemoteInvoice[] => {
          const invoiceStatus = inv.status ? RAZORPAY_INVOICE_STATUS[inv.status] : undefined;
          if (!invoiceStatus) return [];
          return [
            {
              id: inv.id,
              amount: Number(inv.amount),
              status: invoiceStatus,
              created: isoFromUnix(inv.date ?? inv.created_at) ?? new Date(0).toISOString(),
              periodStart: isoFromUnix(inv.billing_start),
              periodEnd: isoFromUnix(inv.billing_end),
            },
          ];
        })
        .sort((a, b) => b.created.localeCompare(a.created))
        .slice(0, 12),
    };
  });
}

const ENDED = new Set(['cancelled', 'completed', 'expired']);

/**
 * Cancels now, or at the end of the current cycle. Cancelling one that has already ended is done, not
 * an error: Razorpay refuses it with a 400, so on a refusal the subscription is re-read to tell.
 */
export async function razorpayCancel(keys: RazorpayKeys, id: string, atCycleEnd: boolean): Promise<void> {
  const rzp = await client(keys);
  const what = `cancelling subscription ${id}${atCycleEnd ? ' at the cycle end' : ''}`;
  try {
    await rzp.subscriptions.cancel(id, atCycleEnd);
  } catch (err) {
    if ((err as SdkError)?.statusCode === 400) {
      const current = await rzp.subscriptions.fetch(id).catch(() => null);
      if (current && ENDED.has(current.status)) return;
    }
    throw failure(keys, what, err);
  }
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** HMAC-SHA256 hex of `message` under `secret` equals `signature`, compared in constant time. */
function hmacHexMatches(secret: string, message: string, signature: string): boolean {
  if (!secret || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * Razorpay Checkout's proof of payment for a subscription: HMAC-SHA256 hex of
 * `${paymentId}|${subscriptionId}` with the key secret. The caller passes the subscription id it
 * stored, never the browser's.
 */
export function razorpayPaymentSignatureValid(
  keySecret: string,
  paymentId: string,
  subscriptionId: string,
  signature: string,
): boolean {
  if (typeof paymentId !== 'string' || typeof subscriptionId !== 'string' || typeof signature !== 'string')
    return false;
  if (!paymentId || !subscriptionId) return false;
  return hmacHexMatches(keySecret, `${paymentId}|${subscriptionId}`, signature);
}

/** Razorpay Checkout's script; tests point RAZORPAY_CHECKOUT_URL at the fake's stand-in. */
export function razorpayCheckoutScriptUrl(): string {
  return config('RAZORPAY_CHECKOUT_URL').RAZORPAY_CHECKOUT_URL ?? REAL_CHECKOUT_SCRIPT;
}

interface RazorpayWebhookBody {
  event?: unknown;
  account_id?: unknown;
  created_at?: unknown;
  /** payment, invoice, subscription, order, refund…: each `{ entity: { id, subscription_id?, … } }` */
  payload?: Record<string, { entity?: { id?: unknown; subscription_id?: unknown } } | undefined>;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * The key a Razorpay event is processed once by, built from the signed body only: the account, the
 * event, its created_at and the id of every entity in the payload. The X-Razorpay-Event-Id header is not
 * covered by the signature, so keying on it let a replayed body with a new header through as new.
 */
function razorpayEventKey(body: RazorpayWebhookBody, type: string): string {
  const createdAt = body.created_at;
  if (typeof createdAt !== 'number' && !str(createdAt))
    throw new ValidationError('Invalid webhook event', { created_at: 'The event has no created_at' });
  const entities = Object.entries(body.payload ?? {})
    .map(([kind, v]) => [kind, str(v?.entity?.id)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null)
    .sort(([a], [b]) => a.localeCompare(b));
  const signed = JSON.stringify([str(body.account_id), type, createdAt, entities]);
  return `rzp_${createHash('sha256').update(signed).digest('hex').slice(0, 40)}`;
}

/**
 * A Razorpay webhook: X-Razorpay-Signature is HMAC-SHA256 hex of the raw body with the webhook secret.
 * Any of `secrets` may match (two are set while the secret is rotated). razorpay-node's own
 * validateWebhookSignature compares with `===`, which leaks timing, so the check is ours.
 */
export function verifyRazorpayWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
  secrets: string[],
): VerifiedEvent {
  const signature = headers['x-razorpay-signature'];
  if (!signature) throw new WebhookSignatureError('Razorpay webhook: the X-Razorpay-Signature header is missing');
  const usable = secrets.filter(Boolean);
  if (!usable.length) throw new WebhookSignatureError('Razorpay webhook: no webhook secret is configured');
  // Every secret is tried (no early exit), so the time taken does not say which one matched.
  const matches = usable.map((s) => hmacHexMatches(s, rawBody, signature));
  if (!matches.includes(true)) throw new WebhookSignatureError('Razorpay webhook: the signature does not match');
  let body: RazorpayWebhookBody;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('Razorpay webhook: the body is not JSON');
  }
  const type = str(body?.event);
  if (!type) throw new WebhookSignatureError('Razorpay webhook: the body names no event');
  const id = razorpayEventKey(body, type);
  const p = body.payload;
  return {
    id,
    type,
    subscriptionId:
      str(p?.subscription?.entity?.id) ??
      str(p?.payment?.entity?.subscription_id) ??
      str(p?.invoice?.entity?.subscription_id),
    checkoutSessionId: null,
  };
}
