import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The billing half of the fake providers (test-support/fake-providers.ts): stateful Razorpay and Stripe
 * subscriptions with the gateways' own request and response shapes, checking credentials as they do,
 * plus test controls (move a subscription to a status, complete a checkout; the Razorpay status also over
 * HTTP, see routeControl) and an offline stand-in for Razorpay Checkout's script. Amounts are paise, times unix seconds, as both gateways send them.
 */
export interface FakeBilling {
  razorpay: {
    /** Moves a subscription to a Razorpay status; `paidInvoice` adds a paid invoice for the new cycle. */
    setStatus(subId: string, status: RazorpaySubStatus, opts?: { paidInvoice?: boolean }): void;
    /** Adds an invoice in a Razorpay invoice status for the subscription's plan amount. */
    addInvoice(subId: string, status: 'paid' | 'issued' | 'partially_paid' | 'cancelled' | 'expired' | 'draft'): string;
    get(subId: string): RazorpaySub | undefined;
    plans(): RazorpayPlan[];
    /** True when a cancel at the cycle end was asked for (Razorpay keeps it to itself). */
    cancelAtCycleEnd(subId: string): boolean;
    /** What the fake Checkout does when opened: pay (default), or fail with payment.failed. */
    checkoutOutcome: 'pay' | 'fail';
  };
  stripe: {
    /** The customer paid: the session completes with a new active subscription and a paid invoice. */
    completeCheckout(sessionId: string): string;
    setStatus(
      subId: string,
      status: StripeSubStatus,
      opts?: { invoice?: 'paid' | 'open' | 'void' | 'uncollectible' },
    ): void;
    get(subId: string): StripeSub | undefined;
    session(sessionId: string): StripeSession | undefined;
  };
}

const RAZORPAY_SUB_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
  'paused',
] as const;
export type RazorpaySubStatus = (typeof RAZORPAY_SUB_STATUSES)[number];
export type StripeSubStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

type Json = Record<string, unknown>;
type RazorpayPlan = Json & { id: string; item: Json & { amount: number; name: string } };
type RazorpaySub = Json & {
  id: string;
  plan_id: string;
  status: RazorpaySubStatus;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  paid_count: number;
};
type StripeSub = Json & {
  id: string;
  status: StripeSubStatus;
  cancel_at_period_end: boolean;
  items: { data: (Json & { current_period_start: number; current_period_end: number })[] };
};
type StripeSession = Json & { id: string; status: string; subscription: string | null; success_url: string };

/** HMAC-SHA256 hex of the raw body: the X-Razorpay-Signature header. */
export function signRazorpayWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Razorpay Checkout's razorpay_signature for a subscription payment. */
export function signRazorpayPayment(paymentId: string, subscriptionId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
}

/** The Stripe-Signature header: `t=<unix s>,v1=<HMAC-SHA256 hex of "t.body">`. */
export function signStripeWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const now = () => Math.floor(Date.now() / 1000);
const monthAfter = (s: number) => {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};
const newId = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;

/** Answers with JSON; true, so a route can `return send(...)` to say it handled the request. */
function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
  return true;
}

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects; numeric keys become arrays. */
export function parseStripeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else {
        node[p] ??= {};
        node = node[p] as Json;
      }
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v as Json).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

/**
 * The fake Razorpay Checkout: `new Razorpay(opts).open()` pays (or fails) through the fake at once. The
 * answer comes as a second script (JSONP), not a fetch, so a page needs only what the real Checkout
 * needs from its CSP: the script's origin in script-src (no connect-src entry for the fake).
 */
function checkoutScript(base: string) {
  return `(function () {
  var calls = 0;
  function Razorpay(opts) {
    var failed = [];
    this.on = function (name, cb) { if (name === 'payment.failed') failed.push(cb); };
    this.open = function () {
      var name = '__fakeRazorpayPaid' + (++calls) + '_' + Date.now();
      window[name] = function (r) {
        delete window[name];
        if (r.error) {
          failed.forEach(function (cb) { cb({ error: r.error }); });
          if (!failed.length && opts.modal && opts.modal.ondismiss) opts.modal.ondismiss();
        } else opts.handler(r);
      };
      var s = document.createElement('script');
      s.src = ${JSON.stringify(`${base}/razorpay/checkout/pay.js`)} + '?key=' + encodeURIComponent(opts.key) +
        '&subscription_id=' + encodeURIComponent(opts.subscription_id) + '&callback=' + name;
      document.head.appendChild(s);
    };
    this.close = function () {};
  }
  window.Razorpay = Razorpay;
})();
`;
}

