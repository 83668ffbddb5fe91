import { BILLING_GATEWAYS, CLIENT_STATUSES, INVOICE_STATUSES, ROLES, SUBSCRIPTION_STATUSES } from '@shared/enums';
import {
  defineEntity,
  primaryKey,
  secondaryKey,
  tenantAttributes,
  timestampAttributes,
  userAttributes,
} from './common';

/** The tenant itself, its people, its plan state and its settings. clientId leads every partition key. */

/** Client.searchText: what the admin's client search matches, lower-case. */
export const clientSearchText = (companyName: string, billingEmail: string) =>
  `${companyName}\n${billingEmail}`.toLowerCase();

export const Client = defineEntity('client', {
  attributes: {
    ...tenantAttributes,
    companyName: { type: 'string', required: true },
    planId: { type: 'string', required: true },
    /** The plan's monthly limit; what is used lives in the period's counter (tenantCounter 'conversations'). */
    conversationsLimit: { type: 'number', required: true },
    /**
     * Start of the first billing period of the current subscription: usage periods are whole months
     * from it (core/billing/usage-period.ts), so a new period's counter starts at zero without a job.
     */
    billingAnchor: { type: 'string' },
    /** Set when the subscription ends (trial over, cancelled, halted): from then on the tenant has no plan. */
    planEndsAt: { type: 'string' },
    status: { type: CLIENT_STATUSES, required: true, default: 'active' },
    billingEmail: { type: 'string', required: true },
    /**
     * clientSearchText(companyName, billingEmail): DynamoDB's `contains` is case-sensitive, so the
     * admin's client search filters on this lower-case copy. Every write of either field sets it.
     */
    searchText: { type: 'string' },
    industry: { type: 'string' },
    phone: { type: 'string' },
    leadsCaptured: { type: 'number', default: 0 },
    widgetInstalled: { type: 'boolean', default: false },
    lastActivityAt: { type: 'string' },
    /** Bumped on every intent change, so each Lambda instance knows when its cached model is stale. */
    intentsVersion: { type: 'number', default: 0 },
    /** Settings → AI Config, one copy for the tenant (core/intents/ai-settings.ts reads it with the defaults). */
    aiSettings: { type: 'any' },
    /**
     * The AI Training Center's "cautious ↔ helpful" position (shared/answer-levels.ts), beside aiSettings
     * rather than in it: the AI Config tab writes that map whole and would reset it. Absent = the default.
     */
    answerLevel: { type: 'number' },
    /** A constant so one GSI partition lists every tenant for the admin, newest first. */
    kind: { type: 'string', required: true, default: 'client', readOnly: true },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], []),
    all: secondaryKey(1, ['kind'], ['createdAt']),
  },
});

export const User = defineEntity('user', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    email: { type: 'string', required: true },
    role: { type: ROLES, required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true, default: true },
    /** Epoch seconds; tokens issued before it are refused (logout revokes at once, DESIGN §4). */
    notBefore: { type: 'number', default: 0 },
    ...timestampAttributes,
  },
  indexes: {
    byId: primaryKey(['clientId'], ['id']),
    byEmail: secondaryKey(1, ['email'], []),
  },
});

export const UserSettings = defineEntity('userSettings', {
  attributes: {
    ...userAttributes,
    settings: { type: 'any', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byUser: primaryKey(['clientId'], ['userId']),
  },
});

export const Subscription = defineEntity('subscription', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    planId: { type: 'string', required: true },
    status: { type: SUBSCRIPTION_STATUSES, required: true },
    /** Absent: the plan chosen at signup, a trial nobody paid for. */
    gateway: { type: BILLING_GATEWAYS },
    gatewaySubscriptionId: { type: 'string' },
    currentPeriodStart: { type: 'string' },
    currentPeriodEnd: { type: 'string', required: true },
    cancelAtPeriodEnd: { type: 'boolean', required: true, default: false },
    /**
     * When the gateway read behind this state began (core/billing/sync.ts): a write from an earlier read
     * never replaces one from a later read, so concurrent or out-of-order syncs cannot roll state back.
     */
    syncedFrom: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    // one current subscription per tenant
    byClient: primaryKey(['clientId'], []),
  },
});

export const Invoice = defineEntity('invoice', {
  attributes: {
    ...tenantAttributes,
    id: { type: 'string', required: true },
    subscriptionId: { type: 'string' },
    amount: { type: 'number', required: true },
    currency: { type: 'string', required: true, default: 'INR' },
    status: { type: INVOICE_STATUSES, required: true },
    created: { type: 'string', required: true },
    gateway: { type: BILLING_GATEWAYS },
    planId: { type: 'string' },
    planName: { type: 'string' },
    periodStart: { type: 'string' },
    periodEnd: { type: 'string' },
  },
  indexes: {
    byCreated: primaryKey(['clientId'], ['created', 'id']),
  },
});

/** Maintained aggregates (escalations this month, …) so dashboards never scan. */
export const TenantCounter = defineEntity('tenantCounter', {
  attributes: {
    ...tenantAttributes,
    name: { type: 'string', required: true },
    period: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byName: primaryKey(['clientId'], ['name', 'period']),
  },
});
