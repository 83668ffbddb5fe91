import { BILLING_GATEWAYS, CLIENT_STATUSES, INVOICE_STATUSES, ROLES, SUBSCRIPTION_STATUSES } from '@shared/enums';
import { counter, flag, oneOf, optional, required, tenantAttributes, timestampAttributes } from './attributes';
import { defineEntity, defineUserEntity, secondaryKey, tenantKey } from './common';

/** The tenant itself, its people, its plan state and its settings. clientId leads every partition key. */

/** Client.searchText: what the admin's client search matches, lower-case. */
export const clientSearchText = (companyName: string, billingEmail: string) =>
  `${companyName}\n${billingEmail}`.toLowerCase();

export const Client = /* @__PURE__ */ defineEntity('client', () => ({
  attributes: {
    ...tenantAttributes,
    companyName: required.string,
    planId: required.string,
    /** The plan's monthly limit; what is used lives in the period's counter (tenantCounter 'conversations'). */
    conversationsLimit: required.number,
    /**
     * Start of the first billing period of the current subscription: usage periods are whole months
     * from it (core/billing/usage-period.ts), so a new period's counter starts at zero without a job.
     */
    billingAnchor: optional.string,
    /** Set when the subscription ends (trial over, cancelled, halted): from then on the tenant has no plan. */
    planEndsAt: optional.string,
    status: { ...oneOf(CLIENT_STATUSES), default: 'active' },
    billingEmail: required.string,
    /**
     * clientSearchText(companyName, billingEmail): DynamoDB's `contains` is case-sensitive, so the
     * admin's client search filters on this lower-case copy. Every write of either field sets it.
     */
    searchText: optional.string,
    industry: optional.string,
    phone: optional.string,
    leadsCaptured: optional.counter,
    widgetInstalled: optional.flag,
    lastActivityAt: optional.string,
    /** Bumped on every intent change, so each Lambda instance knows when its cached model is stale. */
    intentsVersion: optional.counter,
    /**
     * Bumped after every change of the tenant's knowledge chunks (a page indexed or removed, a source
     * deleted: core/knowledge/chunk-store.ts), so the search side knows when its index is stale.
     */
    knowledgeVersion: optional.counter,
    /** Settings → AI Config, one copy for the tenant (core/intents/ai-settings.ts reads it with the defaults). */
    aiSettings: optional.any,
    /**
     * The AI Training Center's "cautious ↔ helpful" position (shared/answer-levels.ts), beside aiSettings
     * rather than in it: the AI Config tab writes that map whole and would reset it. Absent = the default.
     */
    answerLevel: optional.number,
    /** Settings → Notifications → Email alerts, one copy for the tenant (core/alerts/settings.ts reads it with the defaults). */
    mailAlerts: optional.any,
    /** A constant so one GSI partition lists every tenant for the admin, newest first. */
    kind: { ...required.string, default: 'client', readOnly: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey([]),
    all: secondaryKey(1, ['kind'], ['createdAt']),
  },
}));

export const User = /* @__PURE__ */ defineEntity('user', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    email: required.string,
    role: oneOf(ROLES),
    firstName: required.string,
    lastName: required.string,
    isActive: flag(true),
    /** An agent added by the owner, until they set their password from the invitation (core/tenants/invitations.ts). */
    invited: optional.flag,
    /** Epoch seconds; tokens issued before it are refused (logout revokes at once, DESIGN §4). */
    notBefore: optional.counter,
    ...timestampAttributes,
  },
  indexes: {
    byId: tenantKey(['id']),
    byEmail: secondaryKey(1, ['email'], []),
  },
}));

export const UserSettings = /* @__PURE__ */ defineUserEntity('userSettings', [], () => ({
  settings: required.any,
  ...timestampAttributes,
}));

export const Subscription = /* @__PURE__ */ defineEntity('subscription', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    planId: required.string,
    status: oneOf(SUBSCRIPTION_STATUSES),
    /** Absent: the plan chosen at signup, a trial nobody paid for. */
    gateway: { type: BILLING_GATEWAYS },
    gatewaySubscriptionId: optional.string,
    currentPeriodStart: optional.string,
    currentPeriodEnd: required.string,
    cancelAtPeriodEnd: flag(false),
    /**
     * When the gateway read behind this state began (core/billing/sync.ts): a write from an earlier read
     * never replaces one from a later read, so concurrent or out-of-order syncs cannot roll state back.
     */
    syncedFrom: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    // one current subscription per tenant
    byClient: tenantKey([]),
  },
}));

export const Invoice = /* @__PURE__ */ defineEntity('invoice', () => ({
  attributes: {
    ...tenantAttributes,
    id: required.string,
    subscriptionId: optional.string,
    amount: required.number,
    currency: { ...required.string, default: 'INR' },
    status: oneOf(INVOICE_STATUSES),
    created: required.string,
    gateway: { type: BILLING_GATEWAYS },
    planId: optional.string,
    planName: optional.string,
    periodStart: optional.string,
    periodEnd: optional.string,
  },
  indexes: {
    byCreated: tenantKey(['created', 'id']),
  },
}));

/** Maintained aggregates (escalations this month, …) so dashboards never scan. */
export const TenantCounter = /* @__PURE__ */ defineEntity('tenantCounter', () => ({
  attributes: {
    ...tenantAttributes,
    name: required.string,
    period: required.string,
    count: counter(),
  },
  indexes: {
    byName: tenantKey(['name', 'period']),
  },
}));