export function createFakeBilling(
  keys: { stripe: string; razorpay: { keyId: string; keySecret: string } },
  base: () => string,
) {
  const rzp = { plans: new Map<string, RazorpayPlan>(), subs: new Map<string, RazorpaySub>(), invoices: [] as Json[] };
  const rzpCancelAtCycleEnd = new Set<string>();
  const st = {
    sessions: new Map<string, StripeSession>(),
    subs: new Map<string, StripeSub>(),
    invoices: [] as Json[],
  };

  const rzpError = (res: ServerResponse, status: number, description: string, field?: string) =>
    send(res, status, {
      error: {
        code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    });
  const stripeError = (res: ServerResponse, status: number, message: string, code?: string, param?: string) =>
    send(res, status, {
      error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) },
    });

  function rzpInvoice(sub: RazorpaySub, status: string): Json {
    const plan = rzp.plans.get(sub.plan_id);
    const amount = plan?.item.amount ?? 0;
    const t = now();
    const inv = {
      id: newId('inv_'),
      entity: 'invoice',
      receipt: null,
      invoice_number: null,
      customer_id: null,
      order_id: newId('order_'),
      subscription_id: sub.id,
      payment_id: status === 'paid' ? newId('pay_') : null,
      status,
      issued_at: t,
      paid_at: status === 'paid' ? t : null,
      cancelled_at: status === 'cancelled' ? t : null,
      expired_at: status === 'expired' ? t : null,
      date: t,
      partial_payment: false,
      gross_amount: amount,
      amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_due: status === 'paid' ? 0 : amount,
      currency: 'INR',
      currency_symbol: '₹',
      billing_start: sub.current_start,
      billing_end: sub.current_end,
      type: 'invoice',
      created_at: t,
    };
    rzp.invoices.push(inv);
    return inv;
  }

  function rzpSetStatus(subId: string, status: RazorpaySubStatus, opts: { paidInvoice?: boolean } = {}) {
    const sub = rzp.subs.get(subId);
    if (!sub) throw new Error(`fake razorpay: no subscription ${subId}`);
    // Activation starts the first cycle; a paid renewal of an active one starts the next.
    if (status === 'active' && (sub.current_end == null || opts.paidInvoice)) {
      const start = sub.status === 'active' && sub.current_end ? sub.current_end : now();
      sub.current_start = start;
      sub.current_end = monthAfter(start);
      sub.charge_at = sub.current_end;
    }
    if (['cancelled', 'completed', 'expired', 'halted'].includes(status)) sub.ended_at = now();
    sub.status = status;
    if (opts.paidInvoice) {
      sub.paid_count += 1;
      rzpInvoice(sub, 'paid');
    }
  }

  function stripeInvoice(sub: StripeSub, status: string): Json {
    const amount = (sub.items.data[0].price as { unit_amount: number }).unit_amount;
    const item = sub.items.data[0];
    const inv = {
      id: newId('in_'),
      object: 'invoice',
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      currency: 'inr',
      customer: sub.customer,
      created: now(),
      period_start: item.current_period_start,
      period_end: item.current_period_start,
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il_'),
            object: 'line_item',
            amount,
            currency: 'inr',
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
        has_more: false,
      },
      livemode: false,
    };
    st.invoices.push(inv);
    return inv;
  }

  function stripeCompleteCheckout(sessionId: string): string {
    const session = st.sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no checkout session ${sessionId}`);
    if (session.subscription) return session.subscription;
    const line = (session.line_items as Json[])[0] as { price_data: Json & { unit_amount: string } };
    const start = now();
    const sub: StripeSub = {
      id: newId('sub_'),
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: 'inr',
      customer: newId('cus_'),
      metadata: (session.subscription_data as { metadata?: Json } | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si_'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: monthAfter(start),
            quantity: 1,
            price: {
              id: newId('price_'),
              object: 'price',
              currency: 'inr',
              unit_amount: Number(line.price_data.unit_amount),
              recurring: { interval: 'month', interval_count: 1 },
            },
          },
        ],
        has_more: false,
      },
      livemode: false,
    } as StripeSub;
    st.subs.set(sub.id, sub);
    const inv = stripeInvoice(sub, 'paid');
    sub.latest_invoice = inv.id;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: sub.id,
      customer: sub.customer,
    });
    return sub.id;
  }

  function stripeSetStatus(
    subId: string,
    status: StripeSubStatus,
    opts: { invoice?: 'paid' | 'open' | 'void' | 'uncollectible' } = {},
  ) {
    const sub = st.subs.get(subId);
    if (!sub) throw new Error(`fake stripe: no subscription ${subId}`);
    const item = sub.items.data[0];
    if (status === 'active' && opts.invoice === 'paid' && sub.status === 'active') {
      item.current_period_start = item.current_period_end;
      item.current_period_end = monthAfter(item.current_period_start);
    }
    if (status === 'canceled' || status === 'incomplete_expired') {
      sub.canceled_at = now();
      sub.ended_at = now();
    }
    sub.status = status;
    if (opts.invoice) sub.latest_invoice = stripeInvoice(sub, opts.invoice).id;
  }

  const rzpAuthorized = (req: IncomingMessage) => {
    const { keyId, keySecret } = keys.razorpay;
    return req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  };

  /** Razorpay's routes under /razorpay; false when the path is none of them. */
  function routeRazorpay(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, raw: string) {
    const method = req.method ?? 'GET';
    if (path === '/razorpay/checkout.js' && method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' });
      res.end(checkoutScript(base()));
      return true;
    }
    if (path === '/razorpay/checkout/pay.js' && method === 'GET') {
      const callback = query.get('callback') ?? '';
      if (!/^__fakeRazorpayPaid\w+$/.test(callback)) return send(res, 400, { error: { description: 'bad callback' } });
      const answer = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/javascript' });
        res.end(`window[${JSON.stringify(callback)}](${JSON.stringify(body)});`);
        return true;
      };
      const refuse = (description: string) =>
        answer({ error: { code: 'BAD_REQUEST_ERROR', description, reason: 'payment_failed' } });
      const sub = rzp.subs.get(query.get('subscription_id') ?? '');
      if (query.get('key') !== keys.razorpay.keyId) return refuse('The key passed to Checkout is not the account key');
      if (!sub) return refuse('The subscription id passed to Checkout does not exist');
      if (api.razorpay.checkoutOutcome === 'fail') return refuse('Payment failed');
      rzpSetStatus(sub.id, 'active', { paidInvoice: true });
      const paymentId = newId('pay_');
      return answer({
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: sub.id,
        razorpay_signature: signRazorpayPayment(paymentId, sub.id, keys.razorpay.keySecret),
      });
    }
    if (!path.startsWith('/razorpay/v1/') || path === '/razorpay/v1/payments') return false;
    if (!rzpAuthorized(req)) return rzpError(res, 401, 'The api key provided is invalid');
    const body = (raw ? JSON.parse(raw) : {}) as Json;
    if (path === '/razorpay/v1/plans' && method === 'POST') {
      const item = (body.item ?? {}) as { name?: string; amount?: number; currency?: string };
      if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period)))
        return rzpError(res, 400, 'The period field is required.', 'period');
      if (!Number.isInteger(body.interval)) return rzpError(res, 400, 'The interval field is required.', 'interval');
      if (!item.name) return rzpError(res, 400, 'The name field is required.', 'name');
      if (!Number.isInteger(item.amount) || (item.amount as number) < 100)
        return rzpError(res, 400, 'The amount must be atleast INR 1.00', 'amount');
      if (!item.currency) return rzpError(res, 400, 'The currency field is required.', 'currency');
      const t = now();
      const plan: RazorpayPlan = {
        id: newId('plan_'),
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: {
          id: newId('item_'),
          active: true,
          name: item.name,
          description: null,
          amount: item.amount as number,
          unit_amount: item.amount,
          currency: item.currency,
          type: 'plan',
          unit: null,
          tax_inclusive: false,
          created_at: t,
          updated_at: t,
        },
        notes: body.notes ?? [],
        created_at: t,
      };
      rzp.plans.set(plan.id, plan);
      return send(res, 200, plan);
    }
    if (path === '/razorpay/v1/subscriptions' && method === 'POST') {
      if (!rzp.plans.has(String(body.plan_id))) return rzpError(res, 400, 'The id provided does not exist', 'plan_id');
      if (!Number.isInteger(body.total_count))
        return rzpError(res, 400, 'The total count field is required.', 'total_count');
      const t = now();
      const sub: RazorpaySub = {
        id: newId('sub_'),
        entity: 'subscription',
        plan_id: String(body.plan_id),
        customer_id: null,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: 1,
        notes: body.notes ?? [],
        charge_at: null,
        start_at: null,
        end_at: null,
        auth_attempts: 0,
        total_count: body.total_count,
        paid_count: 0,
        customer_notify: body.customer_notify === 1 || body.customer_notify === true,
        created_at: t,
        expire_by: null,
        short_url: `https://rzp.io/i/${randomBytes(5).toString('hex')}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        offer_id: null,
        remaining_count: body.total_count,
      };
      rzp.subs.set(sub.id, sub);
      return send(res, 200, sub);
    }
    const subPath = /^\/razorpay\/v1\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (subPath) {
      const sub = rzp.subs.get(subPath[1]);
      if (!sub) return rzpError(res, 400, 'The id provided does not exist', 'id');
      if (!subPath[2] && method === 'GET') return send(res, 200, sub);
      if (subPath[2] && method === 'POST') {
        if (['cancelled', 'completed', 'expired'].includes(sub.status))
          return rzpError(res, 400, `Subscription is not cancellable in ${sub.status} status.`);
        const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
        if (atCycleEnd && sub.status === 'active') rzpCancelAtCycleEnd.add(sub.id);
        else rzpSetStatus(sub.id, 'cancelled');
        return send(res, 200, sub);
      }
    }
    if (path === '/razorpay/v1/invoices' && method === 'GET') {
      const subId = query.get('subscription_id');
      const count = Math.min(Number(query.get('count') ?? 10) || 10, 100);
      const items = rzp.invoices
        .filter((i) => !subId || i.subscription_id === subId)
        .slice()
        .reverse()
        .slice(0, count);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    return false;
  }

  /** Stripe's routes under /stripe (and the fake hosted checkout page); false when none matches. */
  function routeStripe(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, raw: string) {
    const method = req.method ?? 'GET';
    const hosted = /^\/stripe\/checkout\/pay\/([^/]+)$/.exec(path);
    if (hosted && method === 'GET') {
      const session = st.sessions.get(hosted[1]);
      if (!session) return send(res, 404, { error: { message: 'No such checkout page' } });
      stripeCompleteCheckout(session.id);
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      res.end();
      return true;
    }
    if (!path.startsWith('/stripe/v1/') || path === '/stripe/v1/balance') return false;
    if ((req.headers.authorization ?? '') !== `Bearer ${keys.stripe}`)
      return stripeError(res, 401, 'Invalid API Key provided: sk_test_****');
    const form = parseStripeForm(raw);
    if (path === '/stripe/v1/checkout/sessions' && method === 'POST') {
      if (form.mode !== 'subscription' && form.mode !== 'payment' && form.mode !== 'setup')
        return stripeError(res, 400, 'Missing required param: mode.', 'parameter_missing', 'mode');
      const line = (form.line_items as Json[] | undefined)?.[0] as { price_data?: Json } | undefined;
      const price = line?.price_data as { currency?: string; unit_amount?: string; recurring?: Json } | undefined;
      if (!price?.currency)
        return stripeError(
          res,
          400,
          'Missing required param: line_items[0][price_data][currency].',
          'parameter_missing',
        );
      if (!/^\d+$/.test(price.unit_amount ?? ''))
        return stripeError(
          res,
          400,
          'Invalid integer: line_items[0][price_data][unit_amount]',
          'parameter_invalid_integer',
        );
      if (form.mode === 'subscription' && !price.recurring)
        return stripeError(res, 400, 'You must provide at least one recurring price in `subscription` mode.');
      if (!form.success_url) return stripeError(res, 400, 'Missing required param: success_url.', 'parameter_missing');
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `${base()}/stripe/checkout/pay/${id}`,
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        customer: null,
        subscription: null,
        success_url: String(form.success_url),
        cancel_url: form.cancel_url ?? null,
        metadata: form.metadata ?? {},
        amount_total: Number(price.unit_amount),
        currency: price.currency,
        created: now(),
        expires_at: now() + 86400,
        livemode: false,
        // kept for completeCheckout; Stripe itself does not echo these
        line_items: form.line_items,
        subscription_data: form.subscription_data,
      };
      st.sessions.set(id, session);
      const { line_items: _l, subscription_data: _s, ...visible } = session;
      return send(res, 200, visible);
    }
    const sessionPath = /^\/stripe\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (sessionPath && method === 'GET') {
      const session = st.sessions.get(sessionPath[1]);
      if (!session)
        return stripeError(res, 404, `No such checkout.session: '${sessionPath[1]}'`, 'resource_missing', 'session');
      const { line_items: _l, subscription_data: _s, ...visible } = session;
      return send(res, 200, visible);
    }
    const subPath = /^\/stripe\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subPath) {
      const sub = st.subs.get(subPath[1]);
      if (!sub) return stripeError(res, 404, `No such subscription: '${subPath[1]}'`, 'resource_missing', 'id');
      if (method === 'GET') return send(res, 200, sub);
      const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
      if (method === 'POST') {
        if (ended)
          return stripeError(
            res,
            400,
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        if ('cancel_at_period_end' in form) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        return send(res, 200, sub);
      }
      if (method === 'DELETE') {
        if (ended) return stripeError(res, 400, `This subscription has already been canceled: '${sub.id}'`);
        stripeSetStatus(sub.id, 'canceled');
        return send(res, 200, sub);
      }
    }
    if (path === '/stripe/v1/invoices' && method === 'GET') {
      const subId = query.get('subscription');
      const limit = Math.min(Number(query.get('limit') ?? 10) || 10, 100);
      const data = st.invoices
        .filter(
          (i) =>
            !subId ||
            (i.parent as { subscription_details: { subscription: string } }).subscription_details.subscription ===
              subId,
        )
        .slice()
        .reverse();
      return send(res, 200, {
        object: 'list',
        data: data.slice(0, limit),
        has_more: data.length > limit,
        url: '/v1/invoices',
      });
    }
    return false;
  }

  const api: FakeBilling = {
    razorpay: {
      setStatus: rzpSetStatus,
      addInvoice(subId, status) {
        const sub = rzp.subs.get(subId);
        if (!sub) throw new Error(`fake razorpay: no subscription ${subId}`);
        return rzpInvoice(sub, status).id as string;
      },
      get: (subId) => rzp.subs.get(subId),
      plans: () => [...rzp.plans.values()],
      cancelAtCycleEnd: (subId) => rzpCancelAtCycleEnd.has(subId),
      checkoutOutcome: 'pay',
    },
    stripe: {
      completeCheckout: stripeCompleteCheckout,
      setStatus: stripeSetStatus,
      get: (subId) => st.subs.get(subId),
      session: (sessionId) => st.sessions.get(sessionId),
    },
  };
  /**
   * The test controls over HTTP, under /__control, for callers in another process than the one that
   * started the fakes (Playwright's workers; e2e/global-setup.ts holds the fakes):
   * `POST /__control/razorpay/subscriptions/{id}/status {status, paidInvoice?}` is `razorpay.setStatus`
   * and answers the subscription as the gateway now has it. Not a gateway route: no credentials.
   */
  function routeControl(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const status = /^\/__control\/razorpay\/subscriptions\/([^/]+)\/status$/.exec(path);
    if (!status || req.method !== 'POST') return false;
    let body: { status?: unknown; paidInvoice?: unknown };
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return send(res, 400, { error: { field: 'body', description: 'The body is not JSON' } });
    }
    if (!RAZORPAY_SUB_STATUSES.includes(body.status as RazorpaySubStatus))
      return send(res, 400, {
        error: { field: 'status', description: `status must be one of ${RAZORPAY_SUB_STATUSES.join(', ')}` },
      });
    if (body.paidInvoice !== undefined && typeof body.paidInvoice !== 'boolean')
      return send(res, 400, { error: { field: 'paidInvoice', description: 'paidInvoice must be a boolean' } });
    const sub = rzp.subs.get(decodeURIComponent(status[1]));
    if (!sub) return send(res, 404, { error: { field: 'id', description: `No subscription ${status[1]}` } });
    rzpSetStatus(sub.id, body.status as RazorpaySubStatus, { paidInvoice: body.paidInvoice === true });
    return send(res, 200, sub);
  }

  return { api, routeRazorpay, routeStripe, routeControl };
}
