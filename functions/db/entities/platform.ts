import { PAYMENT_GATEWAYS } from '@shared/enums';
import { counter, flag, oneOf, optional, required, timestampAttributes } from './attributes';
import { defineEntity, primaryKey, secondaryKey } from './common';

/** Platform-owned records (no tenant): plans, enquiries, newsletter, platform configs, rate limits. */

export const Plan = /* @__PURE__ */ defineEntity('plan', () => ({
  attributes: {
    id: required.string,
    name: required.string,
    conversationsLimit: required.number,
    priceMonthly: required.number,
    features: required.stringList,
    isActive: flag(true),
    teamMembersLimit: counter(1),
    /** Knowledge sources (issue 33, shared/knowledge-limits.ts): pages one crawl may fetch, MB of one file. */
    knowledgePagesLimit: optional.number,
    knowledgeFileMbLimit: optional.number,
    /** Intents a tenant may train (shared/intent-limits.ts); absent = the default. */
    intentsLimit: optional.number,
    sortOrder: optional.counter,
    /** Tenants whose planId is this plan, moved in the same transaction (core/billing/plan-subscribers.ts). */
    subscribers: optional.counter,
    ...timestampAttributes,
  },
  indexes: {
    // the catalogue is small: one partition holds every plan
    byId: primaryKey([], ['id']),
  },
}));

export const Contact = /* @__PURE__ */ defineEntity('contact', () => ({
  attributes: {
    id: required.string,
    name: required.string,
    email: required.string,
    company: optional.string,
    phone: optional.string,
    message: optional.string,
    industry: optional.string,
    internalNotes: optional.string,
    source: { ...required.string, default: 'landing_page' },
    status: { ...oneOf(['new', 'contacted', 'closed']), default: 'new' },
    ...timestampAttributes,
  },
  indexes: {
    byCreated: primaryKey([], ['createdAt', 'id']),
    byId: secondaryKey(1, ['id'], []),
  },
}));

export const Newsletter = /* @__PURE__ */ defineEntity('newsletter', () => ({
  attributes: {
    id: required.string,
    email: required.string,
    isActive: flag(true),
    ...timestampAttributes,
  },
  indexes: {
    // the email is the key, so "already subscribed" is a conditional put, not a read-then-write race
    byEmail: primaryKey(['email'], []),
  },
}));

export const PlatformConfig = /* @__PURE__ */ defineEntity('platformConfig', () => ({
  attributes: {
    type: required.string,
    /** The config object; secret fields are envelope-encrypted strings (adapters/secrets). */
    config: required.any,
    activeGateway: { type: PAYMENT_GATEWAYS },
    lastTestedAt: optional.string,
    testStatus: optional.string,
    /** The last Test Connection's sentence (admin Configuration); never a secret. */
    testMessage: optional.string,
    ...timestampAttributes,
  },
  indexes: {
    byType: primaryKey([], ['type']),
  },
}));

/** Fixed-window counters for abuse limits; they expire by TTL so the table does not grow. */
export const RateLimit = /* @__PURE__ */ defineEntity('rateLimit', () => ({
  attributes: {
    key: required.string,
    window: required.string,
    count: counter(),
    expiresAt: required.number,
  },
  indexes: {
    byKey: primaryKey(['key'], ['window']),
  },
}));

/** Session tokens revoked by logout, kept until they would have expired anyway. */
export const RevokedToken = /* @__PURE__ */ defineEntity('revokedToken', () => ({
  attributes: {
    jti: required.string,
    expiresAt: required.number,
  },
  indexes: {
    byJti: primaryKey(['jti'], []),
  },
}));
