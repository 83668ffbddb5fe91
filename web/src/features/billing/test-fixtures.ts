import type { BillingSubscription, SubscriptionResponse, Usage } from '@shared/schemas/billing';
import type { PublicPlan } from '@shared/schemas/plan';
import { vi } from 'vitest';

export const PLANS: PublicPlan[] = [
  {
    id: 'plan-starter',
    name: 'Starter',
    conversationsLimit: 1000,
    priceMonthly: 249_900,
    features: ['A', 'B', 'C', 'D'],
  },
  {
    id: 'plan-professional',
    name: 'Professional',
    conversationsLimit: 25_000,
    priceMonthly: 1_999_900,
    features: ['P'],
  },
  { id: 'plan-enterprise', name: 'Enterprise', conversationsLimit: 100_000, priceMonthly: 0, features: ['E'] },
];

export const subscription = (over: Partial<BillingSubscription> = {}): BillingSubscription => ({
  planId: 'plan-starter',
  planName: 'Starter',
  priceMonthly: 249_900,
  status: 'active',
  gateway: 'test',
  trial: false,
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  canReactivate: true,
  ended: false,
  ...over,
});

export const subscriptionReply = (
  sub: BillingSubscription | null,
  checkoutGateway: SubscriptionResponse['checkoutGateway'] = 'test',
): SubscriptionResponse => ({ subscription: sub, checkoutGateway });

export const usage = (over: Partial<Usage> = {}): Usage => ({
  conversationsUsed: 150,
  conversationsLimit: 100,
  teamMembers: 1,
  teamMembersLimit: 3,
  medianFirstReplySeconds: null,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  costInsights: { planPrice: 249_900, costPerConversation: null, escalatedShare: null, projectedUnusedValue: null },
  ...over,
});

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Reply = { status?: number; body: unknown } | undefined;

/**
 * A fetch that answers like the billing API: `reply` decides the answer to a call (undefined falls back
 * to the defaults below), and every call is recorded, so a test can assert what was sent.
 */
export function stubApi(reply: (call: Call) => Reply = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const r = reply(call) ?? defaults(call);
      return Response.json(r.body, { status: r.status ?? 200 });
    }),
  );
  return calls;
}

function defaults(call: Call): { status?: number; body: unknown } {
  switch (call.path) {
    case '/api/plans':
      return { body: { success: true, plans: PLANS } };
    case '/api/billing/subscription':
      return { body: subscriptionReply(null) };
    case '/api/billing/usage':
      return { body: usage() };
    case '/api/billing/invoices':
      return { body: { invoices: [], nextCursor: null } };
    default:
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
  }
}
