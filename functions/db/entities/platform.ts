import { PAYMENT_GATEWAYS } from '@shared/enums';
import { defineEntity, primaryKey, secondaryKey, timestampAttributes } from './common';

/** Platform-owned records (no tenant): plans, enquiries, newsletter, platform configs, rate limits. */

export const Plan = defineEntity('plan', {
  attributes: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    conversationsLimit: { type: 'number', required: true },
    priceMonthly: { type: 'number', required: true },
    features: { type: 'list', items: { type: 'string' }, required: true },
    isActive: { type: 'boolean', required: true, default: true },
    teamMembersLimit: { type: 'number', required: true, default: 1 },
    sortOrder: { type: 'number', default: 0 },
    /** Tenants whose planId is this plan, moved in the same transaction (core/billing/plan-subscribers.ts). */
    subscribers: { type: 'number', default: 0 },
    ...timestampAttributes,
  },
  indexes: {
    // the catalogue is small: one partition holds every plan
    byId: primaryKey([], ['id']),
  },
});

export const Contact = defineEntity('contact', {
  attributes: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    company: { type: 'string' },
    phone: { type: 'string' },
    message: { type: 'string' },
    industry: { type: 'string' },
    internalNotes: { type: 'string' },
    source: { type: 'string', required: true, default: 'landing_page' },
    status: { type: ['new', 'contacted', 'closed'] as const, required: true, default: 'new' },
    ...timestampAttributes,
  },
  indexes: {
    byCreated: primaryKey([], ['createdAt', 'id']),
    byId: secondaryKey(1, ['id'], []),
  },
});

export const Newsletter = defineEntity('newsletter', {
  attributes: {
    id: { type: 'string', required: true },
    email: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true, default: true },
    ...timestampAttributes,
  },
  indexes: {
    // the email is the key, so "already subscribed" is a conditional put, not a read-then-write race
    byEmail: primaryKey(['email'], []),
  },
});

export const PlatformConfig = defineEntity('platformConfig', {
  attributes: {
    type: { type: 'string', required: true },
    /** The config object; secret fields are envelope-encrypted strings (adapters/secrets). */
    config: { type: 'any', required: true },
    activeGateway: { type: PAYMENT_GATEWAYS },
    lastTestedAt: { type: 'string' },
    testStatus: { type: 'string' },
    /** The last Test Connection's sentence (admin Configuration); never a secret. */
    testMessage: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byType: primaryKey([], ['type']),
  },
});

/** Fixed-window counters for abuse limits; they expire by TTL so the table does not grow. */
export const RateLimit = defineEntity('rateLimit', {
  attributes: {
    key: { type: 'string', required: true },
    window: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: primaryKey(['key'], ['window']),
  },
});

/** Session tokens revoked by logout, kept until they would have expired anyway. */
export const RevokedToken = defineEntity('revokedToken', {
  attributes: {
    jti: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byJti: primaryKey(['jti'], []),
  },
});
